import { existsSync, readFileSync } from 'node:fs';
import { isIndexable, type PageMeasure } from './content-measure.ts';
import { allLocationPaths } from './location-paths.ts';

/** Which location pages may be indexed, from the build's content report (docs/decisions/026). */
export interface ContentIndex {
  isIndexable(path: string): boolean;
  /** False when no report was found, so every page counts as indexable. */
  measured: boolean;
}

export interface ContentReport {
  /** Hash of the sources the text was rendered from (scripts/content-report.ts reuses a report while it matches). */
  sourceHash: string;
  guard: { maxSimilarity: number; minOwnWords: number; minOwnShare: number };
  pages: (PageMeasure & { indexable: boolean })[];
}

/** Every page indexable: for the measuring run itself, and for tests that do not need the guard. */
export const indexEverything: ContentIndex = { isIndexable: () => true, measured: false };

/**
 * Reads dist/content-report.json; pages not in it are indexable, except a location page the report
 * has not measured (a place added to data/ since the report was written): it stays out of the
 * index until a build measures its words (docs/decisions/061).
 */
export function loadContentIndex(file: string): ContentIndex {
  if (!existsSync(file)) return indexEverything;
  const report = JSON.parse(readFileSync(file, 'utf8')) as ContentReport;
  const verdicts = new Map(report.pages.map((page) => [page.path, isIndexable(page)]));
  const locationPaths = new Set(allLocationPaths());
  return { isIndexable: (path) => verdicts.get(path) ?? !locationPaths.has(path), measured: true };
}
