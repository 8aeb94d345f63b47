/**
 * `npm run bench`: how fast the production server answers, next to the same pages served by
 * express.static + compression from `npm run export`, Lighthouse's mobile scores and paint and
 * hydration times in a throttled real Chromium.
 *
 * Every server runs as its own process on loopback; the load comes from autocannon in this one.
 * For each URL the SSR server and the static reference are measured one after the other (after a
 * warm-up each), 50 connections, gzip requested, so both see the same machine state.
 * It ends with the soak (bench/soak.ts): a mixed load beside 1,000 slow clients for 60 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printLighthouse } from './lighthouse-run.ts';
import { printPaintTiming } from './paint-timing.ts';
import { printSoak, runSoak } from './soak.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const urls = [
  ['home', '/'],
  ['generic city', '/bath'],
  ['suburb', '/manchester/didsbury'],
  ['service', '/services/emergency-locksmith'],
  ['article', '/blog/how-to-choose-reliable-emergency-locksmith'],
  ['directory', '/locksmith-near-me'],
  ['404', '/no-such-page'],
] as const;

function start(command: string[], port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/robots.txt`);
        resolve(child);
      } catch {
        if (Date.now() > deadline) reject(new Error(`${command.join(' ')} did not start`));
        else setTimeout(poll, 100);
      }
    };
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`)));
    void poll();
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts };
}

/** render;dur from Server-Timing: the server's own time to render the page (no network). */
async function renderMs(origin: string, urlPath: string): Promise<number> {
  const res = await fetch(origin + urlPath, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  const match = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error(`${urlPath}: no render time (was it cached?)`);
  return Number(match[1]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => value.toFixed(1);

const SSR_PORT = 3101;
const NOCACHE_PORT = 3102;
const STATIC_PORT = 3103;
const ssrOrigin = `http://127.0.0.1:${SSR_PORT}`;
const node = [process.execPath, 'dist/server/main.js'];
const tsx = [process.execPath, '--import', 'tsx', 'bench/static-server.ts'];

console.log(
  `Benchmark, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
console.log(`${CONNECTIONS} connections, ${SECONDS} s per measurement, gzip requested, loopback.\n`);

// 1. Render times: the first render of each page in a fresh process, then the median of 20
//    renders on a server with the page cache off.
const firstRenders = new Map<string, number>();
const warmRenders = new Map<string, number>();
{
  const fresh = await start(node, SSR_PORT, { SITE_ORIGIN: ssrOrigin });
  for (const [, urlPath] of urls) firstRenders.set(urlPath, await renderMs(ssrOrigin, urlPath));
  await stop(fresh);
  const uncached = await start(node, NOCACHE_PORT, { PAGE_CACHE_MB: '0' });
  for (const [, urlPath] of urls) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push(await renderMs(`http://127.0.0.1:${NOCACHE_PORT}`, urlPath));
    warmRenders.set(urlPath, median(times));
  }
  await stop(uncached);
}

// 2. Throughput: SSR (cache warm) against the static export, alternating per URL.
const ssr = await start(node, SSR_PORT, { SITE_ORIGIN: ssrOrigin });
const reference = await start(tsx, STATIC_PORT);
const rows: string[] = [];
try {
  for (const [name, urlPath] of urls) {
    await load(ssrOrigin + urlPath, 1);
    const a = await load(ssrOrigin + urlPath, SECONDS);
    await load(`http://127.0.0.1:${STATIC_PORT}${urlPath}`, 1);
    const b = await load(`http://127.0.0.1:${STATIC_PORT}${urlPath}`, SECONDS);
    const row = [
      name,
      urlPath,
      Math.round(a.rps),
      a.p50,
      a.p99,
      Math.round(b.rps),
      b.p50,
      b.p99,
      `${(a.rps / b.rps).toFixed(1)}×`,
      ms(firstRenders.get(urlPath)!),
      ms(warmRenders.get(urlPath)!),
    ].join(' | ');
    rows.push(`| ${row} |`);
    if (a.errors || b.errors) console.error(`${urlPath}: ${a.errors} SSR and ${b.errors} static errors or timeouts`);
    console.error(`measured ${urlPath}`);
  }
} finally {
  await stop(reference);
}

console.log(
  '| Page | URL | SSR req/s | p50 ms | p99 ms | static req/s | p50 ms | p99 ms | SSR/static | first render ms | render ms (median, uncached) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

// 3. Lighthouse, mobile (bench/lighthouse-run.ts), and the same pages in a throttled real Chromium.
try {
  await printLighthouse(ssrOrigin);
  await printPaintTiming(ssrOrigin);
} finally {
  await stop(ssr);
}

// 4. The soak: mixed visitors beside a flood of slow clients, on a server limited to 1,024 files.
const soak = await runSoak({ port: 3104, seconds: Number(process.env.SOAK_SECONDS ?? 60) });
printSoak(soak);
if (soak.errors) {
  console.error('the soak ended with errors for well-behaved visitors');
  process.exitCode = 1;
}
