/**
 * How much of a location page's text is its own (docs/decisions/026). Pages are compared with
 * place names masked, as sets of 5-word shingles:
 * - similarity: Jaccard similarity to the nearest sibling of the same template (1 = identical);
 * - own words: words of the page covered by at least one shingle that appears on no other page.
 * Pure functions over plain text, so the measure can be tested on small fixtures.
 */

const SHINGLE_SIZE = 5;

export interface MeasuredPage {
  path: string;
  template: string;
  /** The page's main text (no header, footer or navigation). */
  text: string;
}

export interface PageMeasure {
  path: string;
  template: string;
  words: number;
  /** Similarity to the nearest page of the same template, 0 to 1. */
  similarity: number;
  nearest: string | null;
  ownWords: number;
}

/** Lower-case words with every listed place name replaced by one token, so names cannot make text unique. */
export function maskedWords(text: string, placeNames: readonly string[]): string[] {
  let masked = ` ${text.toLowerCase().replace(/[‘’]/g, "'")} `;
  // Longest names first, so 'Newcastle upon Tyne' is masked before 'Newcastle'.
  for (const name of [...placeNames].sort((a, b) => b.length - a.length)) {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    masked = masked.replace(new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'g'), ' placename ');
  }
  return masked.split(/[^a-z0-9£']+/).filter(Boolean);
}

function shingles(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + SHINGLE_SIZE <= words.length; i++) out.push(words.slice(i, i + SHINGLE_SIZE).join(' '));
  return out;
}

/** Measures every page against the others. */
export function measurePages(pages: readonly MeasuredPage[], placeNames: readonly string[]): PageMeasure[] {
  const ids = new Map<string, number>();
  const idOf = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = ids.size;
      ids.set(s, id);
    }
    return id;
  };
  const prepared = pages.map((page) => {
    const words = maskedWords(page.text, placeNames);
    const sequence = shingles(words).map(idOf);
    return { page, words, sequence, set: new Set(sequence) };
  });

  // In how many pages each shingle appears, and which pages of each template hold it.
  const pagesWith = new Map<number, number>();
  const holders = new Map<number, number[]>();
  prepared.forEach((p, index) => {
    for (const s of p.set) {
      pagesWith.set(s, (pagesWith.get(s) ?? 0) + 1);
      const list = holders.get(s) ?? [];
      list.push(index);
      holders.set(s, list);
    }
  });

  return prepared.map((p, index) => {
    // Shared shingles with every sibling, counted through the shingles' holder lists.
    const shared = new Map<number, number>();
    for (const s of p.set) {
      for (const other of holders.get(s)!) {
        if (other !== index && prepared[other]!.page.template === p.page.template) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    let similarity = 0;
    let nearest: string | null = null;
    for (const [other, common] of shared) {
      const union = p.set.size + prepared[other]!.set.size - common;
      const jaccard = union === 0 ? 0 : common / union;
      if (jaccard > similarity) {
        similarity = jaccard;
        nearest = prepared[other]!.page.path;
      }
    }
    // A word is the page's own when a shingle found on no other page covers it.
    const own = new Uint8Array(p.words.length);
    p.sequence.forEach((s, start) => {
      if (pagesWith.get(s) === 1) own.fill(1, start, start + SHINGLE_SIZE);
    });
    return {
      path: p.page.path,
      template: p.page.template,
      words: p.words.length,
      similarity: Math.round(similarity * 1000) / 1000,
      nearest,
      ownWords: own.reduce((sum, v) => sum + v, 0),
    };
  });
}

/** The guard's rule (docs/decisions/026): too like a sibling, or too little of its own. */
export const GUARD = { maxSimilarity: 0.8, minOwnWords: 100 } as const;

export function isIndexable(measure: Pick<PageMeasure, 'similarity' | 'ownWords'>): boolean {
  return measure.similarity <= GUARD.maxSimilarity && measure.ownWords >= GUARD.minOwnWords;
}
