import { absoluteUrl, shareImage, type SiteConfig } from './site.ts';
import type { OpeningHours } from './hours.ts';
import { parsePrice } from './prices.ts';
import type { GeoPoint, ServiceSection } from './types.ts';

/**
 * Pure builders for the schema.org JSON-LD each page carries (docs/decisions/025 and 028).
 * The business is one `Locksmith` node with one `@id`, identical on every page that includes it;
 * every other node points at it by that `@id`. Place pages describe a Service of the business and
 * the place it covers, never a business of their own.
 */

export type JsonLdNode = Record<string, unknown>;

export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

export function businessId(site: SiteConfig): string {
  return `${absoluteUrl(site.origin, '/')}#business`;
}

function websiteId(site: SiteConfig): string {
  return `${absoluteUrl(site.origin, '/')}#website`;
}

/** One OpeningHoursSpecification per row of the week (dayOfWeek, opens, closes). */
function weeklySpecs(h: OpeningHours): JsonLdNode[] {
  return h.weekly.map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...row.days], opens: row.opens, closes: row.closes }));
}

/**
 * A closure as Google documents a closed day: opens and closes at '00:00', valid from and
 * through the date (docs/decisions/059).
 */
function closureSpecs(h: OpeningHours): JsonLdNode[] {
  return h.closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    name: closure.name,
    opens: '00:00',
    closes: '00:00',
    validFrom: closure.date,
    validThrough: closure.date,
  }));
}

/** A contact point's hours: its week, then its closed days, all as OpeningHoursSpecification. */
const hoursAvailable = (h: OpeningHours): JsonLdNode[] => [...weeklySpecs(h), ...closureSpecs(h)];

/** A place as schema.org describes it: a City, or an area of one (Place). */
export interface PlaceFacts {
  type: 'City' | 'Place' | 'AdministrativeArea';
  name: string;
  /** Coordinates to 5 decimals from a checked source (data/place-coordinates.ts); omitted otherwise. */
  geo?: GeoPoint | null;
  /** The larger place it lies in, e.g. the city of a suburb, or the region of a city whose name is shared. */
  containedIn?: PlaceFacts;
}

function placeNode(place: PlaceFacts): JsonLdNode {
  return {
    '@type': place.type,
    name: place.name,
    ...(place.geo ? { geo: { '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude } } : {}),
    ...(place.containedIn ? { containedInPlace: placeNode(place.containedIn) } : {}),
  };
}

/**
 * What the structured data says about the business besides the configured brand: built once on
 * the server from data/ (server/views/site-data.ts) and sent with every page, so that the business
 * node is the same wherever it is rendered.
 */
export interface BusinessFacts {
  /** From the configured office address: its town and postcode where given. Never the street. */
  address: { locality?: string; postalCode?: string };
  /** Every city with a page (areaServed). */
  citiesServed: PlaceFacts[];
  /** Local numbers shown on a city's pages instead of the main one (`localPhones` in data/business.ts). */
  localNumbers: { place: PlaceFacts; telephone: string }[];
  /** The office's hours and closures for quotes and accounts (`officeOpeningHours` in data/business.ts). */
  officeHours: OpeningHours;
  /** When the phones are answered (`phoneLineHours` in data/business.ts): every day, all day, no closures by default. */
  lineHours: OpeningHours;
}

/**
 * How to reach the business: the main line around the clock for emergencies, the office (quotes,
 * accounts, planned work) in its hours, and each city's local number, which rings the same 24/7 line.
 */
function contactPoints(site: SiteConfig, facts: BusinessFacts): JsonLdNode[] {
  const uk = { '@type': 'Country', name: 'United Kingdom' };
  return [
    {
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: site.phone,
      areaServed: uk,
      availableLanguage: 'en-GB',
      hoursAvailable: hoursAvailable(facts.lineHours),
    },
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      areaServed: uk,
      availableLanguage: 'en-GB',
      hoursAvailable: hoursAvailable(facts.officeHours),
    },
    ...facts.localNumbers.map((local) => ({
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: local.telephone,
      areaServed: placeNode(local.place),
      availableLanguage: 'en-GB',
      hoursAvailable: hoursAvailable(facts.lineHours),
    })),
  ];
}

/**
 * The business: the one `Locksmith` node of the site (docs/decisions/028). Every page that refers
 * to it includes this node, built from the same values, so each reference resolves on its page.
 * No street address (docs/decisions/025) and no rating markup.
 */
export function businessNode(site: SiteConfig & { business: BusinessFacts }): JsonLdNode {
  const { business } = site;
  const { locality, postalCode } = business.address;
  return {
    '@type': 'Locksmith',
    '@id': businessId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    telephone: site.phone,
    email: site.email,
    logo: site.logo,
    image: absoluteUrl(site.origin, shareImage.path),
    priceRange: '££',
    address: {
      '@type': 'PostalAddress',
      ...(locality ? { addressLocality: locality } : {}),
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'GB',
    },
    areaServed: business.citiesServed.map(placeNode),
    openingHoursSpecification: weeklySpecs(business.lineHours),
    ...(business.lineHours.closures.length ? { specialOpeningHoursSpecification: closureSpecs(business.lineHours) } : {}),
    contactPoint: contactPoints(site, business),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

export function websiteNode(site: SiteConfig): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    inLanguage: 'en-GB',
    publisher: { '@id': businessId(site) },
  };
}

export function graph(...nodes: JsonLdNode[]): JsonLdGraph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList from the home page down to the current page. */
export function breadcrumbNode(site: SiteConfig, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  };
}

/**
 * An offer for a published price, as the page shows it (data/prices.ts). Every offer carries a
 * price a validator can read (docs/decisions/080): '£99' is an Offer at that price; 'From £75' is an
 * AggregateOffer whose `lowPrice` is 75 and which has no upper bound; '£80-£100' an AggregateOffer
 * from 80 to 100; '£99' per year an Offer whose UnitPriceSpecification gives the price and the unit.
 * Text in any other form gives no offer.
 */
export function offerNode(name: string, priceText: string, unit?: string): JsonLdNode | undefined {
  const price = parsePrice(priceText);
  // 'From £95 plus labour' is still a lowest price; '£35-£45 plus labour' is parts alone, no offer.
  if (!price || (price.per && !price.from)) return undefined;
  if (price.from || price.high !== undefined) {
    return {
      '@type': 'AggregateOffer',
      name,
      priceCurrency: 'GBP',
      lowPrice: price.low,
      ...(price.high !== undefined ? { highPrice: price.high } : {}),
    };
  }
  return {
    '@type': 'Offer',
    name,
    price: price.low,
    priceCurrency: 'GBP',
    ...(unit ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: price.low, priceCurrency: 'GBP', unitText: unit } } : {}),
  };
}

/** An Offer for every price a service page shows: its priced options and price tables. */
export function sectionOffers(sections: readonly ServiceSection[]): (JsonLdNode | undefined)[] {
  return sections.flatMap((section) => {
    if (section.kind === 'priced') return section.options.map((option) => offerNode(option.title, option.price, option.unit));
    if (section.kind === 'price-table') return section.rows.map((row) => offerNode(row.service, row.price));
    return [];
  });
}

export interface ServiceOptions {
  /** Page path; the node's @id is that URL plus '#service'. */
  path: string;
  name: string;
  description: string;
  /** The kind of service, e.g. 'Emergency lockout'; the name when omitted. */
  serviceType?: string;
  /** The place served; the whole UK when omitted. */
  area?: PlaceFacts;
  /** Offers at the prices the page shows (offerNode). */
  offers?: (JsonLdNode | undefined)[];
}

/** A Service the business provides, where and at what price (docs/decisions/028). */
export function serviceNode(site: SiteConfig, o: ServiceOptions): JsonLdNode {
  const url = absoluteUrl(site.origin, o.path);
  const offers = (o.offers ?? []).filter((offer): offer is JsonLdNode => offer !== undefined);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: o.name,
    description: o.description,
    url,
    serviceType: o.serviceType ?? o.name,
    provider: { '@id': businessId(site) },
    areaServed: o.area ? placeNode(o.area) : { '@type': 'Country', name: 'United Kingdom' },
    ...(offers.length ? { offers } : {}),
  };
}

export interface BlogPostingOptions {
  path: string;
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  section: string;
  wordCount: number;
}

/** A blog article, written and published by the business (the data names no other author). */
export function blogPostingNode(site: SiteConfig, o: BlogPostingOptions): JsonLdNode {
  const url = absoluteUrl(site.origin, o.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: o.headline,
    description: o.description,
    url,
    mainEntityOfPage: url,
    datePublished: o.datePublished,
    dateModified: o.datePublished,
    inLanguage: 'en-GB',
    articleSection: o.section,
    wordCount: o.wordCount,
    image: absoluteUrl(site.origin, shareImage.path),
    author: { '@id': businessId(site) },
    publisher: { '@id': businessId(site) },
  };
}
