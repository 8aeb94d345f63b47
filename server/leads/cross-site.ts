import type { RequestHandler } from 'express';

/**
 * Refuses form posts (and any other unsafe method) sent from another site, before their bodies
 * are read. `Sec-Fetch-Site`, sent by all current browsers, decides when present: only
 * `same-origin` and `none` (typed or bookmarked) pass. Without it (older browsers), `Origin`
 * decides: it must be the configured SITE_ORIGIN or have the host the request was sent to (local
 * runs, previews and the tests use other hosts). A request with neither header (curl, very old
 * browsers) passes.
 *
 * `Origin: null` is what a browser sends on a same-origin form post under the site's
 * `Referrer-Policy: no-referrer`, so without `Sec-Fetch-Site` it passes too: refusing it would
 * shut out older browsers without JavaScript. Anonymous forms carry no session a forged post
 * could abuse; the rate limits and the honeypot cover the rest.
 */
export function refuseCrossSitePosts(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    let allowed = fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (fetchSite === undefined && origin !== undefined && origin !== 'null') {
      try {
        allowed = origin === siteOrigin || new URL(origin).host === req.get('host');
      } catch {
        allowed = false; // not a URL
      }
    }
    if (allowed) return next();
    req.log?.warn({ fetchSite, origin: origin?.slice(0, 100) }, 'cross-site post refused');
    res.status(403).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json({ status: 'cross-site' });
    else res.type('text/plain').send('Forbidden: forms on this site can only be sent from its own pages.\n');
  };
}
