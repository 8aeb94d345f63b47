import type { OpeningHours } from '../shared/hours.ts';
import type { Accreditation, ExpertAnswer, ManagerProfile, PromiseName, Review, ReviewSource, Technician } from '../shared/types.ts';

import { businessFacts } from '../server/business/file.ts';

/**
 * The business's facts (docs/product.md §9, docs/decisions/027, 072), as the pages read them: every
 * page that shows a phone number, a response time, the rating, years of service, customers served,
 * an accreditation, a promise or the hours reads it from here; prices are in data/prices.ts.
 *
 * The facts themselves are not written here but in the business file, data/business.yaml (or the
 * file the setting BUSINESS_FILE names), which an owner edits: server/business/file.ts reads it
 * once, checks it against one schema and refuses a mistake with the file, line and field named.
 * Each export below says what it is; the file's comments say how to write it.
 */
const facts = businessFacts();

/** True while anything in the business file is still the shipped sample (its reviews, rating and figures). */
export const sample: boolean = facts.sample;

/** The trading name, e-mail and office address: the defaults of SITE_NAME, SITE_EMAIL and SITE_ADDRESS (data/site-defaults.ts). */
export const brand = { name: facts.name, email: facts.email, address: facts.address } as const;

/**
 * The national number: shown on every page of a place without a local number, and on the site's
 * other pages; the default of SITE_PHONE, which overrides it.
 */
export const nationalPhone: string = facts.nationalPhone;

/** Local numbers, by place slug (data/cities.ts), shown on every page of the place instead of the national number. */
export const localPhones: Readonly<Record<string, string>> = facts.localPhones;

/**
 * Where the business has its own locksmiths, by place slug, with the typical arrival time there
 * in minutes. Every response time on the site comes from this list and one rule
 * (server/views/response-time.ts): a team's own place is promised its minutes; a place within
 * `reach.miles` of a team is promised that team's minutes plus `reach.minutesPer10Miles` for each
 * 10 miles (or part) between them; anywhere further is promised no minutes at all.
 */
export const teams: Readonly<Record<string, number>> = facts.teams;

/**
 * The team the home page speaks of: its place (a slug of data/cities.ts) and its minutes. The
 * business file's `homeTeam`, or the first team it lists.
 */
export const homePlace: { readonly slug: string; readonly minutes: number } = (() => {
  const slug = facts.homeTeam ?? Object.keys(facts.teams)[0]!;
  return { slug, minutes: facts.teams[slug]! };
})();

/**
 * The places the business serves (docs/decisions/073): 'UK', or the nations, regions and place
 * slugs the business file lists. Only they get pages (server/views/served-places.ts).
 */
export const serves: 'UK' | readonly string[] = facts.serves;

export const reach: { readonly miles: number; readonly minutesPer10Miles: number } = facts.reach;

/**
 * Where a straight line misleads about a team's reach (docs/decisions/064), by team and then by
 * place slug: `roadMiles` the distance by road, used instead of the straight line; `beyondReach`
 * places the team does not reach whatever the straight line says.
 */
export const reachExceptions: Readonly<Record<string, { roadMiles?: Readonly<Record<string, number>>; beyondReach?: readonly string[] }>> =
  facts.reachExceptions;

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
} = facts.reputation as typeof reputation;

/**
 * Years the business has served a place, by place slug: its /{city} page says 'Serving {city} for
 * N years' where the business's years trading may be shown. None exceeds `reputation.yearsTrading`.
 */
export const yearsServing: Readonly<Record<string, number>> = facts.yearsServing;

/**
 * Reviews (docs/decisions/046), each with its source: a place's by place slug, a suburb page's
 * own under 'city/suburb' (shown on that place's pages, in this order); the home page's and the
 * directory's (`homeReviews`), and the one on /services. Sample ones are shown only on the sample site.
 */
export const placeReviews: Readonly<Record<string, readonly Review[]>> = facts.reviews;
export const homeReviews: readonly Review[] = facts.homeReviews;
export const servicesReview: Review | undefined = facts.servicesReview;

/** How soon a written question is usually answered ('24 to 48 hours'), or undefined where no page names a time. */
export const questionsAnsweredWithin: string | undefined = facts.questionsAnsweredWithin;

/**
 * The business's own story (/about), people (the home page's technicians, /about's managers) and
 * answers (/ask-the-expert), each optional; the shipped ones are marked `sample`.
 */
export const story: { sample: boolean; lead: string; paragraphs: readonly string[] } | undefined = facts.story;
export const technicians: readonly Technician[] = facts.technicians;
export const managers: readonly ManagerProfile[] = facts.managers;
export const expertAnswers: readonly ExpertAnswer[] = facts.expertAnswers;

/** A figure about the business, and whether it is the shipped sample rather than the business's own. */
export interface BusinessFigure<T> {
  value: T;
  sample: boolean;
}

/**
 * The schemes and certificates the business holds, each with the body that runs it and the number
 * it gave you, shown on the home page, /about and /services. Leave a scheme out unless you hold it:
 * claiming an approval or a trust mark you do not have is a banned practice (Digital Markets,
 * Competition and Consumers Act 2024, Schedule 20). With none, the pages leave the band out.
 *
 * The four shipped are examples of the kinds docs/product.md §1 names, with made-up numbers: each is
 * marked `sample` and is shown only while the site runs with sample facts, never on a real origin.
 */
export const accreditations: readonly Accreditation[] = facts.accreditations;

/**
 * Promises the pages make in running text, each a fact the business sets (docs/decisions/067).
 * `held`: whether the business makes it; `sample`: whether it is still the shipped example's. A
 * promise is stated only when held, and a sample one only on the sample site; elsewhere every
 * sentence, list item or card that states it is left out (server/business/promises.ts finds them by their
 * words, so copy keeps its ordinary wording).
 *
 * - backgroundChecks: every locksmith has a criminal-record check. Pages name the nation's own
 *   scheme: DBS in England and Wales, Disclosure Scotland, AccessNI in Northern Ireland, and
 *   'background-checked' on pages about no one nation.
 * - insured: public liability insurance for every job ('fully insured').
 * - priceMatch: the price-match guarantee, with its terms in data/legal/terms-conditions.ts.
 */
export const promises: Readonly<Record<PromiseName, { held: boolean; sample: boolean }>> = facts.promises;

/** How a badge names its scheme and number, under its description. */
export const accreditationReference = '{scheme}, no. {number}';

/**
 * When the phones are answered: the national number and every local number ring the same line.
 * The structured data gives these hours for the business and its emergency numbers. Every day, all
 * day, with no closures, is the emergency cover the copy states ('24 hours a day', '24/7', '365
 * days a year'); other hours change those claims (test/claims.test.ts lists any page that would
 * still say them). Closures kept every year come dated (server/business/file.ts).
 */
export const phoneLineHours: OpeningHours = facts.phoneLineHours;

/** Office hours for planned work, quotes and visits (/contact); the phones keep `phoneLineHours`. */
export const officeOpeningHours: OpeningHours = facts.officeOpeningHours;
