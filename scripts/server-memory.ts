/**
 * The built server's memory and start-up time, as an operator would see them: spawned on a new
 * DATA_DIR (or on DATABASE_URL if set), it is measured after start, after every page in the
 * sitemap has been fetched once, after 200 question posts, and idle again five seconds later.
 * Prints resident memory (VmRSS) and its peak (VmHWM) from /proc, in MB.
 *
 *   npm run build && npx tsx scripts/server-memory.ts          PAGE_CACHE_MB=0 to compare without the page cache
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'server-memory-'));
const port = 3990;
const origin = `http://127.0.0.1:${port}`;

const started = performance.now();
const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
  env: {
    ...process.env,
    DATA_DIR: path.join(dataDir, 'var'),
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    LEADS_RATE_PER_ADDRESS: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let listeningMs = 0;
let storeMs = '';
child.stdout.setEncoding('utf8').on('data', (text: string) => {
  if (!listeningMs && text.includes('listening on')) listeningMs = performance.now() - started;
  storeMs ||= /"ms":(\d+),"msg":"lead store ready"/.exec(text)?.[1] ?? '';
});
child.once('exit', (code) => {
  if (!listeningMs) {
    console.error(`the server exited (${code}) before listening`);
    process.exit(1);
  }
});

function memory(): string {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mb = (field: string) => (Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024).toFixed(0);
  return `resident ${mb('VmRSS')} MB, peak ${mb('VmHWM')} MB`;
}

async function locs(xml: string): Promise<string[]> {
  const out: string[] = [];
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc!).pathname;
    if (pathname.endsWith('.xml')) out.push(...(await locs(await (await fetch(origin + pathname)).text())));
    else out.push(pathname);
  }
  return out;
}

try {
  while (!listeningMs) await sleep(10);
  console.log(`store: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'SQLite in a new DATA_DIR'}`);
  console.log(`spawn to listening: ${listeningMs.toFixed(0)} ms (lead store opened in ${storeMs} ms)`);
  await sleep(3000);
  console.log(`idle after start: ${memory()}`);
  const pages = await locs(await (await fetch(`${origin}/sitemap.xml`)).text());
  for (let i = 0; i < pages.length; i += 8) {
    await Promise.all(pages.slice(i, i + 8).map((p) => fetch(origin + p).then((r) => r.arrayBuffer())));
  }
  console.log(`after fetching ${pages.length} pages: ${memory()}`);
  let stored = 0;
  for (let i = 0; i < 200; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        fetch(`${origin}/ask-the-expert.data`, {
          method: 'POST',
          body: new URLSearchParams({ name: 'Memory Test', email: 'memory@example.com', question: `Question ${i + j}` }),
        }).then(async (r) => {
          if (r.ok) stored++;
          await r.arrayBuffer();
        }),
      ),
    );
  }
  console.log(`after 200 question posts (${stored} answered 200): ${memory()}`);
  await sleep(5000);
  console.log(`idle 5 s later: ${memory()}`);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
