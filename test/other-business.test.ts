/**
 * The whole site for a second business (docs/decisions/072): the built server run with
 * BUSINESS_FILE naming test/fixtures/business/ridgeway.yaml, a business as unlike the sample as the
 * business file allows (two teams in South Wales, none in London, no local numbers, no prices of a
 * place's own, phones answered by day only, no promise held). The crawl follows every link and
 * sitemap URL as test/crawl.test.ts does for the configured business; what it checks comes from
 * the fixture's own facts, read with the same loader the server uses.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { cityPages } from '../data/city-pages.ts';
import { readBusinessFile } from '../server/business/file.ts';
import { servesPlace } from '../server/business/served.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { hoursInWords, isRoundTheClock } from '../shared/hours.ts';
import { root } from './helpers/app.ts';
import { pageProblems } from '../scripts/page-problems.ts';
import { hoursClaimsBeyondLine } from './helpers/claims.ts';
import { callOutClaims } from './helpers/price-claims.ts';
import { decodeEntities, jsonLdBlocks } from './helpers/html.ts';
import { validateSite } from './helpers/html-validate-pages.ts';
import { businessNodes, checkOneBusiness, checkPage, type PageBlocks } from './helpers/structured-data.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { crawlSite, pool, type SiteCrawl } from './helpers/site-crawl.ts';

const file = path.join(root, 'test', 'fixtures', 'business', 'ridgeway.yaml');
const other = readBusinessFile(file);
const homeSlug = other.homeTeam ?? Object.keys(other.teams)[0]!;
const nameOf = (slug: string) => cities.find((c) => c.slug === slug)!.name;
const served = cities.filter((place) => servesPlace(other.serves, place));
/** Every location page of the whole UK, whatever business this process runs as, with whether the fixture serves its place. */
const ukPaths = allLocationPaths(cities).map((page) => ({ page, served: served.some((place) => page.split('/')[1] === place.slug) }));

let server: ServerProcess;
let crawl: SiteCrawl;
/** Each crawled page's visible text and attributes: the HTML without its scripts (the hydration data is not read as words). */
const pages = new Map<string, string>();

beforeAll(async () => {
  server = await startServerProcess({ BUSINESS_FILE: file, LOG_LEVEL: 'silent' });
  crawl = await crawlSite(`http://127.0.0.1:${server.port}`);
  for (const page of crawl.crawled) pages.set(page, crawl.fetched[page]!.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
}, 300_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

describe('the site for another business', () => {
  it('reaches every page, every link answering 200 without a redirect, and no URL answering 5xx', () => {
    expect(served.length, 'the fixture serves some places and not others').toBeLessThan(cities.length);
    expect(pages.size).toBeGreaterThan(ukPaths.filter((p) => p.served).length);
    expect(crawl.linkProblems).toEqual([]);
    expect(crawl.sitemapProblems).toEqual([]);
    expect(
      Object.entries(crawl.fetched)
        .filter(([, answer]) => answer.status >= 500)
        .map(([page]) => page),
    ).toEqual([]);
  });

  it('leaves no value unfilled and no element that should hold words empty (scripts/page-problems.ts, the rule the build applies)', () => {
    expect([...pages].flatMap(([page, html]) => pageProblems(html).map((problem) => `${page}: ${problem}`))).toEqual([]);
  });

  it("names the business and gives its number on every page, never another's", () => {
    const tel = `tel:${other.nationalPhone.replace(/ /g, '')}`;
    const problems = [...pages].flatMap(([page, html]) => {
      const numbers = new Set([...html.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]));
      const wrong = [...numbers].filter((n) => n !== tel);
      return [...(html.includes(other.name) ? [] : [`${page}: no ${other.name}`]), ...wrong.map((n) => `${page}: ${n}`)];
    });
    expect(problems).toEqual([]);
  });

  it("speaks of the business's home team on the home page, with that team's minutes", () => {
    const home = decodeEntities(pages.get('/')!);
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(home)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    expect(heading).toBe(`${nameOf(homeSlug)} Locksmith`);
    expect(home).toContain(`about ${other.teams[homeSlug]} minutes across ${nameOf(homeSlug)}`);
  });

  it('claims no round-the-clock cover on the home page of a business whose phones keep other hours', () => {
    expect(isRoundTheClock(other.phoneLineHours), 'the fixture answers by day only').toBe(false);
    const text = decodeEntities(pages.get('/')!.replace(/<[^>]+>/g, ' '));
    expect(text.match(/24\/7|24 hours|day or night|any hour|round the clock/gi) ?? []).toEqual([]);
    expect(text).toContain(`Phones answered ${hoursInWords(other.phoneLineHours)}`);
  });

  it("states its call-out fee where it states any, and never denies it (the claims check's rule, with this business's fee)", () => {
    expect(other.chargingModel.callOutFee, 'the fixture charges a call-out fee').not.toBe(false);
    const fee = other.chargingModel.callOutFee as { amount: string };
    const problems = [...crawl.crawled].flatMap((page) =>
      callOutClaims(crawl.fetched[page]!.body, other.chargingModel).map((claim) => `${page}: ${claim}`),
    );
    expect(problems).toEqual([]);
    expect(pages.get('/pricing')).toContain(fee.amount);
    expect(decodeEntities(pages.get('/contact')!)).toContain(`Yes: a call-out fee of ${fee.amount} is added`);
  });

  it('claims no round-the-clock cover on any page of a business whose phones keep other hours', () => {
    const problems = [...pages].flatMap(([page, html]) => hoursClaimsBeyondLine(html, other.phoneLineHours).map((claim) => `${page}: ${claim}`));
    expect(problems).toEqual([]);
  });

  it('answers 410 for the 24-hour service of a business whose phones keep other hours, names it nowhere, and offers its services and number', () => {
    return fetch(`http://127.0.0.1:${server.port}/services/24-hour-locksmith`).then(async (res) => {
      expect(res.status).toBe(410);
      const html = await res.text();
      expect(html).toContain('href="/services"');
      expect(html).toContain(`tel:${other.nationalPhone.replace(/ /g, '')}`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect([...pages.values()].filter((page) => page.includes('/services/24-hour-locksmith'))).toEqual([]);
    });
  });

  it('answers every location page of the UK with 200 where the business serves the place and 410 elsewhere, linking only places it serves', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    // Six at a time, as the crawl asks: all at once, a busy machine's server would time some out (408).
    const statuses: number[] = [];
    await pool([...ukPaths.keys()], async (i) => {
      statuses[i] = (await fetch(base + ukPaths[i]!.page, { redirect: 'manual' })).status;
    });
    const wrong = ukPaths.flatMap(({ page, served: isServed }, i) => (statuses[i] === (isServed ? 200 : 410) ? [] : [`${page}: ${statuses[i]}`]));
    expect(wrong).toEqual([]);
    expect(statuses.filter((status) => status === 410).length).toBeGreaterThan(0);
    // No crawled page links to an unserved place's page.
    const unserved = cities.filter((place) => !served.includes(place)).map((place) => `href="/${place.slug}"`);
    expect([...pages].flatMap(([page, html]) => unserved.filter((href) => html.includes(href)).map((href) => `${page}: ${href}`))).toEqual([]);
  });

  it("answers an unserved place's page with 410, its name, the places served and the number, out of the index", async () => {
    const gone = cities.find((place) => !served.includes(place))!;
    const res = await fetch(`http://127.0.0.1:${server.port}/${gone.slug}`);
    expect(res.status).toBe(410);
    const html = decodeEntities(await res.text());
    expect(html).toContain(gone.name);
    for (const place of served.slice(0, 3)) expect(html).toContain(`href="/${place.slug}"`);
    expect(html).toContain(`tel:${other.nationalPhone.replace(/ /g, '')}`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('gives every page skeleton valid HTML, as test/html-validity.test.ts checks the configured business', async () => {
    const all = [...crawl.crawled].map((page): [string, string] => [page, crawl.fetched[page]!.body]);
    expect(await validateSite(all)).toEqual([]);
  });

  it('describes one business on every page, with resolved references, 5-decimal coordinates and no rating markup', () => {
    const blocks = new Map([...crawl.crawled].map((page) => [page, jsonLdBlocks(crawl.fetched[page]!.body) as PageBlocks]));
    expect(checkOneBusiness(blocks)).toEqual([]);
    expect([...blocks].flatMap(([page, found]) => checkPage(page, found))).toEqual([]);
    const names = [...businessNodes(blocks.get('/')!)].map((node) => (node as { name?: string }).name);
    expect(names).toEqual([other.name]);
  });

  it("never says 'our {place} locksmiths' of a place where the business has no team", () => {
    const problems = cityPages
      .filter((page) => other.teams[page.slug] === undefined)
      .flatMap((page) => {
        const html = pages.get(`/${page.slug}`) ?? '';
        return html.includes(`Our ${nameOf(page.slug)} locksmiths`) ? [`/${page.slug}`] : [];
      });
    expect(problems).toEqual([]);
  });
});
