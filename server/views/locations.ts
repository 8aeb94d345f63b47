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
import type { Place } from './place.ts';
import { placeName } from './place-name.ts';
import type { Area, City, CityPageData, Review, SuburbPage } from '../../shared/types.ts';

export interface PlaceLink {
  name: string;
  path: string;
  /** e.g. '12 miles' or 'LS6'. */
  note?: string;
}

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

/** Every review the data holds for a city: its location record, its page, then its own pair. place.ts picks a page's from these. */
export function reviewsFor(slug: string): Review[] {
  return [...(locationRecords.find((r) => r.slug === slug)?.reviews ?? []), ...(cityPageData(slug)?.reviews ?? []), ...(cityReviews[slug] ?? [])];
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

/** A place's local service pages, each with the place's price for its job: the cards and strips of its pages. */
export function serviceLinks(
  place: Pick<Place, 'slug' | 'prices'>,
): (PlaceLink & { slug: string; summary: string; icon: IconName; price: string })[] {
  return cityServices.map((s) => ({
    slug: s.slug,
    name: s.title,
    path: `/${place.slug}/${s.slug}`,
    summary: s.summary,
    icon: s.icon,
    price: servicePrice(place.prices, s),
  }));
}

/** What a local service page and its cards quote: the place's price for the service's job. */
export function servicePrice(prices: PriceList, service: CityService): string {
  return 'job' in service.price ? prices.of(service.price.job).price : service.price.text;
}

/** The places with a price list of their own, by slug, in the order data/prices.ts gives them. */
export function placesWithOwnPrices(): string[] {
  return Object.keys(placePrices);
}

/** A place's price list (docs/decisions/027): its own where data/prices.ts has one, else the national list. */
export interface PriceList {
  /** Its own list, as its pages' price tables show it; null where it takes the national list. */
  own: readonly JobPrice[] | null;
  /** The one price its pages quote for a job: its own list's where that prices the job, else the national list's. */
  of: (job: Job) => JobPrice;
}

/** The price list of a place, by slug; null for a page about no place (the national list). */
export function priceList(citySlug: string | null): PriceList {
  const own = (citySlug ? placePrices[citySlug] : undefined) ?? null;
  return {
    own,
    of: (job) => {
      const price = own?.find((row) => row.job === job) ?? nationalPrices.find((row) => row.job === job);
      if (!price) throw new Error(`data/prices.ts has no national price for '${job}'`);
      return price;
    },
  };
}

/**
 * The one price a place's pages quote for a job (priceList(citySlug).of(job)), for pages and
 * checks that have no resolved place. Pass null for a page about no place.
 */
export function priceOf(citySlug: string | null, job: Job): JobPrice {
  return priceList(citySlug).of(job);
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

/** The data does not change while the server runs: counted on the first call only. */
let placePages: number | undefined;

/**
 * How many places (cities and towns, their areas and suburbs, London's districts) have a local page:
 * the figure /about states as the places it covers, counted, never written out.
 */
export function placePageCount(): number {
  placePages ??= allLocationPaths().length - cities.length * cityServices.length;
  return placePages;
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
