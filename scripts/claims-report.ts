/**
 * Crawls the site (as the tests do) and counts the claims problems test/claims.test.ts checks
 * (docs/decisions/045): pages with a placeholder, two arrival figures, places whose pages disagree,
 * team claims without a team, prices off the list, cut descriptions, review cards shown under a
 * real origin, and 'local', 'same day' and minutes where no team reaches the place
 * (docs/decisions/064). `--detail` lists the pages. Run after `npm run build`:
 * `NODE_ENV=production npx tsx scripts/claims-report.ts`.
 */
import { site } from '../test/helpers/app.ts';
import { claimsReport, reportLines } from '../test/helpers/claims-site.ts';
import { serve } from '../test/helpers/serve.ts';
import { crawlSite } from '../test/helpers/site-crawl.ts';

const app = await serve();
const crawl = await crawlSite(app.origin);
await app.close();
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
