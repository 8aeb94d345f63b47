import type { RequestHandler } from 'express';

/**
 * Refuses form posts (and any other unsafe method) sent from another site, before their bodies
 * are read. Browsers say where a request comes from: `Sec-Fetch-Site` (all current browsers) and
 * `Origin` (on every POST from current browsers). A request is refused when either names another
 * site; one with neither (curl, older browsers) passes, since a browser cannot be made to drop them.
 *
 * The origin matches when it is the configured SITE_ORIGIN or has the host the request was sent
 * to (local runs, previews and the tests use other hosts than the public origin).
 */
export function refuseCrossSitePosts(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    let allowed = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (allowed && origin !== undefined) {
      try {
        allowed = origin === siteOrigin || new URL(origin).host === req.get('host');
      } catch {
        allowed = false; // 'null' (sandboxed frames, privacy redirects) or garbage
      }
    }
    if (allowed) return next();
    req.log?.warn({ fetchSite, origin: origin?.slice(0, 100) }, 'cross-site post refused');
    res.status(403).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json({ status: 'cross-site' });
    else res.type('text/plain').send('Forbidden: forms on this site can only be sent from its own pages.\n');
  };
}
