import type { IconName } from '../shared/icons.ts';
import type { ServiceLink } from '../shared/types.ts';

/** The thirteen service pages, in menu order (docs/product.md §2, 'Service pages'). */
export const services = [
  {
    slug: 'emergency-locksmith',
    title: 'Emergency Locksmith',
    summary:
      'Locked out, a snapped key or a lock that will not turn: a locksmith at your door{dayOrNight}, with an arrival time given when you call.',
    icon: 'siren',
  },
  {
    slug: '24-hour-locksmith',
    title: '24 Hour Locksmith',
    summary: 'Nights, weekends and bank holidays at the same standard as office hours, with the same fixed job prices and published hourly rates.',
    icon: 'clock',
  },
  {
    slug: 'non-destructive-entry',
    title: 'Non-Destructive Entry',
    summary: 'We open most doors by picking or bypassing the lock, so there is nothing to replace afterwards.',
    icon: 'door-open',
  },
  {
    slug: 'residential-locksmith',
    title: 'Residential Locksmith',
    summary: 'Lock changes, upgrades to insurance standards and repairs for houses and flats.',
    icon: 'house',
  },
  {
    slug: 'commercial-locksmith',
    title: 'Commercial Locksmith',
    summary: 'Master key systems, fire exit hardware, access control and shop security for businesses.',
    icon: 'building',
  },
  {
    slug: 'property-security',
    title: 'Property Security',
    summary: 'A survey of every door and window, with a plain list of what to improve first.',
    icon: 'shield-check',
  },
  {
    slug: 'door-fitting-installation',
    title: 'Door Fitting & Installation',
    summary: 'External, internal and fire doors supplied and hung, with locks to the right standard.',
    icon: 'door-closed',
  },
  {
    slug: 'safe-installation',
    title: 'Safe Installation',
    summary: 'Home and business safes chosen for what you keep, then anchored and installed.',
    icon: 'vault',
  },
  {
    slug: 'security-grille-installation',
    title: 'Security Grille Installation',
    summary: 'Fixed, retractable and removable grilles for windows and doors, fitted to the frame.',
    icon: 'lock',
  },
  {
    slug: 'lock-maintenance',
    title: 'Lock Maintenance',
    summary: 'Yearly plans that keep locks working smoothly and catch worn parts before they fail.',
    icon: 'wrench',
  },
  {
    slug: 'urgent-lock-repair',
    title: 'Urgent Lock Repair',
    summary: 'Same-day repair of stiff, jammed or broken locks and damaged uPVC mechanisms.',
    icon: 'hammer',
  },
  {
    slug: 'smart-lock-installation',
    title: 'Smart Lock Installation',
    summary: 'Keypad, app and fingerprint locks fitted properly, with a key override that works.',
    icon: 'smartphone',
  },
  {
    slug: 'car-locksmith',
    title: 'Car Locksmith',
    summary: 'Locked cars opened without damage, lost keys replaced and programmed, and snapped keys freed from locks and ignitions.',
    icon: 'car',
  },
] as const satisfies readonly ServiceLink[];

export type ServiceSlug = (typeof services)[number]['slug'];

/** The eight services the footer and the /services overview link to (docs/product.md §2), in the order they show them. */
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

/** The service page each column of the /services price teaser (data/prices.ts) links to, by column title. */
export const servicesTeaserPages: Readonly<Record<string, ServiceSlug>> = {
  Residential: 'residential-locksmith',
  Commercial: 'commercial-locksmith',
  Automotive: 'car-locksmith',
};

/** How many services the mobile menu lists before 'View all services'. */
export const mobileMenuServiceCount = 5;

export function serviceBySlug(slug: string): ServiceLink | undefined {
  return services.find((s) => s.slug === slug);
}

/** The trust badges under the /services hero. */
/** `roundTheClock`: shown only while the phones are answered every day, all day. */
export const servicesTrustBadges: readonly { icon: IconName; text: string; roundTheClock?: true }[] = [
  { icon: 'user-check', text: '{Checked} locksmiths' },
  { icon: 'shield-check', text: '{Insured}' },
  { icon: 'clock', text: '24/7, 365 days a year', roundTheClock: true },
  { icon: 'pound', text: 'No hidden fees' },
];

/** The words of /services around its lists; the page title gets ' | {trading name}' added. */
export const servicesPageCopy = {
  title: 'Locksmith Services: Home, Business & Emergency',
  description:
    'Emergency lockouts, lock changes, master key systems, safes, grilles and smart locks. {Checked}, insured locksmiths{commaAllHours}, with a free quote by phone.',
  eyebrow: 'Our services',
  heading: 'Locksmith Services',
  lead: 'One call for everything from a late-night lockout to a full security upgrade for your home or business, with the price agreed before we set off.',
  image: { src: 'hero-door.svg', alt: 'A front door with a new security lock fitted' },
  servicesTitle: 'What we do',
  servicesIntro: 'Choose a service to see what it includes, how we work and what it costs.',
  also: 'Also:',
  testimonialTitle: 'From one of our customers',
  citiesTitle: 'Our busiest cities',
  citiesIntro: 'The six largest cities we serve; every other place we cover has a page of its own.',
  citiesMore: 'Find a locksmith near you',
  pricesTitle: 'Typical starting prices',
  pricesIntro: 'Every job is quoted by phone before we set off. No hidden fees, no surge pricing.',
  pricesMore: 'See the full price list and labour rates',
  ctaTitle: 'Not sure which service you need?',
  ctaText: 'Tell us what has happened or what you want to improve. We will give you honest advice and a price on the phone.',
};
