/**
 * Looks places up in data/ and builds what each location page renders. Loaders call these; the
 * results travel to the client in the hydration data, so they hold only what a page shows.
 */
import type { IconName } from '../../shared/icons.ts';
import { cityAreas } from '../../data/areas.ts';
import { cities } from '../../data/cities.ts';
import { cityPages } from '../../data/city-pages.ts';
import { cityReviews } from '../../data/city-reviews.ts';
import { cityServiceBySlug, cityServices, type CityService } from '../../data/city-services.ts';
import { localPhones } from '../../data/business.ts';
import { cityAliases, londonDistrictAliases, movedPages } from '../../data/place-aliases.ts';
import { locationRecords } from '../../data/location-records.ts';
import { districtName, districtSlug, londonDistricts, type LondonDistrict } from '../../data/london-districts.ts';
import { type Job, type JobPrice, nationalPrices, placePrices } from '../../data/prices.ts';
import { suburbs } from '../../data/suburbs.ts';
import { nearest } from '../../shared/geo.ts';
import { countOf } from '../../shared/text.ts';
import { hasSharedName, nameInSentence, placeName } from './place-name.ts';
import { type NearestTeam, nearestTeam, responseMinutes } from './response-time.ts';
import type { Area, City, CityPageData, PriceRow, Review, SuburbPage } from '../../shared/types.ts';

export interface PlaceLink {
  name: string;
  path: string;
  /** e.g. '12 miles' or 'LS6'. */
  note?: string;
}

export interface PlaceSummary {
  slug: string;
  name: string;
  region: string;
  nation: string;
  /** The local number where the data has one; else null and the national (configured) number is used. */
  phone: string | null;
  /** Minutes a locksmith typically takes to get there, or null where no minutes are promised (server/views/response-time.ts). */
  responseMinutes: number | null;
  /** The team it is served from (its own, or the nearest) and how far away that is; null if there are no teams. */
  team: NearestTeam | null;
  /** The name as it reads inside a sentence: 'the City of London', 'Bangor, Gwynedd' (place-name.ts). */
  inSentence: string;
  /** Hero picture under /images/: London's skyline for London places, a town street elsewhere. */
  image: string;
}

/** Places whose hero shows London's skyline; everywhere else gets the generic town street. */
const LONDON_PLACES = new Set(['london', 'camden', 'westminster', 'city-of-london']);

/**
 * The number every page of a place shows (header, hero, call bar, footer, tel: links, JSON-LD):
 * its local number (data/business.ts), or null where the page shows the national number. The
 * browser side reads the same answer through client/page-phone.ts (usePagePhone).
 */
export function localPhone(placeSlug: string): string | null {
  return localPhones[placeSlug] ?? null;
}

export function findCity(slug: string | undefined): City | undefined {
  return cities.find((c) => c.slug === slug);
}

export function cityPageData(slug: string): CityPageData | undefined {
  return cityPages.find((p) => p.slug === slug);
}

/**
 * A place resolved once for a page: its name, how it reads in a sentence, its phone, and its team
 * and minutes. Every location template and copy function reads these, never the slug again.
 * `servedAs` is the place the page is really about where that is another place with a page of its
 * own (/london/sw1a-westminster is Westminster, /london/nw1-camden-town lies in Camden): its team and
 * minutes, so every page about one place promises one time (docs/decisions/045).
 */
export function summarise(city: City, servedAs: City = city): PlaceSummary {
  const page = cityPageData(city.slug);
  const name = placeName(city);
  return {
    slug: city.slug,
    name,
    inSentence: hasSharedName(city) ? name : nameInSentence(name),
    region: city.region,
    nation: city.nation,
    phone: localPhone(city.slug),
    responseMinutes: responseMinutes(servedAs),
    team: nearestTeam(servedAs) ?? null,
    image: page?.image ?? (LONDON_PLACES.has(city.slug) ? 'hero-london.svg' : 'hero-town.svg'),
  };
}

/**
 * The place with a page of its own that an area page is about, if any: an area or suburb named
 * like one, a London district named like one or lying mainly in one
 * (/london/sw1a-westminster, /london/nw3-hampstead in Camden). Else the area's own city.
 */
export function placeServedAs(city: City, match: AreaMatch): City {
  const byName = (name: string | undefined) => (name ? cities.find((c) => c.name.toLowerCase() === name.toLowerCase()) : undefined);
  switch (match.kind) {
    case 'service':
      return city;
    case 'district':
      return byName(match.district.place) ?? byName(match.district.boroughs[0]) ?? city;
    case 'suburb':
      return byName(match.suburb.name) ?? city;
    case 'area':
      return byName(match.area.name) ?? city;
  }
}

/** Every review the data holds for a city: its location record, its page, then its own pair. */
export function reviewsFor(slug: string): Review[] {
  return [...(locationRecords.find((r) => r.slug === slug)?.reviews ?? []), ...(cityPageData(slug)?.reviews ?? []), ...(cityReviews[slug] ?? [])];
}

/**
 * The reviews of a city that came from one of its areas (a review's `location` names the part of
 * the city it came from): an area page shows these and no others, so a review is never presented
 * as local to a place it did not come from (docs/decisions/027). Often none.
 */
export function reviewsFrom(citySlug: string, placeNames: readonly string[]): Review[] {
  const names = new Set(placeNames.map((name) => name.toLowerCase()));
  return reviewsFor(citySlug).filter((review) => review.location !== undefined && names.has(review.location.toLowerCase()));
}

/** Two reviews for a city's service page, rotated through the city's pool so its service pages differ. */
export function reviewPair(citySlug: string, index: number): Review[] {
  const pool = reviewsFor(citySlug);
  if (pool.length <= 2) return pool;
  const start = (index * 2) % pool.length;
  return [pool[start]!, pool[(start + 1) % pool.length]!];
}

export function nearbyCities(city: City, count = 6): PlaceLink[] {
  return nearest(city, cities, count).map((c) => ({ name: placeName(c), path: `/${c.slug}`, note: countOf(c.miles, 'mile') }));
}

/** The areas a city page links to: its known sub-areas, or London's postal districts. */
export function areaLinks(citySlug: string): PlaceLink[] {
  if (citySlug === 'london') {
    return londonDistricts.map((d) => ({ name: districtName(d), path: `/london/${districtSlug(d)}` }));
  }
  return (cityAreas[citySlug] ?? []).map((a) => ({ name: a.name, path: `/${citySlug}/${a.slug}`, note: a.postcodes.join(', ') }));
}

export function serviceLinks(citySlug: string): (PlaceLink & { slug: string; summary: string; icon: IconName; price: string })[] {
  return cityServices.map((s) => ({
    slug: s.slug,
    name: s.title,
    path: `/${citySlug}/${s.slug}`,
    summary: s.summary,
    icon: s.icon,
    price: servicePrice(citySlug, s),
  }));
}

/** What a local service page and its cards quote: the place's price for the service's job. */
export function servicePrice(citySlug: string, service: CityService): string {
  return 'job' in service.price ? priceOf(citySlug, service.price.job).price : service.price.text;
}

/** The places with a price list of their own, by slug, in the order data/prices.ts gives them. */
export function placesWithOwnPrices(): string[] {
  return Object.keys(placePrices);
}

/** A place's own price table (data/prices.ts), or null where it takes the national list. */
export function pricesFor(citySlug: string): readonly PriceRow[] | null {
  return placePrices[citySlug] ?? null;
}

/**
 * The one price a place's pages quote for a job: its own list's where that prices the job, else
 * the national list's (docs/decisions/027). Pass null for a page about no place.
 */
export function priceOf(citySlug: string | null, job: Job): JobPrice {
  const own = citySlug ? placePrices[citySlug]?.find((row) => row.job === job) : undefined;
  const price = own ?? nationalPrices.find((row) => row.job === job);
  if (!price) throw new Error(`data/prices.ts has no national price for '${job}'`);
  return price;
}

function findSuburb(citySlug: string, slug: string): SuburbPage | undefined {
  return suburbs.find((s) => s.citySlug === citySlug && s.slug === slug);
}

export function findArea(citySlug: string, slug: string): Area | undefined {
  return cityAreas[citySlug]?.find((a) => a.slug === slug);
}

function findDistrict(slug: string): LondonDistrict | undefined {
  return londonDistricts.find((d) => districtSlug(d) === slug);
}

function findCityService(slug: string): CityService | undefined {
  return cityServiceBySlug(slug);
}

/** What /{city}/{area} resolves to, in the order docs/decisions/020 implies. */
export type AreaMatch =
  | { kind: 'service'; service: CityService }
  | { kind: 'suburb'; suburb: SuburbPage }
  | { kind: 'district'; district: LondonDistrict }
  | { kind: 'area'; area: Area };

export function matchArea(citySlug: string, slug: string): AreaMatch | undefined {
  const service = findCityService(slug);
  if (service) return { kind: 'service', service };
  const suburb = findSuburb(citySlug, slug);
  if (suburb) return { kind: 'suburb', suburb };
  if (citySlug === 'london') {
    const district = findDistrict(slug);
    return district ? { kind: 'district', district } : undefined;
  }
  const area = findArea(citySlug, slug);
  return area ? { kind: 'area', area } : undefined;
}

const aliasesOfCities = cityAliases();
const aliasesOfDistricts = londonDistrictAliases();

/**
 * The page a path names by another name (data/place-aliases.ts), or undefined: /newcastle is
 * /newcastle-upon-tyne, /london/e1 is /london/e1-whitechapel, a page that moved is its new page
 * (/manchester/salford is /salford), and a city's other name keeps its page below it
 * (/hull/key-cutting). Only pages that exist are named, so an alias never leads to a 404.
 * `segment` is the part after the city, if any.
 */
export function aliasTarget(citySegment: string, segment?: string): string | undefined {
  const moved = segment === undefined ? undefined : movedPages.get(`${citySegment}/${segment}`);
  if (moved) return `/${moved}`;
  const city = findCity(citySegment) ?? findCity(aliasesOfCities.get(citySegment));
  if (!city) return undefined;
  const renamed = city.slug !== citySegment;
  if (segment === undefined) return renamed ? `/${city.slug}` : undefined;
  if (matchArea(city.slug, segment)) return renamed ? `/${city.slug}/${segment}` : undefined;
  const district = city.slug === 'london' ? aliasesOfDistricts.get(segment) : undefined;
  return district ? `/london/${district}` : undefined;
}

/** Every location path the data defines: cities, their areas, suburbs and city service pages. */
export function allLocationPaths(): string[] {
  const paths: string[] = [];
  for (const city of cities) {
    paths.push(`/${city.slug}`);
    for (const service of cityServices) paths.push(`/${city.slug}/${service.slug}`);
    for (const link of areaLinks(city.slug)) paths.push(link.path);
  }
  for (const suburb of suburbs) {
    const path = `/${suburb.citySlug}/${suburb.slug}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** London's districts grouped by postcode area (E, EC, N, NW, SE, SW, W, WC), for lists and the directory. */
export function londonDistrictGroups(): { area: string; links: PlaceLink[] }[] {
  const groups = new Map<string, PlaceLink[]>();
  for (const d of londonDistricts) {
    const list = groups.get(d.area) ?? [];
    list.push({ name: districtName(d), path: `/london/${districtSlug(d)}` });
    groups.set(d.area, list);
  }
  return [...groups].map(([area, links]) => ({ area, links }));
}
