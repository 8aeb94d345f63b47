/**
 * `npm run lighthouse`: Lighthouse mobile for the benchmark's pages against the production server
 * alone (run `npm run build` first), then the same pages timed in a throttled real Chromium
 * (bench/paint-timing.ts). `npm run bench` runs the same measurement after its load tests.
 * `npm run lighthouse -- --templates` measures one page of every template instead (Lighthouse
 * only, about 20 minutes); `npm run lighthouse -- /pricing /blog` the pages named;
 * `--runs N` runs each page N times instead of 3 (`npm run lighthouse -- /locksmith-near-me --runs 5`);
 * `--tasks` prints each run's long tasks and main-thread time by kind, to see where blocking time comes from.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_PAGES, printLighthouse, TEMPLATE_PAGES } from './lighthouse-run.ts';
import { printPaintTiming } from './paint-timing.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = 3107;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const templates = process.argv.includes('--templates');
  const runsAt = process.argv.indexOf('--runs');
  const runCount = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
  if (!Number.isInteger(runCount) || runCount < 1) throw new Error('--runs takes a whole number of runs, e.g. --runs 5');
  await printLighthouse(`http://127.0.0.1:${port}`, templates ? TEMPLATE_PAGES : named.length ? named : LIGHTHOUSE_PAGES, runCount, {
    tasks: process.argv.includes('--tasks'),
  });
  if (!templates && named.length === 0) await printPaintTiming(`http://127.0.0.1:${port}`);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
