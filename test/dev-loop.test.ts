import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssets } from '../server/assets.ts';
import { clientDir, makeApp, root } from './helpers/app.ts';
import { freePort } from './helpers/ports.ts';

/**
 * `npm run dev` (scripts/dev.ts) on a throwaway copy of the repository: the real files stay
 * untouched, since other test files read data/ at the same time.
 */
const COPIED = ['client', 'server', 'shared', 'data', 'scripts', 'package.json', 'tsconfig.json'];
/** An upper bound on each wait for the loop to reach a state, for a busy two-core machine; never a pause. */
const PATIENCE_MS = 120_000;
const PRICE_FILE = path.join('data', 'prices.ts');
/** The national lockout price, the first row of /pricing's table. */
const LOCKOUT_PRICE = /service: 'Emergency lockout', price: 'From £\d+'/;
/** The script tag a development page ends with, naming the server process that rendered it. */
const LIVE_RELOAD_TAG = /<script type="module" src="\/assets\/live-reload-[A-Z0-9]+\.js\?server=([0-9a-f-]{36})"><\/script>/;

let copy = '';
let dev: ChildProcess | undefined;
let devExited = false;
let output = '';
let origin = '';

/** Calls `probe` until it returns something, or fails with what the loop printed. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (devExited) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm run dev never ${what}; it printed:\n${output.slice(-4000)}`);
}

/** The pricing page once it shows `text`. */
function pricingShowing(text: string): Promise<string> {
  return waitFor(`showed ${text}`, async () => {
    const res = await fetch(`${origin}/pricing`);
    const html = await res.text();
    return res.ok && html.includes(text) ? html : undefined;
  });
}

/** How many servers have opened their lead database: one is cut short if stopped while it opens a new folder. */
function leadDatabasesReady(count: number): Promise<true> {
  return waitFor(`opened the lead database ${count} time(s)`, async () =>
    output.split('"msg":"lead database ready"').length > count ? true : undefined,
  );
}

/** Saves the price file as careful editors and `git checkout` do: a new file renamed over the old. */
function saveByRename(price: string): void {
  const file = path.join(copy, PRICE_FILE);
  const source = readFileSync(file, 'utf8');
  writeFileSync(`${file}.tmp`, source.replace(LOCKOUT_PRICE, `service: 'Emergency lockout', price: 'From ${price}'`));
  renameSync(`${file}.tmp`, file);
}

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'dev-loop-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  expect(readFileSync(path.join(copy, PRICE_FILE), 'utf8')).toMatch(LOCKOUT_PRICE);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so afterAll can stop the loop, its builds and its server at once.
  dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: path.join(copy, 'var') },
  });
  dev.once('exit', () => (devExited = true));
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
});

afterAll(async () => {
  if (dev?.pid && !devExited) {
    const exited = once(dev, 'exit');
    process.kill(-dev.pid, 'SIGKILL');
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5 });
});

describe('npm run dev', () => {
  it('serves pages with the live-reload script and shows every save, saves by rename included', { timeout: 4 * PATIENCE_MS }, async () => {
    const first = await pricingShowing('From £75');
    const firstServer = LIVE_RELOAD_TAG.exec(first)?.[1];
    expect(firstServer, 'the development page references the live-reload script').toBeDefined();

    // The event stream names the server answering, which the script compares with the page's.
    const events = new AbortController();
    const stream = await fetch(`${origin}/__dev/events`, { signal: events.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const { value } = await stream.body!.getReader().read();
    events.abort();
    expect(new TextDecoder().decode(value)).toContain(`data: ${firstServer}`);

    await leadDatabasesReady(1);
    saveByRename('£71');
    const second = await pricingShowing('From £71');
    expect(LIVE_RELOAD_TAG.exec(second)?.[1], 'a new server, so open pages reload').not.toBe(firstServer);

    // Node 20's recursive fs.watch lost a file after its first save by rename.
    await leadDatabasesReady(2);
    saveByRename('£72');
    await pricingShowing('From £72');
  });
});

describe('a production build', () => {
  it('references no live-reload script and has no event stream', async () => {
    const hint = 'dist/ holds a development build: run `npm run build`';
    expect(readAssets(clientDir).liveReload, hint).toBeUndefined();
    const app = makeApp();
    const page = await request(app).get('/pricing');
    expect(page.status).toBe(200);
    expect(page.text, hint).not.toContain('live-reload');
    expect((await request(app).get('/__dev/events')).status).toBe(404);
  });
});
