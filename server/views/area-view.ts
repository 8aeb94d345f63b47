import { factSlots } from './fact-slots.ts';
import { fillCopy } from '../../shared/text.ts';
import { allFigures, type ShownFigures } from '../business/business-facts.ts';
import type { DistrictNotes } from '../../data/london-district-notes.ts';
import { districtName, districtSlug } from '../../data/london-districts.ts';
import { suburbCardSlugs } from '../../data/location-copy/suburb-page.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import type { Area, IconPoint, PriceRow, Review, SuburbPage } from '../../shared/types.ts';
import { type areaCopy, areaPageWords, type cityServiceCopy, type suburbCopy } from './location-copy.ts';
import type { Place, PlaceSummary } from './place.ts';
import { type PlaceLink, type ServiceLink, subAreaLink } from './place-links.ts';
import type { AreaMatch } from './place-lookup.ts';
import { wordsForReach } from './response-time.ts';

/** An area of a city (a known sub-area or a London postal district). */
export interface AreaView {
  kind: 'area';
  city: PlaceSummary;
  /** The place the page's Service covers, as the structured data names it (docs/decisions/028). */
  place: PlaceFacts;
  area: { slug: string; name: string; postcodes: string[]; description: string[]; boroughs: string[] };
  /** What a locksmith knows of the place (London districts with notes in data/london-district-notes.ts). */
  local: Omit<DistrictNotes, 'code'> | null;
  neighbours: PlaceLink[];
  /** Reviews that came from this area; none where it has none (never another area's as 'recent'). */
  reviews: Review[];
  prices: readonly { service: string; price: string; slug: string }[];
  services: ServiceLink[];
  copy: ReturnType<typeof areaCopy>;
}

export interface SuburbView {
  kind: 'suburb';
  city: PlaceSummary;
  /** The place the page's Service covers, as the structured data names it (docs/decisions/028). */
  place: PlaceFacts;
  /** The suburb's written words, filled, with its reviews (the business file's under 'city/suburb'). */
  suburb: Omit<SuburbPage, 'subheading'> & { subheading: string; reviews: Review[] };
  prices: readonly PriceRow[] | null;
  neighbours: PlaceLink[];
  /** The local service pages its cards link to. */
  services: ServiceLink[];
  copy: ReturnType<typeof suburbCopy>;
}

export interface CityServiceView {
  kind: 'service';
  city: PlaceSummary;
  /** The place the page's Service covers, as the structured data names it (docs/decisions/028). */
  place: PlaceFacts;
  service: {
    slug: string;
    title: string;
    heading: string;
    summary: string;
    price: string;
    /** The list's name for the job `price` is for ('Yale lock'); null where `price` is words ('Free survey'). */
    pricedJob: string | null;
    serviceSlug: string;
    intro: string[];
    included: string[];
    faqs: { question: string; answer: string }[];
  };
  /** What is particular to this service in this city (data/city-service-notes.ts), if written. */
  local: readonly string[] | null;
  /** The city's own price table where it has one. */
  prices: readonly PriceRow[] | null;
  otherServices: ServiceLink[];
  areas: PlaceLink[];
  nearby: PlaceLink[];
  reviews: Review[];
  /** The national service page this local page is based on: its features. */
  base?: { slug: string; features: IconPoint[] };
  copy: ReturnType<typeof cityServiceCopy>;
}

/** Every location page says whether the content guard lets it be indexed (docs/decisions/026). */
export type CityAreaView = (AreaView | SuburbView | CityServiceView) & { indexable?: boolean };

/**
 * The page /{city}/{area} that `match` names (its records found once by matchArea), built from
 * `place`, the page's place resolved once for the request (resolvePlace in place.ts): its name,
 * minutes, phone, prices, reviews, districts, structured data and links are read from there, never
 * looked up again, and its words from areaPageWords (location-copy.ts). `figures`: the business
 * figures the page may state (server/business/business-facts.ts shownFigures, docs/decisions/049).
 */
export function buildAreaView(place: Place, match: AreaMatch, figures: ShownFigures = allFigures): CityAreaView {
  const page = areaPageWords(place, match, figures.yearsTrading);
  switch (page.kind) {
    case 'service':
      return serviceView(place, page);
    case 'suburb':
      return {
        kind: 'suburb',
        city: place.summary,
        place: place.structured,
        suburb: page.suburb,
        prices: page.suburb.full ? (place.prices.own ?? areaPrices(place)) : null,
        // A suburb page with an area record behind it lists that area's neighbours; one without, the city's first areas.
        neighbours: page.area ? neighbourLinks(place, page.neighbours) : place.areas.slice(0, 4),
        services: suburbCardSlugs.map((slug) => place.services.find((s) => s.slug === slug)!),
        copy: page.copy,
      };
    case 'district':
      return {
        kind: 'area',
        city: place.summary,
        place: place.structured,
        area: page.area,
        local: page.notes
          ? {
              housing: page.notes.housing,
              history: page.notes.history,
              landmarks: page.notes.landmarks,
              stations: page.notes.stations,
              access: page.notes.access,
            }
          : null,
        neighbours: page.neighbours.map((n) => ({ name: districtName(n), path: `/london/${districtSlug(n)}`, note: n.boroughs[0] })),
        reviews: place.reviews,
        prices: areaPrices(place),
        services: place.services,
        copy: page.copy,
      };
    case 'area':
      return {
        kind: 'area',
        city: place.summary,
        place: place.structured,
        area: {
          ...page.area,
          postcodes: [...place.districts],
          description: page.area.more ? [page.area.description, page.area.more] : [page.area.description],
          boroughs: [],
        },
        local: null,
        neighbours: neighbourLinks(place, page.neighbours),
        reviews: place.reviews,
        prices: areaPrices(place),
        services: place.services,
        copy: page.copy,
      };
  }
}

function neighbourLinks(place: Place, neighbours: readonly Area[]): PlaceLink[] {
  return neighbours.map((area) => subAreaLink(place.slug, area));
}

function serviceView(place: Place, page: Extract<ReturnType<typeof areaPageWords>, { kind: 'service' }>): CityServiceView {
  const { service } = page;
  return {
    kind: 'service',
    city: place.summary,
    place: place.structured,
    service: {
      slug: service.slug,
      title: service.title,
      heading: page.heading,
      summary: wordsForReach(place.team, service.summary),
      ...pricedAs(place, service.slug),
      serviceSlug: service.serviceSlug,
      intro: page.intro,
      included: service.included,
      // The answers that state how we charge, as the business file has it (server/views/fact-slots.ts).
      faqs: fillCopy(service.faqs, factSlots),
    },
    local: page.notes,
    prices: place.prices.own,
    otherServices: place.services.filter((s) => s.slug !== service.slug),
    areas: place.areas.slice(0, 12),
    nearby: place.nearby.slice(0, 4),
    reviews: place.reviews,
    copy: page.copy,
  };
}

/** A local service's 'from' price on the place's list, and the job it is for. */
function pricedAs(place: Place, slug: string): { price: string; pricedJob: string | null } {
  const { price, pricedJob } = place.services.find((s) => s.slug === slug)!;
  return { price, pricedJob };
}

/**
 * An area page's price table: the four services of its cards, at its place's prices (the city's
 * own list where it has one, else the national list). Each row is the list's row the service's
 * card quotes, under the list's own name for the job, so the table names what each price is for.
 */
function areaPrices(place: Place): { service: string; price: string; slug: string }[] {
  return AREA_PRICE_SERVICES.map((slug) => {
    const service = place.services.find((s) => s.slug === slug)!;
    return { service: service.pricedJob ?? service.name, price: service.price, slug };
  });
}

const AREA_PRICE_SERVICES = ['emergency-lockout', 'lock-replacement', 'upvc-specialists', 'key-cutting'] as const;
