/**
 * `npm run budgets` (part of `npm test`): what a browser downloads on a first visit to one page of
 * every template, against fixed byte budgets. Each page is rendered by the real app; the script
 * reads the files the page names (entry script, the modules its hydration data lists, stylesheet) and every chunk they
 * import, and counts them as the server sends them: the brotli and gzip files the build stored.
 * Exits 1 when a budget is exceeded or a page downloads another page's route module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';

/** Kilobytes (1,024 bytes) as a browser receives them. */
export const BUDGETS = {
  /** First-visit JavaScript of any page, brotli (quality 11, made at build time). */
  jsBrotliKb: 125,
  /** The same files gzip -9, for clients without brotli. */
  jsGzipKb: 140,
  cssBrotliKb: 9,
  /** The heaviest HTML page (the directory), brotli. */
  htmlBrotliKb: 16,
} as const;

/** One page of every template. */
const TEMPLATE_PAGES: Record<string, string> = {
  home: '/',
  'dedicated city': '/london',
  'generic city': '/bath',
  suburb: '/manchester/didsbury',
  'London district': '/london/e1-whitechapel',
  area: '/manchester/northern-quarter',
  'city service': '/leeds/emergency-lockout',
  directory: '/locksmith-near-me',
  services: '/services',
  service: '/services/emergency-locksmith',
  sectors: '/sectors',
  pricing: '/pricing',
  blog: '/blog',
  'blog category': '/blog/category/home-security',
  article: '/blog/car-lockouts-guide',
  'ask the expert': '/ask-the-expert',
  about: '/about',
  contact: '/contact',
  sitemap: '/sitemap',
  privacy: '/privacy-policy',
  terms: '/terms-conditions',
  '404': '/no-such-page',
};

const root = path.resolve(import.meta.dirname, '..');
const clientDir = clientDirFrom(root);
const meta = JSON.parse(readFileSync(path.join(root, 'dist', 'client-meta.json'), 'utf8')) as Metafile;
const kb = (bytes: number) => bytes / 1024;
const stored = (url: string, suffix: '.br' | '.gz') => readFileSync(path.join(clientDir, `${url}${suffix}`)).length;
const distPath = (url: string) => path.relative(root, path.join(clientDir, url)).split(path.sep).join('/');
const urlOf = (output: string) => `/${path.relative(clientDir, path.join(root, output)).split(path.sep).join('/')}`;

/** A script and every chunk it imports statically, as URLs. */
function withImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const output = meta.outputs[distPath(url)];
  if (!output) throw new Error(`${url} is named by the page but not in the build`);
  for (const imported of output.imports) if (imported.kind === 'import-statement') withImports(urlOf(imported.path), seen);
  return seen;
}

const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

const config = loadConfig({});
const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });
const routeModules = Object.values(meta.outputs)
  .map((o) => o.entryPoint)
  .filter((e): e is string => Boolean(e?.startsWith('client/routes/') && e.endsWith('.tsx')));

const problems: string[] = [];
const rows: { template: string; path: string; files: number; br: number; gz: number; html: number }[] = [];
let css = 0;
for (const [template, pagePath] of Object.entries(TEMPLATE_PAGES)) {
  const response = await request(app).get(pagePath).set('Accept-Encoding', 'identity');
  const html = response.text;
  // The entry adds the page's modulepreloads once the page has loaded, from the hydration data (client/entry.tsx).
  const payload = JSON.parse(attributes(html, /<script type="application\/json" id="app-data">(.*?)<\/script>/gs)[0] ?? '{}') as {
    assets?: { preloads?: string[] };
  };
  const scripts = [...attributes(html, /<script type="module" src="([^"]+)"/g), ...(payload.assets?.preloads ?? [])];
  if (!scripts.length) problems.push(`${pagePath} names no script`);
  const files = new Set(scripts.flatMap((url) => [...withImports(url)]));
  const inputs = new Set([...files].flatMap((url) => Object.keys(meta.outputs[distPath(url)]!.inputs)));
  const own = routeModules.filter((m) => inputs.has(m));
  if (own.length > 1) problems.push(`${pagePath} downloads more than one route module: ${own.join(', ')}`);
  for (const href of attributes(html, /<link rel="stylesheet" href="([^"]+)"/g)) css = Math.max(css, stored(href, '.br'));
  rows.push({
    template,
    path: pagePath,
    files: files.size,
    br: [...files].reduce((sum, url) => sum + stored(url, '.br'), 0),
    gz: [...files].reduce((sum, url) => sum + stored(url, '.gz'), 0),
    html: Buffer.byteLength(html),
  });
}

console.log('First visit, JavaScript as the browser receives it (entry, the modules the page lists and their imports):');
console.log(`  ${'template'.padEnd(16)} ${'page'.padEnd(30)} files  brotli KB  gzip KB  HTML KB (raw)`);
for (const row of rows) {
  console.log(
    `  ${row.template.padEnd(16)} ${row.path.padEnd(30)} ${String(row.files).padStart(5)}  ${kb(row.br).toFixed(1).padStart(9)}  ${kb(row.gz).toFixed(1).padStart(7)}  ${kb(row.html).toFixed(1).padStart(7)}`,
  );
  if (kb(row.br) > BUDGETS.jsBrotliKb)
    problems.push(`${row.path}: ${kb(row.br).toFixed(1)} KB of JavaScript (brotli), over ${BUDGETS.jsBrotliKb} KB`);
  if (kb(row.gz) > BUDGETS.jsGzipKb) problems.push(`${row.path}: ${kb(row.gz).toFixed(1)} KB of JavaScript (gzip), over ${BUDGETS.jsGzipKb} KB`);
}

const heaviest = rows.reduce((a, b) => (b.html > a.html ? b : a));
const { brotliCompressSync, constants } = await import('node:zlib');
const heaviestHtml = (await request(app).get(heaviest.path).set('Accept-Encoding', 'identity')).text;
const htmlBr = brotliCompressSync(heaviestHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const htmlGz = gzipSync(heaviestHtml, { level: 9 }).length;
const worst = rows.reduce((a, b) => (b.br > a.br ? b : a));
console.log('\nBudget                                 measured                                  budget');
const lines: [string, string, number, number][] = [
  ['JavaScript, any first visit (brotli)', `${kb(worst.br).toFixed(1)} KB (${worst.path})`, BUDGETS.jsBrotliKb, kb(worst.br)],
  [
    'JavaScript, any first visit (gzip)',
    `${kb(Math.max(...rows.map((r) => r.gz))).toFixed(1)} KB`,
    BUDGETS.jsGzipKb,
    kb(Math.max(...rows.map((r) => r.gz))),
  ],
  ['CSS (brotli)', `${kb(css).toFixed(1)} KB`, BUDGETS.cssBrotliKb, kb(css)],
  ['heaviest HTML (brotli)', `${kb(htmlBr).toFixed(1)} KB, ${kb(htmlGz).toFixed(1)} KB gzip (${heaviest.path})`, BUDGETS.htmlBrotliKb, kb(htmlBr)],
];
for (const [name, shown, budget, value] of lines) {
  const ok = value <= budget;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${shown.padEnd(41)} ${budget} KB`);
  if (!ok && !problems.some((p) => p.includes(name))) problems.push(`${name} is ${value.toFixed(1)} KB, over its ${budget} KB budget`);
}
if (problems.length) {
  console.error(`\n${[...new Set(problems)].join('\n')}`);
  process.exit(1);
}
