import type { ReachWords } from '../../shared/reach.ts';

/**
 * Words of a /{city} page, generic or dedicated. Placeholders: {city}, {region}, {cityAndRegion}
 * (as on the local service pages, data/location-copy/city-service-page.ts), {minutes} (response
 * time), {years} (years serving the city, dedicated pages only); {phone} is filled by the page.
 */
export const cityPageCopy = {
  titleParts: ['Locksmith {city}', '{allHours}Emergency Service'],
  description:
    '{openLocksmith} in {cityAndRegion}: lockouts, lock changes and uPVC repairs, usually in about {minutes} minutes. {Checked}. Call {phone}.',
  eyebrow: '{region} · {allHours}locksmiths',
  heading: 'Locksmith in {city}',
  /** The heading of the ten cities with their own page data. */
  dedicatedHeading: '{city} Locksmith',
  /** The fact box's status of a town (data/cities.ts `kind: 'town'`), which has no city status to show. */
  townStatus: 'Town',
  lead: 'Emergency and planned locksmith work across {city}, from lockouts and lost keys to anti-snap upgrades and uPVC repairs.',
  claims: {
    response: 'Response in about {minutes} minutes',
    serving: 'Serving {city} for {years} years',
  },
  /** Local only where a team reaches the city (shared/reach.ts, docs/decisions/064). */
  introTitle: {
    local: 'Your local locksmith in {city}',
    withinReach: 'Locksmith help in {city}',
    beyondReach: 'Locksmith help in {city}',
  } satisfies ReachWords,
  /** Around the featured area's link: 'Featured area: Manor Park (S2), where we have …'. */
  featuredArea: { before: 'Featured area: ', after: ', which has a local page of its own with prices.' },
  servicesTitle: 'Locksmith services in {city}',
  alsoIn: 'Also in {city}:',
  whyTitle: 'Why {city} chooses us',
  pricesTitle: '{city} prices and hours',
  /** The same section on a dedicated page the price data has no table for: the hours only. */
  hoursTitle: 'Opening hours in {city}',
  priceCaption: '{city} locksmith prices',
  areasTitle: 'Areas we cover in {city}',
  areasIntro: 'Each local page gives the postcodes, prices and common questions for that part of {city}.',
  alsoCover: 'We also cover:',
  districtsTitle: 'London postal districts',
  districtsIntro: 'A local page for every district of the E, EC, N, NW, SE, SW, W and WC postcode areas.',
  reviewsTitle: 'What customers in {city} say',
  nearbyTitle: 'Locksmiths near {city}',
  nearbyIntro: 'Other places near {city} with a page of their own, nearest first, with their distance as the crow flies.',
};

/**
 * The intro of a city without written page copy: one opening and one fact sentence, picked by
 * place so no two pages read as the same text with the name swapped. Also {population}, {year}
 * (of the population figure), {status} and {neighbours}.
 */
export const genericCityCopy = {
  openings: [
    'Need a locksmith in {city}? Our locksmiths answer the phone{dayAndNight} and usually reach {city} addresses in around {minutes} minutes.',
    'From late-night lockouts to planned lock upgrades, we look after homes, landlords and businesses across {city}, with a typical arrival time of about {minutes} minutes.',
    'Locked out in {city}, or need a lock changed today? One of our locksmiths can usually be with you in around {minutes} minutes{commaAtAnyHour}, anywhere in {city}.',
  ],
  facts: [
    '{city}, {status}, is home to about {population} people ({year}).',
    'Around {population} people live in {city} ({year}).',
    '{city} is home to roughly {population} people ({year}).',
  ],
  /** Where the figure counts a larger area than the place (data/cities.ts `populationArea`); {area} names it. */
  factsForArea: 'About {population} people live in {area}, which includes {city} ({year}).',
  /**
   * Where the place's team is (server/views/response-time.ts), after the facts. {team}: the team's
   * place; {away}: how far it is, `away` or `awayByRoad` filled with {miles} ('12 miles'). A team
   * covers a place only within the reach.
   */
  team: {
    own: '{city} has its own team of our locksmiths.',
    /** A team near enough to promise its own time (Westminster, from London). */
    covers: 'Our {team} team covers {city}.',
    near: 'Our nearest team is in {team}, {away}.',
    far: 'Our nearest team is in {team}, {away}, so we agree an arrival time when you call.',
    /** Every distance says what it measures: a straight line unless the facts give the road. */
    away: '{miles} away as the crow flies',
    /** Where the distance is by road: the business file's, else the estimate (docs/decisions/084). */
    awayByRoad: 'about {miles} away by road',
    /** Where the facts list the place as beyond the team's reach, or only a ferry joins them: the miles are a straight line. */
    awayInALine: '{miles} away as the crow flies',
  },
  /**
   * The city's status (data/cities.ts, e.g. 'City (1345)') as words that fit mid-sentence:
   * '{city}, a city since 1345, is home to …'. {year}: the year the status names; {basis}:
   * 'prescription' or 'usage'; {region}: the place's region. `town` is said of a town
   * (data/cities.ts `kind: 'town'`), never a city phrase; `other` stands in for a status none of
   * the patterns in server/views/city-view.ts recognises.
   */
  statusPhrases: {
    granted: 'a city since {year}',
    restored: 'a city again since {year}',
    charter: 'a city since its charter of {year}',
    ancient: 'a city by ancient {basis}',
    ancientConfirmed: 'a city by ancient {basis}, confirmed in {year}',
    immemorial: 'a city since time immemorial',
    immemorialConfirmed: 'a city since time immemorial, confirmed in {year}',
    capital: 'the capital',
    londonBorough: 'a London borough',
    town: 'a town in {region}',
    other: 'one of the places we cover',
  },
  /**
   * For a place the data gives no description of (a town just added): true of any place an owner
   * serves, so it claims nothing about the place itself.
   */
  description: '{city}, in {region}, is one of the places our locksmiths cover.',
};
