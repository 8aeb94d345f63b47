/**
 * Fills the location pages' words (data/location-copy/) with a place's facts, read from the page's
 * resolved place (place.ts) and never looked up again. The pages get the filled copy through their
 * loader data; only '{phone}', which comes from configuration, is left
 * for the page to fill. A place with no promised response time (responseMinutes null) gets the
 * sentences of noMinutesCopy instead of those that quote minutes, and each sentence given in two
 * wordings by reach (shared/reach.ts) gets the one wordsForReach picks for the place's team.
 */
import { areaPageCopy, districtCopy } from '../../data/location-copy/area-page.ts';
import { cityPageCopy } from '../../data/location-copy/city-page.ts';
import { cityServicePageCopy } from '../../data/location-copy/city-service-page.ts';
import { callBandCopy, noMinutesCopy, reasonsCopy } from '../../data/location-copy/shared.ts';
import { suburbPageCopy } from '../../data/location-copy/suburb-page.ts';
import { fillCopy, fillPlace, mapStrings, type PlaceValues, stableIndex, withoutSentences } from '../../shared/text.ts';
import type { PlaceWords } from '../../shared/reach.ts';
import type { Review, SuburbPage } from '../../shared/types.ts';
import { factSlots } from './fact-slots.ts';
import { nameInSentence, tidyArticles } from './place-name.ts';
import type { CityService } from '../../data/city-services.ts';
import { districtName, districtSlug, type LondonDistrict } from '../../data/london-districts.ts';
import type { AreaMatch } from './place-lookup.ts';
import type { Place } from './place.ts';
import { checkedBadge, checkedBefore, vettedClaim } from './promise-words.ts';
import { wordsForReach } from './response-time.ts';

/**
 * The words every location page says about when we answer, filled from the phone line's hours
 * (shared/hours.ts hoursSlots): '24/7', ', day or night' and the like only while it is open round
 * the clock. Every builder below fills them with the place's own values.
 */
const hours = factSlots;

/** The check slots of a place's words: {checked} ('DBS-checked ' or nothing) and {checkedLocksmiths} ('DBS-checked locksmiths' or 'Locksmiths'). */
function checkSlots(place: Place) {
  const checked = checkedBefore(place.made, place.nation);
  return { checked, checkedLocksmiths: checked ? `${checked}locksmiths` : 'Locksmiths' };
}

/**
 * Copy whose {city} or {place} is the name as it reads in a sentence ('the City of London'), with
 * each string tidied so it still reads right ('The City of London, …', 'our City of London locksmiths').
 */
function fillSentences<T>(copy: T, values: PlaceValues): T {
  return mapStrings(fillCopy(copy, values), tidyArticles);
}

const callBand = (place: string, minutes: number | null) =>
  minutes === null
    ? { title: tidyArticles(fillPlace(callBandCopy.title, { place })), text: fillPlace(noMinutesCopy.callBandText, hours) }
    : fillSentences(callBandCopy, { ...hours, place, minutes });

/** 'Headingley, Leeds', or 'Leeds City Centre' where the area's name already includes its city. */
function placeInCity(place: string, city: string): string {
  return place.includes(city) ? place : `${place}, ${city}`;
}

/**
 * The place as an address reads: 'Headingley, Leeds LS6' where it has one postcode district that
 * its name does not already carry ('E1 Whitechapel, London'); a list of postcodes is left to the
 * labelled list, never run into the sentence or put in brackets after the name.
 */
function placeAndPostcode(place: string, city: string, postcodes: readonly string[]): string {
  const name = placeInCity(place, city);
  return postcodes.length === 1 && !place.includes(postcodes[0]!) ? `${name} ${postcodes[0]}` : name;
}

/** An area or London district page's words: `city` is the page's place, `area` names the part of it the page is about. */
export function areaCopy(city: Place, area: { name: string }) {
  const minutes = city.responseMinutes;
  const values = {
    ...hours,
    ...checkSlots(city),
    place: area.name,
    city: city.name,
    placeInCity: placeInCity(area.name, city.name),
    placeAndPostcode: placeAndPostcode(area.name, city.name, city.districts),
    postcodes: city.districts.join(', '),
    minutes: minutes ?? '',
    lockoutPrice: city.prices.of('lockout').price.toLowerCase(),
  };
  const filled = fillCopy(areaPageCopy, values);
  const copy = { ...filled, lead: wordsForReach(city.team, filled.lead), callBand: callBand(area.name, minutes) };
  if (minutes !== null) return copy;
  const [emergency, ...work] = copy.work;
  const [speed, ...faqs] = copy.faqs;
  return {
    ...copy,
    description: fillPlace(noMinutesCopy.areaDescription, values),
    claims: [noMinutesCopy.claim, ...copy.claims.slice(1)],
    work: [{ ...emergency!, description: fillPlace(noMinutesCopy.areaEmergency, values) }, ...work],
    faqs: [{ ...speed!, answer: fillPlace(noMinutesCopy.areaFaqAnswer, values) }, ...faqs],
  };
}

/** 'Leeds, West Yorkshire', or 'Bangor, Gwynedd' where the page's name already carries its region. */
function cityAndRegion(city: Place): string {
  return city.name.includes(city.region) ? city.inSentence : `${city.inSentence}, ${city.region}`;
}

/**
 * A city page's words; `years` is the city's own 'serving' figure on dedicated pages, else
 * undefined; `businessYears` the business's years trading, or null where the page may not state
 * them (docs/decisions/049): then the reason that states them is left out.
 */
export function cityCopy(city: Place, years: number | undefined, businessYears: number | null) {
  const minutes = city.responseMinutes;
  const values: PlaceValues = {
    ...hours,
    city: city.inSentence,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: minutes ?? '',
    years: years ?? '',
  };
  const copy = fillSentences(cityPageCopy, values);
  const statedReasons =
    businessYears === null ? reasonsCopy.filter((reason) => !`${reason.title} ${reason.description}`.includes('{years}')) : reasonsCopy;
  const reasons = fillSentences(statedReasons, { ...hours, place: city.inSentence, minutes: minutes ?? '', years: businessYears ?? '' });
  return {
    ...copy,
    introTitle: wordsForReach(city.team, copy.introTitle),
    // A title keeps the name as it is: 'Locksmith City of London'.
    titleParts: fillCopy(cityPageCopy.titleParts, { ...hours, city: city.name }),
    description: minutes === null ? tidyArticles(fillPlace(noMinutesCopy.cityDescription, values)) : copy.description,
    // The promises the business makes, in the nation's words; null (and left out) where it makes neither.
    claims: { ...copy.claims, response: minutes === null ? noMinutesCopy.claim : copy.claims.response, vetted: vettedClaim(city.made, city.nation) },
    reasons: minutes === null ? [fillSentences(noMinutesCopy.reason, { ...hours, place: city.inSentence }), ...reasons.slice(1)] : reasons,
    callBand: callBand(city.inSentence, minutes),
  };
}

/**
 * A local service's price as a clause: 'Yale lock from £75', a 'from' price with the job it is for;
 * the price alone where that job is the service itself ('from £75' on Emergency Lockout, never
 * 'Emergency Lockout: Emergency lockout from £75'); words as a clause writes them ('free survey').
 */
function pricedAsWords(serviceTitle: string, price: string, pricedJob: string | null): string {
  const lowered = `${price.charAt(0).toLowerCase()}${price.slice(1)}`;
  return pricedJob && pricedJob.toLowerCase() !== serviceTitle.toLowerCase() ? `${pricedJob} ${lowered}` : lowered;
}

export function cityServiceCopy(city: Place, service: CityService) {
  const minutes = city.responseMinutes;
  const { price, pricedJob } = city.services.find((s) => s.slug === service.slug)!;
  const values = {
    ...hours,
    city: city.inSentence,
    region: city.region,
    cityAndRegion: cityAndRegion(city),
    minutes: minutes ?? '',
    service: service.title,
    summary: wordsForReach(city.team, service.summary),
    pricedAs: pricedAsWords(service.title, price, pricedJob),
  };
  const asIs = { ...values, city: city.name };
  const copy = {
    ...fillSentences(cityServicePageCopy, values),
    // The title and the eyebrow keep the name as it is.
    titleParts: fillCopy(cityServicePageCopy.titleParts, asIs),
    // 'Leeds · West Yorkshire', but 'Bangor, Gwynedd' alone: its name already says the region.
    eyebrow: city.name.includes(city.region) ? city.name : fillCopy(cityServicePageCopy.eyebrow, asIs),
    callBand: callBand(city.inSentence, minutes),
  };
  if (minutes !== null) return copy;
  return {
    ...copy,
    description: tidyArticles(fillPlace(noMinutesCopy.serviceDescription, values)),
    claims: [noMinutesCopy.claim, ...copy.claims.slice(1)],
  };
}

/**
 * A suburb page's words. Its words name the suburb's own postcode. Where a team reaches its city
 * they quote the city's minutes; where none does (another business's teams), the description,
 * the side card and the badge say the arrival time is agreed on the phone instead. `businessYears`:
 * the business's years trading, or null where the page may not state them, and the badge that
 * would is left out (docs/decisions/049).
 */
export function suburbCopy(city: Place, suburb: { name: string; subheading: PlaceWords }, businessYears: number | null) {
  const minutes = city.responseMinutes;
  const values = {
    ...hours,
    place: suburb.name,
    city: city.name,
    postcode: city.districts[0]!,
    subheading: fillPlace(wordsForReach(city.team, suburb.subheading), hours),
    minutes: minutes ?? '',
    years: businessYears ?? '',
  };
  const copy = fillCopy(suburbPageCopy, values);
  const { experience, ...badges } = copy.badges;
  const withYears = {
    ...badges,
    // The check's badge in the nation's words, left out where no check is promised.
    vetted: checkedBadge(city.made, city.nation) ?? undefined,
    experience: businessYears === null ? undefined : experience,
  };
  const shared = { callBand: callBand(suburb.name, minutes) };
  if (minutes !== null) return { ...copy, badges: withYears, ...shared };
  return {
    ...copy,
    description: fillPlace(noMinutesCopy.suburbDescription, values),
    sideNote: noMinutesCopy.claim,
    badges: { ...withYears, response: noMinutesCopy.claim },
    ...shared,
  };
}

/**
 * A suburb page's written words (data/suburbs.ts), their slots filled from the facts: {minutes}
 * from the one rule, the hours slots (', day or night' and the like) only while the phones are
 * answered round the clock, and the subheading in its wording for the city's reach. Where no team
 * reaches the city, each sentence that would state minutes is left out: the sentences are written
 * so that the minutes stand alone in theirs.
 */
function suburbWords(place: Place, suburb: SuburbPage): Omit<SuburbPage, 'subheading'> & { subheading: string; reviews: Review[] } {
  const minutes = place.responseMinutes;
  const chosen = { ...suburb, subheading: wordsForReach(place.team, suburb.subheading) };
  const words = minutes === null ? mapStrings(chosen, (text) => (text.includes('{minutes}') ? withoutSentences(text, ['{minutes}']) : text)) : chosen;
  return fillCopy({ ...words, reviews: place.reviews }, { ...hours, minutes: minutes ?? '' });
}

/**
 * The page /{city}/{area} that `match` names, with its words filled from the page's place: a
 * service page's heading and intro, a suburb's written words, a London district's description.
 * `businessYears`: the business's years trading, or null where the page may not state them
 * (docs/decisions/049).
 */
export function areaPageWords(place: Place, match: AreaMatch, businessYears: number | null) {
  switch (match.kind) {
    case 'service':
      return {
        ...match,
        // The page's name for the city as it reads in a sentence: 'Bangor, Gwynedd' where two
        // cities share a name, 'the City of London'.
        heading: tidyArticles(fillPlace(match.service.heading, place.inSentence)),
        intro: match.service.intro.map((p) => tidyArticles(fillPlace(p, place.inSentence))),
        copy: cityServiceCopy(place, match.service),
      };
    case 'suburb':
      return {
        ...match,
        suburb: suburbWords(place, match.suburb),
        copy: suburbCopy(place, match.suburb, businessYears),
      };
    case 'district': {
      const area = districtArea(place, match.district);
      return { ...match, area, copy: areaCopy(place, area) };
    }
    case 'area':
      return { ...match, copy: areaCopy(place, match.area) };
  }
}

/** 'Hackney', 'Hackney and Islington', 'Hackney, Islington and the City of London'; with 'or', any one of them. */
function listOf(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}` : (names[0] ?? '');
}

/** A London district as its page presents it: its name, postcode, boroughs and a description in words picked by its code. */
function districtArea(place: Place, d: LondonDistrict) {
  const places = [d.place, ...d.localities];
  const values = { district: districtName(d), code: d.code };
  const { descriptions } = districtCopy;
  // Only a team within reach works there: the words for the district's reach (shared/reach.ts).
  const description = fillPlace(wordsForReach(place.team, descriptions[stableIndex(d.code, descriptions.length)]!), {
    ...hours,
    ...values,
    team: place.team ? nameInSentence(place.team.name) : '',
    where: listOf(places),
    whereAny: listOf(places, 'or'),
  });
  // One paragraph: the boroughs sentence names the district, so it reads on from any description.
  const boroughText = d.boroughs.length ? fillPlace(districtCopy.boroughs, { ...values, boroughs: listOf(d.boroughs.map(nameInSentence)) }) : '';
  return {
    slug: districtSlug(d),
    name: districtName(d),
    postcodes: [...place.districts],
    description: [[description, boroughText].filter(Boolean).join(' ')],
    boroughs: d.boroughs,
  };
}
