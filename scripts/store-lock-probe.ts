/**
 * What an operator's write lock on the SQLite store does to the site: starts the built server on
 * a store in a temporary folder, has the `sqlite3` command-line tool hold `BEGIN IMMEDIATE` on it
 * for 10 s, and meanwhile fetches a page (GET /leeds, one after another) and posts a question
 * four times a second; then five posts right after the lock ends. Prints the pages' latency
 * (p50, p99, max), what the posts during the lock were answered and how long they took, and how
 * many of the five after it were accepted.
 *
 *   npm run build && npx tsx scripts/store-lock-probe.ts [seconds]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const lockSeconds = Number(process.argv[2] ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-lock-probe-'));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal',
    PORT: String(port),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LEADS_RATE_PER_ADDRESS: '100000',
    SHUTDOWN_DRAIN_SECONDS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** One post of the question form as its script sends it; the form's answer ('sent', 'failed' …) and how long it took. */
async function post(question: string): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/ask-the-expert.data`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Probe', email: 'probe@example.com', question }),
  });
  const body = (await res.json()) as { actionData?: { 'ask-the-expert'?: { status?: string } } };
  return { status: `${res.status} ${body.actionData?.['ask-the-expert']?.status ?? '?'}`, ms: performance.now() - started };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `n=${s.length} p50=${quantile(s, 0.5).toFixed(0)} ms p99=${quantile(s, 0.99).toFixed(0)} ms max=${s.at(-1)!.toFixed(0)} ms`;
};

try {
  for (let started = Date.now(); ; ) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 30_000) throw new Error('the server did not start');
    await sleep(100);
  }
  for (let i = 0; i < 20; i++) await post(`Before the lock ${i}`);

  const holder = spawn('sqlite3', [path.join(dataDir, 'leads.db')], { stdio: ['pipe', 'pipe', 'inherit'] });
  holder.stdin!.write("BEGIN IMMEDIATE;\nSELECT 'held';\n");
  await new Promise<void>((resolve) => holder.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve()));
  const lockEnds = Date.now() + lockSeconds * 1000;

  const pages: number[] = [];
  const pageLoop = (async () => {
    while (Date.now() < lockEnds) {
      const started = performance.now();
      const res = await fetch(`${base}/leeds`);
      await res.arrayBuffer();
      pages.push(performance.now() - started);
      await sleep(50);
    }
  })();
  const posts: Promise<{ status: string; ms: number }>[] = [];
  for (let i = 0; Date.now() < lockEnds; i++) {
    posts.push(post(`During the lock ${i}`));
    await sleep(250);
  }
  await pageLoop;
  holder.stdin!.end('ROLLBACK;\n');
  await once(holder, 'exit');
  const released = performance.now();
  const during = await Promise.all(posts);
  const settled = performance.now() - released;
  const after: { status: string; ms: number }[] = [];
  for (let i = 0; i < 5; i++) after.push(await post(`After the lock ${i}`));

  const byStatus = (list: { status: string }[]) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n}×${status}`).join(', ');
  };
  console.log(`lock held ${lockSeconds} s with sqlite3 BEGIN IMMEDIATE`);
  console.log(`GET /leeds during the lock: ${summary(pages)}`);
  console.log(`posts during the lock: ${byStatus(during)}; answered in ${summary(during.map((p) => p.ms))}`);
  console.log(`posts still unanswered when the lock ended were all answered ${settled.toFixed(0)} ms later`);
  console.log(`5 posts right after the lock: ${byStatus(after)}; ${summary(after.map((p) => p.ms))}`);
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
