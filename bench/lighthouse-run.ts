/**
 * Lighthouse mobile scores (its default: emulated phone, simulated slow 4G and 4x slower CPU) for
 * a few pages of a running server. Scores move with the machine's load, so each page runs three
 * times in a fresh browser and the median performance run is printed. Used by `npm run bench`;
 * `npm run lighthouse` builds nothing and measures the production server alone.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LIGHTHOUSE_PAGES = ['/', '/london', '/leeds/emergency-lockout', '/blog/how-to-choose-reliable-emergency-locksmith'];

/**
 * One page of each template (`npm run lighthouse -- --templates`), as the per-template table in
 * docs/benchmarks.md lists them. The 404 page is left out: Lighthouse refuses to measure a page answered 404.
 */
export const TEMPLATE_PAGES = [
  '/',
  '/bath',
  '/sheffield',
  '/camden',
  '/london',
  '/manchester/didsbury',
  '/glasgow/west-end',
  '/london/e1-whitechapel',
  '/leeds/emergency-lockout',
  '/locksmith-near-me',
  '/services',
  '/services/commercial-locksmith',
  '/sectors',
  '/pricing',
  '/blog',
  '/blog/how-to-choose-reliable-emergency-locksmith',
  '/blog/category/commercial-security',
  '/ask-the-expert',
  '/call-back',
  '/about',
  '/contact',
  '/sitemap',
  '/privacy-policy',
  '/terms-conditions',
];

/**
 * Lighthouse mobile for each page, `runCount` times (3 unless `--runs N`): the median run's scores
 * and figures, and the total blocking time of every run, since one slow run is what a phone may see.
 */
export async function printLighthouse(
  ssrOrigin: string,
  pages: readonly string[] = LIGHTHOUSE_PAGES,
  runCount = 3,
  { tasks = false }: { tasks?: boolean } = {},
): Promise<void> {
  console.log(
    `\n| Lighthouse (mobile), median of ${runCount} | Performance | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | TBT ms, each run |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const urlPath of pages) {
    const runs = [];
    const failures: string[] = [];
    for (let i = 0; i < runCount; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        const result = await lighthouse(ssrOrigin + urlPath, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.error(`  ${urlPath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          failures.push('failed');
        } else runs.push(lhr);
      } finally {
        chrome.kill();
      }
    }
    if (runs.length === 0) {
      console.log(`| ${urlPath} | failed | | | | | | | | |`);
      continue;
    }
    const eachTbt = [...runs.map((run) => String(Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN))), ...failures].join(', ');
    const lhr = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[
      Math.floor(runs.length / 2)
    ]!;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    console.log(
      `| ${urlPath} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(audit('first-contentful-paint'))} | ${Math.round(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time'))} | ${audit('cumulative-layout-shift').toFixed(3)} | ${eachTbt} |`,
    );
    if (tasks) for (const run of runs) printTasks(urlPath, run);
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.error(`  ${urlPath} ${id}: ${a.id}: ${a.title}`);
      }
    }
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type TableItems = { items?: Record<string, unknown>[] } | undefined;

/**
 * What one run's blocking time came from (`--tasks`): its long tasks (start and length in ms, in
 * Lighthouse's simulation of a slower phone, each counting what it runs past 50 ms) and the
 * main thread's time by kind of work.
 */
function printTasks(urlPath: string, run: Result): void {
  const tbt = Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN);
  const long = ((run.audits['long-tasks']?.details as TableItems)?.items ?? []).map(
    (task) =>
      `${String(task.url).replace(/^https?:\/\/[^/]+/, '')} at ${Math.round(Number(task.startTime))} for ${Math.round(Number(task.duration))}`,
  );
  const work = ((run.audits['mainthread-work-breakdown']?.details as TableItems)?.items ?? []).map(
    (item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))}`,
  );
  console.log(`  ${urlPath}, TBT ${tbt} ms. Long tasks: ${long.join('; ') || 'none'}. Main thread (ms): ${work.join(', ')}`);
}
