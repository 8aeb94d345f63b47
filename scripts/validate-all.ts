/**
 * `npm run validate:all`: every page the site-wide crawl reaches, validated in full with the rules
 * `npm test` uses (test/helpers/html-validate-config.ts). `npm test` validates one page of each
 * skeleton (test/html-validity.test.ts); run this before a release, or after changing how pages
 * are reduced to skeletons. Prints the count and time, and each problem; exits 1 on any.
 */
import { crawlSite } from '../test/helpers/site-crawl.ts';
import { serve } from '../test/helpers/serve.ts';
import { validatePages } from '../test/helpers/html-validate-pages.ts';

const started = performance.now();
const app = await serve();
try {
  const crawl = await crawlSite(app.origin);
  const pages = crawl.crawled.map((path): [string, string] => [path, crawl.fetched[path]!.body]);
  const problems = await validatePages(pages);
  for (const problem of problems) console.error(problem);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`validated ${pages.length} pages in ${seconds} s: ${problems.length === 0 ? 'no problems' : `${problems.length} problems`}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await app.close();
}
