/**
 * Start-up checks of the business facts (the business file, data/business.yaml or BUSINESS_FILE;
 * data/cities.ts and data/city-pages.ts; docs/decisions/027, 072): the server and the build refuse
 * a fact that is malformed or contradicts another, and the server warns once while shipped sample
 * content would reach a real site. The file's own shape is checked as it is read
 * (server/business/file.ts, server/business/schema.ts); the checks here span files.
 */
import { countsData } from '../../data/counts.ts';
import type { Logger } from 'pino';
import { z } from 'zod';
import * as business from '../../data/business.ts';
import { cities } from '../../data/cities.ts';
import { cityServices } from '../../data/city-services.ts';
import type { JobPrice } from '../../data/prices.ts';
import { siteDefaults } from '../../data/site-defaults.ts';
import type { SiteConfig } from '../../shared/site.ts';
import type { Accreditation, Review, ReviewSource, ShownAccreditation } from '../../shared/types.ts';
import { fillPlace } from '../../shared/text.ts';
import type { BusinessFigure } from '../../data/business.ts';
import { UK_BOUNDS } from '../../shared/geo.ts';
import { OUTWARD } from '../../shared/postcode-shape.ts';
import { isDramaNumber } from './business-phone.ts';
import { type BusinessFacts, businessFacts, businessFileLabel, describeIssue, loadedBusinessFile } from './file.ts';
import { businessFileSchema, reviewSourceProblem } from './schema.ts';
import { ConfigError } from '../operations/config-error.ts';

export { reviewSourceProblem };

/** The business file as messages name it. */
const fileLabel = () => businessFileLabel(loadedBusinessFile());

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
      populationArea: z.string().trim().min(5, "must name the area the figure counts, e.g. 'the City of Winchester district'").optional(),
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

/** The facts the checks read: the business file's, the places in data/cities.ts and the counts' retention. */
type Facts = BusinessFacts & { cities: typeof cities; counts: { retentionMonths: number } };

/** The business file's own fields, picked from facts that may hold more (data/business.ts's derived exports). */
const fileFields = (facts: Record<string, unknown>) => Object.fromEntries(Object.keys(businessFileSchema.shape).map((key) => [key, facts[key]]));

/**
 * Checks the facts; throws a ConfigError listing every problem. Beyond their shapes: every job a
 * local service page quotes has a national price for at least one of its jobs, the counts' retention
 * is a whole number of months, and every review names its source.
 */
export function checkBusinessFacts(changed: Partial<Record<keyof Facts, unknown>> = {}): void {
  const label = businessFileLabel(loadedBusinessFile());
  const facts = { ...businessFacts(), cities, counts: countsData, ...changed } as Facts;
  const parsed = businessFileSchema.safeParse(fileFields(facts));
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${label} ${describeIssue(issue)}`);
  const placesParsed = places.safeParse(facts.cities);
  if (!placesParsed.success)
    problems.push(...placesParsed.error.issues.map((issue) => `  data/cities.ts cities.${issue.path.join('.')} ${issue.message}`));
  const national = new Set((facts.nationalPrices as readonly JobPrice[]).map((row) => row.job));
  for (const service of cityServices) {
    // A place whose own list prices none of a service's jobs quotes the national list's cheapest.
    if ('jobs' in service.price && !service.price.jobs.some((job) => national.has(job))) {
      problems.push(`  ${label} nationalPrices has none of '${service.price.jobs.join("', '")}', which /{city}/${service.slug} quotes`);
    }
  }
  // The privacy policy states this figure (docs/decisions/069).
  const months = facts.counts.retentionMonths;
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    problems.push(`  data/counts.ts retentionMonths ${months} is not a whole number of months from 1 to 120`);
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
  if (problems.length) throw new ConfigError(`Invalid business facts (${label}, data/cities.ts, data/city-pages.ts):\n${problems.join('\n')}`);
}

/** Every review the business file holds, with the file's name: the checks and the go-live list read them. */
export function reviewsByFile(): { file: string; reviews: readonly Review[] }[] {
  const reviews = [
    ...Object.values(business.placeReviews).flat(),
    ...business.homeReviews,
    ...(business.servicesReview ? [business.servicesReview] : []),
  ];
  return [{ file: fileLabel(), reviews }];
}

/**
 * Whether the site runs with sample facts: the default `.example` origin (any `.example` host), or
 * the business file marked `sample` with indexing off (a staging copy). Only then are sample reviews
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
    items.push({ name: 'sample-rating', text: `the rating and review count (${fileLabel()} reputation)` });
  if (reputation.yearsTrading.sample) items.push({ name: 'sample-figures', text: `the years trading (${fileLabel()} reputation.yearsTrading)` });
  if (reputation.customersServed.sample)
    items.push({ name: 'sample-figures', text: `the customers served (${fileLabel()} reputation.customersServed)` });
  if (reputation.locksmiths.sample) items.push({ name: 'sample-figures', text: `the number of locksmiths (${fileLabel()} reputation.locksmiths)` });
  const count = (entries: readonly { sample: boolean }[]) => entries.filter((entry) => entry.sample).length;
  if (count(business.technicians))
    items.push({ name: 'sample-team', text: `${count(business.technicians)} example technicians and their drawings (${fileLabel()} technicians)` });
  if (count(business.managers)) items.push({ name: 'sample-team', text: `${count(business.managers)} example managers (${fileLabel()} managers)` });
  if (count(business.accreditations))
    items.push({ name: 'sample-accreditations', text: `${count(business.accreditations)} example accreditations (${fileLabel()} accreditations)` });
  if (business.story?.sample) items.push({ name: 'sample-story', text: `the example business's story (${fileLabel()} story)` });
  if (count(business.expertAnswers))
    items.push({ name: 'sample-answers', text: `${count(business.expertAnswers)} example expert answers (${fileLabel()} expertAnswers)` });
  const promises = Object.entries(business.promises).filter(([, promise]) => promise.held && promise.sample);
  if (promises.length)
    items.push({ name: 'sample-promises', text: `the example promises ${promises.map(([name]) => name).join(', ')} (${fileLabel()} promises)` });
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
 * the default `.example` one, not localhost), and only while the business file is marked sample or
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
      `the sample content of ${fileLabel()} (sample: true) is still in place: ${samples.join(', ')}` +
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
