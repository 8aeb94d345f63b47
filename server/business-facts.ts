/**
 * Start-up checks of the business facts (data/business.ts, data/prices.ts, data/city-pages.ts;
 * docs/decisions/027): the server refuses to start on a fact that is malformed or contradicts
 * another, and warns once while shipped sample content would reach a real site.
 */
import type { Logger } from 'pino';
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';
import { z } from 'zod';
import * as business from '../data/business.ts';
import { cities } from '../data/cities.ts';
import { cityPages } from '../data/city-pages.ts';
import { cityReviews } from '../data/city-reviews.ts';
import { cityServices } from '../data/city-services.ts';
import { homeTestimonials } from '../data/home.ts';
import { locationRecords } from '../data/location-records.ts';
import { servicesTestimonial } from '../data/services.ts';
import { suburbs } from '../data/suburbs.ts';
import { nationalPrices, placePrices, type JobPrice } from '../data/prices.ts';
import { siteDefaults } from '../data/site-defaults.ts';
import type { SiteConfig } from '../shared/site.ts';
import type { Review, ReviewSource } from '../shared/types.ts';
import type { BusinessFigure } from '../data/business.ts';
import { ConfigError } from './config.ts';

const citySlugs = new Set(cities.map((c) => c.slug));
const knownPlace = z.string().refine((slug) => citySlugs.has(slug), 'is not a place in data/cities.ts');
const digits = (phone: string) => phone.replace(/ /g, '');
/**
 * What is wrong with a number the business publishes, or null. Accepted: landlines (01, 02),
 * mobiles (07 apart from 070 personal numbers and 076 pagers), 03 and freephone 080, the types a
 * caller pays no more than a landline call for; Ofcom's drama ranges are valid numbers, so the
 * sample data passes. Refused: premium rate (09) and shared cost (084, 087), personal numbers
 * (070), VoIP (056) and anything libphonenumber does not hold valid.
 */
function businessPhoneProblem(v: string): string | null {
  const parsed = parsePhoneNumberFromString(v, 'GB');
  if (!parsed?.isValid() || parsed.country !== 'GB') {
    const length = validatePhoneNumberLength(v, 'GB');
    return `"${v}" is not a valid UK number${length ? ` (${length.toLowerCase().replace(/_/g, ' ')})` : ''}`;
  }
  const national = parsed.nationalNumber;
  const type = parsed.getType();
  if (type === 'FIXED_LINE' || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return null;
  if (type === 'UAN' && national.startsWith('3')) return null;
  if (type === 'TOLL_FREE' && national.startsWith('80')) return null;
  return `"${v}" is a ${String(type ?? 'unknown')
    .toLowerCase()
    .replace(/_/g, ' ')} number, which costs callers extra or is not a business line`;
}

const ukNumber = z.string().superRefine((v, ctx) => {
  if (!/^0\d{9,10}$/.test(digits(v))) {
    ctx.addIssue({ code: 'custom', message: 'must be a UK number of 10 or 11 digits starting with 0' });
    return;
  }
  const problem = businessPhoneProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const priceText = z.string().regex(/£\d/, "must state an amount in pounds, e.g. 'From £75'");
const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a 24-hour time such as '09:00'");
const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
/** Hours a page states in words (shared/hours.ts) and the structured data publishes. */
const openingHours = z
  .object({ dayOfWeek: z.array(weekday).min(1, 'must name at least one day'), opens: clock, closes: clock })
  .refine((h) => h.opens < h.closes, { path: ['closes'], message: 'must be later than opens' });

/** No job priced twice in one list: a list with two lockout prices would put both on one page. */
const priceList = z
  .array(z.object({ job: z.string(), service: z.string().min(2), price: priceText }))
  .refine((rows) => new Set(rows.map((r) => r.job)).size === rows.length, 'prices a job twice');

const schema = z.object({
  nationalPhone: ukNumber,
  localPhones: z.record(
    knownPlace,
    ukNumber.refine((v) => /^0[12]/.test(v), 'a local number must be geographic (01 or 02)'),
  ),
  teams: z.record(knownPlace, z.number().int().min(5).max(120)),
  reach: z.object({ miles: z.number().positive().max(100), minutesPer10Miles: z.number().int().min(0) }),
  phoneLineHours: openingHours,
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
});

/**
 * Checks the facts; throws a ConfigError listing every problem. Beyond their shapes: every job a
 * local service page quotes has a national price for at least one of its jobs, and no city claims more years than the business.
 */
export function checkBusinessFacts(facts = { ...business, nationalPrices, placePrices }, pages = cityPages): void {
  const parsed = schema.safeParse(facts);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  const national = new Set((facts.nationalPrices as readonly JobPrice[]).map((row) => row.job));
  for (const service of cityServices) {
    // A place whose own list prices none of a service's jobs quotes the national list's cheapest.
    if ('jobs' in service.price && !service.price.jobs.some((job) => national.has(job))) {
      problems.push(`  nationalPrices has none of '${service.price.jobs.join("', '")}', which /{city}/${service.slug} quotes`);
    }
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
  if (problems.length) throw new ConfigError(`Invalid business facts (data/business.ts, data/prices.ts):\n${problems.join('\n')}`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/** Every figure, as the sample site shows them: what a view builder states unless told otherwise. */
export const allFigures: ShownFigures = shownFigures(true);

/** What is still sample, for the start-up warning: the rating, the business figures and the sample reviews by file. */
export function sampleContentList(
  reviews = reviewsByFile(),
  reputation: Pick<typeof business.reputation, 'rating' | 'yearsTrading' | 'customersServed' | 'locksmiths'> = business.reputation,
): string[] {
  const list = reputation.rating.source.kind === 'sample' ? ['the rating and review count (data/business.ts reputation)'] : [];
  if (reputation.yearsTrading.sample) list.push('the years trading (data/business.ts reputation.yearsTrading)');
  if (reputation.customersServed.sample) list.push('the customers served (data/business.ts reputation.customersServed)');
  if (reputation.locksmiths.sample) list.push('the number of locksmiths (data/business.ts reputation.locksmiths)');
  for (const { file, reviews: held } of reviews) {
    const samples = held.filter((review) => review.source.kind === 'sample').length;
    if (samples) list.push(`${samples} review${samples === 1 ? '' : 's'} in ${file}`);
  }
  return list;
}

/** Ofcom's drama ranges: the fictitious numbers the defaults use. */
const DRAMA_NUMBER = /^(0306999|02079460|011\d4960|01\d14960|01632960)/;

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
  const host = new URL(site.origin).hostname;
  const realOrigin = site.origin !== siteDefaults.SITE_ORIGIN && !host.endsWith('.example') && host !== 'localhost' && !host.startsWith('127.');
  if (!realOrigin) return null;
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
  const fictitious = [site.phone, ...Object.values(facts.localPhones)].filter((phone) => DRAMA_NUMBER.test(digits(phone)));
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
