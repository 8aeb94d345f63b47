/**
 * Every page the site-wide crawl reached is valid HTML: html-validate's recommended rules, less the
 * few in test/helpers/html-validate-config.ts, each off for a stated reason. The check is the
 * longest single piece of work in the suite (about 30 ms a page), so it runs in two threads
 * (test/helpers/html-validate-worker.mjs) and never holds up the end of a run on one core.
 */
import { allLocationPaths } from '../server/views/location-paths.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { htmlValidateConfig } from './helpers/html-validate-config.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const THREADS = 2;

async function validate(pages: [string, string][]): Promise<string[]> {
  const worker = new Worker(new URL('./helpers/html-validate-worker.mjs', import.meta.url), { workerData: { config: htmlValidateConfig, pages } });
  const [problems] = (await once(worker, 'message')) as [string[]];
  await worker.terminate();
  return problems;
}

describe('the site-wide crawl', () => {
  it('would catch invalid HTML: a stray end tag and an image without alt are reported', async () => {
    const broken = '<!doctype html><html lang="en"><head><title>x</title></head><body><main><p>x</span><img src="/a.png"></main></body></html>';
    const problems = await validate([['/broken', broken]]);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/broken: close-order/), expect.stringMatching(/^\/broken: wcag\/h37/)]),
    );
  });

  it('finds valid HTML on every page (html-validate, rules in test/helpers/html-validate-config.ts)', async () => {
    const crawl = await siteSnapshot();
    // Every location page and every sitemap page at least.
    expect(crawl.crawled.length).toBeGreaterThanOrEqual(new Set([...allLocationPaths(), ...allSitemapPaths()]).size);
    const pages = crawl.crawled.map((path): [string, string] => [path, crawl.html(path)]);
    const shares = Array.from({ length: THREADS }, (_, i) => pages.filter((_, n) => n % THREADS === i));
    const problems = (await Promise.all(shares.map(validate))).flat();
    expect(problems).toEqual([]);
  }, 600_000);
});
