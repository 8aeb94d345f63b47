/** Headers and details (docs/decisions/014): browser features, framing, source maps, ETags, 4xx bodies, 404 logging. */
import { readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { clientDir, root } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { appForFile } from './helpers/recording-app.ts';

describe('headers and details', () => {
  const s = appForFile();

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: s.port, path, method, headers, agent: false }, (res) => {
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
    // A page with a query string is rendered for each request, never cached.
    const withQuery = `${fixturePages.city}?utm_source=card`;
    for (const path of ['/no-such-page-zq', withQuery]) {
      const first = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(first.headers['content-encoding'], path).toBe('gzip');
      expect(first.headers.etag, path).toMatch(/^W\/"/);
      expect(first.headers.vary, path).toMatch(/Accept-Encoding/);
    }
    // Only a 200 can become a 304 (a 404 stays a 404 whatever the client holds).
    const page = await get(withQuery, { 'Accept-Encoding': 'gzip' });
    const again = await get(withQuery, { 'Accept-Encoding': 'gzip', 'If-None-Match': page.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('gives cached pages a strong ETag per encoding, and Vary on their 304s', async () => {
    const cached = fixturePages.cityService;
    await get(cached);
    const etags = new Set<string>();
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await get(cached, { 'Accept-Encoding': encoding });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);
      etags.add(etag);
      const again = await get(cached, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
    expect(etags.size).toBe(3);
  });

  it('says what each 4xx is in its body', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    // A form too large for its page is answered with the page, the form filled in again (test/form-limits.test.ts).
    const tooLarge = await get('/ask-the-expert', form, 'POST', `name=Sam&question=${'a'.repeat(60_000)}`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tooLarge.text).toContain('Your question was too long to send. Please shorten it, or call us on ');
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
