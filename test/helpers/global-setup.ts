import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * (test/helpers/site-snapshot.ts). The crawl starts at once and runs here, in the main process,
 * while the workers go on with files that do not need it; the files that do wait for its answer.
 */
async function snapshotServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const { serve } = await import('./serve.ts');
  const { crawlSite } = await import('./site-crawl.ts');
  const app = await serve();
  const body = crawlSite(app.origin).then((crawl) => JSON.stringify(crawl));
  // A run that ends before the crawl does (one small file, say) stops it by closing its server.
  body.catch(() => {});
  const server = createServer((_req, res) => {
    body.then(
      (json) => res.writeHead(200, { 'content-type': 'application/json' }).end(json),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.stack ?? String(error)),
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await app.close();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
