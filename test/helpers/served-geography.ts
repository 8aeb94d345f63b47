/**
 * Geography the finder, directory and reach tests work their expected answers out from, read from
 * data/cities.ts, data/postcode-areas.ts, the outward codes' positions and the configured business's
 * facts (docs/decisions/073), never from the functions under test: which place of the data a point
 * is nearest, whether that place is served, what the finder names when it is not, and which teams
 * reach a point.
 */
import { reach, teams } from '../../data/business.ts';
import { cities } from '../../data/cities.ts';
import { postcodeAreas } from '../../data/postcode-areas.ts';
import { outcodePositions } from '../../server/views/outcodes.ts';
import { placeName } from '../../server/views/place-name.ts';
import { distanceMiles } from '../../shared/geo.ts';
import { roadMilesEstimate } from '../../server/views/road-distance.ts';
import { OUTWARD } from '../../shared/postcode-shape.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { serves } from './fixture-pages.ts';

/** The places of data/cities.ts nearest a point first, served or not. */
function byDistance(point: GeoPoint, places: readonly City[]): City[] {
  return [...places].sort((a, b) => distanceMiles(point, a.geo) - distanceMiles(point, b.geo) || a.slug.localeCompare(b.slug));
}

/** The place of data/cities.ts nearest a point, whether the business serves it or not. */
export function nearestPlace(point: GeoPoint): City {
  return byDistance(point, cities)[0]!;
}

/** Whether a point lies in the area served: the place of data/cities.ts nearest it is served (docs/decisions/073). */
export function inServedArea(point: GeoPoint): boolean {
  return serves(nearestPlace(point).slug);
}

/** The first segment of a path: the place a location page, alias or moved page belongs to ('/leeds/headingley' → 'leeds'). */
export function placeOfPath(path: string): string {
  return path.split('/')[1]!;
}

/**
 * The place the finder says it does not cover for an outward code (docs/decisions/073): the place
 * of data/cities.ts nearest the district's centre where it is within 5 miles (the place contains
 * the district); for a district the list gives no position, the place whose checked districts list
 * it; else the district's postcode area's post town.
 */
function uncoveredPlaceName(outward: string): string {
  const centre = outcodePositions.get(outward);
  const nearest = centre ? nearestPlace(centre) : undefined;
  if (centre && nearest && distanceMiles(centre, nearest.geo) <= 5) return placeName(nearest);
  const listing = centre ? undefined : cities.find((place) => place.postcodeDistricts?.includes(outward));
  if (listing) return placeName(listing);
  const area = OUTWARD.exec(outward)![1]!;
  return postcodeAreas.find((a) => a.area === area)!.town;
}

/** The words the finder begins its answer with for a district it does not cover. */
export function notCoveredWords(outward: string): string {
  return `We don't cover ${uncoveredPlaceName(outward)} (${outward})`;
}

/**
 * Teams that reach a point, from data/business.ts: within `reach.miles` by the road estimate
 * (server/views/road-distance.ts, whose own tests check it against known roads), rounded to the
 * mile as the pages round it. A point is no page, so the business file's per-page exceptions do
 * not apply to it.
 */
export function reachingTeams(point: GeoPoint): { slug: string; miles: number }[] {
  return cities
    .filter((c) => teams[c.slug] !== undefined && serves(c.slug))
    .map((team) => ({ slug: team.slug, miles: roadMilesEstimate(point, team.geo) }))
    .filter((team) => Number.isFinite(team.miles) && Math.round(team.miles) <= reach.miles);
}
