import { cities } from '../../data/cities.ts';
import { directoryCopy, directoryServiceSlugs, extraAreaNames, FEATURED_CITY_COUNT } from '../../data/directory.ts';
import { homeTestimonials } from '../../data/home.ts';
import { serviceBySlug } from '../../data/services.ts';
import { londonDistrictGroups } from '../../server/views/locations.ts';
import type { IconName } from '../../shared/icons.ts';
import { byPopulation } from '../../shared/population.ts';
import { fillCopy } from '../../shared/text.ts';

const serviceIcons: Record<string, IconName> = {
  'emergency-locksmith': 'door-open',
  '24-hour-locksmith': 'key',
  'residential-locksmith': 'house',
  'commercial-locksmith': 'building',
  'urgent-lock-repair': 'wrench',
  'smart-lock-installation': 'smartphone',
};

export function loader() {
  const sorted = byPopulation(cities);
  return {
    copy: fillCopy(directoryCopy, { count: sorted.length }),
    // `name`, not `title`: a tile shows its service's name only as its link.
    serviceTiles: directoryServiceSlugs.map((slug) => ({ slug, name: serviceBySlug(slug)!.title, icon: serviceIcons[slug] ?? 'key' })),
    testimonials: homeTestimonials,
    featured: sorted.slice(0, FEATURED_CITY_COUNT).map((c) => ({ name: c.name, path: `/${c.slug}`, note: c.region })),
    table: sorted.map((c) => ({ name: c.name, slug: c.slug, region: c.region, population: c.population, status: c.cityStatus })),
    districts: londonDistrictGroups(),
    extraAreaNames,
  };
}
