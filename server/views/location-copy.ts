/**
 * Fills the location pages' words (data/location-copy/) with a place's facts. The pages get the
 * filled copy through their loader data; only '{phone}', which comes from configuration, is left
 * for the page to fill.
 */
import { areaPageCopy } from '../../data/location-copy/area-page.ts';
import { cityPageCopy } from '../../data/location-copy/city-page.ts';
import { cityServicePageCopy } from '../../data/location-copy/city-service-page.ts';
import { callBandCopy, reasonsCopy } from '../../data/location-copy/shared.ts';
import { SUBURB_RESPONSE_MINUTES, suburbPageCopy } from '../../data/location-copy/suburb-page.ts';
import { suburbRating } from '../../data/reputation.ts';
import { fillCopy } from '../../shared/text.ts';
import type { PlaceSummary } from './locations.ts';

const callBand = (place: string, minutes: number) => fillCopy(callBandCopy, { place, minutes });

/** 'Headingley, Leeds', or 'Leeds City Centre' where the area's name already includes its city. */
function placeInCity(place: string, city: string): string {
  return place.includes(city) ? place : `${place}, ${city}`;
}

export function areaCopy(city: PlaceSummary, area: { name: string; postcodes: string[] }, lockoutPrice: string) {
  const values = {
    place: area.name,
    city: city.name,
    placeInCity: placeInCity(area.name, city.name),
    postcodes: area.postcodes.join(', '),
    minutes: city.responseMinutes,
    lockoutPrice,
  };
  return { ...fillCopy(areaPageCopy, values), callBand: callBand(area.name, city.responseMinutes) };
}

/** 'Leeds, West Yorkshire', or 'Bangor (Gwynedd)' where the page's name already carries its region. */
function cityAndRegion(city: PlaceSummary): string {
  return city.name.includes(city.region) ? city.name : `${city.name}, ${city.region}`;
}

export function cityCopy(city: PlaceSummary, years: number, customers: string | undefined) {
  const values = {
    city: city.name,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: city.responseMinutes,
    years,
    customers: customers ?? '',
  };
  return {
    ...fillCopy(cityPageCopy, values),
    reasons: fillCopy(reasonsCopy, { place: city.name, minutes: city.responseMinutes, years }),
    callBand: callBand(city.name, city.responseMinutes),
  };
}

export function cityServiceCopy(city: PlaceSummary, service: { title: string; summary: string; price: string }) {
  const values = {
    city: city.name,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: city.responseMinutes,
    service: service.title,
    summary: service.summary,
    price: service.price,
    lowerPrice: service.price.toLowerCase(),
  };
  return { ...fillCopy(cityServicePageCopy, values), callBand: callBand(city.name, city.responseMinutes) };
}

export function suburbCopy(city: PlaceSummary, suburb: { name: string; postcode: string; subheading: string }) {
  const values = {
    place: suburb.name,
    city: city.name,
    postcode: suburb.postcode,
    subheading: suburb.subheading,
    minutes: SUBURB_RESPONSE_MINUTES,
    reviews: suburbRating.reviewCount,
  };
  return { ...fillCopy(suburbPageCopy, values), callBand: callBand(suburb.name, SUBURB_RESPONSE_MINUTES) };
}
