import type { NextFunction, Request, Response } from 'express';

/** No page has a path anywhere near this long; longer requests are answered at once. */
const MAX_PATH_LENGTH = 1024;

/** Allowed methods on pages; everything else answers 405. */
const PAGE_METHODS = ['GET', 'HEAD'];

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Control characters and the Unicode line separators. No page has one, and a route's pattern does
 * not match across a line break, so such a path fell through every route, even the 404 page's.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]/;

const badRequest = (res: Response) =>
  res.status(400).type('text/plain').set('Cache-Control', 'no-store').send('Bad Request: the address is not valid.\n');

/**
 * Refuses URLs no page could answer before any other work: over-long paths (404), and (400) paths
 * that are not valid percent-encoding, contain a control character (NUL, CR, LF and the rest of
 * C0, DEL) or a line separator, or a backslash, have `.` or `..`
 * segments (raw or encoded), or do not start with `/` (absolute-form targets). URL parsers read
 * a backslash as a slash and resolve dot segments, so such paths could reach a page, a file, or
 * a redirect to another host under a name that is not theirs.
 */
export function rejectMalformedUrls(req: Request, res: Response, next: NextFunction): void {
  const path = pathOf(req.originalUrl);
  if (!path.startsWith('/')) {
    badRequest(res);
    return;
  }
  if (path.length > MAX_PATH_LENGTH) {
    res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not Found: no page has an address this long.\n');
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    badRequest(res);
    return;
  }
  if (LINE_BREAKING.test(decoded) || decoded.includes('\\') || decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    badRequest(res);
    return;
  }
  next();
}

/** Characters RFC 3986 calls unreserved: an escape of one of these never changes what a URL means. */
const UNRESERVED_ESCAPE = /%(2[dDeE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The one spelling of a path (docs/decisions/010-one-spelling-per-resource.md):
 *   - escapes of unreserved characters decoded (`/%62ath` is `/bath`), other escapes kept as sent;
 *   - upper-case letters lowered, except the file name under `/assets/`, whose hashes hold capitals;
 *   - repeated slashes collapsed, so the result can never be read as `//other-host`;
 *   - no trailing slash, except for `/` itself.
 * Exported for the tests and the fuzzer.
 */
export function canonicalPath(path: string): string {
  let p = path.replace(UNRESERVED_ESCAPE, (hex) => String.fromCharCode(parseInt(hex.slice(1), 16)));
  p = p.replace(/\/{2,}/g, '/');
  const assets = /^\/assets\//i.exec(p);
  const lower = (text: string) => text.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (m) => (m.startsWith('%') ? m : m.toLowerCase()));
  p = assets ? `/assets/${p.slice(assets[0].length)}` : lower(p);
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/**
 * One URL per resource: any other spelling of a path answers 301 to the canonical one (keeping the
 * query string), before the page cache, static files or `/healthz` see it. So a spelling can never
 * be rendered, stored or served as a second copy, and the cache key is always the canonical path.
 * Runs after rejectMalformedUrls, so the escapes are valid and decode to no dot segment.
 */
export function redirectToCanonical(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  const path = pathOf(url);
  const canonical = canonicalPath(path);
  if (canonical !== path) {
    res.redirect(301, canonical + url.slice(path.length));
    return;
  }
  next();
}

/**
 * Pages are read-only: anything but GET and HEAD answers 405 with an Allow header. The paths that
 * hold a form also take POST (its own route answers it, registered before this guard).
 */
export function allowOnlyReads(formPaths: readonly string[] = []) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (PAGE_METHODS.includes(req.method)) {
      next();
      return;
    }
    const allowed = formPaths.includes(req.path) ? [...PAGE_METHODS, 'POST'] : PAGE_METHODS;
    res.status(405).set('Allow', allowed.join(', ')).type('text/plain').send('Method Not Allowed\n');
  };
}
