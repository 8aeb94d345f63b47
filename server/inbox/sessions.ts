/**
 * Signed-in sessions, kept in the lead store (table `sessions`) so every instance sees them and a
 * sign-out or a removed person ends them everywhere. The cookie holds a random token; the store
 * holds its digest, the person, a CSRF token for the session's forms, and three times: when it
 * began (it ends ABSOLUTE_HOURS later whatever happens), when it was last used (it ends after
 * IDLE_HOURS without use) and when it expires. A new session is made at every sign-in, and the
 * one the browser held before is deleted (rotation), so a token planted before sign-in is useless.
 */
import type { Request, Response } from 'express';
import { type Db, timestamp, toDate } from '../store/db.ts';
import { digest, newToken } from './tokens.ts';

/** The cookie's name on a plain-http origin (development and the tests). */
export const SESSION_COOKIE = 'inbox_session';
/**
 * Its name on an https origin. A browser keeps a `__Host-` cookie only when it was set over https
 * by this very host with Path=/ and no Domain, so a sibling host or a plain-http page cannot plant
 * one beside it to sign staff out or in as someone else.
 */
const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Cookies of the session's name read from one request at most; more is not a browser's doing. */
const MAX_CANDIDATES = 4;
export const IDLE_HOURS = 12;
export const ABSOLUTE_HOURS = 7 * 24;
/** last_seen_at is written at most this often, not on every page. */
const TOUCH_EVERY_MS = 60_000;

export interface Session {
  personId: string;
  name: string;
  csrfToken: string;
}

/**
 * The cookie's name and attributes: HttpOnly and SameSite=Lax always; on an https origin Secure and
 * the `__Host-` prefix, which needs Path=/; on plain http (development) Path=/inbox.
 */
export function sessionCookie(secure: boolean) {
  return secure
    ? { name: HOST_SESSION_COOKIE, options: { httpOnly: true, secure: true, sameSite: 'lax' as const, path: '/' } }
    : { name: SESSION_COOKIE, options: { httpOnly: true, secure: false, sameSite: 'lax' as const, path: '/inbox' } };
}

/**
 * Every well-formed value of the session cookie in the request's Cookie header (no cookie parser:
 * one name is read). A browser sends two cookies of one name when another path or domain set a
 * second one; each is tried, so a planted cookie cannot hide the real one.
 */
function cookieTokens(req: Request, secure: boolean): string[] {
  const wanted = sessionCookie(secure).name;
  const tokens: string[] = [];
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === wanted && /^[0-9a-f]{64}$/.test(token) && tokens.length < MAX_CANDIDATES) tokens.push(token);
  }
  return tokens;
}

/** Starts a session for the person, ending the ones this browser had; sets the cookie. */
export async function startSession(db: Db, req: Request, res: Response, personId: string, secure: boolean): Promise<void> {
  const old = cookieTokens(req, secure);
  if (old.length > 0) await db.q.deleteFrom('sessions').where('token_hash', 'in', old.map(digest)).execute();
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
  const cookie = sessionCookie(secure);
  res.cookie(cookie.name, token, { ...cookie.options, maxAge: ABSOLUTE_HOURS * 3600_000 });
}

/**
 * The request's live session, or null (none, unknown, idle too long or past its lifetime; such a
 * row is deleted). `touch: false` reads it without counting as use: the list's live-update polls,
 * so an inbox left open on a screen still ends after IDLE_HOURS. With several session cookies, the
 * first that names a live session wins.
 */
export async function currentSession(db: Db, req: Request, secure: boolean, { touch = true } = {}): Promise<Session | null> {
  for (const token of cookieTokens(req, secure)) {
    const session = await liveSession(db, token, touch);
    if (session) return session;
  }
  return null;
}

async function liveSession(db: Db, token: string, touch: boolean): Promise<Session | null> {
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
  const tokens = cookieTokens(req, secure);
  if (tokens.length > 0) await db.q.deleteFrom('sessions').where('token_hash', 'in', tokens.map(digest)).execute();
  const cookie = sessionCookie(secure);
  res.clearCookie(cookie.name, cookie.options);
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
