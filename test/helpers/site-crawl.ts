import { allLocationPaths } from '../../server/views/location-paths.ts';
import { allSitemapPaths } from '../../server/views/sitemap-urls.ts';
import { shareImage } from '../../shared/site.ts';
import { site } from './app.ts';

/** What one URL answered. Bodies of binary responses (images, scripts) are not kept. */
export interface Fetched {
  status: number;
  location?: string;
  contentType: string;
  body: string;
}

/**
 * The whole site as a crawler sees it, made once per test run (test/helpers/global-setup.ts) and
 * read by every test file that checks every page, so the site is rendered once instead of once per
 * file. Plain data, so it travels to the test workers as JSON.
 */
export interface SiteCrawl {
  /** Every URL requested, by path (with its query string, if any). */
  fetched: Record<string, Fetched>;
  /** HTML pages (200 after at most one redirect) reached from `/` and the sitemaps, in crawl order. */
  crawled: string[];
  /** The sitemaps' URLs, as paths, in order. */
  sitemapPaths: string[];
  /** The sitemap index's child sitemaps, as absolute URLs, in order. */
  childSitemaps: string[];
  linkProblems: string[];
  sitemapProblems: string[];
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
export async function pool<T>(items: T[], work: (item: T) => Promise<void>, width = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/**
 * Follows every link from the home page and every URL in the sitemaps on the server at `origin`,
 * then requests the pages a crawler may not reach by links but the tests check all the same
 * (every location page, every sitemap path, the call-back form).
 */
export async function crawlSite(origin: string): Promise<SiteCrawl> {
  const fetched: Record<string, Fetched> = {};
  const crawled: string[] = [];
  const crawledSet = new Set<string>();
  const result: SiteCrawl = { fetched, crawled, sitemapPaths: [], childSitemaps: [], linkProblems: [], sitemapProblems: [] };

  async function get(path: string): Promise<Fetched> {
    const known = fetched[path];
    if (known) return known;
    // Uncompressed: compressing hundreds of pages only for this client to undo it costs seconds.
    const res = await fetch(origin + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
    const contentType = res.headers.get('content-type') ?? '';
    const binary = !/^(text\/|application\/(xml|json))/.test(contentType);
    const answer: Fetched = {
      status: res.status,
      location: res.headers.get('location') ?? undefined,
      contentType,
      body: binary ? await res.arrayBuffer().then(() => '') : await res.text(),
    };
    fetched[path] = answer;
    return answer;
  }

  const index = await get('/sitemap.xml');
  if (index.status !== 200) result.sitemapProblems.push(`/sitemap.xml answered ${index.status}`);
  result.childSitemaps = locsOf(index.body);
  for (const child of result.childSitemaps) {
    const res = await get(child.slice(site.origin.length));
    if (res.status !== 200) result.sitemapProblems.push(`${child} answered ${res.status}`);
    const locs = locsOf(res.body);
    if (locs.length > 50_000 || Buffer.byteLength(res.body) > 50 * 1024 * 1024) result.sitemapProblems.push(`${child} is over the protocol's limits`);
    for (const lastmod of res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(lastmod[1]!)) result.sitemapProblems.push(`${child}: lastmod ${lastmod[1]} is not a date`);
    }
    for (const loc of locs) {
      if (!loc.startsWith(`${site.origin}/`)) result.sitemapProblems.push(`${loc} is not on ${site.origin}`);
      result.sitemapPaths.push(loc.slice(site.origin.length));
    }
  }

  const seen = new Set<string>(['/', ...result.sitemapPaths]);
  let callbackCrawled = false;
  /** Call-back links past the first: the same form with another page in its query. */
  const callbackVariants = new Set<string>();
  let frontier = [...seen];
  while (frontier.length > 0) {
    const discovered: string[] = [];
    await pool(frontier, async (path) => {
      let res = await get(path);
      let finalPath = path;
      if (res.status === 301 && res.location) {
        finalPath = new URL(res.location, origin + path).pathname;
        res = await get(finalPath);
        if (res.status !== 200) result.linkProblems.push(`${path} → ${finalPath} answered ${res.status}`);
        else result.linkProblems.push(`${path} redirects to ${finalPath}: link to the canonical URL instead`);
      } else if (res.status !== 200) {
        result.linkProblems.push(`${path} answered ${res.status}`);
      }
      if (res.status !== 200 || !res.contentType.startsWith('text/html') || crawledSet.has(finalPath)) return;
      crawledSet.add(finalPath);
      crawled.push(finalPath);
      const links = linksOf(res.body);
      for (const asset of links.assets) {
        if (!seen.has(asset)) {
          seen.add(asset);
          const a = await get(asset);
          if (a.status !== 200) result.linkProblems.push(`${asset} (linked from ${finalPath}) answered ${a.status}`);
        }
      }
      for (const link of links.pages) {
        // The call-back form (robots.txt: Disallow) is linked from every page with that page in its
        // query; one of them is crawled, like any link, and the rest are the same page, requested
        // below so that link checks elsewhere can look them up.
        if (link.startsWith('/call-back?')) {
          if (callbackCrawled) {
            if (!seen.has(link)) callbackVariants.add(link);
            continue;
          }
          callbackCrawled = true;
        }
        if (!seen.has(link)) {
          seen.add(link);
          discovered.push(link);
        }
      }
    });
    frontier = discovered;
  }

  // Pages the whole-site checks read whether or not a link leads to them, the share image that
  // every page names in its Open Graph tags, and the call-back form's other links.
  const extra = [...allSitemapPaths(), ...allLocationPaths(), '/call-back', shareImage.path, ...callbackVariants];
  await pool(extra, async (path) => void (await get(path)));
  return result;
}
