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
import { reputation } from '../data/business.ts';
import { chargingSummary, type Job, type JobPrice, nationalPrices, placePrices } from '../data/prices.ts';
import {
  checkBusinessFacts,
  reviewSourceProblem,
  reviewsByFile,
  sampleContentList,
  sampleContentWarning,
  showsSampleContent,
} from '../server/business-facts.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/assets.ts';
import { loadConfig } from '../server/config.ts';
import { fitDescription } from '../shared/text.ts';
import { clientDir, root } from './helpers/app.ts';
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

/** A review card, the rating line or a sample review's words in a page. */
function sampleReviewMarks(html: string): string[] {
  const marks: string[] = [];
  if (/class="card review-card"/.test(html)) marks.push('a review card');
  if (/class="rating-line"/.test(html)) marks.push('a rating line');
  const count = String(reputation.rating.reviewCount);
  if (new RegExp(`\\b${count}\\b`).test(mainText(html)) || html.includes(`"reviewCount":${count}`)) marks.push(`the review count ${count}`);
  for (const { reviews } of reviewsByFile()) {
    for (const review of reviews) {
      if (review.source.kind === 'sample' && html.includes(review.text.slice(0, 60))) marks.push(`${review.author}'s sample review`);
    }
  }
  if (/aggregateRating|"@type":"Review"/.test(html)) marks.push('review markup');
  return marks;
}

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
    // The national smart lock installation, and Manchester's uPVC lock replacement, read from the
    // lists: a figure one pound off is off the list, the listed price itself is not.
    const listed = (rows: readonly JobPrice[], job: Job) => rows.find((row) => row.job === job)!.price;
    const smartLock = firstAmount(listed(nationalPrices, 'smart-lock'));
    const manchesterUpvc = listed(placePrices.manchester!, 'upvc-lock');
    expect(jobPricesOffTheList('/services/residential-locksmith', page(`Smart lock From £${smartLock + 1} installed`))).toHaveLength(1);
    expect(jobPricesOffTheList('/manchester', page(`uPVC lock replacement From £${firstAmount(manchesterUpvc) + 1}`))).toHaveLength(1);
    expect(jobPricesOffTheList('/manchester', page(`uPVC door lock replacement ${manchesterUpvc}`))).toEqual([]);
    // A business or car lockout is its own job, not the home lockout its name ends with.
    const businessLockout = listed(nationalPrices, 'business-lockout');
    expect(jobPricesOffTheList('/services', page(`Business lockout ${businessLockout}`))).toEqual([]);
    expect(jobPricesOffTheList('/services', page(`Car lockout From £${firstAmount(listed(nationalPrices, 'car-lockout')) + 1}`))).toEqual([
      expect.stringContaining(' for car-lockout where'),
    ]);
    // An amount above every one the Leeds page may name.
    const unlisted = Math.max(...[...allowedAmounts('/leeds')].map(Number)) + 1;
    expect(pricesOffTheList('/leeds', page(`Lockouts from £${unlisted} plus parts`))).toHaveLength(1);
  });

  it('a sample review or the sample rating on a page', () => {
    const review = reviewsByFile()[0]!.reviews[0]!;
    const html = `<main><figure class="card review-card"><p>${review.text}</p></figure><p class="rating-line">4.6 from ${reputation.rating.reviewCount} reviews</p></main>`;
    expect(sampleReviewMarks(html)).toEqual(
      expect.arrayContaining([
        'a review card',
        'a rating line',
        `the review count ${reputation.rating.reviewCount}`,
        `${review.author}'s sample review`,
      ]),
    );
    expect(sampleReviewMarks('<main><p>Call us.</p></main>')).toEqual([]);
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
    const business = await import('../data/business.ts');
    const { nationalPrices } = await import('../data/prices.ts');
    expect(() => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices })).toThrow(/sample is false, but the rating/);
  });

  it('samples are shown only on the .example origin, or with sample facts and indexing off', () => {
    expect(showsSampleContent('https://www.tumblerway.example', true)).toBe(true);
    expect(showsSampleContent('https://www.example.co.uk', true)).toBe(false);
    expect(showsSampleContent('https://www.example.co.uk', false)).toBe(true);
    expect(showsSampleContent('https://www.example.co.uk', false, { sample: false })).toBe(false);
  });

  it('the start-up warning lists what is still sample', () => {
    const list = sampleContentList();
    expect(list[0]).toMatch(/rating and review count/);
    const file = businessFileLabel(loadedBusinessFile());
    const samples = reviewsByFile()
      .flatMap(({ reviews }) => reviews)
      .filter((review) => review.source.kind === 'sample').length;
    if (samples) expect(list.join(' ')).toContain(`${samples} review${samples === 1 ? '' : 's'} in ${file}`);
    const warning = sampleContentWarning(loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' }).site);
    expect(warning).toContain(file);
    expect(warning).toContain('not shown on this origin');
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

  // One page of each template that shows reviews or the rating on the sample site.
  const pages = [
    '/',
    '/services',
    '/services/emergency-locksmith',
    '/locksmith-near-me',
    '/leeds',
    '/camden',
    '/aberdeen',
    '/leeds/headingley',
    '/manchester/didsbury',
    '/sheffield/manor-park',
    '/leeds/emergency-lockout',
    '/london/sw1a-westminster',
    '/liverpool/anfield',
  ];

  it.each(pages)('%s carries no sample review, rating or review count, and omits the sections', async (page) => {
    const res = await fetch(served.origin + page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(sampleReviewMarks(html)).toEqual([]);
    expect(html).not.toMatch(/id="reviews-title"|id="testimonial-title"/);
    expect(descriptionProblem(descriptionOf(html))).toBeNull();
  });

  it('the same pages show them on the sample origin', async () => {
    const crawl = await siteSnapshot();
    for (const page of ['/', '/services', '/leeds', '/manchester/didsbury'])
      expect(sampleReviewMarks(crawl.html(page)).length, page).toBeGreaterThan(0);
  });
});
