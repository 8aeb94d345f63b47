/**
 * A seeded generator of garbage request targets for test/bad-urls.test.ts: traversals, broken
 * escapes, Unicode traps, very long paths, and other spellings of a few real pages.
 */

import { areaLinks } from '../../server/views/place-links.ts';
import { fixturePages, servedByPopulation, serves } from './fixture-pages.ts';

/** A served place besides the home team's. */
const otherPlace = (servedByPopulation.find((place) => place.slug !== fixturePages.citySlug) ?? servedByPopulation[0]!).slug;
/** The last segment of a page below a place: an area's where the business has any, else a local service's. */
const localSegment = (fixturePages.area ?? fixturePages.cityService).split('/').pop()!;

/** An escape of a letter, digit or one of - . _ ~ (RFC 3986's unreserved characters). */
export function hasNeedlessEscape(p: string): boolean {
  return [...p.matchAll(/%([0-9a-f]{2})/gi)].some((m) => /^[A-Za-z0-9\-._~]$/.test(String.fromCharCode(parseInt(m[1]!, 16))));
}

/**
 * Real pages whose other spellings the generator makes; following their 301 must reach a 200. The
 * location pages are the configured business's: a place, a page below a place, and a London
 * district where it serves London.
 */
export const realPages = [
  '/locksmith-near-me',
  fixturePages.city,
  fixturePages.area ?? fixturePages.cityService,
  '/services/emergency-locksmith',
  '/blog',
  ...(serves('london') ? [areaLinks('london')[0]!.path] : []),
  '/',
];

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

export function makeGenerator(seed: number) {
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

  // Words of the site's paths, its places the configured business's.
  const words = [
    fixturePages.citySlug,
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
    otherPlace,
    localSegment,
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
  const traversalPrefixes = ['', '/assets', '/images', '/ASSETS', '/Images', '/assets/chunks', fixturePages.city, '/services', '/', '\\'];
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
    else if (r < 0.55) p = `/${pick(['', `${fixturePages.citySlug}/`, 'services/', 'blog/'])}${token()}${unicodeSegment()}`;
    else p = segments(int(0, 6));
    p = mutate(p);
    // Never CR or LF: they would end the request line rather than garble it.
    return Buffer.from(p.replace(/[\r\n]/g, ''), 'utf8');
  };
}
