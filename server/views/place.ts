/**
 * The place a location page is about, resolved once per request (docs/decisions/045).
 *
 * A location loader (client/routes/city.server.ts, client/routes/city-area.server.ts) looks its
 * city and page up by their slugs (place-lookup.ts), then calls resolvePlace() once and hands the
 * Place alone to its view builder (city-view.ts, area-view.ts), which hands it on to the copy
 * functions (location-copy.ts) and the structured data's place facts (place-facts.ts). Nothing
 * after resolvePlace looks the place up by its slug, and the city's data record does not travel
 * beside it: its name, how it reads in a sentence, phone, team and minutes, price list, reviews,
 * postcode districts, the facts its pages state and the links they list are all read from this one
 * object, so two parts of a page cannot work out a fact two ways.
 *
 * Only the PlaceSummary part travels to the browser (the view's `city`, made with summaryOf); the
 * rest is what the server fills the page's words, tables and links from.
 */
import { cities } from '../../data/cities.ts';
import { cityServices } from '../../data/city-services.ts';
import { shownReviews } from '../business-facts.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import { hasSharedName, nameInSentence, placeName } from './place-name.ts';
import { cityPlace } from './place-facts.ts';
import { areaLinks, nearbyCities, type PlaceLink, type ServiceLink, serviceLinks } from './place-links.ts';
import { type AreaMatch, cityPageData, localPhone, reviewsFor } from './place-lookup.ts';
import { type PriceList, priceList } from './price-list.ts';
import { type NearestTeam, nearestTeam, responseMinutes } from './response-time.ts';
import type { City, CityPageData, Review } from '../../shared/types.ts';

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
 * is really about (placeServedAs), and the reviews and districts of that page.
 */
export interface Place extends PlaceSummary {
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
  facts: Pick<City, 'name' | 'cityStatus' | 'population' | 'populationYear' | 'description' | 'more'>;
  /** The city as the structured data names it, with its checked coordinates (place-facts.ts). */
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
 * Resolves the place of the page /{city} (no `match`) or /{city}/{area} (`match`, from matchArea):
 * the one object every template, copy function and structured-data builder of the page reads.
 */
export function resolvePlace(city: City, match: AreaMatch | undefined, { sampleContent }: { sampleContent: boolean }): Place {
  const dedicated = cityPageData(city.slug);
  const prices = priceList(city.slug);
  const { name, cityStatus, population, populationYear, description, more } = city;
  return {
    ...summarise(city, match ? placeServedAs(city, match) : city, dedicated?.image),
    prices,
    reviews: pageReviews(city, match, Boolean(dedicated), sampleContent),
    districts: pageDistricts(city, match),
    facts: { name, cityStatus, population, populationYear, description, more },
    structured: cityPlace(city, { withGeo: true }),
    dedicated,
    services: serviceLinks(city.slug, prices),
    areas: areaLinks(city.slug),
    nearby: nearbyCities(city),
  };
}

/** The part of a place a page sends to the browser. */
export function summaryOf({ prices, reviews, districts, facts, structured, dedicated, services, areas, nearby, ...summary }: Place): PlaceSummary {
  return summary;
}

/**
 * A place's name, how it reads in a sentence, its phone, and its team and minutes. `servedAs` is
 * the place the page is really about where that is another place with a page of its own
 * (/london/sw1a-westminster is Westminster, /london/nw1-camden-town lies in Camden): its team and
 * minutes, so every page about one place promises one time. `image` is a dedicated page's own
 * hero; without one, London's places (data/cities.ts `inLondon`) show London's skyline and
 * everywhere else the town street.
 */
function summarise(city: City, servedAs: City, image: string | undefined): PlaceSummary {
  const name = placeName(city);
  const team = nearestTeam(servedAs);
  return {
    slug: city.slug,
    name,
    inSentence: hasSharedName(city) ? name : nameInSentence(name),
    region: city.region,
    nation: city.nation,
    phone: localPhone(city.slug),
    responseMinutes: responseMinutes(servedAs, team),
    team: team ?? null,
    image: image ?? (city.inLondon ? 'hero-london.svg' : 'hero-town.svg'),
  };
}

/**
 * The place with a page of its own that an area page is about, if any: an area or suburb named
 * like one, a London district named like one or lying mainly in one
 * (/london/sw1a-westminster, /london/nw3-hampstead in Camden). Else the area's own city.
 */
function placeServedAs(city: City, match: AreaMatch): City {
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

/**
 * The reviews a page shows, picked from those the site may show: a city page its city's first
 * four (dedicated pages) or three; a service page two of the city's, rotated by service so its
 * service pages differ; an area or district page only the city's reviews that came from it (a
 * review's `location`), never another area's as local (docs/decisions/027); a suburb page its own.
 */
function pageReviews(city: City, match: AreaMatch | undefined, dedicated: boolean, sampleContent: boolean): Review[] {
  if (match?.kind === 'suburb') return shownReviews(match.suburb.reviews, sampleContent);
  const pool = shownReviews(reviewsFor(city.slug), sampleContent);
  switch (match?.kind) {
    case undefined:
      return pool.slice(0, dedicated ? 4 : 3);
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
