/**
 * The links location pages list: nearby cities, a city's areas or London's districts, a place's
 * local service pages. The results travel to the client in the hydration data, so they hold only
 * what a page shows.
 */
import type { IconName } from '../../shared/icons.ts';
import { servedCities, servesLondon } from './served-places.ts';
import { type CityService, cityServices } from '../../data/city-services.ts';
import { districtName, districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { nearest } from '../../shared/geo.ts';
import { countOf } from '../../shared/text.ts';
import type { Area, City } from '../../shared/types.ts';
import { placeName } from './place-name.ts';
import { areasOf } from './place-lookup.ts';
import type { PriceList } from './price-list.ts';
import { type NearestTeam, wordsForReach } from './response-time.ts';

export interface PlaceLink {
  name: string;
  path: string;
  /** e.g. '12 miles' or 'LS6'. */
  note?: string;
}

export function nearbyCities(city: City, count = 6): PlaceLink[] {
  return nearest(city, servedCities, count).map((c) => ({ name: placeName(c), path: `/${c.slug}`, note: countOf(c.miles, 'mile') }));
}

/** The areas a city page links to: its known sub-areas, or London's postal districts. */
export function areaLinks(citySlug: string): PlaceLink[] {
  if (citySlug === 'london') {
    return londonDistricts.map((d) => ({ name: districtName(d), path: `/london/${districtSlug(d)}` }));
  }
  return areasOf(citySlug).map((a) => subAreaLink(citySlug, a));
}

/** A link to a sub-area's page, noted with its postcodes. */
export function subAreaLink(citySlug: string, area: Area): PlaceLink {
  return { name: area.name, path: `/${citySlug}/${area.slug}`, note: area.postcodes.join(', ') };
}

/**
 * A local service page as its cards and strips link to it, with its 'from' price: `price` as the
 * list writes it, and `pricedJob`, the list's name for the job that price is for ('Yale lock'), or
 * null where the service shows words instead of a price ('Free survey').
 */
export type ServiceLink = PlaceLink & { slug: string; summary: string; icon: IconName; price: string; pricedJob: string | null };

/**
 * A place's local service pages, each with its 'from' price on the place's list: the cards and
 * strips of its pages. `team`: the place's team, which picks each summary's wording by reach (docs/decisions/064).
 */
export function serviceLinks(placeSlug: string, prices: PriceList, team: NearestTeam | undefined): ServiceLink[] {
  return cityServices.map((s) => ({
    slug: s.slug,
    name: s.title,
    path: `/${placeSlug}/${s.slug}`,
    summary: wordsForReach(team, s.summary),
    icon: s.icon,
    ...servicePrice(prices, s),
  }));
}

/**
 * What a local service page and its cards quote: the cheapest of the service's jobs on the
 * place's list, with the job's name, so a 'from' price always says what it prices.
 */
function servicePrice(prices: PriceList, service: CityService): { price: string; pricedJob: string | null } {
  if ('text' in service.price) return { price: service.price.text, pricedJob: null };
  const row = prices.cheapest(service.price.jobs);
  return { price: row.price, pricedJob: row.service };
}

/** London's districts grouped by postcode area (E, EC, N, NW, SE, SW, W, WC), for lists and the directory. */
export function londonDistrictGroups(): { area: string; links: PlaceLink[] }[] {
  const groups = new Map<string, PlaceLink[]>();
  if (!servesLondon) return [];
  for (const d of londonDistricts) {
    const list = groups.get(d.area) ?? [];
    list.push({ name: districtName(d), path: `/london/${districtSlug(d)}` });
    groups.set(d.area, list);
  }
  return [...groups].map(([area, links]) => ({ area, links }));
}
