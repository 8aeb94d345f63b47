/**
 * The lookups of places by their slugs in data/: which city a URL names, which part of it, and the
 * records kept about them elsewhere (its dedicated page, local number, reviews, price list). A
 * location loader looks its page up here once (lookUpPlace); resolvePlace (place.ts) makes the
 * Place from what it found, and nothing after that looks the place up again.
 */
import { cityAreas } from '../../data/areas.ts';
import { localPhones, placeReviews } from '../../data/business.ts';
import { servedCities } from './served-places.ts';
import { cityPages } from '../../data/city-pages.ts';
import { cityServiceNotes } from '../../data/city-service-notes.ts';
import { cityServiceBySlug, type CityService } from '../../data/city-services.ts';
import { type DistrictNotes, londonDistrictNotes } from '../../data/london-district-notes.ts';
import { districtSlug, londonDistricts, type LondonDistrict } from '../../data/london-districts.ts';
import { suburbs } from '../../data/suburbs.ts';
import type { Area, City, CityPageData, CityPlace, Review, SuburbPage, TownPlace } from '../../shared/types.ts';
import { type PriceList, priceList } from './price-list.ts';

/**
 * What a location URL names, found once: its city, the part of the city a page below it is about
 * (none on /{city}), and the records kept about them, which resolvePlace (place.ts) makes the
 * page's Place from.
 */
export interface PlaceRecord {
  city: City;
  match: AreaMatch | undefined;
  /**
   * The place the page is really about where that is another place with a page of its own
   * (/london/sw1a-westminster is Westminster, /london/nw1-camden-town lies in Camden); else the city.
   */
  servedAs: City;
  /** Its dedicated page's data (data/city-pages.ts), if it has such a page. */
  dedicated: CityPageData | undefined;
  phone: string | null;
  /** The reviews the page picks from: a suburb page's own, else every one of its city's. */
  reviews: readonly Review[];
  prices: PriceList;
}

/**
 * The city `citySlug` names and, with `areaSlug`, the part of it (matchArea), with their records;
 * undefined where the URL names no page.
 */
export function lookUpPlace(citySlug: string | undefined, areaSlug?: string): PlaceRecord | undefined {
  const city = findCity(citySlug);
  const match = city && areaSlug !== undefined ? matchArea(city.slug, areaSlug) : undefined;
  if (!city || (areaSlug !== undefined && !match)) return undefined;
  return {
    city,
    match,
    servedAs: (match && placeServedAs(match)) ?? city,
    dedicated: cityPageData(city.slug),
    phone: localPhone(city.slug),
    reviews: [...(placeReviews[match?.kind === 'suburb' ? `${city.slug}/${match.suburb.slug}` : city.slug] ?? [])],
    prices: priceList(city.slug),
  };
}

/** The city of that name, in any case. */
function cityNamed(name: string | undefined): City | undefined {
  return name ? servedCities.find((c) => c.name.toLowerCase() === name.toLowerCase()) : undefined;
}

/**
 * The place with a page of its own that an area page is about, if any: an area or suburb named
 * like one, a London district named like one or lying mainly in one
 * (/london/sw1a-westminster, /london/nw3-hampstead in Camden).
 */
function placeServedAs(match: AreaMatch): City | undefined {
  switch (match.kind) {
    case 'service':
      return undefined;
    case 'district':
      return cityNamed(match.district.place) ?? cityNamed(match.district.boroughs[0]);
    case 'suburb':
      return cityNamed(match.suburb.name);
    case 'area':
      return cityNamed(match.area.name);
  }
}

/**
 * The places of data/cities.ts with city status: what every list headed 'cities' shows (the
 * directory's table, the HTML sitemap's), so a town is never listed as a city (docs/decisions/061).
 */
export const citiesOnly: readonly CityPlace[] = servedCities.filter((place): place is CityPlace => place.kind !== 'town');

/** The towns of data/cities.ts: the directory lists them with its towns, linked to their own page. */
export const townPages: readonly TownPlace[] = servedCities.filter((place): place is TownPlace => place.kind === 'town');

export function findCity(slug: string | undefined): City | undefined {
  return servedCities.find((c) => c.slug === slug);
}

export function cityPageData(slug: string): CityPageData | undefined {
  return cityPages.find((p) => p.slug === slug);
}

/**
 * The number every page of a place shows (header, hero, call bar, footer, tel: links, JSON-LD):
 * its local number (data/business.ts), or null where the page shows the national number. The
 * browser side reads the same answer through client/page-phone.ts (usePagePhone).
 */
export function localPhone(placeSlug: string): string | null {
  return localPhones[placeSlug] ?? null;
}

/** A city's known sub-areas (none for London, whose parts are its postal districts). */
export function areasOf(citySlug: string): readonly Area[] {
  return cityAreas[citySlug] ?? [];
}

function findArea(citySlug: string, slug: string): Area | undefined {
  return areasOf(citySlug).find((a) => a.slug === slug);
}

/** The areas an area borders, as the data names them (its `neighbours`), in that order. */
function bordering(citySlug: string, area: Area): Area[] {
  return area.neighbours.map((slug) => findArea(citySlug, slug)).filter((a): a is Area => Boolean(a));
}

/**
 * What /{city}/{area} resolves to, in the order docs/decisions/020 implies, with the records its
 * page reads found here once: a service's notes for the city, the area record behind a suburb page
 * (Edgbaston's postcodes and neighbours), the areas or districts a page lists as nearby, a
 * district's notes.
 */
export type AreaMatch =
  | { kind: 'service'; service: CityService; notes: readonly string[] | null }
  | { kind: 'suburb'; suburb: SuburbPage; area: Area | undefined; neighbours: Area[] }
  | { kind: 'district'; district: LondonDistrict; neighbours: LondonDistrict[]; notes: DistrictNotes | null }
  | { kind: 'area'; area: Area; neighbours: Area[] };

export function matchArea(citySlug: string, slug: string): AreaMatch | undefined {
  const service = cityServiceBySlug(slug);
  if (service) return { kind: 'service', service, notes: cityServiceNotes[citySlug]?.[service.slug] ?? null };
  const suburb = suburbs.find((s) => s.citySlug === citySlug && s.slug === slug);
  if (suburb) {
    const area = findArea(citySlug, slug);
    return { kind: 'suburb', suburb, area, neighbours: area ? bordering(citySlug, area) : [] };
  }
  if (citySlug === 'london') {
    const district = londonDistricts.find((d) => districtSlug(d) === slug);
    return district ? districtMatch(district) : undefined;
  }
  const area = findArea(citySlug, slug);
  return area ? { kind: 'area', area, neighbours: bordering(citySlug, area) } : undefined;
}

function districtMatch(district: LondonDistrict): AreaMatch {
  const neighbours = district.neighbours.map((code) => londonDistricts.find((n) => n.code === code)).filter((n): n is LondonDistrict => Boolean(n));
  return { kind: 'district', district, neighbours, notes: londonDistrictNotes.find((n) => n.code === district.code) ?? null };
}
