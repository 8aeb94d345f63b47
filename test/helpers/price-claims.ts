/**
 * Checks that every price a page states is on the list that page uses (docs/decisions/027, 046):
 * a page about a place with its own list (/leeds, /leeds/headingley, /leeds/key-cutting) may state
 * that list's prices and the national price of a job its list does not price; every other page the
 * national list. Both may state the hourly labour rates and the prices of the supplied-and-fitted
 * products (safes, grilles, smart locks, maintenance plans), which are the same everywhere.
 */
import {
  type CallOutFee,
  chargingModel,
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
import { cityServices } from '../../data/city-services.ts';
import { specialistCards } from '../../data/pricing-page.ts';
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

/** Prices the same on every page: hourly rates, the supplied-and-fitted products and the call-out fee, where there is one. */
const everywhere = [
  ...(chargingModel.callOutFee ? [chargingModel.callOutFee.amount] : []),
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
export function allowedAmounts(path: string): Set<string> {
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
  { job: 'business-lockout', name: /Business lockout/i },
  { job: 'car-lockout', name: /Car lockout/i },
  { job: 'lockout', name: /Emergency lockout|lockouts?(?= from)/i },
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
    // The name nearest the price wins; of two that end together ('Business lockout' and 'lockout'),
    // the longer, which starts first.
    let found: { job: Job; at: number; end: number } | undefined;
    for (const { job, name } of JOB_NAMES) {
      for (const hit of window.matchAll(new RegExp(name.source, 'gi'))) {
        // A label, not running text: only 'from', a colon or a unit between the name and the price.
        const gap = window.slice(hit.index + hit[0].length);
        if (!/^[\s:|–-]*(?:(?:from|costs?|at|is)\s*)?$/i.test(gap)) continue;
        const end = hit.index + hit[0].length;
        if (!found || end > found.end || (end === found.end && hit.index < found.at)) found = { job, at: hit.index, end };
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

// ---- The charging model (data/prices.ts chargingModel, docs/decisions/063) ----

/** Review cards: customers' words, not the business's claims. */
const REVIEW_CARD = /<figure class="card review-card"[\s\S]*?<\/figure>/g;

/** The sentences the business says on a page: its meta description and body, without review cards. */
function businessSentences(html: string): string[] {
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  const text = [descriptionOf(html) ?? '', textOf(body.replace(REVIEW_CARD, ' '))].join('\n');
  return text.split(/(?<=[.!?])\s+|\n/).filter(Boolean);
}

/** A charge for the visit itself: 'call-out fee', 'the call-out price', 'the price includes the call-out'. */
const CALL_OUT_CHARGE = /\bcall-?out (?:fee|charge|price)s?\b|\b(?:price|cost|fee|charge)s? (?:includes?|covers?) (?:the |a )?call-?out\b/i;
/** Words before it in its clause that deny it: 'no separate call-out fee', 'we do not charge a call-out fee', 'free call-out'. */
const DENIED = /\b(?:no|not|never|without|free)\b/i;

/** Whether the clause before `at` in a sentence (from its last comma or semicolon) denies what follows. */
const deniedBefore = (sentence: string, at: number) => DENIED.test(sentence.slice(0, at).split(/[,;:]/).at(-1)!);

/**
 * Sentences about a call-out fee that contradict the model: while `callOutFee` is false, any that
 * says there is one, or that a price includes it ('The call-out price includes the visit'); while
 * there is a fee, any that says there is none.
 */
export function callOutClaims(html: string, model: { callOutFee: CallOutFee }): string[] {
  const found: string[] = [];
  const callOutFee = model.callOutFee !== false;
  for (const sentence of businessSentences(html)) {
    const m = CALL_OUT_CHARGE.exec(sentence);
    // A question ('Do you charge a call-out fee?') asserts nothing; its answer does.
    if (!m || sentence.endsWith('?')) continue;
    const denied = deniedBefore(sentence, m.index);
    if (denied === callOutFee) found.push(`${callOutFee ? 'no call-out fee' : 'a call-out fee'}: ${sentence}`);
  }
  return found;
}

/** Paying by the time a job takes: 'you pay only for the time taken', 'charged by the hour'. */
const PAID_BY_TIME =
  /\b(?:pay|paying|paid|charged?|billed?|costs?)\b[^.]*?\b(?:(?:for )?the time (?:taken|spent|it takes)|by the hour|per hour|hourly)\b|\btime taken\b/i;
/** What may be paid by time in the model: work on no list, the labour of 'plus labour' prices, time at the published rates. */
const TIMED_WORK =
  /\bno price list\b|\bon no (?:price )?list\b|\bplus labour\b|\bwork (?:that is )?charged by the hour\b|\bhourly work\b|\bhourly rates?\b|\blabour rates?\b/i;

/**
 * Sentences that describe a job as paid by the time it takes without saying it is the timed kind
 * of work: in the model, a job on a price list has a fixed price whatever the time ('you pay only
 * for the time taken' on the non-destructive entry page). A sentence that denies it ('a fixed
 * price does not change with the time taken') or names the timed work passes.
 */
export function fixedJobsPaidByTime(html: string): string[] {
  const found: string[] = [];
  for (const sentence of businessSentences(html)) {
    const m = PAID_BY_TIME.exec(sentence);
    if (!m || TIMED_WORK.test(sentence) || deniedBefore(sentence, m.index)) continue;
    found.push(`paid by time: ${sentence}`);
  }
  return found;
}

// ---- 'From' labels (docs/decisions/063) ----

/** The first amount of a price text: 'From £75' gives 75, '£35-£45 plus labour' 35. */
export const firstAmount = (text: string) => Number(/£(\d[\d,]*(?:\.\d\d)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

/**
 * The rows a 'from' label for some jobs may quote: those jobs on the place's own list where it
 * prices any of them, else on the national list; fixed prices only where there are any ('plus
 * labour' figures are parts alone).
 */
function rowsFor(place: string | null, jobs: readonly Job[]): readonly { service: string; price: string }[] {
  const own = (place ? placePrices[place] : undefined)?.filter((row) => jobs.includes(row.job)) ?? [];
  const rows = own.length ? own : nationalPrices.filter((row) => jobs.includes(row.job));
  const fixed = rows.filter((row) => !/plus labour/i.test(row.price));
  return fixed.length ? fixed : rows;
}

/**
 * What is wrong with one 'from' label: its amount, and the name of the job it says it prices (null
 * where it names none), against the rows it may quote. It must name a row of that list at that
 * amount, and no row may be cheaper.
 */
function fromLabelProblem(label: string, amount: number, named: string | null, rows: readonly { service: string; price: string }[]): string | null {
  const lowest = Math.min(...rows.map((row) => firstAmount(row.price)));
  if (!rows.some((row) => firstAmount(row.price) === amount))
    return `${label}: £${amount} is on no row of its list (${rows.map((r) => r.service).join(', ')})`;
  if (amount > lowest)
    return `${label}: £${amount}, but the list has ${rows.find((row) => firstAmount(row.price) === lowest)!.service} at £${lowest}`;
  if (named === null) return `${label}: £${amount} names no job`;
  const row = rows.find((r) => r.service === named);
  if (!row) return `${label}: names '${named}', which is on none of the rows it may quote`;
  if (firstAmount(row.price) !== amount) return `${label}: £${amount} for '${named}', which the list prices ${row.price}`;
  return null;
}

/** The jobs of each local service that quotes a price (data/city-services.ts), by slug. */
const SERVICE_JOBS = new Map(cityServices.flatMap((s) => ('jobs' in s.price ? [[s.slug, s.price.jobs] as const] : [])));

/** The specialist products /pricing's cards quote, by the service page they link to. */
const PRODUCTS = new Map<string, { prices: Record<string, string>; items: Record<string, string> }>([
  [specialistCards.safes.path, { prices: safePrices, items: specialistCards.safes.items }],
  [specialistCards.grilles.path, { prices: grillePrices, items: specialistCards.grilles.items }],
  [specialistCards.smartLocks.path, { prices: smartLockPrices, items: specialistCards.smartLocks.items }],
  [
    specialistCards.plans.path,
    {
      prices: Object.fromEntries(Object.entries(maintenancePlans).map(([key, plan]) => [key, plan.price])),
      items: specialistCards.plans.items,
    },
  ],
]);

/** The amount and the named job of a price element's HTML: '<p class="card-price">From £75 <span class="price-job">Yale lock</span>'. */
function priceOfElement(html: string): { amount: number; named: string | null } {
  const named = /<span class="price-job">([\s\S]*?)<\/span>/.exec(html)?.[1];
  return { amount: firstAmount(textOf(html)), named: named === undefined ? null : textOf(named) };
}

/**
 * 'From' labels that are not the lowest price of the list they are about, or name no job, or name
 * a job the list prices otherwise: a local service card (the list of the place it links to), a
 * local service page's heading claim and its price box (the page's place), and /pricing's
 * specialist cards (the product's prices on the page the card links to). An amount on no list is
 * caught the same way: no row names it.
 */
export function fromLabelsOffTheirList(path: string, html: string): string[] {
  const found: string[] = [];
  const main = /<main\b[\s\S]*<\/main>/.exec(html.replace(REVIEW_CARD, ' '))?.[0] ?? '';
  for (const card of main.matchAll(/<li class="card[^"]*">([\s\S]*?)<\/li>/g)) {
    const href = /<a\b[^>]*href="(\/[^"]*)"/.exec(card[1]!)?.[1];
    const priceHtml = /<p class="(?:card-price|priced-amount)">([\s\S]*?)<\/p>/.exec(card[1]!)?.[1];
    if (!href || !priceHtml?.includes('£')) continue;
    const { amount, named } = priceOfElement(priceHtml);
    const [, placeSlug, slug] = href.split('/');
    const jobs = SERVICE_JOBS.get(slug as never);
    const product = PRODUCTS.get(href);
    let problem: string | null = null;
    if (jobs && placeSlug) problem = fromLabelProblem(`card for ${href}`, amount, named, rowsFor(listPlaceOf(href), jobs));
    else if (product) {
      const rows = Object.entries(product.items).map(([key, name]) => ({ service: name, price: product.prices[key]! }));
      problem = fromLabelProblem(`card for ${href}`, amount, named, rows);
    }
    if (problem) found.push(problem);
  }
  // A local service page: /{place}/{slug}, its price box and the heading claim '{Service}: … £N'.
  const [, placeSlug, slug, extra] = path.split('/');
  const jobs = SERVICE_JOBS.get(slug as never);
  if (placeSlug && jobs && extra === undefined) {
    const rows = rowsFor(listPlaceOf(path), jobs);
    const box = /<p class="fact-price">([\s\S]*?)<\/p>/.exec(main)?.[1];
    if (box) {
      const { amount, named } = priceOfElement(box);
      const problem = fromLabelProblem('price box', amount, named, rows);
      if (problem) found.push(problem);
    }
    const title = cityServices.find((s) => s.slug === slug)!.title;
    for (const item of main.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)) {
      const text = textOf(item[1]!);
      if (!text.startsWith(`${title}:`) || !text.includes('£')) continue;
      // The claim names the job before its price ('Lock Replacement: Yale lock from £75'), or the
      // service's own name before the colon is the job ('Emergency Lockout: from £75').
      const claim = text.slice(title.length + 1).trim();
      const named =
        rows.find((row) => claim.startsWith(`${row.service} `))?.service ??
        (/^from /i.test(claim) ? (rows.find((row) => row.service.toLowerCase() === title.toLowerCase())?.service ?? null) : null);
      const problem = fromLabelProblem(`heading claim '${text}'`, firstAmount(claim), named, rows);
      if (problem) found.push(problem);
    }
  }
  return found;
}
