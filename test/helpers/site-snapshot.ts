import { inject } from 'vitest';
import type { Fetched, SiteCrawl } from './site-crawl.ts';

/** The site crawled once for the whole run (test/helpers/global-setup.ts), with lookups. */
export interface SiteSnapshot extends SiteCrawl {
  /** What `path` answered; throws if the crawl never requested it. */
  answer(path: string): Fetched;
  /** The HTML of a page that answered 200; throws otherwise. */
  html(path: string): string;
  /** Statuses by path, for checking links without requesting them again. */
  statuses(): Map<string, number>;
}

let snapshot: Promise<SiteSnapshot> | undefined;

/**
 * Fetches the crawl from the global setup's snapshot server. The first file that asks starts the
 * crawl there; the others wait for the same result, so the site is rendered once per run.
 */
export function siteSnapshot(): Promise<SiteSnapshot> {
  snapshot ??= fetch(inject('siteSnapshotUrl')).then(async (res) => {
    if (!res.ok) throw new Error(`the site crawl failed: ${await res.text()}`);
    const crawl = (await res.json()) as SiteCrawl;
    const answer = (path: string) => {
      const found = crawl.fetched[path];
      if (!found) throw new Error(`the site crawl never requested ${path}`);
      return found;
    };
    return {
      ...crawl,
      answer,
      html(path) {
        const found = answer(path);
        if (found.status !== 200) throw new Error(`${path} answered ${found.status}, not 200`);
        return found.body;
      },
      statuses: () => new Map(Object.entries(crawl.fetched).map(([path, found]) => [path, found.status])),
    };
  });
  return snapshot;
}
