import type { ServicePage } from '../../shared/types.ts';
import type { ServiceSlug } from '../services.ts';

/**
 * One content module per service page, imported on demand: the browser downloads only the page
 * it shows (each import becomes its own chunk), and the server reads them all at first use.
 */
const modules: Record<ServiceSlug, () => Promise<{ page: ServicePage }>> = {
  'emergency-locksmith': () => import('./emergency-locksmith.ts'),
  '24-hour-locksmith': () => import('./24-hour-locksmith.ts'),
  'non-destructive-entry': () => import('./non-destructive-entry.ts'),
  'residential-locksmith': () => import('./residential-locksmith.ts'),
  'commercial-locksmith': () => import('./commercial-locksmith.ts'),
  'property-security': () => import('./property-security.ts'),
  'door-fitting-installation': () => import('./door-fitting-installation.ts'),
  'safe-installation': () => import('./safe-installation.ts'),
  'security-grille-installation': () => import('./security-grille-installation.ts'),
  'lock-maintenance': () => import('./lock-maintenance.ts'),
  'urgent-lock-repair': () => import('./urgent-lock-repair.ts'),
  'smart-lock-installation': () => import('./smart-lock-installation.ts'),
  'car-locksmith': () => import('./car-locksmith.ts'),
};

function isServiceSlug(slug: string): slug is ServiceSlug {
  return Object.hasOwn(modules, slug);
}

/** The page for a slug, or undefined for a slug that is not a service. */
export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  if (!isServiceSlug(slug)) return undefined;
  return (await modules[slug]()).page;
}
