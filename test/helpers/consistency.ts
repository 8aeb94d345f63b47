/**
 * Checks that the business facts a page shows agree (docs/product.md §9, docs/decisions/027): one
 * phone number per page, one price per job on a page and across the pages of one place. The
 * functions read server HTML only, so the site-wide test (test/consistency.test.ts), the broken
 * fixtures in test/fixtures/consistency/ and the before/after measurement (scripts/fact-audit.ts)
 * all use the same rules.
 */
import { decodeEntities } from './html.ts';

/**
 * Visible text of a page, one line per block. Headings start with '# ', a table row's header cell
 * (or a term of a list) with '| ', so a price on its own line can be read with its label.
 */
function visibleLines(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(h[1-6]|caption)\b[^>]*>/g, '\n# ')
    .replace(/<(th|dt)\b[^>]*>/g, '\n| ')
    .replace(
      /<\/?(p|li|ul|ol|tr|td|th|dt|dd|div|section|header|footer|nav|aside|article|table|caption|h[1-6]|blockquote|figure|figcaption|br|details|summary|main|form|label|button)\b[^>]*>/g,
      '\n',
    )
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '#' && line !== '|');
}

/** A UK number as written on a page (0 then 9 or 10 digits, spaces allowed), or +44. */
const PHONE_IN_TEXT = /(?<![\d£])(?:\+44 ?\(?0?\)? ?|0)\d(?:[ -]?\d){8,9}(?!\d)/g;

/** The digits of a UK number in national form: '+44 20 7946 0321' and '020 7946 0321' give '02079460321'. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('44') ? `0${digits.slice(2).replace(/^0/, '')}` : digits;
}

/** Every distinct phone number a visitor can see or tap on the page: its visible text and its tel: links. */
export function phoneNumbersOf(html: string): string[] {
  const found = new Set<string>();
  for (const line of visibleLines(html)) for (const m of line.matchAll(PHONE_IN_TEXT)) found.add(phoneDigits(m[0]));
  for (const m of html.matchAll(/href="tel:([^"]+)"/g)) found.add(phoneDigits(m[1]!));
  return [...found].sort();
}

/**
 * The area code of a geographic number (01/02), the part a caller reads as 'where the business
 * is': '020' for London, '0113' for Leeds, '01632' for the drama range. Null for 03, 07, 08, 09.
 */
export function areaCodeOf(digits: string): string | null {
  if (digits.startsWith('02')) return digits.slice(0, 3);
  if (!digits.startsWith('01')) return null;
  // 011x and 01x1 numbers have four-digit codes (0113, 0121…); the rest five (01632…).
  return /^01(1\d|\d1)/.test(digits) ? digits.slice(0, 4) : digits.slice(0, 5);
}

/** A page showing more than one phone number. */
export function phoneProblems(path: string, html: string): string[] {
  const numbers = phoneNumbersOf(html);
  return numbers.length > 1 ? [`${path} shows ${numbers.length} phone numbers: ${numbers.join(', ')}`] : [];
}

/** Pages of one place (see placeOf) that do not all show the same number. */
export function placePhoneProblems(pages: ReadonlyMap<string, string>): string[] {
  const byPlace = new Map<string, Map<string, string>>();
  for (const [path, html] of pages) {
    const place = placeOf(path);
    if (!place) continue;
    const numbers = byPlace.get(place) ?? new Map<string, string>();
    for (const n of phoneNumbersOf(html)) if (!numbers.has(n)) numbers.set(n, path);
    byPlace.set(place, numbers);
  }
  return [...byPlace]
    .filter(([, numbers]) => numbers.size > 1)
    .map(([place, numbers]) => `/${place} pages show ${numbers.size} numbers: ${[...numbers].map(([n, p]) => `${n} on ${p}`).join('; ')}`);
}

// ---- Prices ----

/**
 * Job names as pages write them, mapped to one key per job. More specific names come first: 'Car
 * lockout' is its own job, not an emergency lockout. A name no pattern knows keeps its own
 * (lower-cased) wording as its key, so two table rows called the same still meet.
 */
const JOBS: readonly [key: string, pattern: RegExp][] = [
  ['car-lockout', /\bcar lock-?outs?\b/i],
  ['business-lockout', /\bbusiness lock-?outs?\b/i],
  ['car-key', /\bcar key\b/i],
  ['transponder-key', /\btransponder key\b/i],
  ['lockout', /\b(?:emergency )?lock-?outs?\b|\bgaining entry\b|\bemergency locksmith\b|\bemergency entry\b/i],
  ['key-cutting', /\bkey cutting\b/i],
  ['key-extraction', /\b(?:broken|snapped) key\b|\bkey extraction\b/i],
  ['anti-snap', /\banti-snap\b/i],
  ['upvc-mechanism', /\bupvc (?:door )?(?:mechanism|gearbox|specialists?)\b/i],
  ['upvc-lock', /\bupvc (?:door )?lock\b/i],
  ['euro-cylinder', /\beuro cylinder\b/i],
  ['mortice-lock', /\bmortice lock\b/i],
  ['yale-lock', /\byale lock\b/i],
  ['window-lock', /\bwindow lock\b/i],
  ['smart-lock', /\b(?:smart|digital) lock\b/i],
  ['safe-opening', /\bsafe opening\b/i],
  ['lock-repair', /\block repairs?\b/i],
  ['whole-home-locks', /\b(?:full home|all) lock(?:s| change)\b|\bchange all locks\b/i],
  ['lock-change', /\block (?:change|replacement)\b|\bchange (?:the |your )?locks?\b/i],
];

/**
 * The job key a label names. Patterns are tried in order and a later one may not reuse words an
 * earlier one matched ('Window lock replacement' is a window lock, not a lock change); of what is
 * left, the name nearest the price wins ('Lock changes, lockouts from £75' prices the lockout).
 * With `ownName`, a label no pattern knows is its own key (a table row's name); otherwise null.
 */
export function jobKey(label: string, { ownName = false }: { ownName?: boolean } = {}): string | null {
  const taken: [start: number, end: number][] = [];
  let best: { key: string; end: number } | null = null;
  for (const [key, pattern] of JOBS) {
    for (const m of label.matchAll(new RegExp(pattern.source, 'gi'))) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      if (!best || end > best.end) best = { key, end };
    }
  }
  if (best) return best.key;
  if (!ownName) return null;
  const own = label
    .toLowerCase()
    .replace(/\bfrom\b|[:|–-]+\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return own === '' ? null : own;
}

export interface PriceClaim {
  job: string;
  /** The amount as shown, e.g. '£75' or '£100-£150'. */
  price: string;
  /** The line it was read from, for messages. */
  line: string;
}

/** Units that make a price a different measure: an hourly rate is not a job's price. */
const UNIT = /\bper (hour|year|window|month)\b|\ban hour\b|\/ ?hr\b/i;

/**
 * Every 'job → £price' a page states. A line's price belongs to the job named before it on the same
 * line ('Emergency lockout | From £75', 'lockouts from £75'); a line with only a price ('From £75'
 * on a card) belongs to the heading above it. Hourly and yearly rates are left out: they measure
 * something else, and /pricing labels them.
 */
export function priceClaims(html: string): PriceClaim[] {
  const claims: PriceClaim[] = [];
  // The last heading or row header seen, for a price that stands on its own line.
  let label = { text: '', rowHeader: false };
  for (const raw of visibleLines(html)) {
    const marker = raw.slice(0, 2);
    const isLabel = marker === '# ' || marker === '| ';
    const line = isLabel ? raw.slice(2) : raw;
    if (line.includes('£')) {
      for (const m of line.matchAll(/£\d[\d,.]*(?:\s?[-–]\s?£\d[\d,.]*)?(?:\s(?:plus|\+) (?:parts|labour|VAT))?/g)) {
        const after = line.slice(m.index + m[0].length, m.index + m[0].length + 20);
        if (UNIT.test(after)) continue;
        const before = line
          .slice(0, m.index)
          .split(/[.;!?](?:\s|$)|£\d[\d,.]*/)
          .at(-1)!;
        const named = /[a-z]{3}/i.test(before.replace(/\bfrom\b|\bonly\b|\bjust\b|\beach\b/gi, ''));
        const job = named ? jobKey(before, { ownName: isLabel }) : jobKey(label.text, { ownName: label.rowHeader });
        if (job) claims.push({ job, price: m[0].replace(/\s/g, ' ').replace('–', '-').replace(/ ?- ?/, '-'), line });
      }
    }
    if (isLabel) label = { text: line, rowHeader: marker === '| ' };
  }
  return claims;
}

/** Jobs a page prices more than once, differently. */
export function pagePriceProblems(path: string, html: string): string[] {
  return conflicts(priceClaims(html).map((c) => ({ ...c, path }))).map((c) => `${path}: ${c}`);
}

/** Jobs the pages of one place (see placeOf) price differently. */
export function placePriceProblems(pages: ReadonlyMap<string, string>): string[] {
  const byPlace = new Map<string, (PriceClaim & { path: string })[]>();
  for (const [path, html] of pages) {
    const place = placeOf(path);
    if (!place) continue;
    byPlace.set(place, [...(byPlace.get(place) ?? []), ...priceClaims(html).map((c) => ({ ...c, path }))]);
  }
  return [...byPlace].flatMap(([place, claims]) => conflicts(claims).map((c) => `/${place} pages: ${c}`));
}

function conflicts(claims: readonly (PriceClaim & { path: string })[]): string[] {
  const byJob = new Map<string, Map<string, string>>();
  for (const c of claims) {
    const prices = byJob.get(c.job) ?? new Map<string, string>();
    if (!prices.has(c.price)) prices.set(c.price, `${c.path} '${c.line}'`);
    byJob.set(c.job, prices);
  }
  return [...byJob]
    .filter(([, prices]) => prices.size > 1)
    .map(([job, prices]) => `${job} at ${[...prices.keys()].join(' and ')} (${[...prices.values()].join('; ')})`);
}

/**
 * The place a page is about: the first path segment of a location page (/leeds, /leeds/headingley,
 * /leeds/emergency-lockout all give 'leeds'), or null for the site's other pages.
 */
export function placeOf(path: string, placeSlugs?: ReadonlySet<string>): string | null {
  const first = path.split('/')[1] ?? '';
  if (placeSlugs) return placeSlugs.has(first) ? first : null;
  return NON_PLACE_SECTIONS.has(first) || first === '' ? null : first;
}

/** First path segments that are not places. */
const NON_PLACE_SECTIONS = new Set([
  'services',
  'sectors',
  'pricing',
  'locksmith-near-me',
  'blog',
  'ask-the-expert',
  'about',
  'contact',
  'sitemap',
  'privacy-policy',
  'terms-conditions',
  'call-back',
]);

// ---- Reviews ----

/** The texts of the review cards on a page (each card's quote). */
export function reviewTexts(html: string): string[] {
  return [...html.matchAll(/<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/g)].map((m) => visibleLines(m[1]!).join(' '));
}
