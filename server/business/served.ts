/**
 * Which places a business serves (the business file's `serves`, docs/decisions/073): the whole UK,
 * or a list of nations ('Wales'), regions as data/cities.ts names them ('West Yorkshire', 'Greater
 * London') and places by slug ('leeds'). Only served places get pages; every URL of another place
 * of data/cities.ts answers 410 Gone (client/routes/errors.tsx).
 */
import type { City } from '../../shared/types.ts';

/** What the business file says it serves: every place, or those the list names. */
export type Serves = 'UK' | readonly string[];

/** The names London's places answer to besides their own region: 'London' and 'Greater London' take in all four. */
const LONDON_NAMES = ['London', 'Greater London'];

/** The names a place is served under: its slug, its nation, its region and, in London, London's names. */
function namesOfPlace(place: City): string[] {
  return [place.slug, place.nation, place.region, ...(place.inLondon ? LONDON_NAMES : [])];
}

/** Whether `serves` takes in `place`. */
export function servesPlace(serves: Serves, place: City): boolean {
  if (serves === 'UK') return true;
  const names = namesOfPlace(place);
  return serves.some((name) => names.includes(name));
}

/** Every name a `serves` entry may use, for the schema's check and its message. */
export function servableNames(places: readonly City[]): Set<string> {
  return new Set(places.flatMap(namesOfPlace));
}
