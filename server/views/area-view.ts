import { allFigures, type ShownFigures } from '../business-facts.ts';
import { type CityService, cityServices } from '../../data/city-services.ts';
import type { DistrictNotes } from '../../data/london-district-notes.ts';
import { districtName, districtSlug } from '../../data/london-districts.ts';
import { type PlaceLink, type ServiceLink, subAreaLink } from './place-links.ts';
import type { AreaMatch } from './place-lookup.ts';
import { type PriceList, servicePrice } from './price-list.ts';
import { type Place, type PlaceSummary, summaryOf } from './place.ts';
import { areaCopy, cityServiceCopy, suburbCopy } from './location-copy.ts';
import { nameInSentence, tidyArticles } from './place-name.ts';
import { districtCopy } from '../../data/location-copy/area-page.ts';
import { suburbCardSlugs } from '../../data/location-copy/suburb-page.ts';
import { fillCopy, fillPlace, stableIndex } from '../../shared/text.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import type { Area, IconPoint, PriceRow, Review, SuburbPage } from '../../shared/types.ts';
import { areaPlace } from './place-facts.ts';

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
  suburb: SuburbPage;
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
 * `place`, the page's place resolved once for the request (resolvePlace(city, match, …) in
 * place.ts): its name, minutes, phone, prices, reviews, districts and links are read from there,
 * never looked up again. `figures`: the business figures the page may state
 * (server/business-facts.ts shownFigures, docs/decisions/049).
 */
export function buildAreaView(place: Place, match: AreaMatch, figures: ShownFigures = allFigures): CityAreaView {
  switch (match.kind) {
    case 'service':
      return serviceView(place, match.service, match.notes);
    case 'suburb':
      return {
        kind: 'suburb',
        city: summaryOf(place),
        place: areaPlace(place, match.suburb),
        // Its written words quote the place's {minutes}, filled from the one rule.
        suburb: fillCopy({ ...match.suburb, reviews: place.reviews }, { minutes: place.responseMinutes ?? '{minutes}' }),
        prices: match.suburb.full ? (place.prices.own ?? areaPrices(place.prices)) : null,
        // A suburb page with an area record behind it lists that area's neighbours; one without, the city's first areas.
        neighbours: match.area ? neighbourLinks(place, match.neighbours) : place.areas.slice(0, 4),
        services: suburbCardSlugs.map((slug) => place.services.find((s) => s.slug === slug)!),
        copy: suburbCopy(place, match.suburb, figures.yearsTrading),
      };
    case 'district':
      return districtView(place, match);
    case 'area':
      return {
        kind: 'area',
        city: summaryOf(place),
        place: areaPlace(place, match.area),
        area: {
          ...match.area,
          postcodes: [...place.districts],
          description: match.area.more ? [match.area.description, match.area.more] : [match.area.description],
          boroughs: [],
        },
        local: null,
        neighbours: neighbourLinks(place, match.neighbours),
        reviews: place.reviews,
        prices: areaPrices(place.prices),
        services: place.services,
        copy: areaCopy(place, match.area),
      };
  }
}

function neighbourLinks(place: Place, neighbours: readonly Area[]): PlaceLink[] {
  return neighbours.map((area) => subAreaLink(place.slug, area));
}

function serviceView(place: Place, service: CityService, notes: readonly string[] | null): CityServiceView {
  return {
    kind: 'service',
    city: summaryOf(place),
    place: place.structured,
    service: {
      slug: service.slug,
      title: service.title,
      // The page's name for the city as it reads in a sentence: 'Bangor, Gwynedd' where two
      // cities share a name, 'the City of London'.
      heading: tidyArticles(fillPlace(service.heading, place.inSentence)),
      summary: service.summary,
      price: servicePrice(place.prices, service),
      serviceSlug: service.serviceSlug,
      intro: service.intro.map((p) => tidyArticles(fillPlace(p, place.inSentence))),
      included: service.included,
      faqs: service.faqs,
    },
    local: notes,
    prices: place.prices.own,
    otherServices: place.services.filter((s) => s.slug !== service.slug),
    areas: place.areas.slice(0, 12),
    nearby: place.nearby.slice(0, 4),
    reviews: place.reviews,
    copy: cityServiceCopy(place, service),
  };
}

/**
 * An area page's price table: the four services of its cards, at its place's prices (the city's
 * own list where it has one, else the national list), each linking to the city's service page.
 */
function areaPrices(prices: PriceList): { service: string; price: string; slug: string }[] {
  return AREA_PRICE_SERVICES.map((slug) => {
    const service = cityServices.find((s) => s.slug === slug)!;
    return { service: service.title, price: servicePrice(prices, service), slug };
  });
}

const AREA_PRICE_SERVICES = ['emergency-lockout', 'lock-replacement', 'upvc-specialists', 'key-cutting'] as const;

/** 'Hackney', 'Hackney and Islington', 'Hackney, Islington and the City of London'. */
function listOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

function districtView(place: Place, { district: d, neighbours, notes }: Extract<AreaMatch, { kind: 'district' }>): AreaView {
  const where = [d.place, ...d.localities].join(', ').replace(/, ([^,]*)$/, ' and $1');
  const boroughText = d.boroughs.length ? fillPlace(districtCopy.boroughs, { boroughs: listOf(d.boroughs.map(nameInSentence)) }) : '';
  const { descriptions } = districtCopy;
  const description = fillPlace(descriptions[stableIndex(d.code, descriptions.length)]!, {
    district: districtName(d),
    where,
    code: d.code,
    minutes: place.responseMinutes ?? '{minutes}',
  });
  const area = {
    slug: districtSlug(d),
    name: districtName(d),
    postcodes: [...place.districts],
    description: [description, boroughText].filter(Boolean),
    boroughs: d.boroughs,
  };
  return {
    kind: 'area',
    city: summaryOf(place),
    place: areaPlace(place, area),
    area,
    local: notes
      ? { housing: notes.housing, history: notes.history, landmarks: notes.landmarks, stations: notes.stations, access: notes.access }
      : null,
    neighbours: neighbours.map((n) => ({ name: districtName(n), path: `/london/${districtSlug(n)}`, note: n.boroughs[0] })),
    reviews: place.reviews,
    prices: areaPrices(place.prices),
    services: place.services,
    copy: areaCopy(place, area),
  };
}
