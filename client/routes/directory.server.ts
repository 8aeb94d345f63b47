import { cities } from '../../data/cities.ts';
import { directoryCopy, directoryServiceSlugs, extraAreas, FEATURED_CITY_COUNT } from '../../data/directory.ts';
import { homeTestimonials } from '../../data/home.ts';
import { shownReviews } from '../../server/business-facts.ts';
import { loadContextOf } from '../../server/load-context.ts';
import { serviceBySlug } from '../../data/services.ts';
import { findCity, londonDistrictGroups } from '../../server/views/locations.ts';
import { findPageForPostcode } from '../../server/views/postcode-finder.ts';
import type { IconName } from '../../shared/icons.ts';
import type { FinderAnswer } from '../../shared/postcode-finder.ts';
import { byPopulation } from '../../shared/population.ts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { fillCopy } from '../../shared/text.ts';

const serviceIcons: Record<string, IconName> = {
  'emergency-locksmith': 'door-open',
  '24-hour-locksmith': 'key',
  'residential-locksmith': 'house',
  'commercial-locksmith': 'building',
  'urgent-lock-repair': 'wrench',
  'smart-lock-installation': 'smartphone',
};

export function loader({ request, context }: LoaderFunctionArgs) {
  // The postcode finder's form (GET ?postcode=…): a 303 to the most local page, or its answer here.
  const postcode = new URL(request.url).searchParams.get('postcode');
  let finder: FinderAnswer | null = null;
  if (postcode !== null) {
    const result = findPageForPostcode(postcode);
    if (result.kind === 'page') throw redirect(result.path, 303);
    finder = result;
  }
  const sorted = byPopulation(cities);
  return {
    copy: fillCopy(directoryCopy, { count: sorted.length }),
    // `name`, not `title`: a tile shows its service's name only as its link.
    serviceTiles: directoryServiceSlugs.map((slug) => ({ slug, name: serviceBySlug(slug)!.title, icon: serviceIcons[slug] ?? 'key' })),
    // Sample reviews only while the site runs with sample facts (docs/decisions/046).
    testimonials: shownReviews(homeTestimonials, loadContextOf(context).sampleContent),
    featured: sorted.slice(0, FEATURED_CITY_COUNT).map((c) => ({ name: c.name, path: `/${c.slug}`, note: c.region })),
    table: sorted.map((c) => ({ name: c.name, slug: c.slug, region: c.region, population: c.population, status: c.cityStatus })),
    districts: londonDistrictGroups(),
    // A town links to the city page that covers it, where one does; the rest are plain names.
    towns: extraAreas.map(({ name, city }) => {
      const page = city ? findCity(city) : undefined;
      return page ? { name, path: `/${page.slug}`, city: page.name } : { name };
    }),
    finder,
  };
}
