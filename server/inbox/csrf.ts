/**
 * Every state change in the inbox (a form post, a passkey ceremony) must come from the inbox's
 * own pages: the request's `Origin` must be the inbox's origin, and a signed-in form must carry
 * its session's CSRF token (a hidden `_csrf` field). The inbox's pages send
 * `Referrer-Policy: same-origin`, so browsers send their real origin on these posts rather than
 * `null`. Either check alone would do against today's browsers; both together also cover an
 * older browser without one of them, and a future mistake in the other.
 */
import type { Request } from 'express';
import { sameSecret } from './tokens.ts';

/** Whether the request was sent by a page of `origin` (Sec-Fetch-Site, where sent, must agree). */
export function fromOwnOrigin(req: Request, origin: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return req.get('origin') === origin;
}

/** Whether the posted form's `_csrf` field is the session's token. */
export function csrfTokenMatches(req: Request, sessionToken: string): boolean {
  const given = (req.body as Record<string, unknown> | undefined)?._csrf;
  return typeof given === 'string' && sameSecret(given, sessionToken);
}
