/**
 * Start-up checks of the business facts (data/business.ts, data/prices.ts, data/city-pages.ts;
 * docs/decisions/027): the server refuses to start on a fact that is malformed or contradicts
 * another, and warns once while shipped sample content would reach a real site.
 */
import { countsData } from '../data/counts.ts';
import type { Logger } from 'pino';
import { z } from 'zod';
import * as business from '../data/business.ts';
import { cities } from '../data/cities.ts';
import { cityPages } from '../data/city-pages.ts';
import { cityReviews } from '../data/city-reviews.ts';
import { cityServices } from '../data/city-services.ts';
import { aboutStory, managementTeam } from '../data/about.ts';
import { expertAnswers } from '../data/ask-the-expert.ts';
import { homeTestimonials, technicians } from '../data/home.ts';
import { locationRecords } from '../data/location-records.ts';
import { servicesTestimonial } from '../data/services.ts';
import { suburbs } from '../data/suburbs.ts';
import * as prices from '../data/prices.ts';
import type { JobPrice } from '../data/prices.ts';
import { parsePrice } from '../shared/prices.ts';
import { siteDefaults } from '../data/site-defaults.ts';
import { WEEK } from '../shared/hours.ts';
import type { SiteConfig } from '../shared/site.ts';
import type { Accreditation, Review, ReviewSource, ShownAccreditation } from '../shared/types.ts';
import { fillPlace } from '../shared/text.ts';
import type { BusinessFigure } from '../data/business.ts';
import { UK_BOUNDS } from '../shared/geo.ts';
import { OUTWARD } from '../shared/postcode-shape.ts';
import { businessPhoneProblem, isDramaNumber } from './business-phone.ts';
import { ConfigError } from './config.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const citySlugs = new Set(cities.map((c) => c.slug));
const knownPlace = z.string().refine((slug) => citySlugs.has(slug), 'is not a place in data/cities.ts');
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
const weekday = z.enum(WEEK);

/** One row of a week: its days open from `opens` to `closes`. */
const hoursRow = z.object({ days: z.array(weekday).min(1, 'must name at least one day'), opens: clock, closes: clock }).superRefine((row, ctx) => {
  if (row.opens >= row.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: `must be later than opens (${row.opens})` });
});

/** A real calendar date written year-month-day: '2027-02-30' and '2027-2-3' are refused. */
const isoDate = z.string().refine(isRealDate, { message: "must be a real date written year-month-day, e.g. '2026-12-25'" });

/** Whether 'YYYY-MM-DD' names a day of the calendar: the date read back gives the same year, month and day. */
function isRealDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const [year, month, day] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Hours a page states in words (shared/hours.ts) and the structured data publishes: at least one
 * row, each day in one row only (two rows would give it two sets of times), each date closed once.
 */
const openingHours = z.object({
  weekly: z.array(hoursRow).min(1, 'must have at least one row of days and times').superRefine(eachDayOnce),
  closures: z.array(z.object({ date: isoDate, name: z.string().trim().min(1, 'must say what the day is') })).superRefine(eachDateOnce),
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
function eachDateOnce(closures: readonly { date: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const [index, closure] of closures.entries()) {
    if (seen.has(closure.date)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: `lists ${closure.date} twice` });
    seen.add(closure.date);
  }
}

/** No job priced twice in one list: a list with two lockout prices would put both on one page. */
const priceList = z
  .array(z.object({ job: z.string(), service: z.string().min(2), price: priceText }))
  .refine((rows) => new Set(rows.map((r) => r.job)).size === rows.length, 'prices a job twice');

/** A position outside the UK (shared/geo.ts UK_BOUNDS) is a typing slip: a dropped minus sign, latitude and longitude swapped. */
const UK = { latitude: [UK_BOUNDS.south, UK_BOUNDS.north], longitude: [UK_BOUNDS.west, UK_BOUNDS.east] } as const;
const between = ([min, max]: readonly [number, number]) =>
  z.number().min(min, `must be inside the UK (${min} to ${max})`).max(max, `must be inside the UK (${min} to ${max})`);

/** The places served (data/cities.ts): what each page, the finder and the reach rule need. */
const places = z
  .array(
    z.object({
      name: z.string().trim().min(2, 'must be the place name'),
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. 'stoke-on-trent'"),
      population: z.string().regex(/^\d{1,3}(,\d{3})*$/, "must be a whole number written with commas, e.g. '75,070'"),
      populationYear: z
        .number()
        .int()
        .min(2001, 'must be the year of the figure, 2001 or later')
        .max(new Date().getFullYear(), 'must not be in the future'),
      geo: z.object({ latitude: between(UK.latitude), longitude: between(UK.longitude) }),
      postcodeDistricts: z.array(z.string().regex(OUTWARD, "must be an outward code such as 'HG1'")).optional(),
    }),
  )
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((place, index) => {
      if (seen.has(place.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `"${place.slug}" is used by an earlier place` });
      seen.add(place.slug);
    });
  });

const schema = z.object({
  nationalPhone: ukNumber,
  localPhones: z.record(
    knownPlace,
    ukNumber.refine((v) => /^0[12]/.test(v), 'a local number must be geographic (01 or 02)'),
  ),
  teams: z.record(knownPlace, z.number().int().min(5).max(120)),
  reach: z.object({ miles: z.number().positive().max(100), minutesPer10Miles: z.number().int().min(0) }),
  reachExceptions: z.record(
    knownPlace,
    z.strictObject({
      roadMiles: z.record(knownPlace, z.number().int().positive('must be a whole number of miles by road')).optional(),
      beyondReach: z.array(knownPlace).optional(),
    }),
  ),
  phoneLineHours: openingHours,
  officeOpeningHours: openingHours,
  reputation: z
    .object({
      rating: z.object({
        score: z.number().min(1),
        outOf: z.number().int().min(1),
        reviewCount: z.number().int().min(1),
        source: z.custom<ReviewSource>(
          (v) => reviewSourceProblem(v) === null,
          'must name a platform with date and link, or collected with a date, or sample',
        ),
      }),
      yearsTrading: z.object({ value: z.number().int().min(1).max(200), sample: z.boolean() }),
      customersServed: z.object({
        value: z.string().regex(/^\d{1,3}(,\d{3})*$/, "must be a whole number written with commas, e.g. '15,000'"),
        sample: z.boolean(),
      }),
      locksmiths: z.object({ value: z.number().int().min(1), sample: z.boolean() }),
    })
    .refine((r) => r.rating.score <= r.rating.outOf, { path: ['rating', 'score'], message: 'must not be more than outOf' }),
  nationalPrices: priceList,
  placePrices: z.record(knownPlace, priceList),
  residentialPrices: z.record(z.string(), priceText),
  safePrices: z.record(z.string(), priceText),
  grillePrices: z.record(z.string(), priceText),
  smartLockPrices: z.record(z.string(), priceText),
  maintenancePlans: z.record(z.string(), z.object({ price: priceText })),
  labourRates: z.array(z.object({ rate: priceText })),
  cities: places,
  promises: z.record(
    z.enum(['backgroundChecks', 'insured', 'priceMatch']),
    z.object({ held: z.boolean('must be true or false'), sample: z.boolean('must be true or false') }),
  ),
  accreditations: z.array(
    z.object({
      title: z.string().trim().min(2, 'must name the scheme or standard'),
      description: z.string().trim().min(10, 'must say what it means for a customer'),
      scheme: z.string().trim().min(2, 'must name the body that runs the scheme or issued the certificate'),
      number: z.string().trim().min(1, 'must be the membership or certificate number the body gave you'),
      sample: z.boolean(),
    }),
  ),
});

/** Every price data/prices.ts publishes, as the checks take them. */
const allPrices = {
  nationalPrices: prices.nationalPrices,
  placePrices: prices.placePrices,
  residentialPrices: prices.residentialPrices,
  safePrices: prices.safePrices,
  grillePrices: prices.grillePrices,
  smartLockPrices: prices.smartLockPrices,
  maintenancePlans: prices.maintenancePlans,
  labourRates: prices.labourRates,
};

/** The file a fact lives in, for messages: prices in data/prices.ts, everything else in data/business.ts. */
const fileOf = (key: PropertyKey | undefined) =>
  key === 'cities' ? 'data/cities.ts' : typeof key === 'string' && key in allPrices ? 'data/prices.ts' : 'data/business.ts';

/** The facts the checks read: data/business.ts, every price in data/prices.ts and the places in data/cities.ts. */
type Facts = typeof business & typeof allPrices & { cities: typeof cities; counts: { retentionMonths: number } };

/**
 * Checks the facts; throws a ConfigError listing every problem. Beyond their shapes: every job a
 * local service page quotes has a national price for at least one of its jobs, and no city claims more years than the business.
 */
export function checkBusinessFacts(changed: Partial<Facts> = {}, pages = cityPages): void {
  const facts: Facts = { ...business, ...allPrices, cities, counts: countsData, ...changed };
  const parsed = schema.safeParse(facts);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${fileOf(issue.path[0])} ${issue.path.join('.')} ${issue.message}`);
  const national = new Set((facts.nationalPrices as readonly JobPrice[]).map((row) => row.job));
  for (const service of cityServices) {
    // A place whose own list prices none of a service's jobs quotes the national list's cheapest.
    if ('jobs' in service.price && !service.price.jobs.some((job) => national.has(job))) {
      problems.push(`  data/prices.ts nationalPrices has none of '${service.price.jobs.join("', '")}', which /{city}/${service.slug} quotes`);
    }
  }
  // The privacy policy states this figure (docs/decisions/069).
  const months = facts.counts.retentionMonths;
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    problems.push(`  data/counts.ts retentionMonths ${months} is not a whole number of months from 1 to 120`);
  }
  // A road distance or an unreached place belongs to a team (docs/decisions/064).
  for (const team of Object.keys(facts.reachExceptions ?? {})) {
    if (facts.teams[team] === undefined) problems.push(`  reachExceptions.${team} is not a team in teams`);
  }
  for (const page of pages) {
    if (page.yearsServing !== undefined && page.yearsServing > facts.reputation.yearsTrading.value) {
      problems.push(
        `  data/city-pages.ts: ${page.slug} claims ${page.yearsServing} years, more than the business's ${facts.reputation.yearsTrading.value}`,
      );
    }
  }
  for (const { file, reviews } of reviewsByFile()) {
    reviews.forEach((review, index) => {
      const problem = reviewSourceProblem(review.source);
      if (problem) problems.push(`  ${file}: review ${index + 1} (${review.author}) ${problem}`);
    });
  }
  if (!facts.sample) {
    for (const item of sampleContentList(reviewsByFile(), facts.reputation)) {
      problems.push(`  sample is false, but ${item} ${item.startsWith('the ') ? 'is' : 'are'} still sample content`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid business facts (data/business.ts, data/prices.ts, data/cities.ts):\n${problems.join('\n')}`);
}

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

/** Every review the data holds, by the file it lives in. */
export function reviewsByFile(): { file: string; reviews: readonly Review[] }[] {
  return [
    { file: 'data/city-reviews.ts', reviews: Object.values(cityReviews).flat() },
    { file: 'data/city-pages.ts', reviews: cityPages.flatMap((p) => p.reviews ?? []) },
    { file: 'data/location-records.ts', reviews: locationRecords.flatMap((r) => r.reviews) },
    { file: 'data/suburbs.ts', reviews: suburbs.flatMap((s) => s.reviews) },
    { file: 'data/home.ts', reviews: homeTestimonials },
    { file: 'data/services.ts', reviews: [servicesTestimonial] },
  ];
}

/**
 * Whether the site runs with sample facts: the default `.example` origin (any `.example` host), or
 * data/business.ts marked `sample` with indexing off (a staging copy). Only then are sample reviews
 * and the sample rating shown; on a real origin they are not rendered at all (docs/decisions/046).
 * One flag, worked out once at start-up: pages read it as SiteData.sampleContent, loaders as
 * LoadContext.sampleContent.
 */
export function showsSampleContent(origin: string, indexing: boolean, facts: { sample: boolean } = business): boolean {
  return new URL(origin).hostname.endsWith('.example') || (facts.sample && !indexing);
}

/** A review or rating may be shown: it has a real source, or the site runs with sample facts. */
export function mayShow(source: ReviewSource, sampleContent: boolean): boolean {
  return source.kind !== 'sample' || sampleContent;
}

/** The reviews a page may show: all of them with a real source, sample ones only while the site runs with sample facts. */
export function shownReviews<T extends { source: ReviewSource }>(reviews: readonly T[], sampleContent: boolean): T[] {
  return reviews.filter((review) => mayShow(review.source, sampleContent));
}

/**
 * The business figures a page may state (docs/decisions/049): each of the business's own, and a
 * sample one only while the site runs with sample facts. Null: leave out the sentence or box that
 * would state it, never fill it with something else.
 */
export interface ShownFigures {
  yearsTrading: number | null;
  customersServed: string | null;
  locksmiths: number | null;
}

export function shownFigures(
  sampleContent: boolean,
  reputation: Pick<typeof business.reputation, 'yearsTrading' | 'customersServed' | 'locksmiths'> = business.reputation,
): ShownFigures {
  const shown = <T>(figure: BusinessFigure<T>) => (figure.sample && !sampleContent ? null : figure.value);
  return {
    yearsTrading: shown(reputation.yearsTrading),
    customersServed: shown(reputation.customersServed),
    locksmiths: shown(reputation.locksmiths),
  };
}

/** The entries a page may show: the business's own, and the shipped examples only while the site runs with sample facts. */
export function withoutSamples<T extends { sample: boolean }>(entries: readonly T[], sampleContent: boolean): T[] {
  return entries.filter((entry) => !entry.sample || sampleContent);
}

/**
 * The accreditations a page may show: every one the business holds, and the shipped examples only
 * while the site runs with sample facts. An empty list leaves the band out.
 */
export function shownAccreditations(sampleContent: boolean, held: readonly Accreditation[] = business.accreditations): ShownAccreditation[] {
  return withoutSamples(held, sampleContent).map(({ title, description, icon, scheme, number }) => ({
    title,
    description,
    icon,
    reference: fillPlace(business.accreditationReference, { scheme, number }),
  }));
}

/** Every figure, as the sample site shows them: what a view builder states unless told otherwise. */
export const allFigures: ShownFigures = shownFigures(true);

/** One piece of shipped sample content, with the go-live checklist's name for its kind (server/go-live.ts). */
export interface SampleContent {
  name:
    | 'sample-rating'
    | 'sample-figures'
    | 'sample-reviews'
    | 'sample-team'
    | 'sample-accreditations'
    | 'sample-story'
    | 'sample-answers'
    | 'sample-promises';
  text: string;
}

/**
 * What is still sample, each with its kind: the rating, the business figures, the example people,
 * accreditations, story, answers and promises, and the sample reviews by file.
 */
export function sampleContentItems(
  reviews = reviewsByFile(),
  reputation: Pick<typeof business.reputation, 'rating' | 'yearsTrading' | 'customersServed' | 'locksmiths'> = business.reputation,
): SampleContent[] {
  const items: SampleContent[] = [];
  if (reputation.rating.source.kind === 'sample')
    items.push({ name: 'sample-rating', text: 'the rating and review count (data/business.ts reputation)' });
  if (reputation.yearsTrading.sample) items.push({ name: 'sample-figures', text: 'the years trading (data/business.ts reputation.yearsTrading)' });
  if (reputation.customersServed.sample)
    items.push({ name: 'sample-figures', text: 'the customers served (data/business.ts reputation.customersServed)' });
  if (reputation.locksmiths.sample) items.push({ name: 'sample-figures', text: 'the number of locksmiths (data/business.ts reputation.locksmiths)' });
  const count = (entries: readonly { sample: boolean }[]) => entries.filter((entry) => entry.sample).length;
  if (count(technicians))
    items.push({ name: 'sample-team', text: `${count(technicians)} example technicians and their drawings (data/home.ts technicians)` });
  if (count(managementTeam)) items.push({ name: 'sample-team', text: `${count(managementTeam)} example managers (data/about.ts managementTeam)` });
  if (count(business.accreditations))
    items.push({ name: 'sample-accreditations', text: `${count(business.accreditations)} example accreditations (data/business.ts accreditations)` });
  if (aboutStory.sample) items.push({ name: 'sample-story', text: "the example business's story (data/about.ts aboutStory)" });
  if (count(expertAnswers))
    items.push({ name: 'sample-answers', text: `${count(expertAnswers)} example expert answers (data/ask-the-expert.ts expertAnswers)` });
  const promises = Object.entries(business.promises).filter(([, promise]) => promise.held && promise.sample);
  if (promises.length)
    items.push({ name: 'sample-promises', text: `the example promises ${promises.map(([name]) => name).join(', ')} (data/business.ts promises)` });
  for (const { file, reviews: held } of reviews) {
    const samples = held.filter((review) => review.source.kind === 'sample').length;
    if (samples) items.push({ name: 'sample-reviews', text: `${samples} review${samples === 1 ? '' : 's'} in ${file}` });
  }
  return items;
}

/** What is still sample, for the start-up warning: each item's words. */
export function sampleContentList(...args: Parameters<typeof sampleContentItems>): string[] {
  return sampleContentItems(...args).map((item) => item.text);
}

/**
 * Whether an origin is a real site's: not the default one, no `.example` host, not this machine
 * (localhost, 127.x). Only there do the sample warning and `npm run go-live` hold anything up.
 */
export function isRealOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return origin !== siteDefaults.SITE_ORIGIN && !host.endsWith('.example') && host !== 'localhost' && !host.startsWith('127.');
}

/**
 * Why the site would show visitors made-up content, or null: only under a real SITE_ORIGIN (not
 * the default `.example` one, not localhost), and only while data/business.ts is marked sample or
 * a phone number or the e-mail is still fictitious.
 */
export function sampleContentWarning(
  site: SiteConfig,
  facts: { sample: boolean; localPhones: Readonly<Record<string, string>> } = business,
  indexing = true,
): string | null {
  if (!isRealOrigin(site.origin)) return null;
  const reasons: string[] = [];
  if (facts.sample) {
    const samples = sampleContentList();
    reasons.push(
      `the sample content of data/business.ts (sample: true) is still in place: ${samples.join(', ')}` +
        (samples.length
          ? showsSampleContent(site.origin, indexing, facts)
            ? ' (shown here only because indexing is off)'
            : ' (the sample reviews, rating and figures are not shown on this origin)'
          : ''),
    );
  }
  const fictitious = [site.phone, ...Object.values(facts.localPhones)].filter(isDramaNumber);
  if (fictitious.length) reasons.push(`phone numbers from Ofcom's drama ranges: ${fictitious.join(', ')}`);
  if (/\.example$/i.test(site.email)) reasons.push(`the e-mail ${site.email} is on the reserved .example domain`);
  return reasons.length
    ? `${site.origin} is showing fictitious content: ${reasons.join('; ')}. Set the real values (README.md, Configuration).`
    : null;
}

/** Logs the sample-content warning, if any, once; main.ts calls it at start-up. */
export function warnAboutSampleContent(site: SiteConfig, logger: Logger, indexing = true): void {
  const warning = sampleContentWarning(site, business, indexing);
  if (warning) logger.warn(warning);
}
