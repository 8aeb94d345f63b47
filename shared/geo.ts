import type { GeoPoint } from './types.ts';

const EARTH_RADIUS_MILES = 3958.8;

/**
 * A box around Great Britain and Northern Ireland, from the Isles of Scilly to Shetland and from
 * Fermanagh to Lowestoft: a position outside it is a typo (a sign dropped, latitude and longitude
 * swapped). Jersey and Guernsey lie south of it; the Isle of Man lies inside, so it does not prove
 * a point is in the UK.
 */
export const UK_BOUNDS = { south: 49.8, north: 60.9, west: -8.2, east: 1.8 } as const;

/** Whether a point lies inside UK_BOUNDS. */
export function insideUkBounds({ latitude, longitude }: GeoPoint): boolean {
  return latitude > UK_BOUNDS.south && latitude < UK_BOUNDS.north && longitude > UK_BOUNDS.west && longitude < UK_BOUNDS.east;
}
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/**
 * The `count` places nearest to `from` (excluding itself), each with its distance rounded to a mile.
 * `from` may be a point that is none of the places (a town with no page of its own).
 */
export function nearest<T extends { slug: string; geo: GeoPoint }>(
  from: { slug?: string; geo: GeoPoint },
  places: readonly T[],
  count: number,
): (T & { miles: number })[] {
  return places
    .filter((p) => p.slug !== from.slug)
    .map((p) => ({ ...p, miles: Math.max(1, Math.round(distanceMiles(from.geo, p.geo))) }))
    .sort((a, b) => a.miles - b.miles || a.slug.localeCompare(b.slug))
    .slice(0, count);
}
