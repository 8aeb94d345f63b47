/**
 * The site-wide crawl: follows every link from the home page and every URL in the sitemap on the
 * real server, and checks every page the way a search engine would. The crawl itself runs once per
 * test run (test/helpers/site-crawl.ts); this file checks what it found.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityServices } from '../data/city-services.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { servedCities, servesWholeUk } from '../server/views/served-places.ts';
import { priceList } from '../server/views/price-list.ts';
import { responseMinutes } from '../server/views/response-time.ts';
import { allSitemapPaths, sitemapEntries, sitemapKinds } from '../server/views/sitemap-urls.ts';
import { MAX_TITLE_LENGTH } from '../shared/text.ts';
import { absoluteUrl, shareImage } from '../shared/site.ts';
import { type ContentReport, loadContentIndex } from '../server/views/content-index.ts';
import { root, site } from './helpers/app.ts';
import { decodeEntities, descriptionOf, titleOf } from './helpers/html.ts';
import { type SiteSnapshot, siteSnapshot } from './helpers/site-snapshot.ts';

let crawl: SiteSnapshot;
/** Pages (HTML answering 200 after at most one redirect) by path, as the crawl reached them. */
const pages = new Map<string, string>();

beforeAll(async () => {
  crawl = await siteSnapshot();
  for (const path of crawl.crawled) pages.set(path, crawl.html(path));
  console.log(`crawled ${pages.size} pages and ${Object.keys(crawl.fetched).length} URLs in all; the sitemap lists ${crawl.sitemapPaths.length}`);
}, 600_000);

const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const indexable = () => [...pages].filter(([, html]) => !noindex(html));

describe('the site-wide crawl', () => {
  it('reaches the whole site', () => {
    // Every location page and every sitemap page at least, each crawled.
    const expected = new Set([...allLocationPaths(), ...allSitemapPaths()]);
    expect([...expected].filter((p) => !pages.has(p))).toEqual([]);
    expect(pages.size).toBeGreaterThanOrEqual(expected.size);
  });

  it('finds every internal link answering 200, with no redirects', () => {
    expect(crawl.linkProblems).toEqual([]);
  });

  it('finds every sitemap URL once, on the configured origin, answering 200', () => {
    expect(crawl.sitemapProblems).toEqual([]);
    // One child sitemap per kind that has an indexable page, in order.
    const report = loadContentIndex(path.join(root, 'dist', 'content-report.json'));
    const kinds = sitemapKinds.filter((kind) => sitemapEntries(report.isIndexable)[kind].length > 0);
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(crawl.childSitemaps).toEqual(kinds.map((kind) => absoluteUrl(site.origin, `/sitemaps/${kind}.xml`)));
    const sitemapPaths = crawl.sitemapPaths;
    expect(new Set(sitemapPaths).size).toBe(sitemapPaths.length);
    const notPages = sitemapPaths.filter((p) => !pages.has(p));
    expect(notPages).toEqual([]);
  });

  it('finds every indexable page in the sitemap, and no noindex page in it', () => {
    const listed = new Set(crawl.sitemapPaths);
    expect(
      indexable()
        .map(([path]) => path)
        .filter((p) => !listed.has(p)),
    ).toEqual([]);
    expect([...pages].filter(([path, html]) => listed.has(path) && noindex(html)).map(([p]) => p)).toEqual([]);
  });

  it('marks exactly the location pages the content report guards as noindex, follow (and keeps them linked)', () => {
    const report = JSON.parse(readFileSync(path.join(root, 'dist', 'content-report.json'), 'utf8')) as ContentReport;
    expect(report.pages.map((page) => page.path).sort()).toEqual(allLocationPaths().sort());
    const disagreements = report.pages
      .filter((page) => !pages.has(page.path) || noindex(pages.get(page.path)!) === page.indexable)
      .map((p) => p.path);
    expect(disagreements).toEqual([]);
    const guarded = report.pages.filter((page) => !page.indexable);
    for (const page of guarded) expect(pages.get(page.path)).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  // The floors of docs/decisions/026 are the whole UK's: 40 London districts and 10 pages of each
  // local service, met by the checked local text; a business serving part of the UK has fewer pages.
  it.skipIf(!servesWholeUk)(
    'keeps the index floors the local text earns (docs/decisions/026, for a business serving the whole UK): 40 London districts, 10 pages of each local service',
    () => {
      const report = JSON.parse(readFileSync(path.join(root, 'dist', 'content-report.json'), 'utf8')) as ContentReport;
      const indexedIn = (template: string) => report.pages.filter((page) => page.template === template && page.indexable).length;
      expect(indexedIn('London district')).toBeGreaterThanOrEqual(40);
      const serviceTemplates = [...new Set(report.pages.map((page) => page.template))].filter((t) => t.startsWith('city service: '));
      expect(serviceTemplates).toHaveLength(cityServices.length);
      expect(serviceTemplates.filter((template) => indexedIn(template) < 10)).toEqual([]);
    },
  );

  it("indexes no page more than the guard's similarity like its nearest comparable page, and measures every local service", () => {
    const report = JSON.parse(readFileSync(path.join(root, 'dist', 'content-report.json'), 'utf8')) as ContentReport;
    const serviceTemplates = [...new Set(report.pages.map((page) => page.template))].filter((t) => t.startsWith('city service: '));
    expect(serviceTemplates).toHaveLength(cityServices.length);
    // Every indexed page is at most 0.6 like its nearest comparable page, so each template's p90 is too.
    expect(report.pages.filter((page) => page.indexable && page.similarity > report.guard.maxSimilarity)).toEqual([]);
  });

  it('gives every indexable page a unique title and description within search-result lengths', () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, html] of indexable()) {
      // As shown: entities decoded (lengths count characters, not markup).
      const title = decodeEntities(titleOf(html) ?? '');
      const description = descriptionOf(html) ?? '';
      if (!title.trim() || title.length > MAX_TITLE_LENGTH) problems.push(`${path}: title of ${title.length} characters: ${title}`);
      if (!description.trim() || description.length > 160) problems.push(`${path}: description of ${description.length} characters`);
      if (titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`);
      if (descriptions.has(description)) problems.push(`${path}: same description as ${descriptions.get(description)}`);
      titles.set(title, path);
      descriptions.set(description, path);
    }
    expect(problems).toEqual([]);
  });

  it('states in every place and local service description its arrival minutes, where the page gives them, and the service’s price', () => {
    const problems: string[] = [];
    for (const city of servedCities) {
      const minutes = responseMinutes(city);
      const list = priceList(city.slug);
      const check = (path: string, facts: string[]) => {
        const description = descriptionOf(pages.get(path) ?? '') ?? '';
        for (const fact of facts)
          if (!description.toLowerCase().includes(fact.toLowerCase())) problems.push(`${path}: no '${fact}' in "${description}"`);
      };
      check(`/${city.slug}`, minutes === null ? [] : [`${minutes} minutes`]);
      for (const service of cityServices) {
        const price = 'text' in service.price ? service.price.text : list.cheapest(service.price.jobs).price;
        const amount = /£[\d,]+/.exec(price)?.[0] ?? price;
        check(`/${city.slug}/${service.slug}`, [amount, ...(minutes === null ? [] : [`${minutes} minutes`])]);
      }
    }
    expect(problems.slice(0, 20), `${problems.length} descriptions`).toEqual([]);
  });

  it('gives every page a canonical link to its own absolute URL', () => {
    const problems = [...pages]
      .filter(([path, html]) => !noindex(html) || path === '/blog/category/commercial-security')
      .filter(([path, html]) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] !== absoluteUrl(site.origin, path))
      .map(([path]) => path);
    expect(problems).toEqual([]);
  });

  it('gives every page Open Graph and Twitter card tags that agree with its canonical URL', () => {
    const problems: string[] = [];
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    for (const [path, html] of pages) {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (meta(html, 'og:url') !== canonical) problems.push(`${path}: og:url differs from the canonical`);
      if (meta(html, 'og:title') !== (titleOf(html) ?? '')) problems.push(`${path}: og:title differs from <title>`);
      const ogDescription = meta(html, 'og:description');
      if (ogDescription === undefined || decodeEntities(ogDescription) !== descriptionOf(html)) problems.push(`${path}: og:description differs`);
      if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${path}: no twitter:card`);
      for (const key of ['og:image', 'twitter:image']) {
        if (meta(html, key) !== absoluteUrl(site.origin, shareImage.path)) problems.push(`${path}: ${key} is ${meta(html, key)}`);
      }
    }
    expect(problems).toEqual([]);
    const image = crawl.answer(shareImage.path);
    expect(image.status).toBe(200);
    expect(image.contentType).toBe(shareImage.type);
  });

  it('finds JSON-LD that parses, one @graph per page, with @context and @type on every node', () => {
    const problems: string[] = [];
    for (const [path, html] of pages) {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">/g)].length;
      if (blocks !== 1) problems.push(`${path}: ${blocks} JSON-LD blocks`);
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        try {
          const data = JSON.parse(m[1]!) as Record<string, unknown>;
          if (data['@context'] !== 'https://schema.org') problems.push(`${path}: no @context`);
          const nodes = (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
          for (const node of nodes) if (typeof node['@type'] !== 'string') problems.push(`${path}: a node without @type`);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds one <h1> on every page and an alt on every image', () => {
    const problems: string[] = [];
    for (const [path, html] of pages) {
      const h1s = [...html.matchAll(/<h1\b/g)].length;
      if (h1s !== 1) problems.push(`${path}: ${h1s} <h1>`);
      for (const img of html.matchAll(/<img\b[^>]*>/g)) if (!/\salt="/.test(img[0])) problems.push(`${path}: ${img[0].slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });
});
