/**
 * The site-wide crawl (issue 7): starts the server, follows every link from the home page and
 * every URL in the sitemap, and checks every page the way a search engine would.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapEntries, sitemapKinds } from '../server/views/sitemap-urls.ts';
import { MAX_TITLE_LENGTH } from '../shared/text.ts';
import { absoluteUrl, shareImage } from '../shared/site.ts';
import { type ContentReport, loadContentIndex } from '../server/content-index.ts';
import { root, site } from './helpers/app.ts';
import { serve } from './helpers/browser.ts';
import { htmlValidateConfig } from './helpers/html-validate-config.ts';

interface Fetched {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

let server: Awaited<ReturnType<typeof serve>>;
const fetched = new Map<string, Fetched>();
/** Pages (HTML answering 200 after at most one redirect) by path. */
const pages = new Map<string, string>();
const linkProblems: string[] = [];
const sitemapPaths: string[] = [];
const sitemapProblems: string[] = [];

async function get(path: string): Promise<Fetched> {
  const known = fetched.get(path);
  if (known) return known;
  const res = await fetch(server.origin + path, { redirect: 'manual' });
  const contentType = res.headers.get('content-type') ?? '';
  const binary = !/^(text\/|application\/(xml|json))/.test(contentType);
  const result: Fetched = {
    status: res.status,
    location: res.headers.get('location') ?? undefined,
    contentType,
    body: binary ? await res.arrayBuffer().then(() => '') : await res.text(),
  };
  fetched.set(path, result);
  return result;
}

/** Internal hrefs and srcs of a page: links to follow, and assets to check. */
function linksOf(html: string): { pages: string[]; assets: string[] } {
  const found = { pages: new Set<string>(), assets: new Set<string>() };
  for (const m of html.matchAll(/\s(href|src)="(\/(?!\/)[^"#]*)/g)) {
    const url = m[2]!.replace(/&amp;/g, '&');
    const isAsset = /^\/(assets|images)\//.test(url) || /\.(xml|txt|png|svg|css|js)$/.test(url);
    (isAsset ? found.assets : found.pages).add(url);
  }
  return { pages: [...found.pages], assets: [...found.assets] };
}

/** Runs `work` over `items` with a few requests in flight at once. */
async function pool<T>(items: T[], work: (item: T) => Promise<void>, width = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function readSitemaps(): Promise<void> {
  const index = await get('/sitemap.xml');
  expect(index.status).toBe(200);
  const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // One child per kind that has an indexable page, in order.
  const report = loadContentIndex(path.join(root, 'dist', 'content-report.json'));
  const kinds = sitemapKinds.filter((kind) => sitemapEntries(report.isIndexable)[kind].length > 0);
  expect(kinds.length).toBeGreaterThanOrEqual(4);
  expect(children).toEqual(kinds.map((kind) => absoluteUrl(site.origin, `/sitemaps/${kind}.xml`)));
  for (const child of children) {
    const res = await get(child.slice(site.origin.length));
    if (res.status !== 200) sitemapProblems.push(`${child} answered ${res.status}`);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    if (locs.length > 50_000 || Buffer.byteLength(res.body) > 50 * 1024 * 1024) sitemapProblems.push(`${child} is over the protocol's limits`);
    for (const lastmod of res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(lastmod[1]!)) sitemapProblems.push(`${child}: lastmod ${lastmod[1]} is not a date`);
    }
    for (const loc of locs) {
      if (!loc.startsWith(`${site.origin}/`)) sitemapProblems.push(`${loc} is not on ${site.origin}`);
      sitemapPaths.push(loc.slice(site.origin.length));
    }
  }
}

beforeAll(async () => {
  server = await serve();
  await readSitemaps();
  const seen = new Set<string>(['/', ...sitemapPaths]);
  let callbackLinkSeen = false;
  let frontier = [...seen];
  while (frontier.length > 0) {
    const discovered: string[] = [];
    await pool(frontier, async (path) => {
      let res = await get(path);
      let finalPath = path;
      if (res.status === 301 && res.location) {
        finalPath = new URL(res.location, server.origin + path).pathname;
        res = await get(finalPath);
        if (res.status !== 200) linkProblems.push(`${path} → ${finalPath} answered ${res.status}`);
        else linkProblems.push(`${path} redirects to ${finalPath}: link to the canonical URL instead`);
      } else if (res.status !== 200) {
        linkProblems.push(`${path} answered ${res.status}`);
      }
      if (res.status !== 200 || !res.contentType.startsWith('text/html') || pages.has(finalPath)) return;
      pages.set(finalPath, res.body);
      const links = linksOf(res.body);
      for (const asset of links.assets) {
        if (!seen.has(asset)) {
          seen.add(asset);
          const a = await get(asset);
          if (a.status !== 200) linkProblems.push(`${asset} (linked from ${finalPath}) answered ${a.status}`);
        }
      }
      for (const link of links.pages) {
        // The call-back form (robots.txt: Disallow) is linked from every page with that page in its
        // query; one of them is fetched, like any link, and the rest are the same page.
        if (link.startsWith('/call-back?')) {
          if (callbackLinkSeen) continue;
          callbackLinkSeen = true;
        }
        if (!seen.has(link)) {
          seen.add(link);
          discovered.push(link);
        }
      }
    });
    frontier = discovered;
  }
  console.log(`crawled ${pages.size} pages and ${fetched.size} URLs in all; the sitemap lists ${sitemapPaths.length}`);
}, 600_000);

afterAll(async () => {
  await server?.close();
});

const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const indexable = () => [...pages].filter(([, html]) => !noindex(html));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
/** Text as shown: entities decoded (lengths count characters, not markup). */
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('the site-wide crawl', () => {
  it('reaches the whole site', () => {
    expect(pages.size).toBeGreaterThan(800);
  });

  it('finds every internal link answering 200, with no redirects', () => {
    expect(linkProblems).toEqual([]);
  });

  it('finds every sitemap URL once, on the configured origin, answering 200', () => {
    expect(sitemapProblems).toEqual([]);
    expect(new Set(sitemapPaths).size).toBe(sitemapPaths.length);
    const notPages = sitemapPaths.filter((p) => !pages.has(p));
    expect(notPages).toEqual([]);
  });

  it('finds every indexable page in the sitemap, and no noindex page in it', () => {
    const listed = new Set(sitemapPaths);
    expect(
      indexable()
        .map(([path]) => path)
        .filter((p) => !listed.has(p)),
    ).toEqual([]);
    expect([...pages].filter(([path, html]) => listed.has(path) && noindex(html)).map(([p]) => p)).toEqual([]);
  });

  it('marks exactly the location pages the content report guards as noindex, follow (and keeps them linked)', () => {
    const report = JSON.parse(readFileSync(path.join(root, 'dist', 'content-report.json'), 'utf8')) as ContentReport;
    expect(report.pages.length).toBeGreaterThan(700);
    const disagreements = report.pages
      .filter((page) => !pages.has(page.path) || noindex(pages.get(page.path)!) === page.indexable)
      .map((p) => p.path);
    expect(disagreements).toEqual([]);
    const guarded = report.pages.filter((page) => !page.indexable);
    for (const page of guarded) expect(pages.get(page.path)).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('gives every indexable page a unique title and description within search-result lengths', () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, html] of indexable()) {
      const title = decode(titleOf(html));
      const description = decode(descriptionOf(html));
      if (!title.trim() || title.length > MAX_TITLE_LENGTH) problems.push(`${path}: title of ${title.length} characters: ${title}`);
      if (!description.trim() || description.length > 160) problems.push(`${path}: description of ${description.length} characters`);
      if (titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`);
      if (descriptions.has(description)) problems.push(`${path}: same description as ${descriptions.get(description)}`);
      titles.set(title, path);
      descriptions.set(description, path);
    }
    expect(problems).toEqual([]);
  });

  it('gives every page a canonical link to its own absolute URL', () => {
    const problems = [...pages]
      .filter(([path, html]) => !noindex(html) || path === '/blog/category/commercial-security')
      .filter(([path, html]) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] !== absoluteUrl(site.origin, path))
      .map(([path]) => path);
    expect(problems).toEqual([]);
  });

  it('gives every page Open Graph and Twitter card tags that agree with its canonical URL', async () => {
    const problems: string[] = [];
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    for (const [path, html] of pages) {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (meta(html, 'og:url') !== canonical) problems.push(`${path}: og:url differs from the canonical`);
      if (meta(html, 'og:title') !== titleOf(html)) problems.push(`${path}: og:title differs from <title>`);
      if (meta(html, 'og:description') !== descriptionOf(html)) problems.push(`${path}: og:description differs`);
      if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${path}: no twitter:card`);
      for (const key of ['og:image', 'twitter:image']) {
        if (meta(html, key) !== absoluteUrl(site.origin, shareImage.path)) problems.push(`${path}: ${key} is ${meta(html, key)}`);
      }
    }
    expect(problems).toEqual([]);
    const image = await fetch(server.origin + shareImage.path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe(shareImage.type);
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

  it('finds valid HTML on every page (html-validate, rules in test/helpers/html-validate-config.ts)', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    const problems: string[] = [];
    for (const [path, html] of pages) {
      const report = await validator.validateString(html);
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector})`);
      }
      if (problems.length > 50) break;
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
