/**
 * The secret the rate limits' keys are HMACs with (docs/decisions/055). A plain digest of a phone
 * number can be reversed by trying every number (every UK mobile in minutes on one core); an HMAC
 * cannot be tried without the secret, so a key listing gives nothing away.
 *
 * The secret must be as shared and as lasting as the budgets it keys, or a restart or a second
 * instance would quietly get budgets of its own:
 * - RATE_LIMIT_SECRET when set (configuration requires it with REDIS_URL and DATABASE_URL, where
 *   several instances share Redis and none has a folder the others can read);
 * - budgets in memory (no REDIS_URL) die with the process, so a secret of the process's own does;
 * - Redis with the SQLite store (one host, one DATA_DIR): a secret made once and kept beside the
 *   store in DATA_DIR/rate-limit-secret (0600), so a restart keeps the budgets.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LeadConfig } from './config.ts';

/** The shortest secret accepted, from the setting or the file. */
export const MIN_SECRET_LENGTH = 32;

const SECRET_FILE = 'rate-limit-secret';

const fresh = () => randomBytes(32).toString('base64url');

export function rateLimitSecret(config: Pick<LeadConfig, 'rateLimitSecret' | 'redis' | 'dataDir'>): string {
  if (config.rateLimitSecret) return config.rateLimitSecret;
  if (!config.redis || config.dataDir.startsWith('memory://')) return fresh();
  // Normally there already, made 0700 by the store (server/store/db.ts).
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(config.dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    // Written whole under another name, then linked into place, which fails if the file is there:
    // two processes starting at once end up with the same secret, and neither reads a half-written one.
    const draft = `${file}.${process.pid}.tmp`;
    rmSync(draft, { force: true });
    writeFileSync(draft, `${fresh()}\n`, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable rate-limit secret (fewer than ${MIN_SECRET_LENGTH} characters): delete it to have a new one made, or set RATE_LIMIT_SECRET`,
    );
  }
  return secret;
}
