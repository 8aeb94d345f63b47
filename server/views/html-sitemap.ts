import { byPopulation, parsePopulation } from '../../shared/population.ts';
import type { City } from '../../shared/types.ts';

/** The site's main pages, in the order the HTML sitemap lists them. */
export const mainPages: readonly { name: string; path: string }[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Locksmith Near Me', path: '/locksmith-near-me' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'Sectors We Serve', path: '/sectors' },
  { name: 'Blog', path: '/blog' },
  { name: 'Ask the Expert', path: '/ask-the-expert' },
  { name: 'About Us', path: '/about' },
  { name: 'Contact', path: '/contact' },
  { name: 'Privacy & Cookie Policy', path: '/privacy-policy' },
  { name: 'Terms & Conditions', path: '/terms-conditions' },
];

export interface RegionGroup {
  region: string;
  cities: City[];
}

/**
 * The regions with the most cities in the data (ties go to the larger total population), each
 * with up to `perRegion` of its cities, largest first (docs/product.md §9: five regions of five).
 */
export function regionGroups(list: readonly City[], regionCount = 5, perRegion = 5): RegionGroup[] {
  const byRegion = new Map<string, City[]>();
  for (const city of list) byRegion.set(city.region, [...(byRegion.get(city.region) ?? []), city]);
  const total = (group: City[]) => group.reduce((sum, city) => sum + Math.max(0, parsePopulation(city.population)), 0);
  return [...byRegion.entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || total(y) - total(x) || a.localeCompare(b, 'en-GB'))
    .slice(0, regionCount)
    .map(([region, group]) => ({ region, cities: byPopulation(group).slice(0, perRegion) }));
}
