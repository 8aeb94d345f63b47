/**
 * Checks that every price a page states is on the list that page uses (docs/decisions/027, 046):
 * a page about a place with its own list (/leeds, /leeds/headingley, /leeds/key-cutting) may state
 * that list's prices and the national price of a job its list does not price; every other page the
 * national list. Both may state the hourly labour rates and the prices of the supplied-and-fitted
 * products (safes, grilles, smart locks, maintenance plans), which are the same everywhere.
 */
import {
  grillePrices,
  type Job,
  keySafePrice,
  labourRates,
  maintenancePlans,
  nationalPrices,
  placePrices,
  residentialPrices,
  safePrices,
  smartLockPrices,
} from '../../data/prices.ts';
import { priceOf } from '../../server/views/price-list.ts';
import { descriptionOf, textOf } from './html.ts';

/** The text a reader sees in a page's <main> (textOf). */
export function mainText(html: string): string {
  return textOf(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
}

/** A price as a page writes it: '£75', '£1,250', '£42.50'. */
const PRICE = /£(\d[\d,]*(?:\.\d\d)?)/g;
/** A price's amount without thousands separators: '£1,250' gives '1250'. */
const amountOf = (match: RegExpMatchArray) => match[1]!.replace(/,/g, '');

/** Every amount in a price text: '£35-£45 plus labour' gives ['35', '45']. */
const amounts = (text: string) => [...text.matchAll(PRICE)].map(amountOf);

/** Prices the same on every page: hourly rates and the supplied-and-fitted products. */
const everywhere = [
  ...labourRates.map((r) => r.rate),
  ...Object.values(safePrices),
  keySafePrice,
  ...Object.values(grillePrices),
  ...Object.values(smartLockPrices),
  ...Object.values(residentialPrices),
  ...Object.values(maintenancePlans).map((p) => p.price),
];

/** The place whose list a page uses: the first segment of its path where that place has a list, else null. */
function listPlaceOf(path: string): string | null {
  const first = path.split(/[/?#]/)[1] ?? '';
  return first in placePrices ? first : null;
}

/** The amounts a page may state. */
function allowedAmounts(path: string): Set<string> {
  const place = listPlaceOf(path);
  const own = place ? placePrices[place]! : [];
  const ownJobs = new Set(own.map((row) => row.job));
  const texts = [...own.map((r) => r.price), ...nationalPrices.filter((r) => !ownJobs.has(r.job)).map((r) => r.price), ...everywhere];
  return new Set(texts.flatMap(amounts));
}

/**
 * Each price the page states that is not on its list, with the words around it: in its body
 * (tables, prose, review cards, header and footer alike) and its meta description.
 */
export function pricesOffTheList(path: string, html: string, allowed = allowedAmounts(path)): string[] {
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  const text = [descriptionOf(html) ?? '', textOf(body)].join('\n');
  const off: string[] = [];
  for (const m of text.matchAll(PRICE)) {
    if (!allowed.has(amountOf(m))) off.push(`£${m[1]}: …${text.slice(Math.max(0, m.index - 60), m.index + 20)}…`);
  }
  return off;
}

/**
 * Names a page uses for a job, most specific first: a price within a few words after one of them
 * is that job's price. Jobs a list names in other words are found by those words too.
 */
const JOB_NAMES: readonly { job: Job; name: RegExp }[] = [
  { job: 'upvc-lock', name: /uPVC (?:door )?lock replacement/i },
  { job: 'upvc-mechanism', name: /uPVC (?:door )?mechanism repair/i },
  { job: 'yale-lock', name: /Yale lock(?: replacement)?/i },
  { job: 'mortice-lock', name: /Mortice lock(?: replacement)?/i },
  { job: 'anti-snap', name: /Anti-snap (?:euro )?cylinder/i },
  { job: 'key-extraction', name: /Broken key extraction/i },
  { job: 'smart-lock', name: /Smart lock(?: installation)?|Digital lock installation/i },
  { job: 'window-lock', name: /Window lock/i },
  { job: 'lockout', name: /Emergency lockout|lockouts? from/i },
  { job: 'key-cutting', name: /Key cutting/i },
  { job: 'lock-repair', name: /Lock repair/i },
  { job: 'garage-lock', name: /Garage door lock/i },
  { job: 'patio-lock', name: /Patio door lock/i },
];

/** The page's price for a job, or undefined where no list prices it (nothing to compare). */
function listed(place: string | null, job: Job) {
  try {
    return priceOf(place, job);
  } catch {
    return undefined;
  }
}

/**
 * Each job whose price on the page is not the page's one price for it (priceOf for the page's
 * place): '£150 for smart-lock where the list says From £220'. A job priced twice on one page shows here too.
 */
export function jobPricesOffTheList(path: string, html: string): string[] {
  const text = mainText(html);
  const place = listPlaceOf(path);
  const off: string[] = [];
  for (const m of text.matchAll(PRICE)) {
    // The job named just before the price, as a label ('Smart lock From £150', 'lockouts from £75').
    const before = text.slice(Math.max(0, m.index - 45), m.index);
    const window = before.slice(before.lastIndexOf('£') + 1);
    let found: { job: Job; at: number } | undefined;
    for (const { job, name } of JOB_NAMES) {
      for (const hit of window.matchAll(new RegExp(name.source, 'gi'))) {
        // A label, not running text: only 'from', a colon or a unit between the name and the price.
        const gap = window.slice(hit.index + hit[0].length);
        if (!/^[\s:|–-]*(?:(?:from|costs?|at|is)\s*)?$/i.test(gap)) continue;
        if (!found || hit.index > found.at) found = { job, at: hit.index };
      }
    }
    if (!found) continue;
    const expected = listed(place, found.job);
    if (!expected) continue;
    if (!amounts(expected.price).includes(amountOf(m))) {
      off.push(`£${m[1]} for ${found.job} where the list says ${expected.price}: …${text.slice(Math.max(0, m.index - 50), m.index + 15)}…`);
    }
  }
  return off;
}
