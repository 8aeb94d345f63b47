/**
 * Measures how far the site's business facts disagree (docs/decisions/027): requests every page
 * in-process on the built app (run `npm run build` first) and prints
 *   - pages of a place showing a geographic number of another area (020 on /aberdeen),
 *   - the distinct lockout prices shown site-wide, and on the page with the most,
 *   - distinct review texts against review cards shown,
 *   - pages with more than one number, and jobs priced twice on a page or across a place.
 * Usage: npx tsx scripts/fact-audit.ts
 */
import { pino } from 'pino';
import request from 'supertest';
import { cities } from '../data/cities.ts';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import {
  areaCodeOf,
  pagePriceProblems,
  phoneNumbersOf,
  phoneProblems,
  placeOf,
  placePriceProblems,
  priceClaims,
  reviewTexts,
} from '../test/helpers/consistency.ts';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = clientDirFrom(root);
const config = loadConfig({ LOG_LEVEL: 'silent' });
const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });

const paths = [...new Set([...allSitemapPaths(), ...allLocationPaths()])];
const pages = new Map<string, string>();
for (const p of paths) {
  const res = await request(app).get(p);
  if (res.status === 200) pages.set(p, res.text);
}

/**
 * Pages that show a geographic number of another area: a London 020 number on a page about a place
 * outside London, or two numbers with different area codes on one page (a Leeds 0113 number in
 * the hero, London's in the footer).
 */
const LONDON = new Set(cities.filter((city) => city.inLondon).map((city) => city.slug));
const foreign: string[] = [];
for (const [p, html] of pages) {
  const place = placeOf(p);
  const codes = new Set(
    phoneNumbersOf(html)
      .map(areaCodeOf)
      .filter((c): c is string => c !== null),
  );
  if ((place && !LONDON.has(place) && codes.has('020')) || codes.size > 1) foreign.push(p);
}

const lockoutPrices = new Set<string>();
let worst = { path: '', prices: new Set<string>() };
const reviewSlots: string[] = [];
for (const [p, html] of pages) {
  const prices = new Set(
    priceClaims(html)
      .filter((c) => c.job === 'lockout')
      .map((c) => c.price),
  );
  for (const price of prices) lockoutPrices.add(price);
  if (prices.size > worst.prices.size) worst = { path: p, prices };
  reviewSlots.push(...reviewTexts(html));
}

const multiPhone = [...pages].flatMap(([p, html]) => phoneProblems(p, html));
const pagePrice = [...pages].flatMap(([p, html]) => pagePriceProblems(p, html));
const placePrice = placePriceProblems(pages);

console.log(`pages requested: ${pages.size} of ${paths.length}`);
console.log(`pages showing another area's geographic number: ${foreign.length} (e.g. ${foreign.slice(0, 4).join(', ')})`);
console.log(`pages showing more than one phone number: ${multiPhone.length}`);
console.log(`distinct lockout prices site-wide: ${lockoutPrices.size} (${[...lockoutPrices].sort().join(', ')})`);
console.log(`most lockout prices on one page: ${worst.prices.size} on ${worst.path} (${[...worst.prices].join(', ')})`);
console.log(`pages pricing one job twice: ${new Set(pagePrice.map((s) => s.split(':')[0])).size}`);
console.log(`places whose pages price one job differently: ${new Set(placePrice.map((s) => s.split(' ')[0])).size} (${placePrice.length} jobs)`);
const repeats = new Map<string, number>();
for (const text of reviewSlots) repeats.set(text, (repeats.get(text) ?? 0) + 1);
console.log(
  `review cards: ${reviewSlots.length}, distinct review texts: ${repeats.size}, most pages showing one text: ${Math.max(0, ...repeats.values())}`,
);
if (process.argv.includes('--verbose')) {
  for (const line of [...multiPhone.slice(0, 10), ...pagePrice.slice(0, 20), ...placePrice.slice(0, 20)]) console.log(`  ${line}`);
}
process.exit(0);
