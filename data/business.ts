import type { OpeningHours } from '../shared/hours.ts';
import type { Accreditation, PromiseName, ReviewSource } from '../shared/types.ts';

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
 * The schemes and certificates the business holds, each with the body that runs it and the number
 * it gave you, shown on the home page, /about and /services. Leave a scheme out unless you hold it:
 * claiming an approval or a trust mark you do not have is a banned practice (Digital Markets,
 * Competition and Consumers Act 2024, Schedule 20). With none, the pages leave the band out.
 *
 * The four shipped are examples of the kinds docs/product.md §1 names, with made-up numbers: each is
 * marked `sample` and is shown only while the site runs with sample facts, never on a real origin.
 */
export const accreditations: readonly Accreditation[] = [
  {
    title: 'Contractor Health & Safety Scheme',
    description: 'Independently assessed every year for safe working on customer and commercial sites.',
    scheme: 'Example health and safety assessor',
    number: 'SAMPLE-0001',
    icon: 'hard-hat',
    sample: true,
  },
  {
    title: 'ISO 9001 Quality Management',
    description: 'Certified processes for quoting, attending and signing off every job the same way.',
    scheme: 'Example certification body',
    number: 'SAMPLE-0002',
    icon: 'badge-check',
    sample: true,
  },
  {
    title: 'ISO 14001 Environmental Management',
    description: 'Old cylinders and door hardware are recycled, and van routes are planned to cut mileage.',
    scheme: 'Example certification body',
    number: 'SAMPLE-0003',
    icon: 'leaf',
    sample: true,
  },
  {
    title: 'Government-Endorsed Consumer Protection',
    description: 'Members of an approved scheme with vetted trades, a complaints process and deposit protection.',
    scheme: 'Example consumer protection scheme',
    number: 'SAMPLE-0004',
    icon: 'shield-check',
    sample: true,
  },
];

/**
 * Promises the pages make in running text, each a fact the business sets (docs/decisions/067).
 * `held`: whether the business makes it; `sample`: whether it is still the shipped example's. A
 * promise is stated only when held, and a sample one only on the sample site; elsewhere every
 * sentence, list item or card that states it is left out (server/promises.ts finds them by their
 * words, so copy keeps its ordinary wording).
 *
 * - backgroundChecks: every locksmith has a criminal-record check. Pages name the nation's own
 *   scheme: DBS in England and Wales, Disclosure Scotland, AccessNI in Northern Ireland, and
 *   'background-checked' on pages about no one nation.
 * - insured: public liability insurance for every job ('fully insured').
 * - priceMatch: the price-match guarantee, with its terms in data/legal/terms-conditions.ts.
 */
export const promises: Readonly<Record<PromiseName, { held: boolean; sample: boolean }>> = {
  backgroundChecks: { held: true, sample: true },
  insured: { held: true, sample: true },
  priceMatch: { held: true, sample: true },
};

/** How a badge names its scheme and number, under its description. */
export const accreditationReference = '{scheme}, no. {number}';

/*
 * Opening hours. Each is written the same way:
 *
 *   weekly:   one row per set of days that keep the same times, e.g.
 *               { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
 *               { days: ['Saturday'], opens: '09:00', closes: '13:00' },
 *             Times are 24-hour 'HH:MM'; '00:00' to '23:59' means all day. A day named in no row is
 *             closed (here Sunday). A day may appear in one row only.
 *   closures: whole days closed on top of the week, such as bank holidays, e.g.
 *               { date: '2026-12-25', name: 'Christmas Day' },
 *             The date is written year-month-day. A date past can stay or go; pages list only the
 *             ones coming up (docs/decisions/059).
 *
 * The server checks these at start-up and names the field of any mistake, e.g.
 * 'data/business.ts officeOpeningHours.weekly.1.closes must be later than opens (09:00)'.
 */

/**
 * When the phones are answered: the national number and every local number ring the same line.
 * The structured data gives these hours for the business and its emergency numbers, and where the
 * site has no forms it tells visitors them beside the number (docs/decisions/038). Every day, all
 * day, with no closures: the emergency cover. The copy says so in many places ('24 hours a day',
 * '24/7', '365 days a year'); if these hours change or a closure is added, the claims test
 * (test/claims.test.ts) lists every page that still says it, and fails until those sentences are
 * rewritten.
 */
export const phoneLineHours: OpeningHours = {
  weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }],
  closures: [],
};

/**
 * Office hours for planned work, quotes and visits (/contact); the phones keep `phoneLineHours`.
 * Closed on the bank holidays of England and Wales (gov.uk/bank-holidays); add the next year's
 * when gov.uk publishes them.
 */
export const officeOpeningHours: OpeningHours = {
  weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }],
  closures: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-03-29', name: 'Easter Monday' },
    { date: '2027-05-03', name: 'Early May bank holiday' },
    { date: '2027-05-31', name: 'Spring bank holiday' },
    { date: '2027-08-30', name: 'Summer bank holiday' },
    { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
    { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
  ],
};
