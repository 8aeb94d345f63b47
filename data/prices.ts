import type { PriceRow } from '../shared/types.ts';
import { businessFacts } from '../server/business/file.ts';
import type { Job } from '../server/business/schema.ts';

export type { Job };

/**
 * Every published price, once (docs/product.md §9, docs/decisions/027). GBP, 'from' unless stated;
 * these are fixed prices for a job, labour included, except where a row says 'plus labour'. The
 * hourly labour rates at the end are a different measure, and /pricing says so.
 *
 * One truth per place: a place with its own list shows that list's figure for a job on every one
 * of its pages: the city page, its areas and suburbs, its service pages /{city}/{service}. A job
 * its list does not price, and every page of every other place, takes the national figure. So a
 * visitor never sees two prices for one job on a page, or on two pages about one place. Location
 * pages read a place's figures through server/views/price-list.ts (priceOf, priceList), never
 * these lists directly.
 *
 * The prices themselves are written in the business file (data/business.yaml, or BUSINESS_FILE)
 * and checked when it is read (server/business/file.ts); this module hands them to the pages,
 * with the presentation choices that are the site's rather than the business's (which jobs
 * /pricing and the /services teaser list).
 */
const facts = businessFacts();

/** A price row tied to the job it prices, so pages can look a job up in a place's list. */
export interface JobPrice extends PriceRow {
  job: Job;
}

/** The national list: every page not about a place with its own list. /pricing shows the rows `pricingPageJobs` names. */
export const nationalPrices: readonly JobPrice[] = facts.nationalPrices;

/**
 * The places with their own list, by place slug. The suburb pages (Edgbaston, Didsbury, Headingley,
 * Manor Park…) are pages of their city and show their city's list.
 */
export const placePrices: Readonly<Record<string, readonly JobPrice[]>> = facts.placePrices;

/** The national list's price text for a job; the product prices below that are a job on it read it from here. */
function national(job: Job): string {
  const row = nationalPrices.find((r) => r.job === job);
  if (!row) throw new Error(`the business file's nationalPrices has no '${job}' row, which the service pages quote`);
  return row.price;
}

/** A call-out fee: its amount ('£25') and when it applies, as words that follow 'added' ('on evenings and weekends'). */
export type CallOutFee = false | { readonly amount: string; readonly when: string };

/**
 * How we charge, as facts the claims checks read (test/helpers/price-claims.ts, docs/decisions/063,
 * 074). `callOutFee: false`: no visit is charged on its own; a job's fixed price, or the hourly
 * work, includes it. A fee with its amount and when it applies is stated on /pricing, in the
 * /contact FAQ, the terms and every sentence about call-outs (server/views/fact-slots.ts).
 */
export const chargingModel: { readonly callOutFee: CallOutFee } = facts.chargingModel;

/**
 * How we charge, in the words the terms, the contact page, /pricing and the service pages all use
 * (docs/decisions/046, 063): whether a visit is charged on its own, what a fixed job price includes,
 * and how hourly work is charged.
 */
export const chargingSummary: { readonly callOut: string; readonly fixed: string; readonly hourly: string } = facts.chargingSummary;

export const pricingNote: string = facts.pricingNote;

// ---- Service pages, /services and /pricing (docs/product.md §9) ----

/** Residential locksmith page: starting prices. */
export const residentialPrices = {
  ...facts.residentialPrices,
  /** The national list's smart lock installation: one price for the job on every page. */
  smartLock: national('smart-lock'),
} as const;

/** Safe installation page: the five types of safe. */
export const safePrices = facts.safePrices;

/**
 * Safe installation page: a key safe, the small wall box that holds a house key. Fitted by the same
 * team but not a safe for valuables, so no 'safes from' label quotes it (docs/decisions/063).
 */
export const keySafePrice: string = facts.keySafePrice;

/** Security grille installation page, per window. */
export const grillePrices = facts.grillePrices;

/** Lock maintenance plans, per year. */
export const maintenancePlans = facts.maintenancePlans;

/** Smart lock installation page: systems, installed. */
export const smartLockPrices = {
  /** The cheapest system, so the national list's smart lock installation. */
  codeAccess: national('smart-lock'),
  ...facts.smartLockPrices,
} as const;

/** The three-column teaser on /services: national prices, by job. */
export const servicesTeaser: readonly { title: string; jobs: readonly Job[] }[] = [
  { title: 'Residential', jobs: ['lockout', 'lock-change', 'lock-repair', 'key-cutting'] },
  { title: 'Commercial', jobs: ['business-lockout', 'commercial-locks', 'access-control', 'master-key'] },
  { title: 'Automotive', jobs: ['car-lockout', 'car-key', 'transponder-key', 'ignition-repair'] },
];

/**
 * The /pricing page's list of common jobs: fixed prices from the national list. It holds every
 * job a local service card on a national page can quote (data/city-services.ts), so a card's
 * 'from' price is always a row a visitor can find on /pricing (docs/decisions/063).
 */
export const pricingPageJobs: readonly Job[] = [
  'lockout',
  'lock-change',
  'yale-lock',
  'upvc-lock',
  'anti-snap',
  'key-extraction',
  'mortice-lock',
  'garage-lock',
  'patio-lock',
  'whole-home',
  'upvc-mechanism',
  'key-cutting',
];

/**
 * Labour rates per hour, VAT included; billed in 15-minute increments after the first hour. These
 * are what an hour of a locksmith's time costs, not what a job costs: a job's fixed price above
 * already includes its labour.
 */
export const labourRates: readonly { period: string; hours: string; rate: string }[] = facts.labourRates;

export const labourRatesNote: string = facts.labourRatesNote;
