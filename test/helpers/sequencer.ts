import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files run in, on two workers:
 *
 * - Files that read the site-wide crawl (`siteSnapshot()`) run after the others, and the crawl is
 *   started as soon as the run is known to have one (test/helpers/global-setup.ts): the crawl
 *   process renders the site while the workers go on with the other files, instead of a worker
 *   waiting a minute for it.
 * - Within each group, the files that take longest start first, so that none is left running
 *   alone at the end of a run while the other core idles. Vitest orders files by their last
 *   duration when it has one (a machine's second run); a fresh clone has none, and falls back to
 *   file size, so LONGEST names the files known to be long. Order only: a stale list makes a run
 *   slower, never wrong.
 */
const LONGEST = [
  'test/html-validity.test.ts',
  'test/process.test.ts',
  'test/other-business.test.ts',
  'test/leads-store.test.ts',
  'test/leads-process.test.ts',
  'test/leads.test.ts',
  'test/shutdown.test.ts',
];

/** Whether a test file reads the crawl: the crawl is started for it. */
const readsCrawl = (file: TestSpecification) => /\bsiteSnapshot\(/.test(readFileSync(file.moduleId, 'utf8'));

declare global {
  /** Set by test/helpers/global-setup.ts: starts the site crawl now, if it has not started. */
  var startSiteCrawl: (() => void) | undefined;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const crawl = new Set(sorted.filter(readsCrawl));
    if (crawl.size > 0) globalThis.startSiteCrawl?.();
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return (crawl.has(file) ? LONGEST.length + 1 : 0) * 100 + (index === -1 ? LONGEST.length : index);
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
