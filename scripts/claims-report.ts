/**
 * Crawls the site (as the tests do) and counts the claims problems test/claims.test.ts checks
 * (docs/decisions/045): pages with a placeholder, two arrival figures, places whose pages disagree,
 * team claims without a team, prices off the list, cut descriptions, review cards shown under a
 * real origin, 'local', 'same day' and minutes where no team reaches the place (docs/decisions/064),
 * call-out and paid-by-time claims the charging model contradicts, and 'from' labels off their list
 * (docs/decisions/063). `--detail` lists the pages. Run after `npm run build`:
 * `NODE_ENV=production npx tsx scripts/claims-report.ts`.
 */
import { site } from '../test/helpers/app.ts';
import { claimsReport, reportLines } from '../test/helpers/claims-site.ts';
import { serve } from '../test/helpers/serve.ts';
import { crawlSite, type SiteCrawl } from '../test/helpers/site-crawl.ts';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `--save FILE` writes the crawl as JSON, and `--from FILE` reads one instead of crawling, so a
 * crawl of an older build can be checked with today's checks (a before-and-after measurement).
 */
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const from = argValue('--from');
const crawl: SiteCrawl = from ? JSON.parse(readFileSync(from, 'utf8')) : await crawlBuilt();
const save = argValue('--save');
if (save) writeFileSync(save, JSON.stringify(crawl));

async function crawlBuilt(): Promise<SiteCrawl> {
  const app = await serve();
  const crawled = await crawlSite(app.origin);
  await app.close();
  return crawled;
}
const report = claimsReport(crawl, { realOrigin: !new URL(site.origin).hostname.endsWith('.example') });
for (const line of reportLines(report)) console.log(line);
if (process.argv.includes('--detail')) {
  const { pages: _pages, disagreeing, ...pageProblems } = report;
  for (const [name, problems] of Object.entries(pageProblems)) {
    console.log(`\n## ${name}`);
    for (const [path, found] of problems) console.log(`${path}: ${found.slice(0, 3).join(' | ')}`);
  }
  console.log('\n## disagreeing');
  for (const [key, byPage] of disagreeing)
    console.log(
      `${key}: ${Object.entries(byPage)
        .map(([path, figures]) => `${path} ${figures.join('/')}`)
        .join('; ')}`,
    );
}
