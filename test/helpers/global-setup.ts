import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The site crawled once per run, served to the test files that check every page
 * (test/helpers/site-snapshot.ts). The crawl starts at once in a process of its own
 * (test/helpers/site-crawl-server.ts) while the workers go on with files that do not need it; the
 * files that do wait for its answer.
 */
async function snapshotServer(): Promise<{ url: string; close: () => void }> {
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
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^site crawl at (\S+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the site crawl server exited (${code}) before it listened`)));
  });
  // A run that ends before the crawl does (one small file, say) simply stops it.
  return { url, close: () => child.kill('SIGTERM') };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const snapshot = await snapshotServer();
  project.provide('siteSnapshotUrl', snapshot.url);
  return snapshot.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteSnapshotUrl: string;
  }
}
