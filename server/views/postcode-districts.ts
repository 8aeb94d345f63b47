import { cityAreas } from '../../data/areas.ts';
import { servedCities } from './served-places.ts';
import { districtName, districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { suburbs } from '../../data/suburbs.ts';
import { findCity, matchArea } from './place-lookup.ts';
import { pageDistricts } from './place.ts';
import { placeName } from './place-name.ts';

/** A page that names the postcode districts it covers. */
export interface DistrictPage {
  path: string;
  /** How a link to it reads: 'Headingley, Leeds', 'E1 Shoreditch', 'Sheffield'. */
  name: string;
  /** Outward codes, as the page's data lists them: ['LS6'], ['B15', 'B16']. */
  districts: readonly string[];
}

/**
 * Every page that names its postcode districts, with the districts its resolved place carries
 * (pageDistricts in place.ts: each area's `postcodes`, each suburb page's `postcode`, each London
 * district's code, a city's checked `postcodeDistricts`), so the finder and the page read one
 * answer. In the order the finder prefers them (docs/decisions/042): the pages naming fewest
 * districts first, as they are the most local, and among equals the order of the data (London
 * districts, suburb pages, area pages). An area record whose path a suburb page answers (the
 * Edgbaston area behind its suburb page) adds its districts to that page. A city page's range
 * ('S1-S81') is not expanded: not every number in it is a district, and the finder never confirms
 * one that may not exist.
 */
export function districtPages(): DistrictPage[] {
  const byPath = new Map<string, { name: string; districts: Set<string> }>();
  const add = (path: string, name: string, districts: readonly string[]) => {
    const page = byPath.get(path) ?? { name, districts: new Set<string>() };
    for (const district of districts) page.districts.add(district.toUpperCase());
    byPath.set(path, page);
  };
  const london = findCity('london');
  for (const district of londonDistricts) {
    const match = matchArea('london', districtSlug(district));
    if (london && match?.kind === 'district') add(`/london/${districtSlug(district)}`, districtName(district), pageDistricts(london, match));
  }
  // A record counts only where its city and its page exist (matchArea answers its path); a suburb
  // page's districts include those of the area record behind it (the Edgbaston area's B16).
  for (const s of suburbs) {
    const city = findCity(s.citySlug);
    const match = matchArea(s.citySlug, s.slug);
    if (city && match?.kind === 'suburb') add(`/${s.citySlug}/${s.slug}`, `${s.name}, ${placeName(city)}`, pageDistricts(city, match));
  }
  for (const [citySlug, areas] of Object.entries(cityAreas)) {
    const city = findCity(citySlug);
    for (const area of areas) {
      const match = matchArea(citySlug, area.slug);
      if (city && match?.kind === 'area') add(`/${citySlug}/${area.slug}`, area.name, pageDistricts(city, match));
    }
  }
  // A city's own post-town districts, where checked: the finder's most general pages.
  for (const city of servedCities) {
    const districts = pageDistricts(city, undefined);
    if (districts.length) add(`/${city.slug}`, placeName(city), districts);
  }
  const pages = [...byPath].map(([path, { name, districts }]) => ({ path, name, districts: [...districts] }));
  // Array.prototype.sort is stable: equals keep the data's order.
  return pages.sort((a, b) => a.districts.length - b.districts.length);
}

/** Each outward code the site can place, with the one page it goes to: the first page that lists it. */
export function districtTable(pages: readonly DistrictPage[] = districtPages()): ReadonlyMap<string, DistrictPage> {
  const table = new Map<string, DistrictPage>();
  for (const page of pages) for (const district of page.districts) if (!table.has(district)) table.set(district, page);
  return table;
}
