/**
 * The places of data/cities.ts the business serves (its file's `serves`, docs/decisions/073), and
 * the ones it does not. Every page, list, sitemap, the finder and the reach rule read the served
 * places from here; only the 410 answer for an unserved place's URL reads the others.
 */
import { serves } from '../../data/business.ts';
import { cities as ukPlaces } from '../../data/cities.ts';
import { distanceMiles } from '../../shared/geo.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { servesPlace } from '../business/served.ts';

/** Whether the business serves `place`. */
export function isServed(place: City): boolean {
  return servesPlace(serves, place);
}

/** The places with pages: those of data/cities.ts the business serves, in the data's order. */
export const servedCities: readonly City[] = ukPlaces.filter(isServed);

/** Whether every place of the data is served (the business file says 'UK'). */
export const servesWholeUk: boolean = servedCities.length === ukPlaces.length;

/** The place of data/cities.ts with this slug that the business does not serve, if any: its URLs answer 410. */
export function unservedPlace(slug: string | undefined): City | undefined {
  const place = ukPlaces.find((c) => c.slug === slug);
  return place && !isServed(place) ? place : undefined;
}

/**
 * The place of data/cities.ts nearest to a point (a postcode district's centre, a directory town)
 * where the business does not serve it, else undefined: a point is in the area served when its
 * nearest place is, so a town of no page goes with the city or town nearest it.
 */
export function unservedNearest(point: GeoPoint): City | undefined {
  if (servesWholeUk) return undefined;
  const nearest = ukPlaces.reduce((best, place) => (distanceMiles(point, place.geo) < distanceMiles(point, best.geo) ? place : best));
  return isServed(nearest) ? undefined : nearest;
}

/** The place of data/cities.ts, served or not, whose checked districts include an outward code ('BT48' is Derry's), if any. */
export function placeListing(outward: string): City | undefined {
  return ukPlaces.find((place) => place.postcodeDistricts?.includes(outward));
}

/** 'Leeds, Bradford and Wakefield'. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The area served, in words a sentence can end with: 'the UK', or the business file's list with a
 * place slug as its place's name ('Wales', 'West Yorkshire and Greater Manchester', 'Leeds and Bradford').
 */
export const servedArea: string =
  serves === 'UK' ? 'the UK' : listed(serves.map((name) => ukPlaces.find((place) => place.slug === name)?.name ?? name));

/** The area served as a sentence names it in full: the four nations while it is the whole UK, else `servedArea`. */
export const servedAreaInFull: string = servesWholeUk ? 'England, Scotland, Wales and Northern Ireland' : servedArea;

/** Whether the business serves London's districts (its /london page and the pages below it). */
export const servesLondon: boolean = servedCities.some((place) => place.slug === 'london');
