import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * An empty, migrated lead database as a PGlite dump, made once and kept in node_modules/.cache
 * (keyed by the PGlite version and the migrations), so each test's in-memory database loads it
 * in a few seconds instead of running initdb, which takes up to half a minute on a busy machine.
 * Returns the dump's path; the browser tests' server (test/browser/server.ts) calls it too.
 */
export async function leadsTemplate(): Promise<string> {
  const pgliteVersion = (
    JSON.parse(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }
  ).version;
  const migrations = readFileSync(path.join(root, 'server', 'leads', 'migrations.ts'), 'utf8');
  const key = createHash('sha256').update(pgliteVersion).update(migrations).digest('hex').slice(0, 16);
  const dir = path.join(root, 'node_modules', '.cache', 'locksmith-leads');
  const file = path.join(dir, `template-${key}.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create();
    await migrate(pgliteDb(pglite));
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.tmp`, dump);
    renameSync(`${file}.tmp`, file);
  }
  return file;
}

/**
 * The site crawled once per run, served to the test files that check every page
 * (test/helpers/site-snapshot.ts). The crawl starts at once in a process of its own
 * (test/helpers/site-crawl-server.ts) while the workers go on with files that do not need it; the
 * files that do wait for its answer.
 */
async function snapshotServer(): Promise<{ url: string; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'site-crawl-server.ts')], {
    cwd: root,
    // The environment vitest.config.ts gives the test workers.
    env: { ...process.env, LOG_LEVEL: 'silent', TZ: 'Europe/London', DATA_DIR: 'memory://' },
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
  project.provide('leadsTemplate', await leadsTemplate());
  const snapshot = await snapshotServer();
  project.provide('siteSnapshotUrl', snapshot.url);
  return snapshot.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    leadsTemplate: string;
    siteSnapshotUrl: string;
  }
}
