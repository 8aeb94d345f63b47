/**
 * Checks that a location page's words read as a person would write them (docs/decisions/029).
 * Dependency-free, like test/helpers/html.ts: React's server HTML is regular enough for patterns.
 * Each check returns the offending text, so a failure says where to look.
 */
import { descriptionOf, textOf } from './html.ts';

/** What a page is about: the place its heading must name, and the city it belongs to. */
export interface PagePlace {
  /** The page's own place ('Headingley', 'E1 Whitechapel', 'Leeds'). */
  place: string;
  /** The city it is in; the same as `place` on a city page. */
  city: string;
}

export interface Heading {
  level: number;
  text: string;
  /** Offset of the heading's start tag in the HTML. */
  at: number;
}

/** The page's own part: <main> when it has one, else the whole document. */
function mainOf(html: string): string {
  const start = html.search(/<main\b/);
  const end = html.lastIndexOf('</main>');
  return start === -1 || end === -1 ? html : html.slice(start, end);
}

/** The words a visitor or a search result shows: the <title>, the meta description and <main>. */
function readableText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return [textOf(title), descriptionOf(html) ?? '', textOf(mainOf(html))].join('\n');
}

export function headingsOf(html: string): Heading[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((m) => ({ level: Number(m[1]), text: textOf(m[2]!), at: m.index }));
}

/** Brackets inside brackets: 'Coventry (City (1345))', '((', '( … ( … ) … )'. */
export function nestedBrackets(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    let depth = 0;
    let opened = 0;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (char === '(') {
        if (depth === 0) opened = i;
        depth++;
        if (depth === 2) found.push(snippet(line, opened, line.indexOf(')', i) + 1 || line.length));
      } else if (char === ')' && depth > 0) {
        depth--;
      }
    }
  }
  return found;
}

/**
 * A name said twice in a row: 'City of London, City of London:', 'Bangor (Gwynedd), Gwynedd:'. The
 * second must be the whole name (punctuation follows), so a list like 'Finchley, Finchley Central'
 * is not one.
 */
export function repeatedNames(text: string): string[] {
  return [...text.matchAll(/\b(\p{Lu}[\p{L}'’-]*(?: (?:of|upon|on|and|\p{Lu}[\p{L}'’-]*))*)\)?, \1(?=[:;,.!?)]|$)/gmu)].map((m) =>
    snippet(text, m.index, m.index + m[0].length),
  );
}

/** Words after which a place name sits inside a sentence ('in', 'across', 'covers'). */
const BEFORE_A_PLACE = ['in', 'across', 'near', 'from', 'of', 'to', 'around', 'throughout', 'for', 'at', 'on', 'and', 'covers', 'serving', 'reach'];

/**
 * A name that takes 'the' written without it mid-sentence: 'a locksmith in City of London'.
 * `names` maps each such name to its sentence form ('the City of London').
 */
export function missingArticles(text: string, names: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const name of Object.keys(names)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`\\b(?:${BEFORE_A_PLACE.join('|')}) ${escaped}\\b`, 'gi');
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      // A longer proper name that starts with the place's ('City of London Cemetery') is not the place.
      if (/^ [A-Z]/.test(text.slice(end, end + 2))) continue;
      found.push(snippet(text, m.index, end));
    }
  }
  return found;
}

/** Units a count is written with; 'miles' after '1' is the mistake this looks for. */
const PLURAL_UNITS = ['miles', 'minutes', 'reviews', 'years', 'hours', 'days', 'customers', 'people', 'residents', 'locksmiths', 'articles', 'weeks'];
const ONE_AND_PLURAL = new RegExp(`(?<![\\d.,£$])\\b1 (${PLURAL_UNITS.join('|')})\\b`, 'g');

/** The number one before a plural unit: '1 miles', '1 minutes', '1 reviews'. */
export function oneWithPlural(text: string): string[] {
  return [...text.matchAll(ONE_AND_PLURAL)].map((m) => snippet(text, m.index, m.index + m[0].length));
}

/**
 * Area names that say nothing without their city ('City Centre', 'Old Town'): a heading 'Locksmith
 * in City Centre' could be anywhere, so such a name must come with its city.
 */
const PLACELESS_WORDS = new Set([
  'city',
  'town',
  'centre',
  'center',
  'old',
  'new',
  'west',
  'east',
  'north',
  'south',
  'end',
  'southside',
  'northside',
]);

export function isPlacelessName(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => PLACELESS_WORDS.has(word));
}

/** 'Locksmith in X', 'Locksmiths near X', 'Emergency locksmith in X': the X a heading names. */
const LOCKSMITH_IN = /\blocksmiths? (?:in|near|for|across|around) (.+)$/i;

/**
 * Headings that name no place:
 * - the <h1> must name the page's place or its city, and where the place's name is placeless
 *   ('City Centre') the city itself;
 * - an h2 or h3 of the 'Locksmith in X' kind must have an X that names the place or the city, or
 *   a place that is not placeless (a neighbouring area, 'Locksmiths near Headingley').
 */
export function placelessHeadings(headings: readonly Heading[], where: PagePlace): string[] {
  const found: string[] = [];
  const names = (text: string, name: string) => text.toLowerCase().includes(name.toLowerCase());
  const namesPage = (text: string) => names(text, where.city) || (names(text, where.place) && !isPlacelessName(where.place));
  for (const heading of headings) {
    if (heading.level === 1) {
      if (!namesPage(heading.text)) found.push(`h1 '${heading.text}' names neither ${where.place} nor ${where.city}`);
      continue;
    }
    if (heading.level > 3) continue;
    const named = LOCKSMITH_IN.exec(heading.text)?.[1];
    if (named && !namesPage(named) && isPlacelessName(named.replace(/[?.!:,].*$/, ''))) {
      found.push(`h${heading.level} '${heading.text}' names no place`);
    }
  }
  return found;
}

/** Title separators belong in <title>, not in the page's heading. */
export function pipesInH1(headings: readonly Heading[]): string[] {
  return headings.filter((h) => h.level === 1 && h.text.includes('|')).map((h) => `h1 '${h.text}'`);
}

/**
 * A heading that promises prices ('Leeds prices and hours') over a section without a single '£'.
 * The section runs to the next heading of the same or a higher level.
 */
export function pricesWithoutPrices(html: string): string[] {
  const main = mainOf(html);
  const headings = headingsOf(main);
  const found: string[] = [];
  headings.forEach((heading, i) => {
    if (!/\bprices\b/i.test(heading.text)) return;
    const next = headings.slice(i + 1).find((h) => h.level <= heading.level);
    const section = main.slice(heading.at, next?.at ?? main.length);
    if (!textOf(section).includes('£')) found.push(`h${heading.level} '${heading.text}' has no price under it`);
  });
  return found;
}

/** Every word problem on a page, each prefixed with the check's name. `namesWithArticle`: see missingArticles. */
export function wordProblems(html: string, where: PagePlace, namesWithArticle: Readonly<Record<string, string>> = {}): string[] {
  const text = readableText(html);
  const headings = headingsOf(mainOf(html));
  return [
    ...nestedBrackets(text).map((s) => `nested brackets: ${s}`),
    ...oneWithPlural(text).map((s) => `one with a plural: ${s}`),
    ...repeatedNames(text).map((s) => `name repeated: ${s}`),
    ...missingArticles(text, namesWithArticle).map((s) => `no 'the': ${s}`),
    ...placelessHeadings(headings, where).map((s) => `placeless heading: ${s}`),
    ...pipesInH1(headings).map((s) => `pipe in h1: ${s}`),
    ...pricesWithoutPrices(html).map((s) => `prices heading: ${s}`),
    ...whetherWithoutOr(text).map((s) => `'whether' without 'or': ${s}`),
    ...orphanedParagraphs(mainOf(html)).map((s) => `paragraph opens on a pronoun: ${s}`),
  ];
}

/** 'Whether you are in Fulham, Parsons Green and Sands End, …': a sentence opening on 'Whether you' names alternatives, joined by 'or'. */
function whetherWithoutOr(text: string): string[] {
  return [...text.matchAll(/(?:^|[.!?]\s+)(Whether you\b[^.!?\n]*)/gm)].map((m) => m[1]!).filter((sentence) => !/\bor\b/.test(sentence));
}

/**
 * A paragraph that follows another and opens on 'It' or 'They' reads as if it went on from it: 'It
 * lies mainly in Hackney.' after a paragraph about the district's streets. (An answer under its
 * question may start so; it follows a heading or a summary, not a paragraph.)
 */
function orphanedParagraphs(html: string): string[] {
  return [...html.matchAll(/<\/p>\s*<p\b[^>]*>((?:It|They)\b[\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]!).trim());
}

function snippet(text: string, start: number, end: number): string {
  return text.slice(Math.max(0, start - 30), Math.min(text.length, end + 30)).trim();
}
