/**
 * `npm run budgets` (part of `npm test`): what a first visit downloads, against the budgets in
 * README.md. Reads esbuild's metafile from the last build and renders the heaviest page in-process.
 * Exits 1 when a budget is exceeded or a route's code pulls in another route's module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/assets.ts';
import { loadConfig } from '../server/config.ts';

/** Gzipped kilobytes (gzip -9, as the server sends them). */
export const BUDGETS = {
  /** Entry script plus the heaviest route's own chunks and the chunks they import. */
  firstVisitJsKb: 205,
  cssKb: 10,
  /** The directory (/locksmith-near-me), the heaviest page. */
  heaviestHtmlKb: 18,
} as const;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const meta = JSON.parse(readFileSync(path.join(dist, 'client-meta.json'), 'utf8')) as Metafile;
const gz = (file: string) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
const kb = (bytes: number) => bytes / 1024;

/** An output file and every chunk it imports statically, i.e. what loading it downloads. */
function closure(output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imp of meta.outputs[output]!.imports) if (imp.kind === 'import-statement') closure(imp.path, seen);
  return seen;
}

const outputFor = (entryPoint: string) => Object.keys(meta.outputs).find((o) => meta.outputs[o]!.entryPoint === entryPoint);
const entry = outputFor('client/entry.tsx')!;
const rootData = outputFor('client/routes/root-data.ts');
const routeModules = Object.values(meta.outputs)
  .map((o) => o.entryPoint)
  .filter((e): e is string => Boolean(e?.startsWith('client/routes/') && e.endsWith('.tsx')));

const problems: string[] = [];
const rows: { route: string; files: number; gzip: number }[] = [];
for (const route of routeModules) {
  const files = new Set([...closure(entry), ...(rootData ? closure(rootData) : []), ...closure(outputFor(route)!)]);
  const inputs = new Set([...files].flatMap((f) => Object.keys(meta.outputs[f]!.inputs)));
  for (const other of routeModules) {
    if (other !== route && inputs.has(other)) problems.push(`${route} downloads another page's module, ${other}`);
  }
  rows.push({ route: path.basename(route, '.tsx'), files: files.size, gzip: [...files].reduce((sum, f) => sum + gz(f), 0) });
}
rows.sort((a, b) => b.gzip - a.gzip);

const cssFile = meta.outputs[entry]!.cssBundle!;
const css = gz(cssFile);

const config = loadConfig();
const clientDir = clientDirFrom(root);
const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });
const directory = await request(app).get('/locksmith-near-me').set('Accept-Encoding', 'identity');
const html = Buffer.from(directory.text);
const htmlGzip = gzipSync(html, { level: 9 }).length;

console.log('First-visit JavaScript per route (entry + route chunk + their imports), gzip -9:');
for (const row of rows) console.log(`  ${row.route.padEnd(18)} ${kb(row.gzip).toFixed(1).padStart(6)} KB in ${row.files} files`);
const heaviest = rows[0]!;
const lines = [
  ['first-visit JS (heaviest route)', `${heaviest.route}: ${kb(heaviest.gzip).toFixed(1)} KB`, BUDGETS.firstVisitJsKb, kb(heaviest.gzip)],
  ['CSS', `${kb(css).toFixed(1)} KB`, BUDGETS.cssKb, kb(css)],
  ['HTML of /locksmith-near-me', `${kb(htmlGzip).toFixed(1)} KB (${kb(html.length).toFixed(1)} KB raw)`, BUDGETS.heaviestHtmlKb, kb(htmlGzip)],
] as const;
console.log('\nBudget                            measured (gzip)                 budget');
for (const [name, shown, budget, value] of lines) {
  const ok = value <= budget;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(30)} ${shown.padEnd(32)} ${budget} KB`);
  if (!ok) problems.push(`${name} is ${value.toFixed(1)} KB, over its ${budget} KB budget`);
}
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
