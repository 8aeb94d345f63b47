/**
 * The place a location page is about, resolved once per request (docs/decisions/045).
 *
 * A location loader (client/routes/city.server.ts, client/routes/city-area.server.ts) looks its
 * city and page up by their slugs once (lookUpPlace, place-lookup.ts), then calls resolvePlace()
 * once and hands the Place alone to its view builder (city-view.ts, area-view.ts), which hands it
 * on to the copy functions (location-copy.ts). Nothing after resolvePlace looks the place up by its
 * slug, and the city's data record does not travel beside it: its name, how it reads in a
 * sentence, phone, team and minutes, price list, reviews, postcode districts, the facts its pages
 * state, the place its structured data names and the links its pages list are all read from this
 * one object, so two parts of a page cannot work out a fact two ways.
 *
 * Only its `summary` travels to the browser (the view's `city`); the rest is what the server fills
 * the page's words, tables and links from.
 */
import { cityServices } from '../../data/city-services.ts';
import { shownReviews } from '../business/business-facts.ts';
import { districtName, districtSlug } from '../../data/london-districts.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import type { City, CityPageData, Review } from '../../shared/types.ts';
import { hasSharedName, nameInSentence, placeName } from './place-name.ts';
import { pagePlace } from './place-facts.ts';
import { areaLinks, nearbyCities, type PlaceLink, type ServiceLink, serviceLinks } from './place-links.ts';
import type { AreaMatch, PlaceRecord } from './place-lookup.ts';
import type { PriceList } from './price-list.ts';
import { type NearestTeam, nearestTeam, responseMinutes } from './response-time.ts';
import { type Made, madePromises } from './promise-words.ts';

/** What a page shows of its place everywhere (header, hero, call band): sent with the page as its view's `city`. */
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

/**
 * A place as one page presents it: its summary, and the facts the page's words and tables quote.
 * On a page below a city (/leeds/headingley, /london/sw1a-westminster, /leeds/key-cutting) the
 * place is that city (its name, phone and prices) with the team and minutes of the place the page
 * is really about (PlaceRecord.servedAs), and the reviews, districts and structured data of that page.
 */
export interface Place extends PlaceSummary {
  /** The summary alone, as the page sends it to the browser. */
  summary: PlaceSummary;
  /** The promises its pages may make (held, and samples only on the sample site): its words name only these (promise-words.ts). */
  made: Made;
  /**
   * Its price list: its own (data/prices.ts `placePrices`, shown as the page's table) or, where
   * `prices.own` is null, the national one. Every price on its pages comes from `prices.of(job)`.
   */
  prices: PriceList;
  /**
   * The reviews this page shows, and only those the site may show: sample reviews only while it
   * runs with sample facts (docs/decisions/046). Empty where there are none, and the page omits
   * its reviews section.
   */
  reviews: Review[];
  /**
   * The postcode districts the page names as its own, and the ones the postcode finder sends to it
   * (postcode-districts.ts): an area's postcodes, a London district's code, a suburb's postcode
   * (first) with those of the area record behind it, a city's checked post-town districts. None on
   * a city's service pages.
   */
  districts: readonly string[];
  /** The facts its pages state from its record in data/cities.ts; `name` as the data spells it ('Bangor'). */
  facts: Pick<City, 'name' | 'kind' | 'cityStatus' | 'population' | 'populationYear' | 'populationArea' | 'description' | 'more'>;
  /**
   * The place the page's Service covers, as the structured data names it (docs/decisions/028):
   * the city, or on an area, suburb or district page that part of it (place-facts.ts).
   */
  structured: PlaceFacts;
  /** Its dedicated page's data (data/city-pages.ts), if it has such a page. */
  dedicated: CityPageData | undefined;
  /** Its local service pages, at its prices. */
  services: ServiceLink[];
  /** Its sub-areas, or London's postal districts, as its pages link to them. */
  areas: PlaceLink[];
  /** The six nearest cities. */
  nearby: PlaceLink[];
}

/**
 * Resolves the place of the page a loader looked up (lookUpPlace): the one object every template,
 * copy function and structured-data builder of the page reads. `sampleContent`: the site runs with
 * sample facts, and may show sample reviews (docs/decisions/046).
 */
export function resolvePlace(record: PlaceRecord, { sampleContent }: { sampleContent: boolean }): Place {
  const { city, match, servedAs, dedicated, prices } = record;
  const districts = pageDistricts(city, match);
  const part = pagePart(match);
  const reviews = pageReviews(record, sampleContent);
  const name = placeName(city);
  const inSentence = hasSharedName(city) ? name : nameInSentence(name);
  const team = nearestTeam(servedAs);
  const summary: PlaceSummary = {
    slug: city.slug,
    name,
    inSentence,
    region: city.region,
    nation: city.nation,
    phone: record.phone,
    responseMinutes: responseMinutes(servedAs, team),
    team: team ?? null,
    // A dedicated page's own hero; else London's places (data/cities.ts `inLondon`) show London's skyline, elsewhere a town street.
    image: dedicated?.image ?? (city.inLondon ? 'hero-london.svg' : 'hero-town.svg'),
  };
  const { kind, cityStatus, population, populationYear, populationArea, description, more } = city;
  return {
    ...summary,
    summary,
    made: madePromises(sampleContent),
    prices,
    reviews,
    districts,
    facts: { name: city.name, kind, cityStatus, population, populationYear, populationArea, description, more },
    structured: pagePlace(city, part),
    dedicated,
    services: serviceLinks(city.slug, prices, team),
    areas: areaLinks(city.slug),
    nearby: nearbyCities(city),
  };
}

/** The part of the city a page below it is about, as its structured data names it; none on a city or service page. */
function pagePart(match: AreaMatch | undefined): { slug: string; name: string } | undefined {
  switch (match?.kind) {
    case undefined:
    case 'service':
      return undefined;
    case 'district':
      return { slug: districtSlug(match.district), name: districtName(match.district) };
    case 'suburb':
      return match.suburb;
    case 'area':
      return match.area;
  }
}

/**
 * The reviews a page shows, picked from those the site may show: a city page its city's first
 * four (dedicated pages) or three; a service page two of the city's, rotated by service so its
 * service pages differ; an area or district page only the city's reviews that came from it (a
 * review's `location`), never another area's as local (docs/decisions/027); a suburb page its own.
 */
function pageReviews({ match, reviews, dedicated }: PlaceRecord, sampleContent: boolean): Review[] {
  const pool = shownReviews(reviews, sampleContent);
  switch (match?.kind) {
    case undefined:
      return pool.slice(0, dedicated ? 4 : 3);
    case 'suburb':
      return pool;
    case 'service':
      return pairOf(pool, cityServices.indexOf(match.service));
    case 'district':
      return from(pool, [match.district.place, ...match.district.localities]);
    case 'area':
      return from(pool, [match.area.name]);
  }
}

/** The reviews that came from one of the places named. */
function from(reviews: readonly Review[], placeNames: readonly string[]): Review[] {
  const names = new Set(placeNames.map((name) => name.toLowerCase()));
  return reviews.filter((review) => review.location !== undefined && names.has(review.location.toLowerCase()));
}

/** Two reviews of a pool, the `index`th pair, wrapping round. */
function pairOf(pool: readonly Review[], index: number): Review[] {
  if (pool.length <= 2) return [...pool];
  const start = (index * 2) % pool.length;
  return [pool[start]!, pool[(start + 1) % pool.length]!];
}

/** The postcode districts a page names as its own (see Place.districts), as the data spells them. */
export function pageDistricts(city: City, match: AreaMatch | undefined): readonly string[] {
  switch (match?.kind) {
    case undefined:
      return city.postcodeDistricts ?? [];
    case 'service':
      return [];
    case 'district':
      return [match.district.code];
    case 'suburb':
      // The suburb's own postcode first: its title and words name that one.
      return [...new Set([match.suburb.postcode, ...(match.area?.postcodes ?? [])])];
    case 'area':
      return match.area.postcodes;
  }
}
