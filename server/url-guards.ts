import type { NextFunction, Request, Response } from 'express';

/** No page has a path anywhere near this long; longer requests are answered at once. */
const MAX_PATH_LENGTH = 1024;

/** Allowed methods on pages; everything else answers 405. */
const PAGE_METHODS = ['GET', 'HEAD'];

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

const badRequest = (res: Response) =>
  res.status(400).type('text/plain').set('Cache-Control', 'no-store').send('Bad Request: the address is not valid.\n');

/**
 * Refuses URLs no page could answer before any other work: over-long paths (404), and (400) paths
 * that are not valid percent-encoding, contain a NUL byte or a backslash, have `.` or `..`
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
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    badRequest(res);
    return;
  }
  next();
}

/**
 * One URL per page (DECISIONS.md item 1): upper-case letters redirect to lower case and a
 * trailing slash is dropped, with a 301 that keeps the query string. Runs after the static
 * files, whose hashed names contain capitals. Repeated slashes are collapsed too, so the
 * Location can never be read as `//other-host`.
 */
export function redirectToCanonical(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  const path = pathOf(url);
  const query = url.slice(path.length);
  const canonical = canonicalPath(path);
  if (canonical !== path) {
    res.redirect(301, canonical + query);
    return;
  }
  next();
}

/** The one spelling of a path: lower case (percent-escapes keep theirs), single slashes, no trailing slash. */
export function canonicalPath(path: string): string {
  let canonical = path.replace(/\/{2,}/g, '/').replace(/%[0-9a-f]{2}|[A-Z]+/gi, (m) => (m.startsWith('%') ? m : m.toLowerCase()));
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '');
  return canonical === '' ? '/' : canonical;
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
