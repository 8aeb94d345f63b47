/**
 * Fills the location pages' words (data/location-copy/) with a place's facts. The pages get the
 * filled copy through their loader data; only '{phone}', which comes from configuration, is left
 * for the page to fill. A place with no promised response time (responseMinutes null) gets the
 * sentences of noMinutesCopy instead of those that quote minutes.
 */
import { reputation } from '../../data/business.ts';
import { areaPageCopy } from '../../data/location-copy/area-page.ts';
import { cityPageCopy } from '../../data/location-copy/city-page.ts';
import { cityServicePageCopy } from '../../data/location-copy/city-service-page.ts';
import { callBandCopy, noMinutesCopy, reasonsCopy } from '../../data/location-copy/shared.ts';
import { suburbPageCopy } from '../../data/location-copy/suburb-page.ts';
import { fillCopy, fillPlace, type PlaceValues } from '../../shared/text.ts';
import type { PlaceSummary } from './locations.ts';

const callBand = (place: string, minutes: number | null) =>
  minutes === null
    ? { title: fillPlace(callBandCopy.title, { place }), text: noMinutesCopy.callBandText }
    : fillCopy(callBandCopy, { place, minutes });

export function areaCopy(city: PlaceSummary, area: { name: string; postcodes: string[] }, lockoutPrice: string) {
  const minutes = city.responseMinutes;
  const values = { place: area.name, city: city.name, postcodes: area.postcodes.join(', '), minutes: minutes ?? '', lockoutPrice };
  const copy = { ...fillCopy(areaPageCopy, values), callBand: callBand(area.name, minutes) };
  if (minutes !== null) return copy;
  const [emergency, ...work] = copy.work;
  const [speed, ...faqs] = copy.faqs;
  return {
    ...copy,
    description: fillPlace(noMinutesCopy.areaDescription, values),
    claims: [noMinutesCopy.claim, ...copy.claims.slice(1)],
    work: [{ ...emergency!, description: fillPlace(noMinutesCopy.areaEmergency, values) }, ...work],
    faqs: [{ ...speed!, answer: noMinutesCopy.areaFaqAnswer }, ...faqs],
  };
}

/** A city page's words; `years` is the city's own 'serving' figure on dedicated pages, else undefined. */
export function cityCopy(city: PlaceSummary, years: number | undefined) {
  const minutes = city.responseMinutes;
  const values: PlaceValues = { city: city.name, region: city.region, minutes: minutes ?? '', years: years ?? '' };
  const copy = fillCopy(cityPageCopy, values);
  const reasons = fillCopy(reasonsCopy, { place: city.name, minutes: minutes ?? '', years: reputation.yearsTrading });
  return {
    ...copy,
    description: minutes === null ? fillPlace(noMinutesCopy.cityDescription, values) : copy.description,
    claims: { ...copy.claims, response: minutes === null ? noMinutesCopy.claim : copy.claims.response },
    reasons: minutes === null ? [fillCopy(noMinutesCopy.reason, { place: city.name }), ...reasons.slice(1)] : reasons,
    callBand: callBand(city.name, minutes),
  };
}

export function cityServiceCopy(city: PlaceSummary, service: { title: string; summary: string; price: string }) {
  const minutes = city.responseMinutes;
  const values = {
    city: city.name,
    region: city.region,
    minutes: minutes ?? '',
    service: service.title,
    summary: service.summary,
    price: service.price,
    lowerPrice: service.price.toLowerCase(),
  };
  const copy = { ...fillCopy(cityServicePageCopy, values), callBand: callBand(city.name, minutes) };
  if (minutes !== null) return copy;
  return { ...copy, description: fillPlace(noMinutesCopy.serviceDescription, values), claims: [noMinutesCopy.claim, ...copy.claims.slice(1)] };
}

/** Suburbs are all in cities with a team, so their pages always quote the city's minutes. */
export function suburbCopy(city: PlaceSummary, suburb: { name: string; postcode: string; subheading: string }) {
  const minutes = city.responseMinutes;
  if (minutes === null) throw new Error(`${suburb.name} has a suburb page but ${city.name} has no response time (data/business.ts teams)`);
  const values = {
    place: suburb.name,
    city: city.name,
    postcode: suburb.postcode,
    subheading: suburb.subheading,
    minutes,
    reviews: reputation.rating.reviewCount,
  };
  return { ...fillCopy(suburbPageCopy, values), callBand: callBand(suburb.name, minutes) };
}
