/**
 * A signed-in inbox session for a test, made straight in the lead store as sign-in makes one (a
 * passkey ceremony needs a browser: test/browser/inbox.spec.ts does that); returns the Cookie
 * header and the session's CSRF token. The cookie's name is the one the server reads on `origin`
 * (`__Host-` on https).
 */
import { sessionCookie } from '../../server/inbox/sessions.ts';
import { digest, newToken } from '../../server/inbox/tokens.ts';
import { type Db, timestamp } from '../../server/store/db.ts';

export async function sessionFor(
  db: Db,
  personId: string,
  lastSeen = new Date(),
  origin = 'http://localhost',
): Promise<{ cookie: string; csrf: string; tokenHash: string }> {
  const token = newToken();
  const csrf = newToken();
  await db.q
    .insertInto('sessions')
    .values({
      token_hash: digest(token),
      person_id: personId,
      csrf_token: csrf,
      created_at: timestamp(lastSeen),
      last_seen_at: timestamp(lastSeen),
      expires_at: timestamp(new Date(Date.now() + 3600_000)),
    })
    .execute();
  return { cookie: `${sessionCookie(origin.startsWith('https:')).name}=${token}`, csrf, tokenHash: digest(token) };
}
