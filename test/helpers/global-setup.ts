import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteDb } from '../../server/leads/db.ts';
import { migrate } from '../../server/leads/migrations.ts';

/**
 * An empty, migrated lead database as a PGlite dump, made once and kept in node_modules/.cache
 * (keyed by the PGlite version and the migrations), so each test's in-memory database loads it
 * in a few seconds instead of running initdb, which takes up to half a minute on a busy machine.
 */
export default async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
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
  project.provide('leadsTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    leadsTemplate: string;
  }
}
