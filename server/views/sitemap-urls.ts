/**
 * Every indexable URL of the site, grouped into the child sitemaps of /sitemap.xml, built from the
 * same data the routes use. `lastmod` is set only where the data holds a real date (articles,
 * expert answers, the policies' effective dates), never from the clock.
 */
import { expertAnswers } from '../../data/business.ts';
import { articles, blogCategories } from '../../data/blog.ts';
import { servedCities } from './served-places.ts';
import { cityServices } from '../../data/city-services.ts';
import { privacyPolicy } from '../../data/legal/privacy-policy.ts';
import { termsConditions } from '../../data/legal/terms-conditions.ts';
import { offeredServices } from './offered-services.ts';
import { articlesIn } from './blog.ts';
import { mainPages } from './html-sitemap.ts';
import { allLocationPaths } from './location-paths.ts';

export const sitemapKinds = ['pages', 'services', 'cities', 'areas', 'city-services', 'blog'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapEntry {
  /** Site path, e.g. '/leeds/headingley'. */
  path: string;
  /** ISO date (YYYY-MM-DD) of the content's last real change, where the data knows it. */
  lastmod?: string;
}

/** The sitemaps protocol's limit per file (its other limit, 50 MB, is far away at this size). */
export const MAX_URLS_PER_SITEMAP = 50_000;

const newest = (dates: readonly string[]): string | undefined => [...dates].sort().at(-1);

/**
 * The sitemaps' URLs. `indexable` leaves out location pages the content guard keeps out of the
 * index (docs/decisions/026); they stay linked for visitors.
 */
export function sitemapEntries(indexable: (path: string) => boolean = () => true): Record<SitemapKind, SitemapEntry[]> {
  const pageDates: Record<string, string | undefined> = {
    '/blog': newest(articles.map((a) => a.date)),
    '/ask-the-expert': newest(expertAnswers.map((a) => a.date)),
    '/privacy-policy': privacyPolicy.effective,
    '/terms-conditions': termsConditions.effective,
  };
  const citySlugs = new Set(servedCities.map((c) => `/${c.slug}`));
  const cityServicePaths = servedCities.flatMap((city) => cityServices.map((service) => `/${city.slug}/${service.slug}`));
  const serviceSet = new Set(cityServicePaths);
  const entry = (path: string, lastmod?: string): SitemapEntry => (lastmod ? { path, lastmod } : { path });

  return {
    pages: [...mainPages.map((page) => entry(page.path, pageDates[page.path])), entry('/sitemap')],
    services: offeredServices.map((service) => entry(`/services/${service.slug}`)),
    cities: servedCities
      .map((city) => `/${city.slug}`)
      .filter(indexable)
      .map((path) => entry(path)),
    areas: allLocationPaths()
      .filter((path) => !citySlugs.has(path) && !serviceSet.has(path) && indexable(path))
      .map((path) => entry(path)),
    'city-services': cityServicePaths.filter(indexable).map((path) => entry(path)),
    blog: [
      ...articles.map((article) => entry(`/blog/${article.slug}`, article.date)),
      // An empty category is noindex, so it is not listed.
      ...blogCategories
        .filter((category) => articlesIn(category.slug).length > 0)
        .map((category) => entry(`/blog/category/${category.slug}`, newest(articlesIn(category.slug).map((a) => a.date)))),
    ],
  };
}

/** Every sitemap path in one list (export, crawl test). */
export function allSitemapPaths(indexable?: (path: string) => boolean): string[] {
  return Object.values(sitemapEntries(indexable)).flatMap((list) => list.map((e) => e.path));
}
