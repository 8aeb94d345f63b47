/**
 * `npm run content-report`: how much of each location page's main text is its own, per template
 * (docs/decisions/026). Renders every location page with the real app, measures it against its
 * siblings (server/views/content-measure.ts), prints a table per template and writes the per-page
 * figures to dist/content-report.json, which the server reads to decide `noindex` and the
 * sitemaps. `npm run build` runs it with `--quiet`.
 */
import '../server/preflight.ts';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { cityAreas } from '../data/areas.ts';
import { cities } from '../data/cities.ts';
import { londonDistricts } from '../data/london-districts.ts';
import { suburbs } from '../data/suburbs.ts';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/assets.ts';
import { loadedBusinessFile } from '../server/business/file.ts';
import { loadConfig } from '../server/config.ts';
import { type ContentReport, indexEverything } from '../server/content-index.ts';
import { CLOSE_CALL, GUARD, isCloseCall, isIndexable, type MeasuredPage, measurePages } from '../server/views/content-measure.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
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
const app = createApp({
  site: { ...config.site, origin: LIVE_ORIGIN },
  assets: readAssets(clientDir),
  clientDir,
  logger: pino({ level: 'silent' }),
  pageCacheBytes: 0,
  contentIndex: indexEverything,
});

const pages: MeasuredPage[] = [];
for (const pagePath of allLocationPaths()) {
  const response = await request(app).get(pagePath).set('Accept-Encoding', 'identity');
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  pages.push({ path: pagePath, template: templateOf(pagePath), place: placeOf(pagePath), text: mainText(response.text) });
}
const measures = measurePages(pages, placeNames());
const report: ContentReport = { sourceHash: hash, guard: { ...GUARD }, pages: measures.map((m) => ({ ...m, indexable: isIndexable(m) })) };
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
