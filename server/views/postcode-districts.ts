import { cityAreas } from '../../data/areas.ts';
import { cities } from '../../data/cities.ts';
import { districtName, districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { suburbs } from '../../data/suburbs.ts';
import { matchArea } from './locations.ts';
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
 * Every page that names its postcode districts, read from the same records the pages show them
 * from (each area's `postcodes`, each suburb page's `postcode`, each London district's code, a
 * city's checked `postcodeDistricts`), in
 * the order the finder prefers them (docs/decisions/042): the pages naming fewest districts first,
 * as they are the most local, and among equals the order of the data (London districts, suburb
 * pages, area pages). A record whose path another page answers (the Manor Park area behind its
 * suburb page) adds its districts to that page. A city page's range ('S1-S81') is not expanded:
 * not every number in it is a district, and the finder never confirms one that may not exist.
 */
export function districtPages(): DistrictPage[] {
  const byPath = new Map<string, { name: string; districts: Set<string> }>();
  const add = (path: string, name: string, districts: readonly string[]) => {
    const page = byPath.get(path) ?? { name, districts: new Set<string>() };
    for (const district of districts) page.districts.add(district.toUpperCase());
    byPath.set(path, page);
  };
  for (const d of londonDistricts) add(`/london/${districtSlug(d)}`, districtName(d), [d.code]);
  const cityName = (slug: string) => {
    const city = cities.find((c) => c.slug === slug);
    return city ? placeName(city) : slug;
  };
  // A record counts only where its city and its page exist (matchArea answers its path).
  for (const s of suburbs) {
    if (matchArea(s.citySlug, s.slug)?.kind === 'suburb') add(`/${s.citySlug}/${s.slug}`, `${s.name}, ${cityName(s.citySlug)}`, [s.postcode]);
  }
  for (const [citySlug, areas] of Object.entries(cityAreas)) {
    for (const area of areas) {
      const match = matchArea(citySlug, area.slug);
      if (!match || match.kind === 'service') continue;
      const name = match.kind === 'suburb' ? `${match.suburb.name}, ${cityName(citySlug)}` : area.name;
      add(`/${citySlug}/${area.slug}`, name, area.postcodes);
    }
  }
  // A city's own post-town districts, where checked: the finder's most general pages.
  for (const city of cities) if (city.postcodeDistricts) add(`/${city.slug}`, placeName(city), city.postcodeDistricts);
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
