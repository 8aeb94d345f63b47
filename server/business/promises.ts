/**
 * The promises of data/business.ts (`promises`) in the pages' words (docs/decisions/067, 077). Copy
 * states a promise through a typed slot: '{checked}, {insured} locksmiths', '{PriceMatch}',
 * 'not a {callCentre}'. Before a page's data leaves the server, `keepPromises` goes through every
 * string of it once:
 * - a sentence, list item or card with a slot of a promise the page may not make (not held, or a
 *   sample one on a real origin) is left out, and a block tagged `promise: 'priceMatch'` with it;
 * - every other slot is filled with its words, the check named by the nation's own scheme on a
 *   page about a place ('Disclosure Scotland-checked', 'an AccessNI-checked'), 'background-checked'
 *   on a page about no one nation.
 * No English is searched for: a sentence says which promise it states by its slot. An article's own
 * text (its `body`) is advice about locksmiths in general, not a promise of ours, and passes unchanged.
 */
import { promises } from '../../data/business.ts';
import type { PromiseSlot } from '../../shared/text.ts';
import type { PromiseName } from '../../shared/types.ts';
import { checkScheme, madePromises } from '../views/promise-words.ts';

/** The nation's check scheme (promise-words.ts) as a word in a sentence and opening one ('Background'). */
interface Scheme {
  word: string;
  title: string;
}

/** Each slot that states a promise: the promise, and its words on a page about the scheme's nation. */
const SLOTS: Record<PromiseSlot, { promise: PromiseName; words: (scheme: Scheme) => string }> = {
  checked: { promise: 'backgroundChecks', words: (s) => `${s.word}-checked` },
  Checked: { promise: 'backgroundChecks', words: (s) => `${s.title}-checked` },
  aChecked: { promise: 'backgroundChecks', words: (s) => `${/^[AEIOU]/.test(s.word) ? 'an' : 'a'} ${s.word}-checked` },
  Vetted: { promise: 'backgroundChecks', words: () => 'Vetted' },
  insured: { promise: 'insured', words: () => 'fully insured' },
  Insured: { promise: 'insured', words: () => 'Fully insured' },
  InsuredTitle: { promise: 'insured', words: () => 'Fully Insured' },
  insuredShort: { promise: 'insured', words: () => 'insured' },
  liabilityInsurance: { promise: 'insured', words: () => 'public liability insurance' },
  priceMatch: { promise: 'priceMatch', words: () => 'price-match guarantee' },
  PriceMatch: { promise: 'priceMatch', words: () => 'Price-match guarantee' },
  callCentre: { promise: 'ownLocksmiths', words: () => 'call centre' },
  subcontractor: { promise: 'ownLocksmiths', words: () => 'subcontractor' },
  subcontractors: { promise: 'ownLocksmiths', words: () => 'subcontractors' },
  NoSubcontracting: { promise: 'ownLocksmiths', words: () => 'No subcontracting' },
};

const SLOT = /\{(\w+)\}/g;

/** Where a route's data holds general advice rather than the business's promises: the article's body. */
const ADVICE = { route: 'article', key: 'body' };

function schemeWords(nation: string | null): Scheme {
  const word = checkScheme(nation);
  return { word, title: word.charAt(0).toUpperCase() + word.slice(1) };
}

/** The promise slots a text uses. */
function slotsIn(text: string): PromiseSlot[] {
  return [...text.matchAll(SLOT)].map((m) => m[1]!).filter((name): name is PromiseSlot => name in SLOTS);
}

/** A text without the sentences whose slots state an unmade promise, and with the other slots filled. */
function keptText(text: string, made: ReadonlySet<PromiseName>, scheme: Scheme): string {
  if (slotsIn(text).length === 0) return text;
  const unmade = (sentence: string) => slotsIn(sentence).some((name) => !made.has(SLOTS[name].promise));
  const kept = unmade(text)
    ? text
        .trim()
        .split(/(?<=[.?!])\s+/)
        .filter((sentence) => !unmade(sentence))
        .join(' ')
    : text;
  return kept.replace(SLOT, (whole, name: string) => (name in SLOTS ? SLOTS[name as PromiseSlot].words(scheme) : whole));
}

/** An entry a list loses whole: a block tagged with an unmade promise, or one whose text went. */
function dropped(before: unknown, after: unknown, made: Set<PromiseName>): boolean {
  if (typeof before === 'string') return before !== '' && after === '';
  if (!before || typeof before !== 'object' || Array.isArray(before)) return false;
  const tagged = (before as { promise?: unknown }).promise;
  if (typeof tagged === 'string' && !made.has(tagged as PromiseName)) return true;
  return Object.entries(before as Record<string, unknown>).some(
    ([key, value]) => typeof value === 'string' && value !== '' && (after as Record<string, unknown>)[key] === '',
  );
}

function walk(value: unknown, made: Set<PromiseName>, scheme: Scheme): unknown {
  if (typeof value === 'string') return keptText(value, made, scheme);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const kept = walk(item, made, scheme);
      return dropped(item, kept, made) ? [] : [kept];
    });
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, made, scheme)]));
  }
  return value;
}

/** The nation a page is about: its place's, when its data names one. */
function nationOf(data: unknown): string | null {
  const city = (data as { city?: { nation?: unknown } } | null)?.city;
  return typeof city?.nation === 'string' ? city.nation : null;
}

/**
 * Route data as the page may show it: every route's loader data through the rules above. Called on
 * each page's data before it is rendered or sent as JSON (server/http/render.tsx, server/http/data-endpoint.ts).
 */
export function keepPromises<T extends Record<string, unknown>>(loaderData: T, sampleContent: boolean, facts = promises): T {
  const made = madePromises(sampleContent, facts);
  const nation =
    Object.values(loaderData)
      .map(nationOf)
      .find((found) => found !== null) ?? null;
  const scheme = schemeWords(nation);
  return Object.fromEntries(
    Object.entries(loaderData).map(([route, data]) => {
      if (route !== ADVICE.route || !data || typeof data !== 'object') return [route, walk(data, made, scheme)];
      const { [ADVICE.key]: advice, ...ours } = data as Record<string, unknown>;
      return [route, { ...(walk(ours, made, scheme) as object), [ADVICE.key]: advice }];
    }),
  ) as T;
}
