/**
 * Secret tokens (invitation links, session cookies) and how they are kept: only a SHA-256 digest
 * is stored, so a copy of the lead store (a backup) lets nobody sign in. Tokens are lower-case hex,
 * so the site's one-spelling redirects (which lower-case paths) never change an invitation link.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as 64 hex characters. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether two strings are equal, in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
