/**
 * The business file's schema (data/business.yaml, docs/decisions/072): one zod schema that checks
 * the file as an owner writes it, names the field of every mistake, and is turned into the JSON
 * Schema that `npm run business -- schema` prints for editors. Checks that need more than one
 * field of another file (a job a local service page quotes, a city's years) stay in
 * server/business/business-facts.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cities } from '../../data/cities.ts';
import { suburbs } from '../../data/suburbs.ts';
import { WEEK } from '../../shared/hours.ts';
import { iconSources } from '../../shared/icons.ts';
import { parsePrice } from '../../shared/prices.ts';
import type { ReviewSource } from '../../shared/types.ts';
import { businessPhoneProblem } from './business-phone.ts';
import { servableNames, servesPlace } from './served.ts';

/** Every job a price row may price: the site's name for it, which pages look prices up by. */
const JOBS = [
  'lockout',
  'lock-change',
  'lock-repair',
  'key-cutting',
  'spare-key',
  'upvc-mechanism',
  'upvc-lock',
  'anti-snap',
  'euro-cylinder',
  'mortice-lock',
  'yale-lock',
  'window-lock',
  'key-extraction',
  'smart-lock',
  'safe-opening',
  'garage-lock',
  'patio-lock',
  'whole-home',
  'mortice-rim-opening',
  'boarding-up',
  'business-lockout',
  'commercial-locks',
  'access-control',
  'master-key',
  'car-lockout',
  'car-key',
  'transponder-key',
  'ignition-repair',
] as const;
export type Job = (typeof JOBS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const citySlugs = new Set(cities.map((c) => c.slug));
const knownPlace = z.string().refine((slug) => citySlugs.has(slug), 'is not a place in data/cities.ts');
const servable = servableNames(cities);
/** What the business serves: 'UK', or a list of nations, regions and place slugs. */
const serves = z.union([
  z.literal('UK'),
  z
    .array(
      z.string().refine((name) => servable.has(name), {
        message: "is not a nation, a region or a place slug of data/cities.ts (e.g. 'Wales', 'West Yorkshire', 'leeds')",
      }),
    )
    .min(1, "must name at least one nation, region or place, or be 'UK'"),
]);
const words = (min: number, message: string) => z.string().trim().min(min, message);
const digits = (phone: string) => phone.replace(/ /g, '');

const ukNumber = z.string().superRefine((v, ctx) => {
  if (!/^0\d{9,10}$/.test(digits(v))) {
    ctx.addIssue({ code: 'custom', message: 'must be a UK number of 10 or 11 digits starting with 0' });
    return;
  }
  const problem = businessPhoneProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const priceText = z.string().superRefine((v, ctx) => {
  if (parsePrice(v) === null) {
    ctx.addIssue({
      code: 'custom',
      message: `"${v}" is not a price: write it like 'From £75', '£60-£90' (low to high), '£99', '£10 each', 'From £39 per hour' or 'From £95 plus labour'`,
    });
  }
});

const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a 24-hour time such as '09:00'");

/** One row of a week: its days open from `opens` to `closes`. */
const hoursRow = z
  .strictObject({ days: z.array(z.enum(WEEK)).min(1, 'must name at least one day'), opens: clock, closes: clock })
  .superRefine((row, ctx) => {
    if (row.opens >= row.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: `must be later than opens (${row.opens})` });
  });

/** Whether 'YYYY-MM-DD' names a day of the calendar: the date read back gives the same year, month and day. */
function isRealDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const [year, month, day] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real calendar date written year-month-day: '2027-02-30' and '2027-2-3' are refused. */
const isoDate = z.string().refine(isRealDate, { message: "must be a real date written year-month-day, e.g. '2026-12-25'" });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '25 December' as month and day, or null: a day every year has (29 February is refused: most years lack it). */
export function dayOfYear(v: string): { month: number; day: number } | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]+)$/.exec(v.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) + 1;
  const day = Number(match[1]);
  if (month === 0 || day < 1) return null;
  const daysIn = new Date(Date.UTC(2027, month, 0)).getUTCDate();
  return day <= daysIn ? { month, day } : null;
}

const closure = z
  .strictObject({
    date: isoDate.optional(),
    every: z
      .string()
      .refine((v) => dayOfYear(v) !== null, "must be a day and month closed every year, e.g. '25 December'")
      .optional(),
    name: words(1, 'must say what the day is'),
  })
  .superRefine((c, ctx) => {
    if ((c.date === undefined) === (c.every === undefined)) {
      ctx.addIssue({ code: 'custom', message: "needs either a date ('2026-12-28') or every ('25 December'), not both" });
    }
  });

/** A day in a second row is named at that row: 'weekly.1.days names Friday, already in row 0'. */
function eachDayOnce(rows: readonly { days: readonly string[] }[], ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    for (const day of row.days) {
      const earlier = seen.get(day);
      if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: [index, 'days'], message: `names ${day}, already in row ${earlier}` });
      else seen.set(day, index);
    }
  }
}

/** A date listed again is named at its second entry: 'closures.1.date lists 2026-12-25 twice'. */
function eachDateOnce(closures: readonly { date?: string | undefined; every?: string | undefined }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const [index, c] of closures.entries()) {
    const key = c.date ?? (c.every && `every ${c.every.trim()}`);
    if (!key) continue;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [index, c.date ? 'date' : 'every'], message: `lists ${key.replace('every ', '')} twice` });
    seen.add(key);
  }
}

/**
 * Hours a page states in words (shared/hours.ts) and the structured data publishes: at least one
 * row, each day in one row only (two rows would give it two sets of times), each date closed once.
 */
const openingHours = z.strictObject({
  weekly: z.array(hoursRow).min(1, 'must have at least one row of days and times').superRefine(eachDayOnce),
  closures: z.array(closure).superRefine(eachDateOnce),
});

/** No job priced twice in one list: a list with two lockout prices would put both on one page. */
const priceList = z
  .array(z.strictObject({ job: z.enum(JOBS), service: words(2, 'must say what the job is'), price: priceText }))
  .refine((rows) => new Set(rows.map((r) => r.job)).size === rows.length, 'prices a job twice');

const reviewSource = z
  .strictObject({
    kind: z.enum(['platform', 'collected', 'sample']),
    platform: z.string().optional(),
    date: z.string().optional(),
    url: z.string().optional(),
  })
  .superRefine((source, ctx) => {
    const problem = reviewSourceProblem(source);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // Checked above: the fields each kind needs are there.
  .transform((source) => source as ReviewSource);

/** What is wrong with a review's or the rating's source, or null (docs/decisions/046). */
export function reviewSourceProblem(source: unknown): string | null {
  const s = source as Partial<{ kind: string; platform: string; date: string; url: string }> | undefined;
  if (!s || typeof s !== 'object') return 'has no source';
  if (s.kind === 'sample') return null;
  if (s.kind === 'collected') return ISO_DATE.test(s.date ?? '') ? null : "a source 'collected' needs an ISO date";
  if (s.kind === 'platform') {
    if (!s.platform) return 'a platform source needs the platform';
    if (!ISO_DATE.test(s.date ?? '')) return 'a platform source needs an ISO date';
    return /^https:\/\/\S+$/.test(s.url ?? '') ? null : 'a platform source needs an https link';
  }
  return `has an unknown source kind '${String(s.kind)}'`;
}

/** A review as the pages show it, with its source. */
const review = z.strictObject({
  author: words(2, "must be the reviewer's name as they gave it, e.g. 'Priya S.'"),
  location: words(2, "must be the reviewer's neighbourhood or town").optional(),
  rating: z.number().int('must be a whole number of stars').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  date: words(4, "must be the day as the page shows it, e.g. '14 March 2026'"),
  source: reviewSource,
  text: words(10, 'must be what the customer wrote'),
});

/** Where a place's reviews are shown: a place slug, or a suburb page's 'city/suburb'. */
const suburbKeys = new Set(suburbs.map((s) => `${s.citySlug}/${s.slug}`));
const reviewPlace = z
  .string()
  .refine(
    (key) => citySlugs.has(key) || suburbKeys.has(key),
    "is not a place in data/cities.ts or a suburb page of data/suburbs.ts ('birmingham/edgbaston')",
  );

/**
 * An image of the site's own (client/public/images): a person's photograph or drawing. A build
 * (dist/server/*.js) looks in the copy the build made, dist/client/images, which is all the
 * container image has; the sources (server/business/schema.ts under tsx) look in client/public/images.
 */
const imagesDir = fileURLToPath(
  import.meta.url.includes('/dist/server/') ? new URL('../client/images/', import.meta.url) : new URL('../../client/public/images/', import.meta.url),
);
const ownImage = z
  .string()
  .regex(/^[\w-]+\.(svg|png|jpe?g|webp)$/, "must be a file name such as 'dave.jpg' (svg, png, jpg or webp)")
  .refine((file) => existsSync(path.join(imagesDir, file)), 'is not a file in client/public/images');

const sampleFlag = z.boolean('must be true or false');

const figure = <T extends z.ZodType>(value: T) => z.strictObject({ value, sample: z.boolean('must be true or false') });
const promise = z.strictObject({ held: z.boolean('must be true or false'), sample: z.boolean('must be true or false') });
const plan = z.strictObject({
  name: words(2, 'must name the plan'),
  price: priceText,
  popular: z.boolean().optional(),
  points: z.array(words(2, 'must say what the plan includes')).min(1, 'must say what the plan includes'),
});

/** The business file, as an owner writes it (data/business.yaml). Every field is required; a field it does not know is refused. */
export const businessFileSchema = z
  .strictObject({
    sample: z.boolean('must be true or false').describe('True while anything in the file is still the shipped sample'),
    name: words(2, 'must be the trading name').describe('Trading name (the default of SITE_NAME)'),
    email: z.email('must be an e-mail address').describe('Contact e-mail (the default of SITE_EMAIL)'),
    address: words(2, 'must be the office address').describe('Office address, lines separated by commas (the default of SITE_ADDRESS)'),
    nationalPhone: ukNumber.describe('The number on every page without a local one (the default of SITE_PHONE)'),
    serves: serves.default('UK').describe("The places you serve: 'UK', or a list of nations, regions and place slugs; left out, the whole UK"),
    localPhones: z
      .record(
        knownPlace,
        ukNumber.refine((v) => /^0[12]/.test(v), 'a local number must be geographic (01 or 02)'),
      )
      .default({})
      .describe('Local numbers by place slug, geographic (01 or 02); none if left out'),
    teams: z
      .record(knownPlace, z.number().int('must be whole minutes').min(5, 'must be at least 5 minutes').max(120, 'must be at most 120 minutes'))
      .refine((teams) => Object.keys(teams).length > 0, 'must name at least one place where you have locksmiths')
      .describe('Places where you have locksmiths, with the usual minutes to arrive there'),
    homeTeam: knownPlace.optional().describe('The team the home page speaks of (its place and minutes); unset, the first of teams'),
    reach: z.strictObject({
      miles: z.number().positive().max(100, 'must be at most 100 miles'),
      minutesPer10Miles: z.number().int().min(0),
    }),
    reachExceptions: z
      .record(
        knownPlace,
        z.strictObject({
          roadMiles: z.record(knownPlace, z.number().int().positive('must be a whole number of miles by road')).optional(),
          beyondReach: z.array(knownPlace).optional(),
        }),
      )
      .default({}),
    phoneLineHours: openingHours.describe('When the phones are answered'),
    officeOpeningHours: openingHours.describe('Office hours for planned work, quotes and visits'),
    reputation: z
      .strictObject({
        rating: z.strictObject({
          score: z.number().min(1),
          outOf: z.number().int().min(1),
          reviewCount: z.number().int().min(1),
          source: reviewSource,
        }),
        yearsTrading: figure(z.number().int().min(1).max(200)),
        customersServed: figure(z.string().regex(/^\d{1,3}(,\d{3})*$/, "must be a whole number written with commas, e.g. '15,000'")),
        locksmiths: figure(z.number().int().min(1)),
      })
      .refine((r) => r.rating.score <= r.rating.outOf, { path: ['rating', 'score'], message: 'must not be more than outOf' }),
    yearsServing: z
      .record(knownPlace, z.number().int('must be whole years').min(1, 'must be at least 1 year'))
      .default({})
      .describe('Years you have served a place, by place slug; none more than reputation.yearsTrading'),
    promises: z.strictObject({ backgroundChecks: promise, insured: promise, priceMatch: promise, ownLocksmiths: promise }),
    accreditations: z
      .array(
        z.strictObject({
          title: words(2, 'must name the scheme or standard'),
          description: words(10, 'must say what it means for a customer'),
          scheme: words(2, 'must name the body that runs the scheme or issued the certificate'),
          number: words(1, 'must be the membership or certificate number the body gave you'),
          icon: z.enum(Object.keys(iconSources) as [keyof typeof iconSources, ...(keyof typeof iconSources)[]]),
          sample: z.boolean('must be true or false'),
        }),
      )
      .default([]),
    story: z
      .strictObject({
        sample: sampleFlag,
        lead: words(10, 'must tell the story in a sentence or two'),
        paragraphs: z.array(words(20, 'must be a paragraph of the story')).min(1, 'must have at least one paragraph'),
      })
      .optional()
      .describe('The story on /about; left out, the page goes without it'),
    technicians: z
      .array(
        z.strictObject({
          name: words(2, 'must be the name'),
          title: words(2, 'must be the job title'),
          yearsExperience: z.number().int().min(0),
          specialization: words(2, 'must say what they specialise in'),
          image: ownImage,
          sample: sampleFlag,
        }),
      )
      .default([])
      .describe('The technicians on the home page'),
    managers: z
      .array(
        z.strictObject({
          name: words(2, 'must be the name'),
          role: words(2, 'must be the role'),
          bio: words(20, 'must be two or three sentences'),
          sample: sampleFlag,
        }),
      )
      .default([])
      .describe('The managers on /about'),
    expertAnswers: z
      .array(
        z.strictObject({
          question: words(10, 'must be the question as asked'),
          answer: words(20, 'must be the answer'),
          expert: words(2, 'must name who answered'),
          date: isoDate,
          sample: sampleFlag,
        }),
      )
      .default([])
      .describe('Answers on /ask-the-expert'),
    reviews: z.record(reviewPlace, z.array(review)).default({}).describe("Reviews by place slug, or a suburb page's 'city/suburb'"),
    homeReviews: z.array(review).default([]).describe('The home page and directory reviews, about no one place'),
    servicesReview: review.optional().describe('The review on /services'),
    questionsAnsweredWithin: words(3, "must be how soon a written question is usually answered, e.g. '24 to 48 hours'")
      .optional()
      .describe("How soon a question sent through Ask the Expert is usually answered ('24 to 48 hours'); left out, no page names a time"),
    chargingModel: z.strictObject({
      callOutFee: z.union(
        [
          z.literal(false),
          z.strictObject({
            amount: z.string().regex(/^£\d{1,3}(\.\d\d)?$/, "must be the fee in pounds, e.g. '£25'"),
            when: words(5, "must say when the fee applies, as words that follow 'added', e.g. 'on evenings after 18:00 and at weekends'"),
          }),
        ],
        { error: "must be false, or the fee and when it applies: { amount: '£25', when: 'on evenings and weekends' }" },
      ),
    }),
    chargingSummary: z.strictObject({
      callOut: words(10, 'must say whether a visit is charged on its own'),
      fixed: words(10, 'must say what a fixed job price includes'),
      hourly: words(10, 'must say how hourly work is charged'),
    }),
    pricingNote: words(10, 'must be a sentence about your prices'),
    nationalPrices: priceList.describe('The national price list: every page of a place without a list of its own'),
    placePrices: z.record(knownPlace, priceList).default({}).describe('Places with a price list of their own, by place slug; none if left out'),
    residentialPrices: z.strictObject({ deadbolt: priceText, knobLock: priceText }),
    safePrices: z.strictObject({ biometric: priceText, digital: priceText, fireResistant: priceText, cash: priceText, floor: priceText }),
    keySafePrice: priceText,
    grillePrices: z.strictObject({ fixed: priceText, retractable: priceText, removable: priceText }),
    maintenancePlans: z.strictObject({ basic: plan, standard: plan, premium: plan }),
    smartLockPrices: z.strictObject({ smartphone: priceText, biometric: priceText }),
    labourRates: z
      .array(z.strictObject({ period: words(2, 'must name the period'), hours: words(2, 'must say the hours'), rate: priceText }))
      .min(1, 'must have at least one rate'),
    labourRatesNote: words(10, 'must be a sentence about the hourly rates'),
  })
  .superRefine((facts, ctx) => {
    // The residential and smart lock service pages quote the national smart lock installation.
    if (!facts.nationalPrices.some((row) => row.job === 'smart-lock')) {
      ctx.addIssue({
        code: 'custom',
        path: ['nationalPrices'],
        message: 'has no smart-lock row, which /services/smart-lock-installation and /services/residential-locksmith quote',
      });
    }
    // Every place the file gives a fact about is one the business serves: an unserved place has no page to state it on.
    // (Only once every name in serves is known: a misspelt one is its own mistake, not every team's.)
    const servesKnown = facts.serves === 'UK' || facts.serves.every((name) => servable.has(name));
    const unserved = (slug: string) => {
      if (!servesKnown) return false;
      const place = cities.find((c) => c.slug === slug);
      return place !== undefined && !servesPlace(facts.serves, place);
    };
    const placeKeyed = { teams: facts.teams, localPhones: facts.localPhones, yearsServing: facts.yearsServing, placePrices: facts.placePrices };
    for (const [field, record] of Object.entries(placeKeyed)) {
      for (const slug of Object.keys(record)) {
        if (unserved(slug))
          ctx.addIssue({ code: 'custom', path: [field, slug], message: `is not among the places served (serves: ${describeServes(facts.serves)})` });
      }
    }
    for (const key of Object.keys(facts.reviews)) {
      const slug = key.split('/')[0]!;
      if (unserved(slug))
        ctx.addIssue({ code: 'custom', path: ['reviews', key], message: `is not among the places served (serves: ${describeServes(facts.serves)})` });
    }
    if (facts.homeTeam !== undefined && facts.teams[facts.homeTeam] === undefined) {
      ctx.addIssue({ code: 'custom', path: ['homeTeam'], message: 'is not a team in teams' });
    }
    // A place cannot have been served longer than the business has traded.
    for (const [place, years] of Object.entries(facts.yearsServing)) {
      if (years > facts.reputation.yearsTrading.value) {
        ctx.addIssue({
          code: 'custom',
          path: ['yearsServing', place],
          message: `is ${years} years, more than reputation.yearsTrading (${facts.reputation.yearsTrading.value})`,
        });
      }
    }
    // A road distance or an unreached place belongs to a team (docs/decisions/064).
    for (const team of Object.keys(facts.reachExceptions)) {
      if (facts.teams[team] === undefined) ctx.addIssue({ code: 'custom', path: ['reachExceptions', team], message: 'is not a team in teams' });
    }
  });

function describeServes(serves: 'UK' | readonly string[]): string {
  return serves === 'UK' ? 'UK' : serves.join(', ');
}

/** The business file as written: closures dated or every year. */
export type BusinessFileInput = z.infer<typeof businessFileSchema>;

/** The JSON Schema of the business file, for editors (`npm run business -- schema`). */
export function businessJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(businessFileSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Locksmith site business file',
    description: 'Everything the site states about the business: docs/making-it-yours.md',
  };
}
