/**
 * Every page the site-wide crawl reached is valid HTML: html-validate's recommended rules, less the
 * few in test/helpers/html-validate-config.ts, each off for a stated reason.
 *
 * The ~800 pages come from a few dozen templates. Pages with the same skeleton
 * (test/helpers/html-skeleton.ts: the markup with text, URLs and ids reduced to what the rules
 * read) are valid or invalid together, so the first page of each skeleton is validated, in full,
 * and every character reference any page uses is validated once in a document of its own. A page
 * whose markup differs from every other page's has a skeleton of its own. `npm run validate:all`
 * validates every page in full, before a release (scripts/validate-all.ts).
 */
import { describe, expect, it } from 'vitest';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import { htmlSkeleton, pagesBySkeleton } from './helpers/html-skeleton.ts';
import { referencesDocument, validatePages, validateSite } from './helpers/html-validate-pages.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

describe('the site-wide crawl', () => {
  it('would catch invalid HTML: a stray end tag and an image without alt are reported', async () => {
    const broken = '<!doctype html><html lang="en"><head><title>x</title></head><body><main><p>x</span><img src="/a.png"></main></body></html>';
    const problems = await validatePages([['/broken', broken]]);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/broken: close-order/), expect.stringMatching(/^\/broken: wcag\/h37/)]),
    );
  });

  // Both wait for the site crawl, which takes a minute or more while the other files run.
  it('gives pages that differ only in text, URLs and list lengths one skeleton, and a page with different markup its own, which is validated', {
    timeout: 600_000,
  }, async () => {
    const crawl = await siteSnapshot();
    const html = crawl.html('/services');
    // Other words, another link and a longer list (the footer's last link twice): the same skeleton.
    const lastItem = html.slice(html.lastIndexOf('<li'), html.indexOf('</li>', html.lastIndexOf('<li')) + '</li>'.length);
    const reworded = html
      .replace(/<h1([^>]*)>[^<]*</, '<h1$1>Other words entirely<')
      .replace(/href="\/contact"/, 'href="/about"')
      .replace(lastItem, lastItem + lastItem);
    expect(reworded).not.toBe(html);
    expect(htmlSkeleton(reworded)).toBe(htmlSkeleton(html));
    // A duplicated id, a stray end tag and a heading with no text: each its own skeleton.
    const firstId = /\sid="([^"]+)"/.exec(html)![1]!;
    const variants: [string, string][] = [
      ['/duplicate-id', html.replace('</main>', `<p id="${firstId}">again</p></main>`)],
      ['/stray-end-tag', html.replace('</main>', '</span></main>')],
      ['/empty-heading', html.replace(/<h1([^>]*)>[^<]*</, '<h1$1><')],
    ];
    const groups = pagesBySkeleton([['/services', html], ['/services-reworded', reworded], ...variants]);
    expect(groups.map((g) => [g.path, g.sharedBy])).toEqual([['/services', 2], ...variants.map(([path]) => [path, 1])]);
    const problems = await validatePages(groups.filter((g) => g.path !== '/services').map((g) => [g.path, g.html]));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/duplicate-id: no-dup-id/),
        expect.stringMatching(/^\/stray-end-tag: close-order/),
        expect.stringMatching(/^\/empty-heading: empty-heading/),
      ]),
    );
    // A character reference no entity names is caught by the document of references.
    expect(await validatePages([['references', referencesDocument(['&amp;', '&nosuch;'])]])).toEqual([
      expect.stringMatching(/^references: unrecognized-char-ref/),
      expect.stringMatching(/^references: unrecognized-char-ref/),
    ]);
  });

  it('finds valid HTML on every page skeleton and in every character reference (html-validate, rules in test/helpers/html-validate-config.ts)', async () => {
    const crawl = await siteSnapshot();
    // Every location page and every sitemap page at least.
    expect(crawl.crawled.length).toBeGreaterThanOrEqual(new Set([...allLocationPaths(), ...allSitemapPaths()]).size);
    const pages = crawl.crawled.map((path): [string, string] => [path, crawl.html(path)]);
    const groups = pagesBySkeleton(pages);
    expect(groups.reduce((sum, g) => sum + g.sharedBy, 0)).toBe(pages.length);
    expect(await validateSite(pages, groups)).toEqual([]);
  }, 600_000);
});
