/**
 * The promises of data/business.ts (`promises`) in the pages' words (docs/decisions/067). Copy is
 * written in ordinary English ('DBS-checked, fully insured locksmiths'); before a page's data
 * leaves the server, `keepPromises` goes through every string of it once:
 * - a sentence, list item or card that states a promise the page may not make is left out (not
 *   held, or a sample one on a real origin), and a block tagged `promise: 'priceMatch'` with it;
 * - 'DBS' becomes the nation's own scheme on a page about a place in Scotland or Northern Ireland,
 *   and 'background' on a page about no one nation.
 * An article's own text (its `body`) is advice about locksmiths in general, not a promise of ours,
 * and passes unchanged; the words around it are ours.
 */
import { promises } from '../data/business.ts';
import type { PromiseName } from '../shared/types.ts';
import { checkScheme, madePromises } from './views/promise-words.ts';

/** The words that state each promise. */
const PHRASES: Record<PromiseName, RegExp> = {
  backgroundChecks: /\bDBS\b|\bvetted\b/i,
  insured: /\bfully insured\b|\bpublic liability insurance\b|\bDBS-checked and insured\b|\binsured locksmiths\b/i,
  priceMatch: /\bprice[- ]match/i,
  ownLocksmiths: /\bcall centre\b|\bsubcontract|\bpass(?:es)? (?:the )?jobs? on\b|\bown dispatch\b|\bnever a stranger\b/i,
};

/** Where a route's data holds general advice rather than the business's promises: the article's body. */
const ADVICE = { route: 'article', key: 'body' };

/** The nation's check scheme (promise-words.ts) as a word in a sentence and as a title ('Background Checked'). */
function schemeWords(nation: string | null): { word: string; title: string } {
  const word = checkScheme(nation);
  return { word, title: word.charAt(0).toUpperCase() + word.slice(1) };
}

/** A text without the sentences that state an unmade promise, and with the nation's scheme named. */
function keptText(text: string, unmade: readonly RegExp[], scheme: { word: string; title: string }): string {
  let kept = text;
  if (unmade.some((phrase) => phrase.test(text))) {
    kept = text
      .trim()
      .split(/(?<=[.?!])\s+/)
      .filter((sentence) => !unmade.some((phrase) => phrase.test(sentence)))
      .join(' ');
  }
  return (
    kept
      .replace(/\bDBS Checked\b/g, `${scheme.title} Checked`)
      // The scheme's word opening a text or a sentence takes a capital: 'Background-checked, …'.
      .replace(/(^|[.?!]\s+)DBS\b/g, (_match, before: string) => `${before}${scheme.title}`)
      .replace(/\bDBS\b/g, scheme.word)
      // 'a AccessNI-checked locksmith' reads 'an AccessNI-checked locksmith'.
      .replace(/\b([Aa]) (?=AccessNI\b)/g, '$1n ')
  );
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

function walk(value: unknown, unmade: readonly RegExp[], made: Set<PromiseName>, scheme: { word: string; title: string }): unknown {
  if (typeof value === 'string') return keptText(value, unmade, scheme);
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const kept = walk(item, unmade, made, scheme);
      return dropped(item, kept, made) ? [] : [kept];
    });
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, unmade, made, scheme)]));
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
 * each page's data before it is rendered or sent as JSON (server/render.tsx, server/data-endpoint.ts).
 */
export function keepPromises<T extends Record<string, unknown>>(loaderData: T, sampleContent: boolean, facts = promises): T {
  const made = madePromises(sampleContent, facts);
  const unmade = (Object.keys(PHRASES) as PromiseName[]).filter((name) => !made.has(name)).map((name) => PHRASES[name]);
  const nation =
    Object.values(loaderData)
      .map(nationOf)
      .find((found) => found !== null) ?? null;
  const scheme = schemeWords(nation);
  return Object.fromEntries(
    Object.entries(loaderData).map(([route, data]) => {
      if (route !== ADVICE.route || !data || typeof data !== 'object') return [route, walk(data, unmade, made, scheme)];
      const { [ADVICE.key]: advice, ...ours } = data as Record<string, unknown>;
      return [route, { ...(walk(ours, unmade, made, scheme) as object), [ADVICE.key]: advice }];
    }),
  ) as T;
}
