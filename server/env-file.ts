import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * set in the environment win: Node's loader never overrides them. ENV_FILE names another file, and
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
  process.loadEnvFile(file);
  return file;
}
