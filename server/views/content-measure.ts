/**
 * How much of a location page's text is its own (docs/decisions/026). Pages are compared as sets
 * of 5-word shingles after masking everything that changes from one place to the next without
 * telling a reader anything new: place names, postcodes, numbers and prices.
 * - similarity: Jaccard similarity to the nearest page of the same template, and to every other
 *   page about the same place, whichever is higher (1 = identical);
 * - own words: words of the page covered by at least one shingle that appears on no other page;
 * - own share: own words as a share of all the page's words.
 * Pure functions over plain text, so the measure can be tested on small fixtures.
 */

const SHINGLE_SIZE = 5;

export interface MeasuredPage {
  path: string;
  template: string;
  /** The place the page is about ('leeds' for /leeds and /leeds/emergency-lockout); pages about one place are compared across templates. */
  place: string;
  /** The page's main text (no header, footer or navigation). */
  text: string;
}

export interface PageMeasure {
  path: string;
  template: string;
  words: number;
  /** Highest similarity to a page of the same template or about the same place, 0 to 1. */
  similarity: number;
  nearest: string | null;
  ownWords: number;
  /** ownWords / words, 0 to 1. */
  ownShare: number;
}

/** A UK postcode, or its outward code alone ('SW1A 1AA', 'SW1A', 'B1', 'EC2'). */
const POSTCODE = /(?<![a-z0-9])[a-z]{1,2}[0-9][a-z0-9]?(?:\s*[0-9][a-z]{2})?(?![a-z0-9])/g;
/** Prices and other numbers, with their separators: '£1,250', '0306 999 0000', '24/7', '2.5'. */
const NUMBER = /(?<![a-z0-9])£?[0-9][0-9,./:]*/g;

/**
 * Lower-case words with every listed place name, postcode, price and number replaced by one token
 * each, so that swapping one place's facts for another's makes no text unique.
 */
export function maskedWords(text: string, placeNames: readonly string[]): string[] {
  let masked = ` ${text.toLowerCase().replace(/[‘’]/g, "'")} `;
  // Longest names first, so 'Newcastle upon Tyne' is masked before 'Newcastle'.
  for (const name of [...placeNames].sort((a, b) => b.length - a.length)) {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    masked = masked.replace(new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'g'), ' placename ');
  }
  masked = masked.replace(POSTCODE, ' postcode ').replace(NUMBER, ' number ');
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

  // In how many pages each shingle appears, and which pages hold it.
  const holders = new Map<number, number[]>();
  prepared.forEach((p, index) => {
    for (const s of p.set) {
      const list = holders.get(s) ?? [];
      list.push(index);
      holders.set(s, list);
    }
  });

  const comparable = (a: MeasuredPage, b: MeasuredPage) => a.template === b.template || a.place === b.place;

  return prepared.map((p, index) => {
    // Shared shingles with every comparable page, counted through the shingles' holder lists.
    const shared = new Map<number, number>();
    for (const s of p.set) {
      for (const other of holders.get(s)!) {
        if (other !== index && comparable(p.page, prepared[other]!.page)) shared.set(other, (shared.get(other) ?? 0) + 1);
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
      if (holders.get(s)!.length === 1) own.fill(1, start, start + SHINGLE_SIZE);
    });
    const ownWords = own.reduce((sum, v) => sum + v, 0);
    return {
      path: p.page.path,
      template: p.page.template,
      words: p.words.length,
      similarity: Math.round(similarity * 1000) / 1000,
      nearest,
      ownWords,
      ownShare: p.words.length === 0 ? 0 : Math.round((ownWords / p.words.length) * 1000) / 1000,
    };
  });
}

/** The guard's rule (docs/decisions/026): too like another page, or too little of its own. */
export const GUARD = { maxSimilarity: 0.6, minOwnWords: 150, minOwnShare: 0.2 } as const;

/** How near the similarity limit a page counts as a close call, either side (the content report lists them). */
export const CLOSE_CALL = 0.02;

/** A page whose verdict a few words could turn: its similarity within CLOSE_CALL of the limit. */
export function isCloseCall(measure: Pick<PageMeasure, 'similarity'>): boolean {
  return Math.abs(measure.similarity - GUARD.maxSimilarity) <= CLOSE_CALL;
}

export function isIndexable(measure: Pick<PageMeasure, 'similarity' | 'ownWords' | 'ownShare'>): boolean {
  return measure.similarity <= GUARD.maxSimilarity && measure.ownWords >= GUARD.minOwnWords && measure.ownShare >= GUARD.minOwnShare;
}
