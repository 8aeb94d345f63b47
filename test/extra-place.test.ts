/**
 * The experiment of docs/decisions/061 as a test: the site's data with one more town, added as an
 * owner would add it (test/fixtures/extra-place/town.ts: name, region, nation, population,
 * position and postcode districts; no description, reviews or page data). The site runs in a
 * process of its own (test/fixtures/extra-place/probe.ts), where a module hook puts the town into
 * data/cities.ts: test files here share one module graph and never replace a module
 * (docs/decisions/051). The probe serves the built client with the build's content report, which
 * has never measured the town's pages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityPageCopy, genericCityCopy } from '../data/location-copy/city-page.ts';
import { cityServices } from '../data/city-services.ts';
import { directoryCopy } from '../data/directory.ts';
import { serves } from '../data/business.ts';
import { nationalPrices } from '../data/prices.ts';
import { servesPlace } from '../server/business/served.ts';
import { nearestTeam, responseMinutes } from '../server/views/response-time.ts';
import { countOf, fillPlace } from '../shared/text.ts';
import { exampleton as town } from './fixtures/extra-place/town.ts';
import { descriptionOf, jsonLdBlocks, textOf, titleOf } from './helpers/html.ts';
import { headingsOf, wordProblems } from './helpers/page-words.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'extra-place');
const townPath = `/${town.slug}`;
const servicePaths = cityServices.map((service) => `${townPath}/${service.slug}`);

type Answers = Record<string, { status: number; location?: string; body: string }>;
let answers: Answers;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'extra-place-'));
  const out = path.join(dir, 'answers.json');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(fixtures, 'register.mjs'), path.join(fixtures, 'probe.ts'), out],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  answers = JSON.parse(readFileSync(out, 'utf8')) as Answers;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The body of a page the probe requested, after checking it answered 200. */
function page(pagePath: string): string {
  const answer = answers[pagePath];
  expect(answer?.status, pagePath).toBe(200);
  return answer!.body;
}

/** Every JSON-LD node, at any depth. */
function nodesOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  return [node, ...Object.values(node).flatMap(nodesOf)];
}

/** The visible sentences of a page that name the town. */
function sentencesNaming(html: string, name: string): string[] {
  return textOf(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes(name));
}

/** Whether the configured business serves the town's nation, region or slug (docs/decisions/073): the fixture is in North Yorkshire. */
const townServed = servesPlace(serves, town);

// The town gets pages only where the business serves the place it is added in; elsewhere see the block below.
describe.skipIf(!townServed)('a town added by data (docs/decisions/061)', () => {
  it('gets a page and its local service pages, kept out of the index and the sitemaps until its words are measured', () => {
    for (const pagePath of [townPath, ...servicePaths]) {
      expect(page(pagePath), pagePath).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    }
    const sitemaps = Object.entries(answers).filter(([pagePath]) => pagePath.startsWith('/sitemaps/'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const [pagePath, answer] of sitemaps) expect(answer.body, pagePath).not.toContain(`${townPath}<`);
    for (const [pagePath, answer] of sitemaps) expect(answer.body, pagePath).not.toContain(`${townPath}/`);
  });

  it('is never called a city: title, heading, description, prose or structured data', () => {
    for (const pagePath of [townPath, ...servicePaths]) {
      const html = page(pagePath);
      expect(titleOf(html), pagePath).not.toMatch(/\bcit(y|ies)\b/i);
      expect(descriptionOf(html), pagePath).not.toMatch(/\bcit(y|ies)\b/i);
      for (const heading of headingsOf(html)) expect(heading.text, pagePath).not.toMatch(/\bcit(y|ies)\b/i);
      for (const sentence of sentencesNaming(html, town.name)) expect(sentence, pagePath).not.toMatch(/\bcit(y|ies)\b/i);
    }
    // Every page's structured data names the places served; the town is a Place in all of it.
    for (const pagePath of [townPath, '/locksmith-near-me']) {
      const types = nodesOf(jsonLdBlocks(page(pagePath)))
        .filter((node) => node.name === town.name)
        .map((node) => node['@type']);
      expect(types, pagePath).toContain('Place');
      expect(types, pagePath).not.toContain('City');
    }
    expect(textOf(page(townPath))).toContain(cityPageCopy.townStatus);
  });

  it('reads as written by a person, with generic words true of any place and no reviews section', () => {
    const html = page(townPath);
    expect(wordProblems(html, { place: town.name, city: town.name })).toEqual([]);
    expect(textOf(html)).toContain(fillPlace(genericCityCopy.description, { city: town.name, region: town.region }));
    expect(textOf(html)).not.toContain(fillPlace(cityPageCopy.reviewsTitle, { city: town.name }));
    const types = nodesOf(jsonLdBlocks(html)).map((node) => node['@type']);
    expect(types).not.toContain('Review');
    expect(types).not.toContain('AggregateRating');
  });

  it('takes its team and response time from the reach rule, and its prices from the national list', () => {
    const team = nearestTeam(town)!;
    const minutes = responseMinutes(town);
    const text = textOf(page(townPath));
    // A time is promised only where a team reaches the town (the sample's Leeds team does).
    if (team.withinReach) expect(text).toContain(fillPlace(cityPageCopy.claims.response, { minutes: minutes! }));
    else expect(text).not.toContain(cityPageCopy.claims.response.split('{minutes}')[0]!);
    // The distance by road where one joins them (docs/decisions/084), else as the crow flies.
    expect(text).toContain(
      `${team.name}, ${team.byRoad ? 'about ' : ''}${countOf(team.miles, 'mile')} away ${team.byRoad ? 'by road' : 'as the crow flies'}`,
    );
    const lockout = nationalPrices.find((row) => row.job === 'lockout')!;
    expect(textOf(page(`${townPath}/emergency-lockout`))).toContain(lockout.price);
  });

  it('receives its postcode districts from the finder', () => {
    for (const district of town.postcodeDistricts!) {
      const answer = answers[`/locksmith-near-me?postcode=${district}`];
      expect(answer?.status, district).toBe(303);
      expect(answer?.location, district).toBe(townPath);
    }
  });

  it('is listed with the directory’s towns, linked to its page, and in no list of cities', () => {
    const directory = page('/locksmith-near-me');
    const townsSection = directory.slice(directory.indexOf(directoryCopy.townsTitle));
    expect(townsSection).toContain(`href="${townPath}"`);
    const table = /<table[\s\S]*?<\/table>/.exec(directory)?.[0] ?? '';
    expect(table).toContain('<td');
    expect(textOf(table)).not.toContain(town.name);
    const featured = directory.slice(directory.indexOf(directoryCopy.featuredTitle), directory.indexOf(directoryCopy.allTitle));
    expect(textOf(featured)).not.toContain(town.name);
    expect(textOf(page('/sitemap'))).not.toContain(town.name);
  });
});

describe.skipIf(townServed)('a town added by data in a place the business does not serve (docs/decisions/073)', () => {
  it('answers 410 Gone for its page and its local service pages, naming it', () => {
    for (const pagePath of [townPath, ...servicePaths]) {
      expect(answers[pagePath]?.status, pagePath).toBe(410);
      expect(titleOf(answers[pagePath]!.body), pagePath).toContain(town.name);
    }
  });

  it('is in no sitemap, no list of the directory, and is never where the finder sends its districts', () => {
    const sitemaps = Object.entries(answers).filter(([pagePath]) => pagePath.startsWith('/sitemaps/'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const [pagePath, answer] of sitemaps) expect(answer.body, pagePath).not.toContain(townPath);
    expect(page('/locksmith-near-me')).not.toContain(`href="${townPath}"`);
    expect(textOf(page('/sitemap'))).not.toContain(town.name);
    for (const district of town.postcodeDistricts!) {
      const answer = answers[`/locksmith-near-me?postcode=${district}`];
      expect(answer?.status, district).toBe(200);
      expect(answer?.location, district).toBeUndefined();
    }
  });
});
