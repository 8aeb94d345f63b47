import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/**
 * The project's folder (the one with package.json), from server/*.ts under tsx or from the bundles
 * in dist/server/ alike.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/**
 * Reads `.env` in the project's folder into the environment, when there is one, however the server
 * or `npm run leads` was started (`node dist/server/main.js` has no `--env-file`). Variables already
 * set in the environment win. ENV_FILE names another file, and
 * ENV_FILE= (empty) reads none (the tests, so a developer's `.env` cannot change what they test).
 * Returns the file read, or null.
 */
export function loadEnvFile(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.ENV_FILE;
  if (named === '') return null;
  const file = path.resolve(root, named ?? '.env');
  if (!existsSync(file)) {
    if (named !== undefined) throw new Error(`ENV_FILE names ${file}, which does not exist`);
    return null;
  }
  // Into the environment given (a command run inside a test has its own), never over a value set.
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[name] ??= value;
  return file;
}
