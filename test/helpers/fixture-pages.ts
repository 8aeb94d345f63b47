/**
 * Pages the tests use as examples, chosen from the configured business's data rather than named
 * (docs/decisions/072, 073): a test that needs "a city page" or "a local service page" asks here, so
 * it passes for any business the business file describes, not only the shipped sample.
 */
import { cityServices } from '../../data/city-services.ts';
import { homePlace, localPhones, teams } from '../../data/business.ts';
import { allLocationPaths } from '../../server/views/location-paths.ts';
import { servedCities, unservedPlace } from '../../server/views/served-places.ts';
import { byPopulation } from '../../shared/population.ts';
import type { City } from '../../shared/types.ts';

const locationPaths = allLocationPaths();
const citySlugs = new Set(servedCities.map((c) => c.slug));
const serviceSlugs = new Set<string>(cityServices.map((s) => s.slug));

/** Whether a path is a page below a place that is neither the place itself nor one of its local service pages. */
const isAreaPage = (path: string) => {
  const [, city, area] = path.split('/');
  return area !== undefined && citySlugs.has(city!) && !serviceSlugs.has(area);
};

/** The served places, most populous first. */
export const servedByPopulation: readonly City[] = byPopulation(servedCities);

export const fixturePages = {
  /** The home team's place page ('/london' for the sample): served, with a team. */
  city: `/${homePlace.slug}`,
  /** The home team's place. */
  citySlug: homePlace.slug,
  /** A local service page of that place ('/london/emergency-lockout'). */
  cityService: `/${homePlace.slug}/${cityServices[0]!.slug}`,
  /** The first page below a served place that is an area, suburb or district page ('/london/e1-whitechapel'), if any. */
  area: locationPaths.find(isAreaPage),
  /** A served place with a local number, and the number, if the business has any. */
  localPhone: Object.entries(localPhones).find(([slug]) => citySlugs.has(slug)),
  /** A served place without a team of its own, if any. */
  withoutTeam: servedByPopulation.find((place) => teams[place.slug] === undefined),
};

/** Whether the configured business serves the place with this slug: a test about one place of the geography runs only where it does. */
export function serves(slug: string): boolean {
  return citySlugs.has(slug);
}

/** A place of the data the business does not serve, if any: its pages answer 410. */
export const unservedExample: City | undefined = ['london', 'leeds', 'aberdeen', 'cardiff'].map((slug) => unservedPlace(slug)).find(Boolean);
