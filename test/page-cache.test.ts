import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, preparePage } from '../server/http/page-cache.ts';
import { testApp } from './helpers/app.ts';
import { servedByPopulation } from './helpers/fixture-pages.ts';

/**
 * Four place pages of the configured business, one per test, so each test's page is rendered for
 * the first time by that test.
 */
const [once, encoded, revalidated, headed] = servedByPopulation.slice(0, 4).map((place) => `/${place.slug}`) as [string, string, string, string];
/** The first of them with a capital letter: a redirect to the page, never stored. */
const capitalised = `/${once.charAt(1).toUpperCase()}${once.slice(2)}`;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function start(pageCacheBytes?: number) {
  const app = testApp({ pageCacheBytes });
  const server = app.listen(0, '127.0.0.1');
  return { app, server, cache: app.locals.pageCache as PageCache };
}

/** A request with exactly these headers, the body left as sent (not decompressed). */
function raw(server: http.Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page cache', () => {
  let s: ReturnType<typeof start>;
  beforeAll(async () => {
    s = start();
    await new Promise((r) => s.server.once('listening', r));
  });
  afterAll(() => new Promise<void>((r) => s.server.close(() => r())));

  it('renders a page once, then serves it from memory', async () => {
    const first = await raw(s.server, once);
    expect(first.status).toBe(200);
    expect(first.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d)?$/);
    const second = await raw(s.server, once);
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a first request with fast compression, then swaps in the best forms in the background', async () => {
    const first = await raw(s.server, '/locksmith-near-me', { 'Accept-Encoding': 'br' });
    expect(first.headers['server-timing']).toMatch(/^render;/);
    expect(first.headers.etag).toMatch(/-br-fast"$/);
    await s.cache.upgraded();
    const later = await raw(s.server, '/locksmith-near-me', { 'Accept-Encoding': 'br' });
    expect(later.headers['server-timing']).toBe('cache;desc="hit"');
    expect(later.headers.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(later.body).equals(brotliDecompressSync(first.body))).toBe(true);
    expect(later.body.length).toBeLessThan(first.body.length);
    // A client holding the fast form's ETag gets the new bytes, not a 304 for the old ones.
    expect((await raw(s.server, '/locksmith-near-me', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! })).status).toBe(200);
  });

  it('sends brotli, gzip or plain bytes by Accept-Encoding, all the same page', async () => {
    const plain = await raw(s.server, encoded);
    await s.cache.upgraded();
    const gz = await raw(s.server, encoded, { 'Accept-Encoding': 'gzip' });
    const br = await raw(s.server, encoded, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const r of [plain, gz, br]) {
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match, for each encoding', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await raw(s.server, revalidated, { 'Accept-Encoding': encoding });
      const again = await raw(s.server, revalidated, { 'Accept-Encoding': encoding, 'If-None-Match': first.headers.etag! });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length).toBe(0);
      const stale = await raw(s.server, revalidated, { 'Accept-Encoding': encoding, 'If-None-Match': '"something-else"' });
      expect(stale.status).toBe(200);
    }
  });

  it('answers HEAD from the cache without a body', async () => {
    await raw(s.server, headed);
    const head = await raw(s.server, headed, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('never stores 404s, redirects or pages with a query string', async () => {
    const before = s.cache.stats.pages;
    for (let i = 0; i < 200; i++) expect((await raw(s.server, `/made-up-${i}`)).status).toBe(404);
    expect((await raw(s.server, capitalised)).status).toBe(301);
    expect((await raw(s.server, '/ask-the-expert?question=sent')).status).toBe(200);
    expect(s.cache.stats.pages).toBe(before);
    // A 404 is rendered each time: it shows the path that was asked for.
    expect((await raw(s.server, '/made-up-0')).headers['server-timing']).toMatch(/^render;/);
  });
});

describe('PageCache', () => {
  it('upgrades queued pages to the best compression in place, keeping the budget', async () => {
    const html = Buffer.from('<p>locks</p>'.repeat(2000));
    const fast = await preparePage(html, 'text/html', 'no-store', 'fast');
    const best = await preparePage(html, 'text/html', 'no-store', 'best');
    expect(fast.quality).toBe('fast');
    const cache = new PageCache(10 * 1024 * 1024);
    cache.add('/a', fast);
    cache.add('/b', best);
    expect(cache.get('/a')).toBe(fast);
    await cache.upgraded();
    const upgraded = cache.get('/a')!;
    expect(upgraded.quality).toBe('best');
    expect(upgraded.etags).toEqual(best.etags);
    expect(upgraded.bodies.br.equals(best.bodies.br)).toBe(true);
    expect(cache.stats.bytes).toBe(best.size * 2);
    expect(cache.paths()).toEqual(['/b', '/a']);
  });

  it('keeps the total under its budget by dropping the least recently used page', async () => {
    const page = await preparePage(Buffer.from('x'.repeat(1000)), 'text/html', 'no-store');
    const cache = new PageCache(page.size * 2 + 10);
    cache.set('/a', page);
    cache.set('/b', page);
    cache.get('/a');
    cache.set('/c', page);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBe(page);
    expect(cache.get('/c')).toBe(page);
    expect(cache.stats).toEqual({ pages: 2, bytes: page.size * 2, maxBytes: page.size * 2 + 10 });
  });

  it('keeps a page until the day it was rendered on ends, then renders it again (docs/decisions/059)', async () => {
    const page = await preparePage(Buffer.from('x'.repeat(1000)), 'text/html', 'no-store');
    let day = 20_000;
    const cache = new PageCache(page.size * 4, () => day);
    cache.set('/contact', page);
    expect(cache.get('/contact')).toBe(page);
    day += 1;
    expect(cache.get('/contact')).toBeUndefined();
    expect(cache.stats).toEqual({ pages: 0, bytes: 0, maxBytes: page.size * 4 });
    cache.set('/contact', page);
    expect(cache.get('/contact')).toBe(page);
  });

  it('renders every request when the budget is 0', async () => {
    const s = start(0);
    await new Promise((r) => s.server.once('listening', r));
    await raw(s.server, once);
    expect((await raw(s.server, once)).headers['server-timing']).toMatch(/^render;/);
    expect(s.cache.stats.pages).toBe(0);
    await new Promise<void>((r) => s.server.close(() => r()));
  });
});
