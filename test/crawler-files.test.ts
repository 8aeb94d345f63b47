import path from 'node:path';
import { indexEverything, loadContentIndex } from '../server/views/content-index.ts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { articles } from '../data/blog.ts';
import { expertAnswers } from '../data/business.ts';
import { privacyPolicy } from '../data/legal/privacy-policy.ts';
import { termsConditions } from '../data/legal/terms-conditions.ts';
import { cityServices } from '../data/city-services.ts';
import { offeredServices } from '../server/views/offered-services.ts';
import { servedCities } from '../server/views/served-places.ts';
import { buildSitemaps, robotsTxt } from '../server/http/crawler-files.ts';
import { allSitemapPaths, sitemapEntries, sitemapKinds } from '../server/views/sitemap-urls.ts';
import { makeApp, root, site, testApp } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap entries', () => {
  const entries = sitemapEntries();

  it('groups every URL under one kind, each once', () => {
    expect(Object.keys(entries)).toEqual([...sitemapKinds]);
    const all = allSitemapPaths();
    expect(new Set(all).size).toBe(all.length);
    // The services offered and the places served (docs/decisions/073).
    expect(entries.services.map((e) => e.path)).toEqual(offeredServices.map((s) => `/services/${s.slug}`));
    expect(entries.cities.map((e) => e.path)).toEqual(servedCities.map((c) => `/${c.slug}`));
    expect(entries['city-services']).toHaveLength(servedCities.length * cityServices.length);
    expect(entries.pages.map((e) => e.path)).toContain('/');
  });

  it('dates only what has a real date in the data: articles by publication, the policies by when they took effect, never the build', () => {
    for (const article of articles) {
      expect(entries.blog.find((e) => e.path === `/blog/${article.slug}`)?.lastmod).toBe(article.date);
    }
    expect(entries.pages.find((e) => e.path === '/privacy-policy')?.lastmod).toBe(privacyPolicy.effective);
    expect(entries.pages.find((e) => e.path === '/terms-conditions')?.lastmod).toBe(termsConditions.effective);
    expect(entries.cities.every((e) => e.lastmod === undefined)).toBe(true);
    // Every date given is one the data holds, so none is the day the site was built.
    const dates = new Set([...articles.map((a) => a.date), ...expertAnswers.map((a) => a.date), privacyPolicy.effective, termsConditions.effective]);
    const undated = Object.values(entries)
      .flat()
      .filter((e) => e.lastmod !== undefined && !dates.has(e.lastmod));
    expect(undated).toEqual([]);
  });

  it('leaves out the empty, noindex category', () => {
    expect(allSitemapPaths()).not.toContain('/blog/category/commercial-security');
    expect(allSitemapPaths()).toContain('/blog/category/home-security');
  });
});

describe('sitemap XML', () => {
  it('is an index of one child sitemap per kind with pages, with absolute URLs on the configured origin', async () => {
    const files = await buildSitemaps({ ...site, origin: 'https://locks.test' }, indexEverything);
    const index = files.get('/sitemap.xml')!;
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const kinds = sitemapKinds.filter((kind) => sitemapEntries()[kind].length > 0);
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(locs(index)).toEqual(kinds.map((kind) => `https://locks.test/sitemaps/${kind}.xml`));
    const listed = kinds.flatMap((kind) => locs(files.get(`/sitemaps/${kind}.xml`)!));
    expect(listed).toEqual(allSitemapPaths().map((p) => (p === '/' ? 'https://locks.test/' : `https://locks.test${p}`)));
    expect(files.get('/sitemaps/blog.xml')).toContain(`<lastmod>${articles[0]!.date}</lastmod>`);
  });

  it('is served as XML, and unknown child sitemaps are 404', async () => {
    const app = makeApp();
    const index = await request(app).get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const child = await request(app).get('/sitemaps/cities.xml');
    // Cities the content guard keeps out of the index are not listed (docs/decisions/026).
    const report = loadContentIndex(path.join(root, 'dist', 'content-report.json'));
    expect(report.measured).toBe(true);
    const indexed = servedCities.filter((city) => report.isIndexable(`/${city.slug}`));
    expect(indexed.length).toBeGreaterThan(0);
    expect(locs(child.text)).toEqual(indexed.map((city) => `${site.origin}/${city.slug}`));
    expect((await request(app).get('/sitemaps/nothing.xml')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap index by absolute URL', async () => {
    const res = await request(makeApp()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(robotsTxt(site, true));
    expect(res.text).toContain('Allow: /');
    expect(res.text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('shuts crawlers out of a non-production deployment (SITE_INDEXING=off)', async () => {
    const app = testApp({ indexing: false });
    const robots = await request(app).get('/robots.txt');
    expect(robots.text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots.text).not.toContain('Allow: /\n');
    for (const path of ['/', fixturePages.city, '/no-such-page', '/sitemap.xml', '/images/favicon.svg']) {
      expect((await request(app).get(path)).headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
  });
});
