/**
 * Which page is about the place a point lies in, and which pages are nearest to it: one rule for
 * the postcode finder (a district's centre), the directory (a town's position) and the reach rule
 * (server/views/response-time.ts, whose `teamForPoint` names the team), so all of them name the
 * same page for the same place (docs/decisions/070).
 *
 * A city or town page (data/cities.ts) is about the place a point lies in when it is the nearest
 * page and its centre is within CONTAINS_MILES: a few miles is the middle of a town, and beyond that
 * a point may be a neighbouring town the page does not speak for (Bolton is 9 miles from Salford).
 */
import { servedCities } from './served-places.ts';
import { distanceMiles } from '../../shared/geo.ts';
import type { City, GeoPoint } from '../../shared/types.ts';

/** A page's centre within this many miles of a point is about the place the point is in, if no page is nearer. */
export const CONTAINS_MILES = 5;

/** A page with its distance from a point, in whole miles (at least 1). */
export interface PageNearPoint {
  city: City;
  miles: number;
  /** The unrounded distance, for ordering and for the CONTAINS_MILES test. */
  exactMiles: number;
}

/** Every city and town page, nearest first. */
export function pagesNearest(point: GeoPoint): PageNearPoint[] {
  return servedCities
    .map((city) => {
      const exactMiles = distanceMiles(point, city.geo);
      return { city, exactMiles, miles: Math.max(1, Math.round(exactMiles)) };
    })
    .sort((a, b) => a.exactMiles - b.exactMiles || a.city.slug.localeCompare(b.city.slug));
}

/** The city or town page about the place a point lies in: the nearest, if within CONTAINS_MILES. */
export function pageContaining(point: GeoPoint): City | undefined {
  const [nearest] = pagesNearest(point);
  return nearest && nearest.exactMiles <= CONTAINS_MILES ? nearest.city : undefined;
}
