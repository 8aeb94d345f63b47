import { locationRecords } from '../../data/location-records.ts';
import {
  areaLinks,
  cityPageData,
  GENERIC_CUSTOMERS,
  GENERIC_YEARS_SERVING,
  londonDistrictGroups,
  nearbyCities,
  pricesFor,
  reviewsFor,
  serviceLinks,
  summarise,
  type PlaceLink,
} from './locations.ts';
import { stableIndex } from '../../shared/text.ts';
import type { City, PriceRow, Review } from '../../shared/types.ts';

/** Everything a /{city} page renders, generic or dedicated. */
export interface CityView {
  city: ReturnType<typeof summarise> & {
    cityStatus: string;
    population: string;
    populationYear: number;
    description: string;
  };
  dedicated: boolean;
  title?: string;
  yearsServing: number;
  customersServed?: string;
  postcodeRange?: string;
  yearGranted?: string;
  image: string;
  intro: string[];
  coveredAreas: string[];
  prices: readonly PriceRow[] | null;
  reviews: Review[];
  services: ReturnType<typeof serviceLinks>;
  areas: PlaceLink[];
  /** London only: its postal districts by postcode area. */
  districtGroups: { area: string; links: PlaceLink[] }[];
  nearby: PlaceLink[];
  featuredArea?: PlaceLink;
}

/** The Sheffield page features Manor Park (spec section 2). */
const featuredAreas: Record<string, PlaceLink> = {
  sheffield: { name: 'Manor Park', path: '/sheffield/manor-park', note: 'S2' },
};

export function buildCityView(city: City): CityView {
  const page = cityPageData(city.slug);
  const summary = summarise(city);
  const nearby = nearbyCities(city);
  const description = city.description ?? `${city.name} is one of the places in ${city.region} where our locksmiths work every day.`;
  return {
    city: { ...summary, cityStatus: city.cityStatus, population: city.population, populationYear: city.populationYear, description },
    dedicated: Boolean(page),
    title: page?.title,
    yearsServing: page?.yearsServing ?? GENERIC_YEARS_SERVING,
    customersServed: page ? page.customersServed : GENERIC_CUSTOMERS,
    postcodeRange: page?.postcodeRange,
    yearGranted: locationRecords.find((r) => r.slug === city.slug)?.yearGranted,
    image: summary.image,
    intro: page?.intro ?? genericIntro(city, summary.responseMinutes, nearby),
    coveredAreas: page?.coveredAreas ?? [],
    prices: pricesFor(city.slug),
    reviews: reviewsFor(city.slug).slice(0, page ? 4 : 3),
    services: serviceLinks(city.slug),
    areas: city.slug === 'london' ? [] : areaLinks(city.slug),
    districtGroups: city.slug === 'london' ? londonDistrictGroups() : [],
    nearby,
    featuredArea: featuredAreas[city.slug],
  };
}

/**
 * Intro text for a city without written page copy. The facts are the city's own (region, status,
 * population, neighbours, response time) and the sentence pattern varies by place, so no two
 * pages read as the same text with the name swapped.
 */
function genericIntro(city: City, minutes: number, nearby: PlaceLink[]): string[] {
  const [first, second] = nearby;
  const neighbours = first && second ? `${first.name} (${first.note}) and ${second.name} (${second.note})` : 'the surrounding towns';
  const openings = [
    `Need a locksmith in ${city.name}? Our ${city.region} locksmiths answer the phone day and night and usually reach ${city.name} addresses in around ${minutes} minutes.`,
    `From late-night lockouts to planned lock upgrades, we look after homes, landlords and businesses across ${city.name} and the rest of ${city.region}, with a typical arrival time of about ${minutes} minutes.`,
    `Locked out in ${city.name}, or need a lock changed today? A local locksmith can usually be with you in around ${minutes} minutes, at any hour, anywhere in ${city.name}.`,
  ];
  const facts = [
    `${city.name} (${city.cityStatus.toLowerCase().startsWith('city') ? city.cityStatus : `status: ${city.cityStatus}`}) is home to about ${city.population} people (${city.populationYear}). The same team also covers ${neighbours}.`,
    `With around ${city.population} residents (${city.populationYear}), ${city.name} keeps our ${city.region} locksmiths busy; we also travel to ${neighbours}.`,
    `We cover the whole of ${city.name}, home to roughly ${city.population} people (${city.populationYear}), and the nearby cities of ${neighbours}.`,
  ];
  const pick = stableIndex(city.slug, openings.length);
  return [openings[pick]!, facts[(pick + 1) % facts.length]!];
}
