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
import { fillCopy, mapStrings, type PlaceValues } from '../../shared/text.ts';
import { tidyArticles } from './place-name.ts';
import type { PlaceSummary } from './locations.ts';

/**
 * Copy whose {city} or {place} is the name as it reads in a sentence ('the City of London'), with
 * each string tidied so it still reads right ('The City of London, …', 'our City of London locksmiths').
 */
function fillSentences<T>(copy: T, values: PlaceValues): T {
  return mapStrings(fillCopy(copy, values), tidyArticles);
}

const callBand = (place: string, minutes: number) => fillSentences(callBandCopy, { place, minutes });

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
  return city.name.includes(city.region) ? city.inSentence : `${city.inSentence}, ${city.region}`;
}

export function cityCopy(city: PlaceSummary, years: number, customers: string | undefined) {
  const values = {
    city: city.inSentence,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: city.responseMinutes,
    years,
    customers: customers ?? '',
  };
  return {
    ...fillSentences(cityPageCopy, values),
    // A title keeps the name as it is: 'Locksmith City of London'.
    titleParts: fillCopy(cityPageCopy.titleParts, { city: city.name }),
    reasons: fillSentences(reasonsCopy, { place: city.inSentence, minutes: city.responseMinutes, years }),
    callBand: callBand(city.inSentence, city.responseMinutes),
  };
}

export function cityServiceCopy(city: PlaceSummary, service: { title: string; summary: string; price: string }) {
  const values = {
    city: city.inSentence,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: city.responseMinutes,
    service: service.title,
    summary: service.summary,
    price: service.price,
    lowerPrice: service.price.toLowerCase(),
  };
  const asIs = { ...values, city: city.name };
  return {
    ...fillSentences(cityServicePageCopy, values),
    // The title and the eyebrow keep the name as it is.
    titleParts: fillCopy(cityServicePageCopy.titleParts, asIs),
    eyebrow: fillCopy(cityServicePageCopy.eyebrow, asIs),
    callBand: callBand(city.inSentence, city.responseMinutes),
  };
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
