import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest, started first so that none is left running alone at the end of a run
 * while the other core idles. Vitest orders files by their last duration when it has one (a
 * machine's second run); a fresh clone has none, and falls back to file size, which would start
 * the whole-site HTML check last. Order only: a stale list makes a run slower, never wrong.
 */
const LONGEST = ['test/html-validity.test.ts', 'test/leads-process.test.ts', 'test/leads.test.ts', 'test/process.test.ts', 'test/shutdown.test.ts'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
