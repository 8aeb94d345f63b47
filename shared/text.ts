/** Values for the named placeholders of content templates, e.g. { place: 'Leeds', minutes: 25 }. */
export type PlaceValues = Readonly<Record<string, string | number>>;

/**
 * Fills the named placeholders ('{place}', '{minutes}') of a content template; a plain string fills
 * '{city}'. Unknown placeholders stay as they are, so a later step can fill the ones only it knows
 * (the configured '{phone}' and '{brand}' are known in the browser's frame, not to loaders).
 */
export function fillPlace(text: string, values: string | PlaceValues): string {
  const named: PlaceValues = typeof values === 'string' ? { city: values } : values;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in named ? String(named[key]) : whole));
}

/**
 * The slots that state a promise of the business ('{checked}, {insured} locksmiths'): the loaders
 * leave them, and server/business/promises.ts fills them, or leaves their sentence out, just before a page is
 * rendered or sent as data (docs/decisions/077).
 */
const PROMISE_SLOTS = [
  'checked',
  'Checked',
  'aChecked',
  'Vetted',
  'insured',
  'Insured',
  'InsuredTitle',
  'insuredShort',
  'liabilityInsurance',
  'priceMatch',
  'PriceMatch',
  'callCentre',
  'subcontractor',
  'subcontractors',
  'NoSubcontracting',
] as const;
export type PromiseSlot = (typeof PROMISE_SLOTS)[number];

/**
 * Placeholders filled after the loaders: the configured phone number and brand and the review
 * count where the rating may be shown (by the page), and the promise slots (by server/business/promises.ts).
 */
const PAGE_FILLED = new Set<string>(['phone', 'brand', 'reviews', ...PROMISE_SLOTS]);

/**
 * Throws if a string of `value` (at any depth) still holds a placeholder that only a loader could
 * fill: a '{minutes}' left in a sentence fails the request, and so the crawl and the build, instead
 * of being published (docs/decisions/045). Returns `value`, so a loader can return through it.
 */
export function assertFilled<T>(value: T, where: string): T {
  mapStrings(value, (text) => {
    for (const [whole, key] of text.matchAll(/\{(\w+)\}/g)) {
      if (!PAGE_FILLED.has(key!)) throw new Error(`${where}: unfilled ${whole} in "${text}"`);
    }
    return text;
  });
  return value;
}

/** fillPlace for the last step, in the page: every placeholder must be filled, or rendering throws. */
export function fillWhole(text: string, values: PlaceValues): string {
  const filled = fillPlace(text, values);
  const left = /\{\w+\}/.exec(filled);
  if (left) throw new Error(`unfilled ${left[0]} in "${filled}"`);
  return filled;
}

/** `change` applied to every string of a copy object (strings, arrays and plain objects, at any depth). */
export function mapStrings<T>(copy: T, change: (text: string) => string): T {
  if (typeof copy === 'string') return change(copy) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => mapStrings(item, change)) as T;
  if (copy !== null && typeof copy === 'object') {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, mapStrings(value, change)])) as T;
  }
  return copy;
}

/** fillPlace over every string of a copy object. */
export function fillCopy<T>(copy: T, values: PlaceValues): T {
  return mapStrings(copy, (text) => fillPlace(text, values));
}

/** A small, stable hash of a string: picks text variants by place so pages differ without randomness. */
export function stableIndex(key: string, modulo: number): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % modulo;
}

/** The longest title search results show before cutting it off. */
export const MAX_TITLE_LENGTH = 65;

/** Joins a title's parts with ' | ', dropping trailing parts while it is longer than `max`. */
export function fitTitle(parts: string[], max = MAX_TITLE_LENGTH): string {
  let kept = parts;
  while (kept.length > 1 && kept.join(' | ').length > max) kept = kept.slice(0, -1);
  return kept.join(' | ');
}

/** The longest meta description search results show whole. */
const MAX_DESCRIPTION_LENGTH = 160;

/** A sentence ends with a full stop, a question mark or an exclamation mark. */
const SENTENCE_END = /[.?!]$/;

/**
 * The sentences of a text: it splits after '.', '?' or '!' and a space, so '4.6' and '24/7' stay
 * whole. Copy avoids abbreviations with a full stop ('e.g.'), which would split a sentence.
 */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.?!])\s+/)
    .filter(Boolean);
}

/** A text without the sentences that contain any of `parts` (a placeholder such as '{score}'). */
export function withoutSentences(text: string, parts: readonly string[]): string {
  return sentences(text)
    .filter((sentence) => !parts.some((part) => sentence.includes(part)))
    .join(' ');
}

/**
 * A meta description of whole sentences within `max` characters (docs/decisions/046): the first
 * sentence, then each later one that still fits, in order. Never cuts a sentence, so never a
 * number or a name; throws where the text does not open with a whole sentence that fits, or holds
 * text that is not a whole sentence, so a template that cannot make a description fails the
 * render, the build's content report and the tests instead of publishing a cut one.
 */
export function fitDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const parts = sentences(text);
  const bad = parts.find((sentence) => !SENTENCE_END.test(sentence));
  if (parts.length === 0 || bad !== undefined) {
    throw new Error(`A description must be whole sentences ending in '.', '?' or '!': "${text}"`);
  }
  if (parts[0]!.length > max) {
    throw new Error(`A description's first sentence is longer than ${max} characters (${parts[0]!.length}): "${parts[0]}"`);
  }
  let kept = parts[0]!;
  for (const sentence of parts.slice(1)) {
    if (kept.length + 1 + sentence.length <= max) kept = `${kept} ${sentence}`;
  }
  return kept;
}

/** A count with its unit, singular for one: countOf(1, 'mile') is '1 mile', countOf(12, 'mile') '12 miles'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** A count as prose writes it: 'twelve' up to twenty, figures above ('21'). */
export function numberInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}
