import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What `npm run build` reads: a file here changed after the build means the build is out of date. */
const BUILD_INPUTS = ['client', 'server', 'shared', 'data', 'scripts', 'package.json', 'package-lock.json'];
/** What the tests read from the build; the manifest is written first, so it is the oldest. */
const BUILD_OUTPUTS = ['dist/client/manifest.json', 'dist/server/main.js', 'dist/server/leads-cli.js', 'dist/content-report.json'];

/** The latest modification time of a file, or of any file below a folder. */
function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(file, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/**
 * Why dist/ cannot serve the tests, or null when it can: a production build newer than every
 * source it was built from. `npm run dev` leaves a development build (its manifest names the live
 * reload script), which the tests refuse.
 */
function staleBuild(): string | null {
  const built = BUILD_OUTPUTS.map((file) => statSync(path.join(root, file), { throwIfNoEntry: false }));
  if (built.some((stat) => stat === undefined)) return 'no build in dist/';
  const manifest = JSON.parse(readFileSync(path.join(root, BUILD_OUTPUTS[0]!), 'utf8')) as { liveReload?: string };
  if (manifest.liveReload) return 'dist/ holds the development build of npm run dev';
  const builtAt = Math.min(...built.map((stat) => stat!.mtimeMs));
  const changed = BUILD_INPUTS.find((input) => newest(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed after the build` : null;
}

/**
 * Builds the site when dist/ is missing or older than its sources, so one test file runs on a
 * fresh clone or after an edit without a manual `npm run build`. `npm test` builds in its first
 * phase, so its vitest run finds the build current and does not build again.
 */
function buildIfStale(): void {
  const reason = staleBuild();
  if (!reason) return;
  console.log(`${reason}: running npm run build first`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
}

/**
 * The site crawled once per run, served to the test files that check every page
 * (test/helpers/site-snapshot.ts). The crawl runs in a process of its own
 * (test/helpers/site-crawl-server.ts). It starts when the sequencer finds a file that reads it
 * (test/helpers/sequencer.ts, which runs those files last, so the workers go on with the others
 * meanwhile), or else when the first file asks: a run of files that never ask (one small file,
 * say) starts nothing.
 */
function crawlProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'site-crawl-server.ts')], {
    cwd: root,
    // The environment vitest.config.ts gives the test workers, with React's production build as the
    // site runs in production: the same HTML in about half the CPU time of the development build
    // (docs/decisions/051). React's development checks run in the test files, which fail on console.error.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', TZ: 'Europe/London', DATA_DIR: 'memory://' },
    // Its standard input stays open while this process lives: a killed run takes the crawl with it.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^site crawl at (\S+)$/.exec(line);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`the site crawl server exited (${code}) before it listened`)));
  });
}

/** A loopback server in this process that starts the crawl on its first request and answers every request with it. */
async function snapshotServer(): Promise<{ url: string; close: () => void }> {
  let crawl: Promise<{ url: string; child: ChildProcess }> | undefined;
  let answer: Promise<{ status: number; body: string }> | undefined;
  const start = () => {
    crawl ??= crawlProcess();
    // A crawl that fails to start is reported to the file that asks for it.
    crawl.catch(() => {});
  };
  globalThis.startSiteCrawl = start;
  const server = createServer((_req, res) => {
    start();
    answer ??= crawl!.then(
      async ({ url }) => {
        const found = await fetch(url);
        return { status: found.status, body: await found.text() };
      },
      (error: Error) => ({ status: 500, body: error.stack ?? String(error) }),
    );
    answer.then(({ status, body }) => res.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'text/plain' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.close();
      crawl?.then(
        ({ child }) => child.kill('SIGTERM'),
        () => {},
      );
    },
  };
}

export default async function setup(project: TestProject): Promise<() => void> {
  // The crawl serves the built client, as do most test files.
  buildIfStale();
  const snapshot = await snapshotServer();
  project.provide('siteSnapshotUrl', snapshot.url);
  return snapshot.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteSnapshotUrl: string;
  }
}
