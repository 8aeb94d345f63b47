/** Garbage URLs against the real app over raw TCP: 1,000 seeded hostile targets, off-site redirects, control characters, dot segments. */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageCache } from '../server/http/page-cache.ts';
import { site, testApp } from './helpers/app.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { hasNeedlessEscape, makeGenerator, realPages } from './helpers/garbage-urls.ts';
import { leakMarkers, leaks } from './helpers/leaks.ts';
import { closeServer, listen, type RawResponse, rawGet } from './helpers/raw-http.ts';

// ---------------------------------------------------------------------------------------------
// The rules for a garbage path

/**
 * Expected answers to a garbage path (the rules `check()` applies):
 *   400  malformed percent-encoding, a control character or line separator (NUL, CR, LF, U+2028),
 *        or a request line Node's HTTP parser refuses;
 *   403  only under /assets/ or /images/, where the static file server refuses a `..` segment;
 *   404  everything else, including over-long paths;
 *   301  only when the path is a non-canonical spelling (an escape of a character that needs
 *        none, upper case outside /assets/, `//`, trailing slash; see canonicalPath in
 *        server/http/url-guards.ts), and its Location must stay on the site: it starts with one '/'
 *        (not '//' nor '/\') and resolves against the site origin to that origin. The Location
 *        is requested once more and must itself pass these rules.
 *   Never 200 (every generated path holds a random token no page has, or a file outside the
 *   static folders), never 5xx, never a dropped connection, never a body holding text from
 *   /etc/passwd, package.json or the server's source, and nothing logged at level error.
 *   The one exception: some targets are other spellings of real pages (`/l%6Fcksmith-near-me`,
 *   `/B%61th/`); those must answer 301 to the page's own path, which then answers 200. Afterwards
 *   the page cache may hold real pages only, under their own paths.
 *
 * The generator is seeded: RESILIENCE_SEED=<number> replays a run; the seed is printed.
 */

function pathPart(target: string): string {
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
}

/** The canonical rules, written out independently of the server's code. */
function isNonCanonical(target: string): boolean {
  const p = pathPart(target);
  const caseMatters = /^\/assets\//i.test(p) ? p.slice(0, '/assets/'.length) : p;
  return hasNeedlessEscape(p) || /\/{2,}/.test(p) || /[A-Z]/.test(caseMatters.replace(/%[0-9a-f]{2}/gi, '')) || (p.length > 1 && p.endsWith('/'));
}

/** True for another spelling of one of the real pages in `realPages` (the generator makes some). */
function isRespelling(target: string): boolean {
  const p = pathPart(target);
  let plain: string;
  try {
    plain = decodeURIComponent(p)
      .toLowerCase()
      .replace(/\/+/g, '/')
      .replace(/(.)\/$/, '$1');
  } catch {
    return false;
  }
  return p !== plain && realPages.includes(plain);
}

function isUnderStaticFolder(target: string): boolean {
  return /^\/(assets|images)(\/|$)/i.test(pathPart(target));
}

/** A redirect target a browser would follow to this site, never to another host. */
function isSameSiteLocation(location: string): boolean {
  if (!location.startsWith('/') || /^\/[/\\]/.test(location)) return false;
  try {
    return new URL(location, site.origin).origin === site.origin;
  } catch {
    return false;
  }
}

interface Violation {
  target: string;
  problem: string;
}

async function check(port: number, target: Buffer, followRedirect = true, mayBePage = false): Promise<Violation[]> {
  const shown = target.toString('latin1');
  const label = shown.length > 160 ? `${shown.slice(0, 160)}… (${shown.length} bytes)` : shown;
  let res: RawResponse;
  try {
    res = await rawGet(port, target);
  } catch (error) {
    return [{ target: label, problem: `no response: ${(error as Error).message}` }];
  }
  const found: Violation[] = [];
  const add = (problem: string) => found.push({ target: label, problem });
  for (const leak of leaks(res.body)) add(`${res.status} body contains ${leak}`);
  if (res.status >= 500) add(`${res.status}`);
  else if (res.status === 301) {
    const location = res.headers.location ?? '';
    if (!isSameSiteLocation(location)) add(`301 off-site or unusable: Location ${JSON.stringify(location)} → ${safeResolve(location)}`);
    else {
      if (!isNonCanonical(shown)) add(`301 for a canonical path: Location ${location}`);
      if (followRedirect) {
        const page = realPages.includes(pathPart(location));
        for (const v of await check(port, Buffer.from(location, 'latin1'), false, page))
          found.push({ target: label, problem: `after 301 to ${location}: ${v.problem}` });
      } else {
        add(`301 again: Location ${location}`);
      }
    }
  } else if (res.status === 403) {
    if (!isUnderStaticFolder(shown)) add('403 outside /assets and /images');
  } else if (res.status === 200 && mayBePage) {
    // Another spelling of a real page, after its one redirect.
  } else if (res.status !== 400 && res.status !== 404) {
    add(`${res.status}${res.status === 200 ? ` (${/<title>([^<]*)/.exec(res.body)?.[1] ?? res.headers['content-type']})` : ''}`);
  }
  return found;
}

function safeResolve(location: string): string {
  try {
    return new URL(location, site.origin).href;
  } catch {
    return 'unparseable';
  }
}

const DEFAULT_SEED = 20_250_601;
const SEED = Number(process.env.RESILIENCE_SEED ?? DEFAULT_SEED);

/** globalThis.gc when node runs with --expose-gc, else the same function switched on at run time. */
function findGc(): { gc: (() => void) | undefined; how: string } {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return { gc: existing, how: 'global.gc' };
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    if (typeof gc === 'function') return { gc: gc as () => void, how: 'v8.setFlagsFromString(--expose-gc)' };
  } catch {
    // fall through to rss
  }
  return { gc: undefined, how: 'none (rss)' };
}

function memory(gc: (() => void) | undefined): number {
  if (!gc) return process.memoryUsage().rss;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;

async function runAll(port: number, targets: Buffer[], concurrency: number): Promise<Violation[]> {
  const violations: Violation[] = [];
  let index = 0;
  const worker = async () => {
    while (index < targets.length) {
      const target = targets[index++]!;
      violations.push(...(await check(port, target)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return violations;
}

function summarise(violations: Violation[]): string {
  const byProblem = new Map<string, string[]>();
  for (const v of violations) {
    const kind = v.problem.replace(/Location .*|\(.*\)|after 301 to \S+: /g, '').trim();
    byProblem.set(kind, [...(byProblem.get(kind) ?? []), `${JSON.stringify(v.target)} → ${v.problem}`]);
  }
  return [...byProblem.entries()].map(([kind, list]) => `${list.length}× ${kind}, e.g.\n    ${list.slice(0, 4).join('\n    ')}`).join('\n');
}

// ---------------------------------------------------------------------------------------------

describe('garbage URLs against the real app on a loopback port', () => {
  /** Every line the app logs at level error (render failed, request failed). */
  let errorLogs: string[] = [];
  let server: Server;
  let port: number;
  let cache: PageCache;

  beforeAll(async () => {
    // makeApp() but with a logger we can read: an error logged is a failure even behind a 4xx.
    const { logger, raw } = capturedLogger('error');
    errorLogs = raw;
    const app = testApp({ logger });
    cache = app.locals.pageCache as PageCache;
    server = app.listen(0, '127.0.0.1');
    port = await listen(server);
  });
  afterAll(() => closeServer(server));

  it('knows what a leak would look like (the markers are in their files)', () => {
    for (const marker of leakMarkers) expect(marker.present, `${marker.text} in ${marker.file}`).toBe(true);
  });

  it('answers 1,000 seeded garbage paths with 400/403/404 or an on-site 301: never 200 or 5xx, no leaks, bounded memory', {
    timeout: 180_000,
  }, async () => {
    const { gc, how } = findGc();
    // Warm up with another seed: lazy route modules, JIT and caches are not growth.
    await runAll(port, Array.from({ length: 200 }, makeGenerator(SEED + 1)), 4);
    errorLogs.length = 0;

    const next = makeGenerator(SEED);
    const targets = Array.from({ length: 1000 }, next);
    const before = memory(gc);
    const started = performance.now();
    const violations = await runAll(port, targets, 4);
    const seconds = (performance.now() - started) / 1000;
    const after = memory(gc);

    const kinds = {
      long: targets.filter((t) => t.length > 1024).length,
      rawBackslash: targets.filter((t) => t.includes('\\')).length,
      encodedBackslash: targets.filter((t) => /%5c/i.test(t.toString('latin1'))).length,
      dotSegments: targets.filter((t) => /(^|[/\\])(\.|%2e){1,2}([/\\?]|%2f|%5c|$)/i.test(t.toString('latin1'))).length,
      rawNonAscii: targets.filter((t) => t.some((b) => b > 0x7f)).length,
      respelledPages: targets.filter((t) => isRespelling(t.toString('latin1'))).length,
    };
    console.log(
      `[resilience] seed ${SEED}: ${targets.length} requests in ${seconds.toFixed(1)} s; ` +
        `${JSON.stringify(kinds)}; memory via ${how}: ${(before / MB).toFixed(1)} MB → ${(after / MB).toFixed(1)} MB ` +
        `(${((after - before) / MB).toFixed(1)} MB growth); ${violations.length} violations, ${errorLogs.length} error logs`,
    );
    if (violations.length) console.log(`[resilience] violations by kind:\n${summarise(violations)}`);

    expect(after - before, 'memory growth over 1,000 garbage requests').toBeLessThan(64 * MB);
    // The app is still fine afterwards.
    expect((await rawGet(port, Buffer.from('/'))).status).toBe(200);
    expect(violations.length, `seed ${SEED}:\n${summarise(violations)}`).toBe(0);
    expect(errorLogs.slice(0, 3), 'errors logged while answering garbage').toEqual([]);
    // Other spellings were only ever redirected: the cache holds real pages under their own paths.
    expect(kinds.respelledPages).toBeGreaterThan(50);
    expect(cache.paths().filter((p) => !realPages.includes(p))).toEqual([]);
  });

  it('never redirects off-site, even for a raw backslash or an absolute-form request target', async () => {
    const offSite: string[] = [];
    for (const target of [
      '//evil.example/',
      '/\\evil.example/',
      '/\\Evil.example',
      '/\\/evil.example/',
      '/%5Cevil.example/',
      `http://evil.example${fixturePages.city}`,
      'HTTPS://evil.example/',
    ]) {
      const res = await rawGet(port, Buffer.from(target));
      const location = res.headers.location ?? '';
      if (res.status >= 500) offSite.push(`${target} → ${res.status}`);
      else if (res.status === 301 && !isSameSiteLocation(location)) offSite.push(`${target} → 301 Location ${location} (${safeResolve(location)})`);
    }
    expect(offSite).toEqual([]);
  });

  it('answers paths holding a control character or line separator with 400 (no route matches across a line break)', async () => {
    const answers: string[] = [];
    for (const target of [
      '/zq/%0ap/blog',
      '/zq/%0Dp/blog',
      '/zq/%E2%80%A8p/blog',
      '/zq/%e2%80%a9p',
      '/zq/%09p',
      '/%7F',
      `${fixturePages.city}/%1b`,
    ]) {
      answers.push(`${target} → ${(await rawGet(port, Buffer.from(target))).status}`);
    }
    expect(answers.filter((a) => !a.endsWith(' → 400'))).toEqual([]);
  });

  it('answers paths with a backslash host or dot segments with 400/404, not a page and not a 500', async () => {
    const targets = [
      '/\\[', // WHATWG URL: an invalid IPv6 host
      '/\\a:99999', // port out of range
      '/\\a%5B',
      `/\\evil.example${fixturePages.city}`, // host "evil.example", path the place's page
      '/\\@evil',
      '/zq-no-such-page/..',
      '/zq-no-such-page/%2e%2e',
      `/zq/%2e%2e${fixturePages.city}`,
      `${fixturePages.city}/.`,
    ];
    const answers: string[] = [];
    for (const target of targets) {
      const res = await rawGet(port, Buffer.from(target));
      answers.push(`${target} → ${res.status}${res.status === 200 ? ` ${/<title>([^<]*)/.exec(res.body)?.[1]}` : ''}`);
    }
    expect(answers.filter((a) => !/ → (400|404)$/.test(a))).toEqual([]);
  });
});
