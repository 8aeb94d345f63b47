import type { IconPoint } from '../../shared/types.ts';

/** The closing band of every location page. {place}: the page's place; {minutes}: its response time (see noMinutesCopy). */
export const callBandCopy = {
  title: 'Need a locksmith in {place} now?',
  // No minutes here: the page states its arrival time above, once is enough (issue 33).
  text: 'Call for a free quote and an arrival time from our nearest locksmith{dayOrNight}.',
};

/**
 * The four reasons of a city page. {place}, {minutes} (response time) and {years} (the business's
 * years of trading, data/business.ts: stated for the business, never per place).
 */
export const reasonsCopy: IconPoint[] = [
  { icon: 'clock', title: 'Around {minutes} minutes', description: 'Typical arrival time across {place}{dayOrNight}{allYear}.' },
  { icon: 'shield-check', title: '{Checked} and {insuredShort}', description: 'Every locksmith carries photo ID and full {liabilityInsurance}.' },
  {
    icon: 'pound',
    title: 'Price agreed first',
    description: 'A free quote by phone, no hidden fees and no surge pricing. We match a written quote for the same work under our {priceMatch}.',
  },
  {
    icon: 'badge-check',
    title: "{years} years' experience",
    description: 'Our own trained locksmiths, in business for {years} years.',
  },
];

/**
 * For a place no team is near enough to promise minutes to (server/views/response-time.ts): these
 * replace every sentence of its pages that would quote them. Placeholders as in the copy they replace.
 */
export const noMinutesCopy = {
  claim: 'Arrival time agreed when you call',
  reason: {
    icon: 'clock',
    title: 'Arrival time agreed first',
    description: 'Before you book, we tell you honestly how long our nearest locksmith will take to reach {place}.',
  } satisfies IconPoint,
  callBandText: 'Call for a free quote and an honest arrival time from our nearest locksmith{dayOrNight}.',
  cityDescription:
    '{openLocksmith} in {cityAndRegion}: lockouts, lock changes and uPVC repairs, with an arrival time agreed when you call. {Checked}. Call {phone}.',
  cityOpenings: [
    'Need a locksmith in {city}? Our locksmiths answer the phone{dayAndNight} and tell you honestly how long it will take to reach {city} before you book.',
    'From late-night lockouts to planned lock upgrades, we look after homes, landlords and businesses in {city}, with an arrival time agreed on the phone.',
    'Locked out in {city}, or need a lock changed? Call{atAnyHour} and we give you a price and an honest arrival time from our nearest locksmith.',
  ],
  areaDescription: '{openLocksmith} in {placeAndPostcode}: lockouts {lockoutPrice}, lock changes and uPVC repairs. Call {phone}.',
  areaEmergency:
    'Locked out, lost keys or a lock that has failed overnight? We answer {whenWeAnswer}, tell you honestly how long our nearest locksmith will take to reach {place}, and open most doors without damage.',
  areaFaqAnswer: 'We give you an honest arrival time when you call, based on where our nearest locksmith is{atAnyTime}.',
  serviceDescription: '{service} in {cityAndRegion}: {pricedAs}, with an arrival time agreed when you call. {summary} Call {phone}.',
  suburbDescription: '{subheading} Locksmiths in {place} {postcode}, {city}, with an arrival time agreed when you call. Call {phone}.',
};

/**
 * Place names that take 'the' inside a sentence: 'a locksmith in the City of London', but
 * 'City of London' alone in titles, labels and breadcrumbs (server/views/place-name.ts).
 */
export const namesWithArticle: Readonly<Record<string, string>> = {
  'City of London': 'the City of London',
};
