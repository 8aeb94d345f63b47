/**
 * `npm run content-report`: how much of each location page's main text is its own, per template
 * (docs/decisions/026). Renders every location page with the real app, measures it against its
 * siblings (server/views/content-measure.ts), prints a table per template and writes the per-page
 * figures to dist/content-report.json, which the server reads to decide `noindex` and the
 * sitemaps. `npm run build` runs it with `--quiet`.
 *
 * It also refuses a broken site (docs/decisions/075): every page the sitemaps or the location data
 * name, and every page they link to, must answer 200 (or 301 to a page that does), with no value
 * unfilled and no element that should hold words left empty (scripts/page-problems.ts). It lists
 * every problem, with the page and the error or the piece of the page, and writes no report.
 */
import '../server/operations/preflight.ts';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { cityAreas } from '../data/areas.ts';
import { cities } from '../data/cities.ts';
import { londonDistricts } from '../data/london-districts.ts';
import { suburbs } from '../data/suburbs.ts';
import { cityPages } from '../data/city-pages.ts';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/http/assets.ts';
import { businessFacts, businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { loadConfig } from '../server/operations/config.ts';
import { type ContentReport, indexEverything } from '../server/views/content-index.ts';
import { CLOSE_CALL, GUARD, isCloseCall, isIndexable, type MeasuredPage, measurePages } from '../server/views/content-measure.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import { internalLinks, pageProblems } from './page-problems.ts';
import { cityPageData, matchArea } from '../server/views/place-lookup.ts';

const quiet = process.argv.includes('--quiet');
const root = path.resolve(import.meta.dirname, '..');
const clientDir = clientDirFrom(root);
const out = path.join(root, 'dist', 'content-report.json');
/** Measuring renders every location page (about a minute): a build reuses the last report while the sources are unchanged. */
const cacheFile = path.join(root, 'node_modules', '.cache', 'content-report.json');

/** A hash of everything the rendered text depends on: the sources, and the business file the pages state (its path and its text). */
function sourceHash(): string {
  const hash = createHash('sha256');
  const businessFile = loadedBusinessFile();
  hash.update(businessFile).update(readFileSync(businessFile));
  for (const dir of ['client', 'data', 'shared', 'server', 'scripts']) {
    for (const file of (readdirSync(path.join(root, dir), { recursive: true }) as string[]).sort()) {
      const full = path.join(root, dir, file);
      if (/\.(ts|tsx)$/.test(file)) hash.update(file).update(readFileSync(full));
    }
  }
  return hash.digest('hex');
}

const hash = sourceHash();
if (quiet && existsSync(cacheFile) && (JSON.parse(readFileSync(cacheFile, 'utf8')) as { sourceHash?: string }).sourceHash === hash) {
  copyFileSync(cacheFile, out);
  console.log(`content report: sources unchanged, reused ${path.relative(root, cacheFile)}`);
  process.exit(0);
}

/** Every place name the data knows, so that swapping one for another counts for nothing. */
function placeNames(): string[] {
  const names = new Set<string>();
  for (const city of cities) {
    names.add(city.name);
    names.add(city.region);
  }
  for (const areas of Object.values(cityAreas)) for (const area of areas) names.add(area.name);
  for (const suburb of suburbs) names.add(suburb.name);
  for (const d of londonDistricts) {
    names.add(d.code);
    names.add(d.place);
    for (const name of [...d.localities, ...d.boroughs]) names.add(name);
  }
  return [...names].filter((name) => name.length > 1);
}

function templateOf(pagePath: string): string {
  const [citySlug, area] = pagePath.slice(1).split('/');
  if (!area) return cityPageData(citySlug!) ? 'dedicated city' : 'city';
  const match = matchArea(citySlug!, area);
  if (!match) throw new Error(`${pagePath} is listed but matches no location`);
  // Each local service is a template of its own: a locksmith's lockout page in Leeds is compared with the lockout pages of other cities.
  if (match.kind === 'service') return `city service: ${area}`;
  return { suburb: 'suburb', district: 'London district', area: 'area' }[match.kind];
}

/** The place a page is about: the city for a city page and its local services, else the area itself. */
function placeOf(pagePath: string): string {
  const [citySlug, area] = pagePath.slice(1).split('/');
  return area && matchArea(citySlug!, area)?.kind !== 'service' ? `${citySlug}/${area}` : citySlug!;
}

/** The page's own content: <main> without scripts, navigation and markup. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<nav[\s\S]*?<\/nav>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const config = loadConfig({});
/**
 * Pages are measured as a live site shows them: on a real origin, where sample reviews and sample
 * figures are not rendered (docs/decisions/046). Each page's sample reviews are different text, so
 * measuring the sample site would count them as the page's own words.
 */
const LIVE_ORIGIN = 'https://www.locksmith-site.invalid';
/** Why a page could not be rendered, by its path, from the server's own log line. */
const renderErrors = new Map<string, string>();
const errorLog = {
  write(line: string) {
    const entry = JSON.parse(line) as { url?: string; err?: { message?: string } };
    if (entry.url && entry.err?.message) renderErrors.set(entry.url, entry.err.message);
  },
};
const app = createApp({
  site: { ...config.site, origin: LIVE_ORIGIN },
  assets: readAssets(clientDir),
  clientDir,
  logger: pino({ level: 'error' }, errorLog),
  pageCacheBytes: 0,
  contentIndex: indexEverything,
});

// No report stands while the pages are checked: a refused build leaves none for the server or the tests to take as current.
rmSync(out, { force: true });
const get = (pagePath: string) => request(app).get(pagePath).set('Accept-Encoding', 'identity');
const problems: string[] = [];
const answered = new Map<string, number>();
/** Each linked page, with the first page that links to it. */
const linkedFrom = new Map<string, string>();
const locationPaths = allLocationPaths();
const measured = new Set(locationPaths);
const pages: MeasuredPage[] = [];
for (const pagePath of new Set([...locationPaths, ...allSitemapPaths()])) {
  const response = await get(pagePath);
  answered.set(pagePath, response.status);
  if (response.status !== 200) {
    const error = renderErrors.get(pagePath);
    problems.push(`${pagePath} answered ${response.status}${error ? `: ${error.length > 200 ? `${error.slice(0, 200)}…` : error}` : ''}`);
    continue;
  }
  problems.push(...pageProblems(response.text).map((problem) => `${pagePath}: ${problem}`));
  for (const link of internalLinks(response.text)) if (!linkedFrom.has(link)) linkedFrom.set(link, pagePath);
  if (measured.has(pagePath)) pages.push({ path: pagePath, template: templateOf(pagePath), place: placeOf(pagePath), text: mainText(response.text) });
}
// Every page a page links to answers 200, or 301 to a page that does.
for (const [link, from] of linkedFrom) {
  if (answered.get(link) === 200) continue;
  const response = answered.has(link) ? undefined : await get(link);
  if (!response) continue;
  // A page already rendered and found broken is listed once, as itself.
  if (answered.has(link)) continue;
  let status = response!.status;
  if (status === 301 || status === 308) status = (await get(response.headers.location!)).status === 200 ? 200 : status;
  answered.set(link, status);
  if (status !== 200) problems.push(`${from} links to ${link}, which answers ${status}`);
}
if (problems.length) {
  const shown = problems.slice(0, 40).map((problem) => `  ${problem}${fieldsBehind(problem)}`);
  console.error(
    `The site has ${problems.length} broken ${problems.length === 1 ? 'page' : 'pages'} for the business in ${businessFileLabel(loadedBusinessFile())}; nothing was published:\n${shown.join('\n')}${problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : ''}`,
  );
  process.exit(1);
}

/**
 * The business file's fields a problem's unfilled placeholder comes from, where it is written
 * there (an owner's sentence with '{amount}' in it): ' (from chargingSummary.callOut)', or nothing.
 */
function fieldsBehind(problem: string): string {
  const placeholders = problem.match(/\{[a-zA-Z]+\}/g) ?? [];
  if (!placeholders.length) return '';
  const fields: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (placeholders.some((p) => value.includes(p))) fields.push(at);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
    }
  };
  walk(businessFacts(), '');
  return fields.length ? ` (from the business file's ${[...new Set(fields)].join(', ')})` : '';
}
const measures = measurePages(pages, placeNames());
const report: ContentReport = { sourceHash: hash, guard: { ...GUARD }, pages: measures.map((m) => ({ ...m, indexable: isIndexable(m) })) };
// The pages docs/product.md names (the dedicated city and suburb pages) are meant to rank: the
// build refuses one the content guard would keep out of the index, naming its figures.
const named = new Set([...cityPages.map((page) => `/${page.slug}`), ...suburbs.map((suburb) => `/${suburb.citySlug}/${suburb.slug}`)]);
const hidden = report.pages.filter((page) => named.has(page.path) && !page.indexable);
if (hidden.length) {
  console.error(
    `${hidden.length} ${hidden.length === 1 ? 'page' : 'pages'} docs/product.md names would be noindex; give each more words of its own (data/suburbs.ts, data/city-pages.ts):\n${hidden
      .map(
        (page) =>
          `  ${page.path}: ${page.ownWords} own words (at least ${GUARD.minOwnWords}), own share ${page.ownShare} (at least ${GUARD.minOwnShare}), similarity ${page.similarity} to ${page.nearest} (at most ${GUARD.maxSimilarity})`,
      )
      .join('\n')}`,
  );
  process.exit(1);
}
writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);
mkdirSync(path.dirname(cacheFile), { recursive: true });
copyFileSync(out, cacheFile);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.9) - 1)]!;

const indexed = report.pages.filter((p) => p.indexable).length;
const closeCalls = report.pages.filter(isCloseCall).sort((a, b) => a.similarity - b.similarity);
if (quiet) {
  console.log(
    `content report: ${indexed} of ${report.pages.length} location pages indexable, ${closeCalls.length} within ${CLOSE_CALL} of the similarity limit (${path.relative(root, out)})`,
  );
} else {
  console.log(
    `Location pages, measured against the nearest page of the same template or about the same place (guard: similarity <= ${GUARD.maxSimilarity}, own words >= ${GUARD.minOwnWords}, own share >= ${GUARD.minOwnShare}):`,
  );
  console.log(
    `  ${'template'.padEnd(36)} ${'pages'.padStart(5)} ${'indexed'.padStart(7)}  similarity median  p90  indexed p90  own words median  own share median`,
  );
  const templates = [...new Set(report.pages.map((p) => p.template))];
  for (const template of templates) {
    const group = report.pages.filter((p) => p.template === template);
    const sims = group.map((p) => p.similarity);
    const indexedSims = group.filter((p) => p.indexable).map((p) => p.similarity);
    console.log(
      `  ${template.padEnd(36)} ${String(group.length).padStart(5)} ${String(indexedSims.length).padStart(7)}  ${median(sims).toFixed(2).padStart(17)}  ${percentile90(sims).toFixed(2)}  ${(indexedSims.length ? percentile90(indexedSims).toFixed(2) : '-').padStart(11)}  ${String(median(group.map((p) => p.ownWords))).padStart(16)}  ${median(
        group.map((p) => p.ownShare),
      )
        .toFixed(2)
        .padStart(16)}`,
    );
  }
  console.log(`  ${'all'.padEnd(36)} ${String(report.pages.length).padStart(5)} ${String(indexed).padStart(7)}`);
  // Pages a few words could tip either way: decide them on purpose (more words of their own for a
  // page that matters), never by moving the limit.
  console.log(`\nClose calls, similarity within ${CLOSE_CALL} of ${GUARD.maxSimilarity} (${closeCalls.length}):`);
  for (const page of closeCalls) {
    console.log(
      `  ${page.path.padEnd(48)} similarity ${page.similarity.toFixed(3)}  own words ${String(page.ownWords).padStart(4)}  ${page.indexable ? 'indexed' : 'noindex'}`,
    );
  }
  console.log(`\nPer-page figures: ${path.relative(root, out)}`);
}
