/**
 * Resilience: garbage URLs, static files that must not escape their folders, a render error that
 * must not poison the app, and SIGTERM during a slow response.
 *
 * Garbage URLs go over raw TCP (node:net), not fetch or supertest: those parse the address with
 * WHATWG URL first, which resolves `..` and `%2e%2e`, turns `\` into `/` and encodes what it likes,
 * so the server would never see the request a hostile client can send.
 *
 * Expected answers to a garbage path (the rules `check()` applies):
 *   400  malformed percent-encoding, a control character or line separator (NUL, CR, LF, U+2028),
 *        or a request line Node's HTTP parser refuses;
 *   403  only under /assets/ or /images/, where the static file server refuses a `..` segment;
 *   404  everything else, including over-long paths;
 *   301  only when the path is a non-canonical spelling (an escape of a character that needs
 *        none, upper case outside /assets/, `//`, trailing slash; see canonicalPath in
 *        server/url-guards.ts), and its Location must stay on the site: it starts with one '/'
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
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import http, { createServer, request as httpRequest, type Server } from 'node:http';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/assets.ts';
import { Health } from '../server/health.ts';
import { createHttpServer, type ConnectionLimits } from '../server/http-server.ts';
import { RateLog } from '../server/rate-log.ts';
import type { PageCache } from '../server/page-cache.ts';
import { installGracefulShutdown } from '../server/shutdown.ts';
import { clientDir, makeApp, root, site } from './helpers/app.ts';

// ---------------------------------------------------------------------------------------------
// Raw HTTP over TCP

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as latin1 text (no Accept-Encoding is sent, so it is never compressed). */
  body: string;
}

/** Sends `GET <target> HTTP/1.1` exactly as given and reads the answer until the server closes. */
function rawGet(port: number, target: Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!match) {
        reject(new Error(`no HTTP status line in ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(match[1]), headers, body: split === -1 ? '' : text.slice(split + 4) });
    });
    socket.write(Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')]));
  });
}

async function listen(server: Server): Promise<number> {
  if (!server.listening) await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

// ---------------------------------------------------------------------------------------------
// What must never appear in a response

const packageJson = readFileSync(path.join(root, 'package.json'), 'utf8');
const appSource = readFileSync(path.join(root, 'server', 'app.ts'), 'utf8');
const mainSource = readFileSync(path.join(root, 'server', 'main.ts'), 'utf8');
/** Text from files outside the static folders; each marker is checked to be in its file. */
const leakMarkers: { file: string; text: string; present: boolean }[] = [
  { file: 'package.json', text: '"devDependencies"', present: packageJson.includes('"devDependencies"') },
  { file: 'server/app.ts', text: 'export function createApp', present: appSource.includes('export function createApp') },
  {
    file: 'server/main.ts',
    text: 'installGracefulShutdown(server, logger, {',
    present: mainSource.includes('installGracefulShutdown(server, logger, {'),
  },
  { file: 'tsconfig.json', text: '"compilerOptions"', present: readFileSync(path.join(root, 'tsconfig.json'), 'utf8').includes('"compilerOptions"') },
  { file: '/etc/passwd', text: 'root:x:0:', present: safeRead('/etc/passwd').includes('root:x:0:') },
];

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function leaks(body: string): string[] {
  return leakMarkers.filter((m) => body.includes(m.text)).map((m) => `${m.file} (${m.text})`);
}

// ---------------------------------------------------------------------------------------------
// The rules for a garbage path

function pathPart(target: string): string {
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
}

/** An escape of a letter, digit or one of - . _ ~ (RFC 3986's unreserved characters). */
function hasNeedlessEscape(p: string): boolean {
  return [...p.matchAll(/%([0-9a-f]{2})/gi)].some((m) => /^[A-Za-z0-9\-._~]$/.test(String.fromCharCode(parseInt(m[1]!, 16))));
}

/** The canonical rules, written out independently of the server's code. */
function isNonCanonical(target: string): boolean {
  const p = pathPart(target);
  const caseMatters = /^\/assets\//i.test(p) ? p.slice(0, '/assets/'.length) : p;
  return hasNeedlessEscape(p) || /\/{2,}/.test(p) || /[A-Z]/.test(caseMatters.replace(/%[0-9a-f]{2}/gi, '')) || (p.length > 1 && p.endsWith('/'));
}

/** True for another spelling of one of the real pages below (the generator makes some). */
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

/** Real pages whose other spellings the generator makes; following their 301 must reach a 200. */
const realPages = ['/locksmith-near-me', '/bath', '/london/e1-shoreditch', '/services/emergency-locksmith', '/blog', '/manchester/didsbury', '/'];

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

// ---------------------------------------------------------------------------------------------
// A seeded generator of garbage request targets

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEFAULT_SEED = 20_250_601;
const SEED = Number(process.env.RESILIENCE_SEED ?? DEFAULT_SEED);

function makeGenerator(seed: number) {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const chance = (p: number) => random() < p;

  /** A segment no page has: the reason a generated path should never answer 200. */
  const token = () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let t = 'zq';
    for (let i = int(4, 10); i > 0; i--) t += letters[int(0, letters.length - 1)];
    return t;
  };
  const encodeUtf8 = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

  const words = [
    'london',
    'services',
    'blog',
    'category',
    'assets',
    'images',
    'about',
    'healthz',
    'index.html',
    'robots.txt',
    'sitemap.xml',
    'not-found',
    'leeds',
    'e1-shoreditch',
  ];
  const dots = ['.', '..', '...', '%2e', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '..%2f', '..%5c', '%2e%2e%2f', '..%252f', '....//', '..;'];
  const invalidEncodings = [
    '%E0%A4%A',
    '%zz',
    '%00',
    '%',
    '%%',
    '%2',
    '%C0%AF',
    '%ED%A0%80',
    '%FF',
    '%F4%90%80%80',
    '%E2%82',
    '%u002e',
    '%G1',
    '%0',
    '%%32%65',
  ];
  const unicode = [
    '🔑',
    '🏠🔐',
    '👨‍👩‍👧', // emoji, one with zero-width joiners
    'שלום',
    'مرحبا',
    '\u202Egnp.exe',
    '\u200F\u200E', // RTL text and direction marks
    'e\u0301',
    'Z\u0351\u0362\u0334a\u0315\u0340',
    'n\u0303\u0303\u0303', // combining marks
    '\uFEFF',
    '\u200B',
    'ı',
    'ſ',
    'K',
    'ﬁ',
    '①',
    'ｌｏｎｄｏｎ', // BOM, zero width, case-folding traps
  ];
  const traversalTargets = [
    'package.json',
    'etc/passwd',
    'etc%2fpasswd',
    'server/main.ts',
    'server%2fapp.ts',
    'dist/server/main.js',
    'tsconfig.json',
    '.env',
    'node_modules/express/package.json',
  ];
  const traversalPrefixes = ['', '/assets', '/images', '/ASSETS', '/Images', '/assets/chunks', '/london', '/services', '/', '\\'];
  const joiners = ['/', '/', '/', '/', '\\', '//', '%2f', '%5c'];
  const fixedTraversals = [
    '/..%2f..%2fetc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/images/%2e%2e/%2e%2e/server/main.ts',
    '//etc/passwd',
    '/assets/../../../package.json',
    '/images/..%2f..%2f..%2fpackage.json',
    '/..\\..\\..\\etc\\passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  ];

  /** A segment of random percent-escapes, valid or not. */
  const escapes = () => {
    let s = '';
    for (let i = int(1, 6); i > 0; i--) {
      s += chance(0.7) ? `%${int(0, 255).toString(16).padStart(2, '0')}` : pick(invalidEncodings);
    }
    return s;
  };
  const unicodeSegment = () => (chance(0.85) ? encodeUtf8(pick(unicode)) : pick(unicode));

  const ups = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '..%2f', '..%5c', '%2e%2e%2f', '..%252f', '....//', '..;'];
  const traversal = () => {
    if (chance(0.2)) return pick(fixedTraversals);
    const up = pick(ups);
    const separated = /(%2f|%5c|\/)$/i.test(up);
    let p = pick(traversalPrefixes) + pick(joiners);
    for (let i = int(1, 5); i > 0; i--) p += up + (separated ? '' : pick(joiners));
    return p + pick(traversalTargets);
  };

  const segment = (): string => {
    const r = random();
    if (r < 0.3) return pick(words);
    if (r < 0.45) return pick(dots);
    if (r < 0.6) return escapes();
    if (r < 0.75) return unicodeSegment();
    if (r < 0.82) return '';
    if (r < 0.9) return token();
    return `${token()}${pick(['.', '..', ';', ':', '@', '~', '!', '$', '&', "'", '(', ')', '*', '+', ',', '=', '%20', '"', '<', '>', '`', '{', '}', '|', '^'])}${pick(words)}`;
  };

  const segments = (count: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(segment());
    parts.splice(int(0, parts.length), 0, token());
    let p = '';
    for (const part of parts) p += pick(joiners) + part;
    return p.startsWith('/') ? p : `/${p}`;
  };

  const mutate = (p: string) => {
    if (chance(0.2)) p = p.replace(/[a-z]/g, (c) => (chance(0.3) ? c.toUpperCase() : c));
    if (chance(0.1)) p += '/';
    if (chance(0.05)) p = `/${p}`;
    if (chance(0.15)) p += `?${pick(['', 'a=1', 'q=%zz', `x=${encodeUtf8('🔑')}`, '//evil.example', 'redirect=https://evil.example', '%E0%A4%A'])}`;
    return p;
  };

  /** Another spelling of a real page: some characters percent-encoded (either hex case), maybe upper case, `//` or a trailing slash. */
  const respelled = () => {
    let p = '';
    for (const c of pick(realPages)) {
      if (c !== '/' && chance(0.3)) {
        const hex = c.charCodeAt(0).toString(16);
        p += `%${chance(0.5) ? hex.toUpperCase() : hex}`;
      } else p += chance(0.1) ? c.toUpperCase() : c;
    }
    if (!hasNeedlessEscape(p)) p = p === '/' ? '/%69ndex-zq' : p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
    if (chance(0.15)) p = p.replace('/', '//');
    if (chance(0.15)) p += '/';
    return p;
  };

  return function next(): Buffer {
    const r = random();
    let p: string;
    if (r < 0.1) return Buffer.from(respelled(), 'latin1');
    if (r < 0.3) p = traversal();
    else if (r < 0.35) {
      // Very long: some just under the 1,024 limit (rendered by the 404 page), most far over it.
      const target = chance(0.3) ? int(900, 1100) : int(1100, 10_240);
      p = `/${token()}`;
      while (p.length < target) p += pick(joiners) + (chance(0.5) ? segment() : 'a'.repeat(int(1, 400)));
      p = p.slice(0, target);
    } else if (r < 0.45) p = `/${token()}${pick(invalidEncodings)}${chance(0.5) ? `/${pick(words)}` : ''}`;
    else if (r < 0.55) p = `/${pick(['', 'london/', 'services/', 'blog/'])}${token()}${unicodeSegment()}`;
    else p = segments(int(0, 6));
    p = mutate(p);
    // Never CR or LF: they would end the request line rather than garble it.
    return Buffer.from(p.replace(/[\r\n]/g, ''), 'utf8');
  };
}

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
  const errorLogs: string[] = [];
  let server: Server;
  let port: number;
  let cache: PageCache;

  beforeAll(async () => {
    // makeApp() but with a logger we can read: an error logged is a failure even behind a 4xx.
    const logger = pino({ level: 'error' }, { write: (line: string) => void errorLogs.push(line) });
    const app = createApp({ site, assets: readAssets(clientDir), clientDir, logger });
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
      'http://evil.example/london',
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
    for (const target of ['/zq/%0ap/blog', '/zq/%0Dp/blog', '/zq/%E2%80%A8p/blog', '/zq/%e2%80%a9p', '/zq/%09p', '/%7F', '/london/%1b']) {
      answers.push(`${target} → ${(await rawGet(port, Buffer.from(target))).status}`);
    }
    expect(answers.filter((a) => !a.endsWith(' → 400'))).toEqual([]);
  });

  it('answers paths with a backslash host or dot segments with 400/404, not a page and not a 500', async () => {
    const targets = [
      '/\\[', // WHATWG URL: an invalid IPv6 host
      '/\\a:99999', // port out of range
      '/\\a%5B',
      '/\\evil.example/london', // host "evil.example", path /london
      '/\\@evil',
      '/zq-no-such-page/..',
      '/zq-no-such-page/%2e%2e',
      '/zq/%2e%2e/london',
      '/london/.',
    ];
    const answers: string[] = [];
    for (const target of targets) {
      const res = await rawGet(port, Buffer.from(target));
      answers.push(`${target} → ${res.status}${res.status === 200 ? ` ${/<title>([^<]*)/.exec(res.body)?.[1]}` : ''}`);
    }
    expect(answers.filter((a) => !/ → (400|404)$/.test(a))).toEqual([]);
  });
});

describe('static files cannot escape their folders', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = makeApp().listen(0, '127.0.0.1');
    port = await listen(server);
  });
  afterAll(() => closeServer(server));

  // dist/client/{assets,images} is two folders below dist and three below the project root,
  // so each escape is tried at two, three and four levels.
  const escapes = [
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/..%2fpackage.json',
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e%2f%2e%2e%2fserver%2fmain.ts',
    '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    ...[2, 3, 4].flatMap((n) => [
      `/assets/${'../'.repeat(n)}package.json`,
      `/assets/${'%2e%2e/'.repeat(n)}package.json`,
      `/assets/${'..%2f'.repeat(n)}package.json`,
      `/assets/${'..%5c'.repeat(n)}package.json`,
      `/assets/${'..\\'.repeat(n)}package.json`,
      `/images/${'%2e%2e%2f'.repeat(n)}server%2fmain.ts`,
      `/images/${'..%2f'.repeat(n)}server/app.ts`,
      `/images/${'.%2e/'.repeat(n)}tsconfig.json`,
      `/Images/${'%2E%2E/'.repeat(n)}package.json`,
      `/assets/chunks/${'../'.repeat(n + 1)}package.json`,
      `/assets/${'..%252f'.repeat(n)}package.json`,
      `/images/${'../'.repeat(n + 3)}etc/passwd`,
      `/images/${'%2e%2e%2f'.repeat(n + 3)}etc%2fpasswd`,
    ]),
  ];

  it('answers every escape attempt with a 4xx and none of the file', async () => {
    const answers: string[] = [];
    for (const target of escapes) {
      const res = await rawGet(port, Buffer.from(target));
      const leaked = leaks(res.body);
      if (res.status < 400 || res.status >= 500 || leaked.length) answers.push(`${target} → ${res.status} ${leaked.join(', ')}`);
    }
    expect(answers).toEqual([]);
  });

  it('still serves the files inside the folders (the escapes were refused, not everything)', async () => {
    const { js } = readAssets(clientDir);
    expect((await rawGet(port, Buffer.from(js))).status).toBe(200);
    expect((await rawGet(port, Buffer.from('/images/favicon.svg'))).status).toBe(200);
  });
});

describe('a page that fails to render', () => {
  const app = makeApp([
    {
      id: 'test-render-error',
      path: 'test-render-error',
      Component: () => {
        throw new Error('secret-detail-in-render');
      },
    },
    {
      id: 'test-loader-throws-string',
      path: 'test-loader-throws-string',
      loader: () => {
        // Not an Error: no message, no stack.
        throw 'secret-detail-as-string';
      },
      // Only so React Router does not warn about a leaf route with nothing to render.
      Component: () => null,
    },
    {
      id: 'test-module-fails',
      path: 'test-module-fails',
      lazy: () => Promise.reject(new Error('secret-detail-in-import')),
    },
  ]);

  for (const failing of ['/test-render-error', '/test-loader-throws-string', '/test-module-fails']) {
    it(`answers ${failing} with the friendly 500 page, and the next requests to / and /london with 200`, async () => {
      const res = await request(app).get(failing).expect(500);
      expect(res.text).toContain('Something went wrong');
      expect(res.text).toContain(site.phone);
      expect(res.text).not.toContain('secret-detail');
      expect(res.headers['cache-control']).toBe('no-store');
      const home = await request(app).get('/').expect(200);
      expect(home.text).toContain('London Locksmith');
      await request(app).get('/london').expect(200);
      // And the failing page fails the same way a second time (nothing cached a half-rendered page).
      await request(app).get(failing).expect(500);
    });
  }
});

// ---------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves with the connection's error code, or 'connected' if the server accepted it. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('graceful shutdown', () => {
  it('after SIGTERM: healthz 503 and answers while draining, the slow response finishes, then refuses connections, logs and exits 0', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'fixtures', 'slow-server.tsx')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '3' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const lines = () =>
      output
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => {
          try {
            return JSON.parse(l) as { msg?: string; level?: number; req?: { url?: string }; res?: { statusCode?: number } };
          } catch {
            return { msg: `(not JSON) ${l}` };
          }
        });
    const waitFor = async (what: string, test: (l: ReturnType<typeof lines>[number]) => boolean) => {
      for (let i = 0; i < 300; i++) {
        if (lines().some(test)) return;
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`never logged ${what}; output:\n${output}`);
    };

    try {
      await waitFor('listening', (l) => l.msg?.startsWith('listening') ?? false);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      const slow = fetch(`http://127.0.0.1:${port}/slow-test`).then(async (r) => ({
        status: r.status,
        connection: r.headers.get('connection'),
        text: await r.text(),
      }));
      slow.catch(() => {}); // awaited below; keeps an early rejection from counting as unhandled
      // SIGTERM once the request is certainly in flight: its loader has started its 1.5 s wait.
      await waitFor('the slow loader starting', (l) => l.msg === 'slow-test loader started');
      child.kill('SIGTERM');
      await waitFor('shutting down', (l) => l.msg?.startsWith('shutting down') ?? false);

      // Draining: still answering, on new connections too, but unhealthy and closing each connection.
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('connection')).toBe('close');
      expect(await health.json()).toMatchObject({ status: 'draining' });
      expect((await fetch(`http://127.0.0.1:${port}/bath`)).status).toBe(200);

      await waitFor('the drain ending', (l) => l.msg?.startsWith('drain over') ?? false);
      // The listening socket is closed in the same tick as that log line; give it a moment anyway.
      await new Promise((r) => setTimeout(r, 100));
      expect(await tryConnect(port), 'a new connection after the drain').toBe('ECONNREFUSED');

      const res = await slow;
      expect(res.status).toBe(200);
      expect(res.text).toContain('slow page done');
      // Its keep-alive connection is not left open to hold the server up after it finishes.
      expect(res.connection).toBe('close');

      // Had the grace period run out instead, the process would exit 0 too, but without 'stopped' last.
      const [code, signal] = await exited;
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });

      const msgs = lines();
      const shuttingDown = msgs.findIndex((l) => l.msg?.startsWith('shutting down'));
      const slowDone = msgs.findIndex((l) => l.req?.url === '/slow-test');
      const drainOver = msgs.findIndex((l) => l.msg?.startsWith('drain over'));
      const stopped = msgs.findIndex((l) => l.msg === 'stopped');
      expect(msgs[slowDone]?.res?.statusCode, output).toBe(200);
      // In order: the signal, the 1.5 s response finishing inside the 3 s drain, the drain ending,
      // then 'stopped' as the last line.
      expect(shuttingDown, output).toBeGreaterThanOrEqual(0);
      expect(slowDone, output).toBeGreaterThan(shuttingDown);
      expect(drainOver, output).toBeGreaterThan(slowDone);
      expect(stopped, output).toBeGreaterThan(drainOver);
      expect(stopped, output).toBe(msgs.length - 1);
      expect(output).not.toContain('grace period');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

describe('installGracefulShutdown in process', () => {
  it('closes requests still running after the grace period and exits 0', async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line).msg as string) });
    // One request that never gets an answer.
    const server = createServer((req, res) => {
      if (req.url !== '/hang') res.end('ok');
    }).listen(0, '127.0.0.1');
    const port = await listen(server);
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    const exitCodes: number[] = [];
    let exited!: () => void;
    const firstExit = new Promise<void>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, logger, {
      drainMs: 0,
      timeoutMs: 300,
      exit: (code) => {
        exitCodes.push(code);
        exited();
      },
    });
    try {
      const hanging = new Promise<string>((resolve) => {
        const req = httpRequest({ port, host: '127.0.0.1', path: '/hang', agent: false }, () => resolve('answered'));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end();
      });
      // Wait until the server holds the request, then stop.
      for (let i = 0; i < 100 && (await new Promise<number>((r) => server.getConnections((_e, n) => r(n)))) === 0; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      shutdown('SIGTERM');
      await firstExit;
      expect(exitCodes[0]).toBe(0);
      expect(await hanging).toBe('ECONNRESET');
      expect(logged.slice(0, 3)).toEqual([
        'shutting down: draining (healthz 503, connections closed after their next response)',
        'drain over: no new connections, finishing requests in flight',
        'requests still running after the grace period; closing them',
      ]);
    } finally {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
        }
      }
      await closeServer(server);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Findings of the hostile-client review: one spelling per page, slow clients, the drain, headers

/** The silent test logger, but keeping every line so a test can read what was logged. */
function recordingLogger(level = 'info') {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

function startApp(options: Partial<Parameters<typeof createApp>[0]> = {}, limits?: ConnectionLimits) {
  const { logger, lines } = recordingLogger();
  const app = createApp({ site, assets: readAssets(clientDir), clientDir, logger, ...options });
  const server = createHttpServer(app, logger, limits).listen(0, '127.0.0.1');
  return { app, server, lines, logger, cache: app.locals.pageCache as PageCache };
}

/** 500 spellings of /locksmith-near-me: each a different set of its letters percent-encoded. */
function spellingsOf(page: string, count: number): string[] {
  const word = page.slice(1);
  const out: string[] = [];
  for (let mask = 1; out.length < count; mask++) {
    let p = '/';
    for (let i = 0; i < word.length; i++) {
      const hex = word.charCodeAt(i).toString(16);
      p += mask & (1 << i) ? `%${mask & 1 ? hex.toUpperCase() : hex}` : word[i];
    }
    out.push(p);
  }
  return out;
}

describe('one spelling per resource', () => {
  let s: ReturnType<typeof startApp>;
  let port: number;
  beforeAll(async () => {
    s = startApp();
    port = await listen(s.server);
  });
  afterAll(() => closeServer(s.server));

  it('answers 500 encoded spellings of /locksmith-near-me with a 301 to it, and adds no cache entry', { timeout: 60_000 }, async () => {
    expect((await rawGet(port, Buffer.from('/locksmith-near-me'))).status).toBe(200);
    await s.cache.upgraded();
    const before = s.cache.paths();
    const wrong: string[] = [];
    for (const spelling of spellingsOf('/locksmith-near-me', 500)) {
      const res = await rawGet(port, Buffer.from(`${spelling}?utm_source=x`));
      if (res.status !== 301 || res.headers.location !== '/locksmith-near-me?utm_source=x')
        wrong.push(`${spelling} → ${res.status} ${res.headers.location}`);
    }
    expect(wrong).toEqual([]);
    await s.cache.upgraded();
    expect(s.cache.paths()).toEqual(before);
  });

  it.each([
    ['/%62ath', '/bath'],
    ['/l%6Fcksmith-near-me', '/locksmith-near-me'],
    ['/B%61TH/', '/bath'],
    ['/london/e1%2Dshoreditch', '/london/e1-shoreditch'],
    ['/%7Ezq-nothing', '/~zq-nothing'],
    ['/healthz/', '/healthz'],
    ['/HEALTHZ', '/healthz'],
    ['/h%65althz', '/healthz'],
    ['/images//favicon.svg', '/images/favicon.svg'],
    ['/IMAGES/favicon.svg', '/images/favicon.svg'],
    ['/images/favicon%2Esvg', '/images/favicon.svg'],
    ['/robots.txt/', '/robots.txt'],
  ])('redirects %s to %s', async (target, location) => {
    const res = await rawGet(port, Buffer.from(target));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('keeps escapes that mean something, and the case of hashed asset names', async () => {
    // An escaped slash is not a slash, and no page has one in a segment.
    expect((await rawGet(port, Buffer.from('/london%2Fe1-shoreditch'))).status).toBe(404);
    const { js } = readAssets(clientDir);
    expect(js).toMatch(/[A-Z]/);
    expect((await rawGet(port, Buffer.from(js))).status).toBe(200);
    expect((await rawGet(port, Buffer.from(js.replace('/assets/', '/ASSETS/')))).headers.location).toBe(js);
    // Folders do not answer with a redirect to a trailing slash (that spelling is not canonical).
    for (const folder of ['/assets', '/images']) expect((await rawGet(port, Buffer.from(folder))).status).toBe(404);
  });
});

describe('slow and idle clients', () => {
  const limits: ConnectionLimits = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 5_000, maxConnections: 30 };

  /** Starts a POST whose body never finishes: one byte every 100 ms. Resolves when the server closes it. */
  function trickle(port: number): { closed: Promise<{ afterMs: number; answer: string }>; socket: net.Socket } {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /ask-the-expert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=',
      );
      timer = setInterval(() => socket.write('a'), 100);
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ afterMs: performance.now() - started, answer: answer.split('\r\n')[0]! });
      }),
    );
    return { closed, socket };
  }

  it('cuts a client trickling a form body at the request timeout, logs it, and serves others meanwhile', async () => {
    const s = startApp({}, { ...limits, requestTimeoutMs: 1_500 });
    const port = await listen(s.server);
    try {
      // Rendered once before, so the visitor below is answered from memory in a few milliseconds.
      expect((await rawGet(port, Buffer.from('/bath'))).status).toBe(200);
      const slow = trickle(port);
      // While it trickles, a normal visitor is answered as usual.
      await new Promise((r) => setTimeout(r, 200));
      expect((await rawGet(port, Buffer.from('/bath'))).status).toBe(200);
      expect(slow.socket.destroyed).toBe(false);
      const { afterMs, answer } = await slow.closed;
      expect(answer).toBe('HTTP/1.1 408 Request Timeout');
      // Cut at 1.5 s, checked every 100 ms: never the 300 s of Node's default.
      expect(afterMs).toBeGreaterThanOrEqual(1_400);
      expect(afterMs).toBeLessThan(4_000);
      expect(s.lines.filter((l) => l.msg === 'client cut').map((l) => l.reason)).toEqual(['request too slow']);
    } finally {
      await closeServer(s.server);
    }
  });

  it('cuts a client that never finishes its headers at the headers timeout', async () => {
    const s = startApp({}, limits);
    const port = await listen(s.server);
    try {
      const socket = net.connect(port, '127.0.0.1');
      const started = performance.now();
      let answer = '';
      socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
      socket.on('data', (d) => (answer += d));
      socket.on('error', () => {});
      await once(socket, 'close');
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      // Cut at 400 ms, checked every 100 ms: never the 60 s of Node's default.
      expect(performance.now() - started).toBeGreaterThanOrEqual(350);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(s.lines.filter((l) => l.msg === 'client cut').map((l) => l.reason)).toEqual(['request too slow']);
    } finally {
      await closeServer(s.server);
    }
  });

  it('at the connection cap, closes the connection waiting longest for its client so a visitor gets in', async () => {
    const s = startApp({}, { ...limits, headersTimeoutMs: 20_000, requestTimeoutMs: 20_000 });
    const port = await listen(s.server);
    const slow: ReturnType<typeof trickle>[] = [];
    try {
      // 40 slow clients against a cap of 30, then visitors on fresh connections.
      for (let i = 0; i < 40; i++) slow.push(trickle(port));
      await new Promise((r) => setTimeout(r, 700));
      for (let i = 0; i < 5; i++) expect((await rawGet(port, Buffer.from('/bath'), 5_000)).status).toBe(200);
      const open = slow.filter((t) => !t.socket.destroyed).length;
      expect(open).toBeLessThanOrEqual(limits.maxConnections);
      const cuts = s.lines.filter((l) => l.msg === 'client cut' || l.msg === 'clients cut in the last window');
      expect(cuts.length).toBeGreaterThan(0);
      expect(cuts[0]!.reason).toMatch(/^connection limit/);
    } finally {
      for (const t of slow) t.socket.destroy();
      await closeServer(s.server);
    }
  });
});

describe('drain on SIGTERM under keep-alive load', () => {
  it('answers every request sent before the signal or during the drain, says 503 on /healthz, then closes', { timeout: 30_000 }, async () => {
    const health = new Health();
    const s = startApp({ health }, { headersTimeoutMs: 5_000, requestTimeoutMs: 5_000, keepAliveTimeoutMs: 30_000, maxConnections: 500 });
    const port = await listen(s.server);
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    let exited!: (code: number) => void;
    const exit = new Promise<number>((resolve) => (exited = resolve));
    const DRAIN_MS = 1_500;
    const shutdown = installGracefulShutdown(s.server, s.logger, { drainMs: DRAIN_MS, timeoutMs: 2_000, health, exit: (code) => exited(code) });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const paths = ['/', '/bath', '/no-such-page', '/healthz', '/locksmith-near-me'];
    const outcomes: { sentAt: number; path: string; status?: number; connection?: string; error?: string; doneAt?: number }[] = [];
    const one = (path: string) =>
      new Promise<void>((resolve) => {
        const outcome: (typeof outcomes)[number] = { sentAt: performance.now(), path };
        outcomes.push(outcome);
        const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            outcome.status = res.statusCode;
            outcome.connection = res.headers.connection;
            outcome.doneAt = performance.now();
            resolve();
          });
          res.on('error', (error) => {
            outcome.error = error.message;
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          outcome.error = error.code ?? error.message;
          resolve();
        });
        req.end();
      });
    try {
      // Warm: first renders are slow in a fresh app, and this test is about the drain.
      for (const path of paths) await one(path);
      outcomes.length = 0;
      let signalAt = Infinity;
      // Keep sending until 300 ms before the drain ends: every one of these must be answered.
      let stopAt = Infinity;
      const worker = async (i: number) => {
        for (let k = i; performance.now() < stopAt; k++) await one(paths[k % paths.length]!);
      };
      setTimeout(() => {
        signalAt = performance.now();
        stopAt = signalAt + DRAIN_MS - 300;
        shutdown('SIGTERM');
      }, 500);
      await Promise.all(Array.from({ length: 20 }, (_, i) => worker(i)));

      const before = outcomes.filter((o) => o.sentAt < signalAt);
      const during = outcomes.filter((o) => o.sentAt >= signalAt);
      expect(before.length).toBeGreaterThan(20);
      expect(during.length).toBeGreaterThan(20);
      expect(outcomes.filter((o) => o.error).map((o) => `${o.path}: ${o.error}`)).toEqual([]);
      expect(outcomes.filter((o) => o.status! >= 500 && o.path !== '/healthz')).toEqual([]);
      // While draining: unhealthy, and no connection kept alive.
      expect(during.filter((o) => o.path === '/healthz').every((o) => o.status === 503)).toBe(true);
      expect(during.filter((o) => o.path === '/healthz').length).toBeGreaterThan(0);
      expect(during.every((o) => o.connection === 'close')).toBe(true);
      const healthyBefore = outcomes.filter((o) => o.path === '/healthz' && o.doneAt! < signalAt);
      expect(healthyBefore.length).toBeGreaterThan(0);
      expect(healthyBefore.every((o) => o.status === 200)).toBe(true);

      expect(await exit).toBe(0);
      expect(await tryConnect(port)).toBe('ECONNREFUSED');
      expect(s.lines.map((l) => l.msg).filter((m) => /^(shutting down|drain over|stopped)/.test(m))).toEqual([
        'shutting down: draining (healthz 503, connections closed after their next response)',
        'drain over: no new connections, finishing requests in flight',
        'stopped',
      ]);
    } finally {
      agent.destroy();
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
        }
      }
      if (s.server.listening) await closeServer(s.server);
    }
  });
});

describe('headers and details', () => {
  let s: ReturnType<typeof startApp>;
  let port: number;
  beforeAll(async () => {
    s = startApp();
    port = await listen(s.server);
  });
  afterAll(() => closeServer(s.server));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('latin1');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('turns off browser features the site does not use, and forbids framing in both headers', async () => {
    for (const path of ['/', '/no-such-page', '/images/favicon.svg']) {
      const res = await get(path);
      const policy = res.headers['permissions-policy'] as string;
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves no source map, and the build keeps them out of the public folder', async () => {
    const { js, css } = readAssets(clientDir);
    for (const url of [`${js}.map`, `${css}.map`, '/assets/chunks/anything.js.map']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.text).toBe('Not Found\n');
    }
    expect(readFileSync(path.join(clientDir, js.slice(1)), 'utf8')).not.toContain('sourceMappingURL');
    expect(readdirSync(path.join(clientDir, 'assets'), { recursive: true }).filter((f) => String(f).endsWith('.map'))).toEqual([]);
    expect(readdirSync(path.join(root, 'dist', 'sourcemaps'), { recursive: true }).some((f) => String(f).endsWith('.js.map'))).toBe(true);
  });

  it('gives responses encoded per request a weak ETag, and Vary on their 304s', async () => {
    for (const path of ['/no-such-page-zq', '/bath?utm_source=card']) {
      const first = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(first.headers['content-encoding'], path).toBe('gzip');
      expect(first.headers.etag, path).toMatch(/^W\/"/);
      expect(first.headers.vary, path).toMatch(/Accept-Encoding/);
    }
    // Only a 200 can become a 304 (a 404 stays a 404 whatever the client holds).
    const page = await get('/bath?utm_source=card', { 'Accept-Encoding': 'gzip' });
    const again = await get('/bath?utm_source=card', { 'Accept-Encoding': 'gzip', 'If-None-Match': page.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('gives cached pages a strong ETag per encoding, and Vary on their 304s', async () => {
    await get('/leeds');
    const etags = new Set<string>();
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await get('/leeds', { 'Accept-Encoding': encoding });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      etags.add(etag);
      const again = await get('/leeds', { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    expect(etags.size).toBe(3);
  });

  it('says what each 4xx is in its body', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const tooLarge = await get('/ask-the-expert', form, 'POST', `question=${'a'.repeat(20_000)}`);
    expect([tooLarge.status, tooLarge.text]).toEqual([413, 'Payload Too Large\n']);
    const charset = await get('/ask-the-expert', { 'Content-Type': 'application/x-www-form-urlencoded; charset=koi8-r' }, 'POST', 'question=a');
    expect([charset.status, charset.text]).toEqual([415, 'Unsupported Media Type\n']);
    const missing = await get('/assets/nothing-here.js');
    expect([missing.status, missing.text]).toEqual([404, 'Not Found\n']);
  });

  it('logs 404s at info, and a flood of them as one summary at warn', async () => {
    s.lines.length = 0;
    await get('/zq-no-such-page');
    const line = s.lines.find((l) => (l.req as { url?: string } | undefined)?.url === '/zq-no-such-page');
    expect(line?.level).toBe(30);
    expect(s.lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe('RateLog', () => {
  it('logs the first events one by one and a flood as one summary when its window closes', () => {
    const { logger, lines } = recordingLogger();
    const log = new RateLog(logger, 'client cut', 'clients cut in the last window', { windowMs: 60_000, individually: 3, summaryFrom: 4 });
    for (let i = 0; i < 250; i++) log.record({ i });
    log.flush();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'client cut'],
      [30, 'client cut'],
      [30, 'client cut'],
      [40, 'clients cut in the last window'],
    ]);
    expect(lines[3]).toMatchObject({ count: 250, loggedIndividually: 3 });
    log.record();
    log.flush();
    expect(lines.length).toBe(5);
  });
});
