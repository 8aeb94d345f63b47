import { describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { createRequestHandler, NOT_FOUND_PLACEHOLDER } from '../server/http/render.tsx';
import { createServerRoutes } from '../server/routes.ts';
import { buildSiteData } from '../server/views/site-data.ts';
import { clientDir, site as config } from './helpers/app.ts';

const routes = createServerRoutes();
const site = buildSiteData(config);
const assets = readAssets(clientDir);
const shared = createRequestHandler({ routes, site, assets });
const rendered = createRequestHandler({ routes, site, assets, shareNotFoundPage: false });
const get = (handler: typeof shared, path: string) => handler(new Request(new URL(path, site.origin)));

describe('the shared 404 page', () => {
  it('is byte for byte what React renders for each path, however odd the path', async () => {
    const paths = [
      '/no-such-page',
      '/no-such-city-xyz',
      '/london/no-such-district',
      '/leeds/no-such-area',
      '/birmingham/nope/deeper',
      '/glasgow/%2e%2e%2e',
      '/services/no-such-service',
      '/blog/no-such-article',
      '/blog/category/no-such-category',
      '/blog-not-the-blog',
      '/contact/nothing-here',
      '/about/team/nobody',
      '/locksmith-near-me/x',
      "/it's-here",
      '/a&b=c',
      '/%3Cscript%3Ealert(1)%3C/script%3E',
      '/%22quoted%22',
      '/caf%C3%A9',
      '/emoji-%F0%9F%94%91',
      `/${'x'.repeat(118)}`,
    ];
    for (const path of paths) {
      const a = await get(shared, path);
      const b = await get(rendered, path);
      expect(a.status, path).toBe(404);
      expect(b.status, path).toBe(404);
      const [textA, textB] = [await a.text(), await b.text()];
      expect(textA, path).toBe(textB);
      expect(textA).not.toContain(NOT_FOUND_PLACEHOLDER);
      expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    }
  });

  it('renders paths too long to show in full, and other errors, the ordinary way', async () => {
    const long = `/${'y'.repeat(300)}`;
    const res = await get(shared, long);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain(`${'y'.repeat(119)}…`);
    expect(text).not.toContain(NOT_FOUND_PLACEHOLDER);
  });
});
