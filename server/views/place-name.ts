import { cities } from '../../data/cities.ts';
import type { City } from '../../shared/types.ts';

/** Names shared by two cities (Bangor in Gwynedd and in County Down). */
const sharedNames = new Set(cities.map((c) => c.name).filter((name, i, all) => all.indexOf(name) !== i));

/**
 * The name a page shows: the region is added where two cities share a name. Kept apart from
 * shared/locations.ts so pages that only list cities do not download every place's data.
 */
export function placeName(city: City): string {
  return hasSharedName(city) ? `${city.name} (${city.region})` : city.name;
}

/** Whether another city has the same name. */
export function hasSharedName(city: City): boolean {
  return sharedNames.has(city.name);
}
