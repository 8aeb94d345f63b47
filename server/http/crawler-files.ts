import { Readable } from 'node:stream';
import express, { type RequestHandler } from 'express';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { ContentIndex } from '../views/content-index.ts';
import { MAX_URLS_PER_SITEMAP, sitemapEntries, sitemapKinds, type SitemapEntry } from '../views/sitemap-urls.ts';
import { absoluteUrl, type SiteConfig } from '../../shared/site.ts';

/** Where each child sitemap is served: /sitemaps/{kind}.xml. */
export const childSitemapPath = (kind: string) => `/sitemaps/${kind}.xml`;

async function xml(stream: SitemapStream | SitemapIndexStream, items: object[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/**
 * The sitemap index and its children, built once from the data (content is fixed per deploy).
 * Every URL goes through absoluteUrl(), the same function as canonical links and JSON-LD.
 */
export async function buildSitemaps(site: SiteConfig, contentIndex: ContentIndex): Promise<Map<string, string>> {
  const entries = sitemapEntries(contentIndex.isIndexable);
  const files = new Map<string, string>();
  const index: { url: string; lastmod?: string }[] = [];
  for (const kind of sitemapKinds) {
    const list: SitemapEntry[] = entries[kind];
    // A kind whose pages are all kept out of the index has no sitemap (an empty one is not valid).
    if (list.length === 0) continue;
    if (list.length > MAX_URLS_PER_SITEMAP) throw new Error(`sitemap '${kind}' has ${list.length} URLs, over the protocol's ${MAX_URLS_PER_SITEMAP}`);
    const urls = list.map((e) => ({ url: absoluteUrl(site.origin, e.path), ...(e.lastmod ? { lastmod: e.lastmod } : {}) }));
    files.set(
      childSitemapPath(kind),
      await xml(new SitemapStream({ lastmodDateOnly: true, xmlns: { news: false, xhtml: false, image: false, video: false } }), urls),
    );
    const newest = list
      .map((e) => e.lastmod)
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1);
    index.push({ url: absoluteUrl(site.origin, childSitemapPath(kind)), ...(newest ? { lastmod: newest } : {}) });
  }
  files.set('/sitemap.xml', await xml(new SitemapIndexStream({ lastmodDateOnly: true }), index));
  return files;
}

export function robotsTxt(site: SiteConfig, indexing: boolean): string {
  return indexing
    ? // The call-back form is linked from every page with that page in its query: nothing to index, and one copy per page to crawl.
      // The leads inbox (server/inbox) is not named here: robots.txt is public, and every inbox
      // response carries X-Robots-Tag: noindex, which a crawler only sees if it may fetch the page.
      `User-agent: *\nAllow: /\nDisallow: /call-back\n\nSitemap: ${absoluteUrl(site.origin, '/sitemap.xml')}\n`
    : '# Not a production deployment (SITE_INDEXING=off): please do not crawl or index.\nUser-agent: *\nDisallow: /\n';
}

/** GET /robots.txt, /sitemap.xml and /sitemaps/{kind}.xml. */
export function crawlerFiles(site: SiteConfig, indexing: boolean, contentIndex: ContentIndex): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  let sitemaps: Promise<Map<string, string>> | undefined;
  const robots = robotsTxt(site, indexing);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  const serveSitemap: RequestHandler = async (req, res, next) => {
    sitemaps ??= buildSitemaps(site, contentIndex);
    const body = (await sitemaps).get(req.path);
    if (body === undefined) return next();
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
  };
  router.get(['/sitemap.xml', '/sitemaps/:file'], serveSitemap);
  return router;
}

/** On non-production deployments every response asks search engines not to index it. */
export const noindexEverything: RequestHandler = (_req, res, next) => {
  res.set('X-Robots-Tag', 'noindex, nofollow');
  next();
};
