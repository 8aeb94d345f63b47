/**
 * Signed-in sessions, kept in the lead store (table `sessions`) so every instance sees them and a
 * sign-out or a removed person ends them everywhere. The cookie holds a random token; the store
 * holds its digest, the person, a CSRF token for the session's forms, and three times: when it
 * began (it ends ABSOLUTE_HOURS later whatever happens), when it was last used (it ends after
 * IDLE_HOURS without use) and when it expires. A new session is made at every sign-in, and the
 * one the browser held before is deleted (rotation), so a token planted before sign-in is useless.
 */
import type { Request, Response } from 'express';
import { type Db, timestamp, toDate } from '../leads/db.ts';
import { digest, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'inbox_session';
export const IDLE_HOURS = 12;
export const ABSOLUTE_HOURS = 7 * 24;
/** last_seen_at is written at most this often, not on every page. */
const TOUCH_EVERY_MS = 60_000;

export interface Session {
  personId: string;
  name: string;
  csrfToken: string;
}

/** The cookie's attributes: HttpOnly, SameSite=Lax, Path=/inbox, and Secure on an https origin. */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/inbox' };
}

/** The session cookie's value from the request's Cookie header (no cookie parser: one name is read). */
function cookieToken(req: Request): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** Starts a session for the person, ending the one this browser had; sets the cookie. */
export async function startSession(db: Db, req: Request, res: Response, personId: string, secure: boolean): Promise<void> {
  const old = cookieToken(req);
  if (old) await db.q.deleteFrom('sessions').where('token_hash', '=', digest(old)).execute();
  const token = newToken();
  const now = new Date();
  const expires = new Date(now.getTime() + ABSOLUTE_HOURS * 3600_000);
  await db.q
    .insertInto('sessions')
    .values({
      token_hash: digest(token),
      person_id: personId,
      csrf_token: newToken(),
      created_at: timestamp(now),
      last_seen_at: timestamp(now),
      expires_at: timestamp(expires),
    })
    .execute();
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: ABSOLUTE_HOURS * 3600_000 });
}

/**
 * The request's live session, or null (none, unknown, idle too long or past its lifetime; such a
 * row is deleted). `touch: false` reads it without counting as use: the list's live-update polls,
 * so an inbox left open on a screen still ends after IDLE_HOURS.
 */
export async function currentSession(db: Db, req: Request, { touch = true } = {}): Promise<Session | null> {
  const token = cookieToken(req);
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const hash = digest(token);
  const row = await db.q
    .selectFrom('sessions')
    .innerJoin('people', 'people.id', 'sessions.person_id')
    .select(['sessions.person_id', 'sessions.csrf_token', 'sessions.last_seen_at', 'sessions.expires_at', 'people.name'])
    .where('sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = toDate(row.last_seen_at).getTime();
  if (toDate(row.expires_at).getTime() <= now || now - lastSeen > IDLE_HOURS * 3600_000) {
    await db.q.deleteFrom('sessions').where('token_hash', '=', hash).execute();
    return null;
  }
  if (touch && now - lastSeen > TOUCH_EVERY_MS) {
    await db.q
      .updateTable('sessions')
      .set({ last_seen_at: timestamp(new Date(now)) })
      .where('token_hash', '=', hash)
      .execute();
  }
  return { personId: row.person_id, name: row.name, csrfToken: row.csrf_token };
}

/** Ends the request's session and clears the cookie. */
export async function endSession(db: Db, req: Request, res: Response, secure: boolean): Promise<void> {
  const token = cookieToken(req);
  if (token) await db.q.deleteFrom('sessions').where('token_hash', '=', digest(token)).execute();
  res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

/** Deletes sessions past their lifetime or idle too long (run now and then; a stale one is refused anyway). */
export async function deleteStaleSessions(db: Db): Promise<void> {
  const now = Date.now();
  await db.q
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', timestamp(new Date(now))), eb('last_seen_at', '<', timestamp(new Date(now - IDLE_HOURS * 3600_000)))]),
    )
    .execute();
}
