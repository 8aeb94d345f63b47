/** The list of location pages the data defines, and how many places have one. */
import type { City } from '../../shared/types.ts';
import { servedCities } from './served-places.ts';
import { cityServices } from '../../data/city-services.ts';
import { suburbs } from '../../data/suburbs.ts';
import { areaLinks } from './place-links.ts';

/**
 * Every location path the data defines for the places served (or for `places`: the whole UK's, to
 * list the addresses an unserved place's 410 answers): cities, their areas, suburbs and city service pages.
 */
export function allLocationPaths(places: readonly City[] = servedCities): string[] {
  const paths: string[] = [];
  for (const city of places) {
    paths.push(`/${city.slug}`);
    for (const service of cityServices) paths.push(`/${city.slug}/${service.slug}`);
    for (const link of areaLinks(city.slug)) paths.push(link.path);
  }
  for (const suburb of suburbs) {
    if (!places.some((city) => city.slug === suburb.citySlug)) continue;
    const path = `/${suburb.citySlug}/${suburb.slug}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** The data does not change while the server runs: counted on the first call only. */
let placePages: number | undefined;

/**
 * How many places (cities and towns, their areas and suburbs, London's districts) have a local page:
 * the figure /about states as the places it covers, counted, never written out.
 */
export function placePageCount(): number {
  placePages ??= allLocationPaths().length - servedCities.length * cityServices.length;
  return placePages;
}
