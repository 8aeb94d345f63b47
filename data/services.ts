import type { ServiceLink } from '../shared/types.ts';

/** The twelve service pages, in menu order (spec section 2, 'Service pages'). */
export const services = [
  { slug: 'emergency-locksmith', title: 'Emergency Locksmith' },
  { slug: '24-hour-locksmith', title: '24 Hour Locksmith' },
  { slug: 'non-destructive-entry', title: 'Non-Destructive Entry' },
  { slug: 'residential-locksmith', title: 'Residential Locksmith' },
  { slug: 'commercial-locksmith', title: 'Commercial Locksmith' },
  { slug: 'property-security', title: 'Property Security' },
  { slug: 'door-fitting-installation', title: 'Door Fitting & Installation' },
  { slug: 'safe-installation', title: 'Safe Installation' },
  { slug: 'security-grille-installation', title: 'Security Grille Installation' },
  { slug: 'lock-maintenance', title: 'Lock Maintenance' },
  { slug: 'urgent-lock-repair', title: 'Urgent Lock Repair' },
  { slug: 'smart-lock-installation', title: 'Smart Lock Installation' },
] as const satisfies readonly ServiceLink[];

export type ServiceSlug = (typeof services)[number]['slug'];

/** The eight services the footer and the /services overview link to, in the specification's order. */
export const featuredServiceSlugs: readonly ServiceSlug[] = [
  'emergency-locksmith',
  'lock-maintenance',
  'door-fitting-installation',
  'residential-locksmith',
  '24-hour-locksmith',
  'commercial-locksmith',
  'property-security',
  'smart-lock-installation',
];

/** How many services the mobile menu lists before 'View all services'. */
export const mobileMenuServiceCount = 5;

export function serviceBySlug(slug: string): ServiceLink | undefined {
  return services.find((s) => s.slug === slug);
}
