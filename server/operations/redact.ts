import { createHash } from 'node:crypto';
import { LIVE_RELOAD_SERVER_PARAM } from '../../shared/live-reload.ts';

/**
 * Query parameters the site itself uses or a campaign link carries, whose values are logged as
 * they are: the call-back page's `from`, the campaign tags and the development build's script
 * parameter. `postcode` is the site's own too, but it may place a visitor's home: never logged.
 */
const KEPT_PARAMS = new Set(['from', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', LIVE_RELOAD_SERVER_PARAM]);

const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret: an invitation's token (/inbox/enrol/…) and an e-mail's
 * "taking it" link (/inbox/claim/…). Whoever reads the log must not be able to use them.
 */
const SECRET_SEGMENT = /^(\/inbox\/(?:enrol|claim)\/)([^/?#]+)/;

/**
 * What stands for a token in the log: the first 8 hex characters of its SHA-256 digest, which the
 * store keeps as the link's `token_hash`, so support can find the row a logged request was for.
 * A prefix of a digest gives nothing towards the token.
 */
const tokenMark = (token: string) => `[token:${createHash('sha256').update(token).digest('hex').slice(0, 8)}]`;

/**
 * The URL as it may be logged: an invitation's or a claim link's token replaced by its mark, the values of the
 * parameters in KEPT_PARAMS kept, every other value replaced (a query string can carry anything a
 * link's author put there: e-mail addresses, tokens, click ids). Names are kept when they look like
 * names, so a log still shows what was asked.
 */
export function redactUrl(full: string): string {
  const url = full.replace(SECRET_SEGMENT, (_, route: string, token: string) => `${route}${tokenMark(token)}`);
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    const shownName = /^[\w.-]{1,40}$/.test(name) ? name : REDACTED;
    out.append(shownName, KEPT_PARAMS.has(name) ? value : REDACTED);
  }
  return `${url.slice(0, q)}?${out.toString()}`;
}
