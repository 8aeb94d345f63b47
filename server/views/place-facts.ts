/**
 * The places the structured data names (docs/decisions/028): a city, or an area of one, with
 * coordinates only where data/place-coordinates.ts has checked 5-decimal ones. The coordinates in
 * data/cities.ts (4 decimals, for distances between cities) are never published.
 */
import { placeCoordinates } from '../../data/place-coordinates.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { hasSharedName } from './place-name.ts';

/** Checked coordinates of a place page, by its path without the leading slash ('leeds/morley'); null if none. */
function checkedGeo(key: string): GeoPoint | null {
  const found = placeCoordinates[key];
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

/**
 * A city as a schema.org City (a London borough as an AdministrativeArea, a town as a Place:
 * schema.org has no Town, and a town is no City), with its coordinates if asked.
 */
export function cityPlace(city: City, { withGeo = false } = {}): PlaceFacts {
  return {
    type: schemaType(city),
    name: city.name,
    ...(withGeo ? { geo: checkedGeo(city.slug) } : {}),
    // Two cities called Bangor (Gwynedd, County Down) are told apart by their region.
    ...(hasSharedName(city) ? { containedIn: { type: 'AdministrativeArea', name: city.region } } : {}),
  };
}

/** The schema.org type a place of data/cities.ts is described as. */
function schemaType(city: City): PlaceFacts['type'] {
  if (city.kind === 'town') return 'Place';
  return city.cityStatus === 'London Borough' ? 'AdministrativeArea' : 'City';
}

/** An area of a city (a sub-area, suburb or London postal district), inside its city. */
function areaPlace(city: City, area: { slug: string; name: string }): PlaceFacts {
  return { type: 'Place', name: area.name, geo: checkedGeo(`${city.slug}/${area.slug}`), containedIn: cityPlace(city) };
}

/** The place a location page's Service covers: the part of the city the page is about, or the city itself with its coordinates. */
export function pagePlace(city: City, part: { slug: string; name: string } | undefined): PlaceFacts {
  return part ? areaPlace(city, part) : cityPlace(city, { withGeo: true });
}
