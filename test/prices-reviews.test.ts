/**
 * Prices, reviews and descriptions (docs/decisions/046): every price on a page is the page's list's
 * price for its job and no template or copy types one; reviews and the rating carry their source,
 * and sample ones never reach a page on a real origin; every meta description is whole sentences
 * within 160 characters. Each checker is first shown failing on a fixture.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import * as business from '../data/business.ts';
import { placeReviews, reputation } from '../data/business.ts';
import { chargingSummary, type Job, type JobPrice, nationalPrices, placePrices } from '../data/prices.ts';
import {
  checkBusinessFacts,
  reviewSourceProblem,
  reviewsByFile,
  sampleContentList,
  sampleContentWarning,
  showsSampleContent,
} from '../server/business/business-facts.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { fitDescription } from '../shared/text.ts';
import { clientDir, root } from './helpers/app.ts';
import { fixturePages, serves } from './helpers/fixture-pages.ts';
import { descriptionOf } from './helpers/html.ts';
import { allowedAmounts, firstAmount, jobPricesOffTheList, mainText, pricesOffTheList } from './helpers/price-claims.ts';
import { serve, type Served } from './helpers/serve.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

/** What is wrong with a page's meta description: cut, too long, or not ending a sentence. */
function descriptionProblem(description: string | undefined): string | null {
  if (!description) return 'none';
  if (description.endsWith('…') || description.endsWith('...')) return 'ends in an ellipsis';
  if (description.length > 160) return `${description.length} characters`;
  return /[.?!]$/.test(description) ? null : 'does not end a sentence';
}

/** A literal price in template or copy source: '£' and a digit, or a number of pounds in words. */
function literalPrices(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/£\s?\d+(?:[.,]\d+)*|\b\d+ pounds\b/gi)].map((m) => m[0]);
}

/** Every .ts and .tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Whether the configured rating is the shipped sample, and whether any review the business file holds has a real source. */
const configuredSamples = {
  rating: reputation.rating.source.kind === 'sample',
  realReviews: reviewsByFile().some(({ reviews }) => reviews.some((review) => review.source.kind !== 'sample')),
};

/**
 * Sample reviews or the sample rating in a page: a review card where the business has no review with
 * a real source, the rating line and the review count where the rating is the sample, a sample
 * review's words, and review markup (never published, docs/decisions/025).
 */
function sampleReviewMarks(html: string, samples: { rating: boolean; realReviews: boolean } = configuredSamples): string[] {
  const marks: string[] = [];
  if (!samples.realReviews && /class="card review-card"/.test(html)) marks.push('a review card');
  if (samples.rating && /class="rating-line"/.test(html)) marks.push('a rating line');
  const count = String(reputation.rating.reviewCount);
  if (samples.rating && (new RegExp(`\\b${count}\\b`).test(mainText(html)) || html.includes(`"reviewCount":${count}`)))
    marks.push(`the review count ${count}`);
  for (const { reviews } of reviewsByFile()) {
    for (const review of reviews) {
      if (review.source.kind === 'sample' && html.includes(review.text.slice(0, 60))) marks.push(`${review.author}'s sample review`);
    }
  }
  if (/aggregateRating|"@type":"Review"/.test(html)) marks.push('review markup');
  return marks;
}

/** Whether the business file holds anything the sample site alone shows: the sample rating or a sample review. */
const hasSampleReviews = reviewsByFile().some(({ reviews }) => reviews.some((review) => review.source.kind === 'sample'));
const hasSampleRatingOrReviews = configuredSamples.rating || hasSampleReviews;

/** Labels a page gives some jobs before their price (test/helpers/price-claims.ts JOB_NAMES finds them). */
const JOB_LABELS: Partial<Record<Job, string>> = {
  'smart-lock': 'Smart lock',
  'upvc-lock': 'uPVC lock replacement',
  'upvc-mechanism': 'uPVC mechanism repair',
  'anti-snap': 'Anti-snap cylinder',
  'key-cutting': 'Key cutting',
  'yale-lock': 'Yale lock',
};

describe('the checkers fail on broken fixtures', () => {
  it('a cut or overlong description', () => {
    expect(descriptionProblem('24/7 locksmith in Belfast, Northern Ireland. DBS-checked. Call 0306 999…')).toBe('ends in an ellipsis');
    expect(descriptionProblem('Locked out? '.repeat(14).trim())).toBe('167 characters');
    expect(descriptionProblem('Locksmiths in Leeds, call 0113')).toBe('does not end a sentence');
    expect(descriptionProblem('Locksmiths in Leeds, 24/7. Call 0113 496 0254.')).toBeNull();
  });

  it('a literal price in a template', () => {
    expect(literalPrices("const lead = 'Lockouts from £75, any hour.';")).toEqual(['£75']);
    expect(literalPrices('<p>Smart locks from 150 pounds</p>')).toEqual(['150 pounds']);
    expect(literalPrices("// 'From £75' in a comment\nconst price = priceOf(slug, 'lockout');")).toEqual([]);
  });

  it("a price that is not the page's list price for its job", () => {
    const page = (text: string) => `<main><p>${text}</p></main>`;
    const listed = (rows: readonly JobPrice[], job: Job) => rows.find((row) => row.job === job)?.price;
    const labelled = (rows: readonly JobPrice[]) => rows.find((row) => JOB_LABELS[row.job] !== undefined)!;
    // A national job with a label, on a national service page: a figure one pound off is off the list.
    const national = labelled(nationalPrices);
    expect(
      jobPricesOffTheList('/services/residential-locksmith', page(`${JOB_LABELS[national.job]} From £${firstAmount(national.price) + 1} installed`)),
    ).toHaveLength(1);
    // A served place with its own list, else the home team's place on the national list: its price
    // for a job, one pound off, is off the list; the listed price itself is not.
    const place = Object.keys(placePrices).find(serves) ?? fixturePages.citySlug;
    const row = labelled(placePrices[place] ?? nationalPrices);
    const label = JOB_LABELS[row.job]!;
    expect(jobPricesOffTheList(`/${place}`, page(`${label} From £${firstAmount(row.price) + 1}`))).toHaveLength(1);
    expect(jobPricesOffTheList(`/${place}`, page(`${label} ${row.price}`))).toEqual([]);
    // A business or car lockout is its own job, not the home lockout its name ends with: one pound
    // above the home lockout is off the list only where the list prices that job otherwise.
    const lockout = firstAmount(listed(nationalPrices, 'lockout')!);
    for (const [name, job] of [
      ['Business lockout', 'business-lockout'],
      ['Car lockout', 'car-lockout'],
    ] as const) {
      const own = listed(nationalPrices, job);
      const found = jobPricesOffTheList('/services', page(`${name} From £${lockout + 1}`));
      expect(found.filter((problem) => problem.includes(' for lockout where'))).toEqual([]);
      expect(found).toHaveLength(own !== undefined && firstAmount(own) !== lockout + 1 ? 1 : 0);
      if (own) expect(jobPricesOffTheList('/services', page(`${name} ${own}`))).toEqual([]);
    }
    // An amount above every one the place's page may name.
    const unlisted = Math.max(...[...allowedAmounts(`/${place}`)].map(Number)) + 1;
    expect(pricesOffTheList(`/${place}`, page(`Lockouts from £${unlisted} plus parts`))).toHaveLength(1);
  });

  it('a sample review or the sample rating on a page', () => {
    const review = reviewsByFile()[0]!.reviews.find((r) => r.source.kind === 'sample');
    const count = reputation.rating.reviewCount;
    const html = `<main><figure class="card review-card"><p>${review?.text ?? 'Quick and tidy.'}</p></figure><p class="rating-line">4.6 from ${count} reviews</p></main>`;
    // With the sample rating and no real review, all of it is sample.
    expect(sampleReviewMarks(html, { rating: true, realReviews: false })).toEqual(
      expect.arrayContaining([
        'a review card',
        'a rating line',
        `the review count ${count}`,
        ...(review ? [`${review.author}'s sample review`] : []),
      ]),
    );
    // A rating with a real source and real reviews may be shown: only a sample review's own words are marked.
    expect(sampleReviewMarks(html, { rating: false, realReviews: true })).toEqual(review ? [`${review.author}'s sample review`] : []);
    expect(sampleReviewMarks('<main><p>"aggregateRating"</p></main>', { rating: false, realReviews: true })).toEqual(['review markup']);
    expect(sampleReviewMarks('<main><p>Call us.</p></main>', { rating: true, realReviews: false })).toEqual([]);
  });
});

describe('descriptions are whole sentences', () => {
  it('fitDescription keeps whole sentences that fit and never cuts one', () => {
    const text =
      '24/7 locksmith in Belfast, Northern Ireland: lockouts, lock changes and uPVC repairs, with an arrival time agreed when you call. DBS-checked. Call 0306 999 0321.';
    expect(fitDescription(text)).toBe(
      '24/7 locksmith in Belfast, Northern Ireland: lockouts, lock changes and uPVC repairs, with an arrival time agreed when you call. DBS-checked.',
    );
    expect(fitDescription('Rated 4.6 out of 5. Open 24/7.')).toBe('Rated 4.6 out of 5. Open 24/7.');
  });

  it('fitDescription refuses a text it cannot make whole', () => {
    expect(() => fitDescription(`${'word '.repeat(40)}end.`)).toThrow(/longer than 160/);
    expect(() => fitDescription('Locksmiths in Leeds. Call 0113')).toThrow(/whole sentences/);
    expect(() => fitDescription('')).toThrow(/whole sentences/);
  });

  it('on every page the crawl reached, sitemap and noindexed alike', async () => {
    const crawl = await siteSnapshot();
    const problems: string[] = [];
    for (const [page, answer] of Object.entries(crawl.fetched)) {
      if (answer.status !== 200 || !answer.contentType.startsWith('text/html')) continue;
      const problem = descriptionProblem(descriptionOf(answer.body));
      if (problem) problems.push(`${page}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('prices', () => {
  it('no template or copy types a price: they come from the business file, through data/prices.ts', () => {
    const files = [
      ...sourceFiles(path.join(root, 'client')),
      ...sourceFiles(path.join(root, 'data')),
      ...sourceFiles(path.join(root, 'server', 'views')),
    ];
    const found = files
      .filter((file) => path.relative(root, file) !== path.join('data', 'prices.ts'))
      .flatMap((file) => literalPrices(readFileSync(file, 'utf8')).map((price) => `${path.relative(root, file)}: ${price}`));
    expect(found).toEqual([]);
  });

  it("every price on every page is the page list's price for its job", async () => {
    const crawl = await siteSnapshot();
    const off: string[] = [];
    for (const page of crawl.crawled) {
      const html = crawl.html(page);
      off.push(...[...pricesOffTheList(page, html), ...jobPricesOffTheList(page, html)].map((problem) => `${page}: ${problem}`));
    }
    expect(off).toEqual([]);
  }, 180_000);

  it('/pricing says it shows the national list and links every place with its own', async () => {
    const html = (await siteSnapshot()).html('/pricing');
    const text = mainText(html);
    expect(text).toMatch(/national list/i);
    expect(text).toMatch(/Prices differ in some places/);
    for (const slug of Object.keys(placePrices)) expect(html).toContain(`href="/${slug}#prices"`);
  });

  it('the terms, the contact page and /pricing describe charging in the same words', async () => {
    const crawl = await siteSnapshot();
    for (const page of ['/pricing', '/terms-conditions', '/contact']) {
      const text = mainText(crawl.html(page));
      expect(text, page).toContain(chargingSummary.fixed);
      expect(text, page).toContain(chargingSummary.hourly.slice(0, 80));
      expect(text, page).not.toMatch(/Parts are charged in addition to labour|You pay for the labour at the rates/);
    }
  });
});

describe('review and rating sources', () => {
  it('every review in the data names its source', () => {
    for (const { file, reviews } of reviewsByFile()) {
      for (const review of reviews) expect(reviewSourceProblem(review.source), `${file}: ${review.author}`).toBeNull();
    }
    expect(reviewSourceProblem(reputation.rating.source)).toBeNull();
  });

  it('a source without its date or link is refused', () => {
    expect(reviewSourceProblem({ kind: 'platform', platform: 'Google', date: '14 March', url: 'https://g.co/r' })).toMatch(/ISO date/);
    expect(reviewSourceProblem({ kind: 'platform', platform: 'Google', date: '2025-03-14', url: '' })).toMatch(/link/);
    expect(reviewSourceProblem({ kind: 'collected' })).toMatch(/ISO date/);
    expect(reviewSourceProblem(undefined)).toMatch(/no source/);
  });

  it('the facts may not say `sample: false` while sample reviews or the sample rating remain', async () => {
    // The configured facts with the sample rating: refused while they say `sample: false`.
    const sampleRating = { ...reputation, rating: { ...reputation.rating, source: { kind: 'sample' as const } } };
    expect(() => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices, reputation: sampleRating })).toThrow(
      /sample is false, but the rating/,
    );
    // The configured facts themselves: refused with `sample: false` exactly while a sample review or the sample rating remains.
    const configured = () => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices });
    if (hasSampleRatingOrReviews) expect(configured).toThrow(/sample is false, but (the rating|\d+ reviews?)/);
    else expect(configured).not.toThrow(/sample is false, but (the rating|\d+ reviews?)/);
  });

  it('samples are shown only on the .example origin, or with sample facts and indexing off', () => {
    expect(showsSampleContent('https://www.tumblerway.example', true)).toBe(true);
    expect(showsSampleContent('https://www.example.co.uk', true)).toBe(false);
    expect(showsSampleContent('https://www.example.co.uk', false, { sample: true })).toBe(true);
    expect(showsSampleContent('https://www.example.co.uk', false)).toBe(business.sample);
    expect(showsSampleContent('https://www.example.co.uk', false, { sample: false })).toBe(false);
  });

  it('the start-up warning lists what is still sample', () => {
    const list = sampleContentList();
    if (configuredSamples.rating) expect(list[0]).toMatch(/rating and review count/);
    else expect(list.join(' ')).not.toMatch(/rating and review count/);
    const file = businessFileLabel(loadedBusinessFile());
    const samples = reviewsByFile()
      .flatMap(({ reviews }) => reviews)
      .filter((review) => review.source.kind === 'sample').length;
    if (samples) expect(list.join(' ')).toContain(`${samples} review${samples === 1 ? '' : 's'} in ${file}`);
    const warning = sampleContentWarning(loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' }).site);
    if (business.sample && list.length) {
      expect(warning).toContain(file);
      expect(warning).toContain('not shown on this origin');
    } else expect(warning ?? '').not.toMatch(/sample content|not shown on this origin/);
  });
});

describe('on a real origin', () => {
  let served: Served;
  beforeAll(async () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' });
    served = await serve(
      createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 }),
    );
    return () => served.close();
  });

  // One page of each template that shows reviews or the rating on the sample site, chosen from the
  // configured business: the home team's place and its first local service, a served place without a
  // team, the first area page, and the first place and suburb with reviews of their own.
  const locationPaths = new Set(allLocationPaths());
  const reviewed = Object.keys(placeReviews)
    .map((key) => `/${key}`)
    .filter((page) => locationPaths.has(page));
  const pages = [
    ...new Set(
      [
        '/',
        '/services',
        '/services/emergency-locksmith',
        '/locksmith-near-me',
        fixturePages.city,
        fixturePages.cityService,
        fixturePages.withoutTeam && `/${fixturePages.withoutTeam.slug}`,
        fixturePages.area,
        reviewed.find((page) => page.split('/').length === 2),
        reviewed.find((page) => page.split('/').length === 3),
      ].filter((page): page is string => page !== undefined),
    ),
  ];

  it.each(pages)('%s carries no sample review, rating or review count, and omits the sections', async (page) => {
    const res = await fetch(served.origin + page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(sampleReviewMarks(html)).toEqual([]);
    // Review sections hold sample reviews alone, unless the business has real ones.
    if (!configuredSamples.realReviews) expect(html).not.toMatch(/id="reviews-title"|id="testimonial-title"/);
    // A rating with a real source is shown on a real origin wherever the sample origin shows it.
    if (!configuredSamples.rating) {
      const shown = /class="rating-line"/.test((await siteSnapshot()).html(page));
      expect(/class="rating-line"/.test(html), 'the rating line as on the sample origin').toBe(shown);
    }
    expect(descriptionProblem(descriptionOf(html))).toBeNull();
  });

  it('the same pages show them on the sample origin, and a real rating on the home page', async () => {
    const crawl = await siteSnapshot();
    const shown = ['/', '/services', fixturePages.city, ...reviewed.slice(0, 1)];
    for (const page of shown) {
      const html = crawl.html(page);
      if (hasSampleRatingOrReviews) expect(sampleReviewMarks(html).length, page).toBeGreaterThan(0);
      else expect(sampleReviewMarks(html), page).toEqual([]);
    }
    // The rating, sample or real, is on the sample site's home page.
    expect(crawl.html('/')).toMatch(/class="rating-line"/);
  });
});
