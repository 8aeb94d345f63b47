import type { OpeningHours } from '../shared/jsonld.ts';
import type { Accreditation, ReviewSource } from '../shared/types.ts';

/**
 * The business's facts, stated once (docs/product.md §9, docs/decisions/027). Every page that shows
 * a phone number, a response time, the rating, years of service, customers served, an
 * accreditation or the office hours reads it from here; prices live in data/prices.ts. The server
 * checks this file at start-up (server/business-facts.ts) and refuses to start on a contradiction.
 *
 * Everything shipped here is fictitious sample content, so the site can be built and shown before
 * an operator has the real figures. `sample` says so; while it is true, or while the phone numbers
 * are Ofcom's drama ranges or the e-mail is on `.example`, a server running under a real
 * SITE_ORIGIN logs one warning at start-up. Set the real values, then set `sample` to false.
 */

/**
 * The national number: shown on every page of a place without a local number, and on the site's
 * other pages. Non-geographic on purpose (03 numbers cost the same as a landline call from
 * anywhere), so no page tells a visitor in Aberdeen that the business is in London. This is the
 * default of SITE_PHONE, which overrides it. Fictitious: Ofcom's drama range 0306 999 0000-0999.
 */
export const nationalPhone = '0306 999 0321';

/**
 * Local numbers, by place slug (data/cities.ts). Every page of the place (/leeds, /leeds/headingley,
 * /leeds/emergency-lockout) shows it in the header, hero, call bar and footer instead of the
 * national number. Fictitious: Ofcom's drama range for each area code (0113 496 0000-0999 and so on).
 */
export const localPhones: Readonly<Record<string, string>> = {
  birmingham: '0121 496 0412',
  manchester: '0161 496 0387',
  leeds: '0113 496 0254',
  sheffield: '0114 496 0719',
  glasgow: '0141 496 0563',
  edinburgh: '0131 496 0148',
  liverpool: '0151 496 0832',
  bristol: '0117 496 0275',
};

/**
 * Where the business has its own locksmiths, by place slug, with the typical arrival time there
 * in minutes. Every response time on the site comes from this list and one rule
 * (server/views/response-time.ts): a team's own place is promised its minutes; a place within
 * `reach.miles` of a team is promised that team's minutes plus `reach.minutesPer10Miles` for each
 * 10 miles (or part) between them; anywhere further is promised no minutes at all, only an arrival
 * time agreed on the phone.
 */
export const teams: Readonly<Record<string, number>> = {
  london: 30,
  camden: 20,
  birmingham: 25,
  liverpool: 28,
  manchester: 25,
  leeds: 25,
  bradford: 30,
  sheffield: 30,
  glasgow: 20,
  edinburgh: 25,
  bristol: 30,
};

export const reach = { miles: 25, minutesPer10Miles: 10 } as const;

/**
 * Where a straight line misleads about a team's reach (docs/decisions/064), by team and then by
 * place slug (data/cities.ts). The rule measures a straight line from a team to a place; across an
 * estuary or the sea the road can be twice as long, and the team does not reach a place the line
 * says it does. A team may carry:
 * - `roadMiles`: the distance by road to a place, where we are sure of it; the rule uses it
 *   instead of the straight line, for the reach, the minutes and the miles a page states.
 * - `beyondReach`: places it does not reach whatever the straight line says, where we have no
 *   road distance we are sure of. Such a place is promised no minutes, is not called local, and is
 *   told how far the team is in a straight line and that the arrival time is agreed on the phone.
 * Only write a road distance you are sure of; when unsure, list the place as beyond reach.
 */
export const reachExceptions: Readonly<Record<string, { roadMiles?: Readonly<Record<string, number>>; beyondReach?: readonly string[] }>> = {
  // The Severn estuary: Cardiff is 25 miles from Bristol as the crow flies, about 45 by the M4 and
  // the Prince of Wales Bridge. Newport is 20 in a straight line, across the estuary; we have no
  // road distance we are sure of, so it is beyond reach.
  bristol: { roadMiles: { cardiff: 45 }, beyondReach: ['newport'] },
  // The Mersey and the Dee: Chester is reached through the Mersey tunnels and the M53, close to the
  // straight line, but St Asaph and Wrexham lie beyond Chester by road, well past the reach.
  liverpool: { beyondReach: ['st-asaph', 'wrexham'] },
  // The Irish Sea: Northern Ireland is a ferry away from Glasgow, whatever the reach in miles.
  glasgow: { beyondReach: ['armagh', 'bangor-county-down', 'belfast', 'derry', 'lisburn', 'newry'] },
};

/**
 * The longest time any team takes in its own place: what a page about no particular place may
 * promise ('where we have a local team, within N minutes'). Derived, never written out.
 */
export const slowestTeamMinutes = Math.max(...Object.values(teams));

/** The shortest time any team takes in its own place: the other end of a range of team times. */
export const fastestTeamMinutes = Math.min(...Object.values(teams));

/**
 * Reputation, stated once for the whole business. The rating and review count appear as text on
 * every page (never as review markup, docs/decisions/025); no page shows another count. Years of
 * service and customers served are the business's, never repeated per city.
 *
 * The rating names its source (docs/decisions/046): the platform it is read from, the date it was
 * read and a link, or 'collected by us' with a date. The shipped 4.6 from 817 is a sample, shown
 * only while the site runs with sample facts; on a real origin no page states a rating until this
 * names a real source, e.g. { kind: 'platform', platform: 'Google', date: '2025-11-01', url: 'https://…' }.
 *
 * Years trading, customers served and the number of locksmiths say whether they are samples the
 * same way (docs/decisions/049): a sample figure is shown only while the site runs with sample
 * facts, and on a real origin every sentence or box that states it is left out (a city's 'years
 * serving' goes with the years). Enter the business's own figure and set its `sample` to false.
 */
export const reputation: {
  rating: { score: number; outOf: number; reviewCount: number; source: ReviewSource };
  yearsTrading: BusinessFigure<number>;
  customersServed: BusinessFigure<string>;
  locksmiths: BusinessFigure<number>;
} = {
  rating: { score: 4.6, outOf: 5, reviewCount: 817, source: { kind: 'sample' } },
  /** The business began in London this many years ago (/about tells the story). */
  yearsTrading: { value: 18, sample: true },
  customersServed: { value: '15,000', sample: true },
  /** How many locksmiths work with us: /about says 'more than' this. */
  locksmiths: { value: 50, sample: true },
};

/** A figure about the business, and whether it is the shipped sample rather than the business's own. */
export interface BusinessFigure<T> {
  value: T;
  sample: boolean;
}

/**
 * True while the rating, review count, reviews (data/city-reviews.ts, data/city-pages.ts,
 * data/location-records.ts, data/suburbs.ts, data/home.ts, data/services.ts) and the figures above
 * are the shipped samples rather than the business's own. Sample reviews and the sample rating are
 * shown only while the site runs with sample facts: the `.example` origin, or this true with
 * indexing off (a staging copy). The server refuses to start with this false while any review or
 * the rating is still a sample (server/business-facts.ts).
 */
export const sample: boolean = true;

/**
 * The four accreditation kinds of docs/product.md §1. Generic defaults that name no real scheme:
 * the operator replaces titles and descriptions with the schemes the business really holds.
 */
export const accreditations: readonly Accreditation[] = [
  {
    title: 'Contractor Health & Safety Scheme',
    description: 'Independently assessed every year for safe working on customer and commercial sites.',
    icon: 'hard-hat',
  },
  {
    title: 'ISO 9001 Quality Management',
    description: 'Certified processes for quoting, attending and signing off every job the same way.',
    icon: 'badge-check',
  },
  {
    title: 'ISO 14001 Environmental Management',
    description: 'Old cylinders and door hardware are recycled, and van routes are planned to cut mileage.',
    icon: 'leaf',
  },
  {
    title: 'Government-Endorsed Consumer Protection',
    description: 'Members of an approved scheme with vetted trades, a complaints process and deposit protection.',
    icon: 'shield-check',
  },
];

/**
 * When the phones are answered: the national number and every local number ring the same line.
 * The structured data gives these hours for the business and its emergency numbers, and where the
 * site has no forms it tells visitors them beside the number (docs/decisions/038). Every day, all
 * day: the emergency cover. The copy says so in many places ('24 hours a day', '24/7', 'day or
 * night'); if these hours change, the claims test (test/claims.test.ts) lists every page that
 * still says it, and fails until those sentences are rewritten.
 */
export const phoneLineHours: OpeningHours = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
};

/** Office hours for planned work, quotes and visits (/contact); the phones keep `phoneLineHours`. */
export const officeOpeningHours: OpeningHours = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:30',
};
