import type { PriceRow } from '../shared/types.ts';

/**
 * Every published price, once (docs/product.md §9, docs/decisions/027). GBP, 'from' unless stated;
 * these are fixed prices for a job, labour included, except where a row says 'plus labour'. The
 * hourly labour rates at the end are a different measure, and /pricing says so.
 *
 * One truth per place: a place with its own list (below) shows that list's figure for a job on
 * every one of its pages: the city page, its areas and suburbs, its service pages /{city}/{service}.
 * A job its list does not price, and every page of every other place, takes the national figure.
 * So a visitor never sees two prices for one job on a page, or on two pages about one place.
 * Location pages read a place's figures through server/views/price-list.ts (priceOf, priceList),
 * never these lists directly; server/business-facts.ts checks the lists at start-up.
 */

/** A price row tied to the job it prices, so pages can look a job up in a place's list. */
export interface JobPrice extends PriceRow {
  job: Job;
}

export type Job =
  | 'lockout'
  | 'lock-change'
  | 'lock-repair'
  | 'key-cutting'
  | 'spare-key'
  | 'upvc-mechanism'
  | 'upvc-lock'
  | 'anti-snap'
  | 'euro-cylinder'
  | 'mortice-lock'
  | 'yale-lock'
  | 'window-lock'
  | 'key-extraction'
  | 'smart-lock'
  | 'safe-opening'
  | 'garage-lock'
  | 'patio-lock'
  | 'whole-home'
  | 'mortice-rim-opening'
  | 'boarding-up'
  | 'business-lockout'
  | 'commercial-locks'
  | 'access-control'
  | 'master-key'
  | 'car-lockout'
  | 'car-key'
  | 'transponder-key'
  | 'ignition-repair';

/** The national list: every page not about a place with its own list. /pricing shows the rows `pricingPageJobs` names. */
export const nationalPrices: readonly JobPrice[] = [
  { job: 'lockout', service: 'Emergency lockout', price: 'From £75' },
  { job: 'yale-lock', service: 'Yale lock replacement', price: 'From £100' },
  { job: 'upvc-lock', service: 'uPVC lock replacement', price: 'From £125' },
  { job: 'anti-snap', service: 'Anti-snap cylinder', price: 'From £95' },
  { job: 'key-extraction', service: 'Broken key extraction', price: 'From £80' },
  { job: 'mortice-lock', service: 'Mortice lock replacement', price: 'From £120' },
  { job: 'garage-lock', service: 'Garage door lock', price: 'From £85' },
  { job: 'patio-lock', service: 'Patio door lock', price: 'From £95' },
  { job: 'whole-home', service: 'Full home lock change', price: '£400-£600' },
  { job: 'smart-lock', service: 'Smart lock installation', price: 'From £220' },
  { job: 'lock-change', service: 'Lock change', price: 'From £85' },
  { job: 'lock-repair', service: 'Lock repair', price: 'From £55' },
  { job: 'key-cutting', service: 'Key cutting', price: 'From £45' },
  { job: 'upvc-mechanism', service: 'uPVC door mechanism repair', price: 'From £95' },
  { job: 'business-lockout', service: 'Business lockout', price: 'From £75' },
  { job: 'commercial-locks', service: 'Commercial locks', price: 'From £95' },
  { job: 'access-control', service: 'Access control', price: 'From £250' },
  { job: 'master-key', service: 'Master key system', price: 'From £175' },
  { job: 'car-lockout', service: 'Car lockout', price: 'From £75' },
  { job: 'car-key', service: 'Car key replacement', price: 'From £120' },
  { job: 'transponder-key', service: 'Transponder key programming', price: 'From £65' },
  { job: 'ignition-repair', service: 'Ignition repair', price: 'From £95' },
];

/** The shared table of the Liverpool, Manchester, Leeds and Birmingham pages, rows in the order the pages show them. */
const majorCityPrices: readonly JobPrice[] = [
  { job: 'lockout', service: 'Emergency lockout', price: 'From £75' },
  { job: 'upvc-lock', service: 'uPVC door lock replacement', price: 'From £85' },
  { job: 'anti-snap', service: 'Anti-snap euro cylinder', price: 'From £110' },
  { job: 'mortice-lock', service: 'Mortice lock', price: 'From £90' },
  { job: 'yale-lock', service: 'Yale lock', price: 'From £75' },
  { job: 'key-extraction', service: 'Broken key extraction', price: 'From £65' },
  { job: 'window-lock', service: 'Window lock', price: 'From £60' },
  { job: 'smart-lock', service: 'Digital lock installation', price: 'From £120' },
];

const bradfordPrices: readonly JobPrice[] = [
  { job: 'lockout', service: 'Emergency lockout', price: 'From £65' },
  { job: 'upvc-lock', service: 'uPVC door lock replacement', price: 'From £80' },
  { job: 'anti-snap', service: 'Anti-snap euro cylinder', price: 'From £99' },
  { job: 'mortice-lock', service: 'Mortice lock', price: 'From £85' },
  { job: 'yale-lock', service: 'Yale lock', price: 'From £70' },
  { job: 'key-extraction', service: 'Broken key extraction', price: 'From £60' },
  { job: 'window-lock', service: 'Window lock', price: 'From £55' },
  { job: 'smart-lock', service: 'Digital lock installation', price: 'From £110' },
];

/** Sheffield's key cutting is a visit that includes the first key; spare keys cut on the same visit are priced each. */
const sheffieldPrices: readonly JobPrice[] = [
  { job: 'lockout', service: 'Emergency lockout', price: 'From £79' },
  { job: 'lock-change', service: 'Standard lock change', price: 'From £85' },
  { job: 'lock-repair', service: 'Lock repair', price: 'From £65' },
  { job: 'upvc-mechanism', service: 'uPVC mechanism repair', price: 'From £90' },
  { job: 'key-cutting', service: 'Key cutting (visit, first key included)', price: 'From £45' },
  { job: 'spare-key', service: 'Spare keys cut on the same visit', price: '£10 each' },
  { job: 'smart-lock', service: 'Smart lock installation', price: 'From £120' },
  { job: 'window-lock', service: 'Window lock', price: 'From £45' },
  { job: 'safe-opening', service: 'Safe opening', price: 'From £95' },
];

/** Camden quotes some jobs as the parts' price, with labour charged at the hourly rates on /pricing. */
const camdenPrices: readonly JobPrice[] = [
  { job: 'upvc-lock', service: 'uPVC lock replacement', price: '£35-£45 plus labour' },
  { job: 'euro-cylinder', service: 'Euro cylinder replacement', price: '£100-£150' },
  { job: 'anti-snap', service: 'Anti-snap cylinder', price: '£125-£170' },
  { job: 'mortice-lock', service: 'Mortice lock replacement', price: 'From £45 plus labour' },
  { job: 'whole-home', service: 'Change all locks', price: 'From £350' },
  { job: 'key-extraction', service: 'Broken key extraction', price: '£80-£100' },
  { job: 'mortice-rim-opening', service: 'Opening mortice and rim locks', price: '£90-£130' },
  { job: 'boarding-up', service: 'Emergency boarding-up', price: '£100-£200' },
];

/**
 * The places with their own list, by place slug. The suburb pages (Edgbaston, Didsbury, Headingley,
 * Manor Park…) are pages of their city and show their city's list.
 */
export const placePrices: Readonly<Record<string, readonly JobPrice[]>> = {
  liverpool: majorCityPrices,
  manchester: majorCityPrices,
  leeds: majorCityPrices,
  birmingham: majorCityPrices,
  bradford: bradfordPrices,
  sheffield: sheffieldPrices,
  camden: camdenPrices,
};

/** The national list's price text for a job; the product prices below that are a job on it read it from here. */
function national(job: Job): string {
  const row = nationalPrices.find((r) => r.job === job);
  if (!row) throw new Error(`data/prices.ts: no national price for '${job}'`);
  return row.price;
}

/**
 * How we charge, as facts the claims checks read (test/helpers/price-claims.ts, docs/decisions/063).
 * `callOutFee: false`: no visit is charged on its own; a job's fixed price, or the hourly work,
 * includes it. Change it together with `chargingSummary.callOut`, and every page that says
 * otherwise fails `npm test`.
 */
export const chargingModel = {
  callOutFee: false,
} as const;

/**
 * How we charge, in the words the terms, the contact page, /pricing and the service pages all use
 * (docs/decisions/046, 063): no separate call-out fee, fixed job prices (labour and standard parts
 * included, the same at any hour) and hourly rates (for work on no list and for prices marked
 * 'plus labour', by time of day).
 */
export const chargingSummary = {
  callOut: 'There is no separate call-out fee: the visit is part of the price of the work.',
  fixed:
    "A job on our price lists has a fixed price that includes the labour and the standard parts, and it is the same at any hour of the day or night. 'From' is where the price starts; we confirm the exact price by phone before anyone sets off.",
  hourly:
    "Work that is on no price list, and the labour on prices marked 'plus labour', is charged by the hour at the published rate for the time of day, plus any parts you agree to before we fit them.",
};

export const pricingNote =
  'Transparent pricing with no hidden fees. The final price varies with the complexity of the job, and we give a free quote by phone before we set off.';

// ---- Service pages, /services and /pricing (docs/product.md §9) ----

/** Residential locksmith page: starting prices. */
export const residentialPrices = {
  deadbolt: 'From £85',
  knobLock: 'From £65',
  /** The national list's smart lock installation: one price for the job on every page. */
  smartLock: national('smart-lock'),
} as const;

/** Safe installation page: the five types of safe. */
export const safePrices = {
  biometric: 'From £250',
  digital: 'From £200',
  fireResistant: 'From £300',
  cash: 'From £350',
  floor: 'From £450',
} as const;

/**
 * Safe installation page: a key safe, the small wall box that holds a house key. Fitted by the same
 * team but not a safe for valuables, so no 'safes from' label quotes it (docs/decisions/063).
 */
export const keySafePrice = 'From £80';

/** Security grille installation page, per window. */
export const grillePrices = {
  fixed: 'From £195',
  retractable: 'From £250',
  removable: 'From £175',
} as const;

/** Lock maintenance plans, per year. */
export const maintenancePlans = {
  basic: { name: 'Basic', price: '£99', points: ['Annual inspection of up to 5 locks', '10% off repairs', 'Phone support in business hours'] },
  standard: {
    name: 'Standard',
    price: '£179',
    popular: true,
    points: ['Bi-annual inspection of up to 8 locks', '20% off repairs and parts', 'Priority callout'],
  },
  premium: {
    name: 'Premium',
    price: '£299',
    points: ['Quarterly inspection of up to 12 locks', '30% off repairs and parts', '24/7 emergency support', 'Annual security assessment'],
  },
} as const;

/** Smart lock installation page: systems, installed. */
export const smartLockPrices = {
  /** The cheapest system, so the national list's smart lock installation. */
  codeAccess: national('smart-lock'),
  smartphone: 'From £280',
  biometric: 'From £350',
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
export const labourRates: readonly { period: string; hours: string; rate: string }[] = [
  { period: 'Weekdays', hours: '7am to 6pm', rate: 'From £39 per hour' },
  { period: 'Weekday evenings and weekends', hours: 'Weekdays 6pm to midnight; Saturday and Sunday 7am to midnight', rate: 'From £59 per hour' },
  { period: 'Night', hours: 'Midnight to 7am, every day', rate: 'From £75 per hour' },
];

export const labourRatesNote =
  "Hourly rates for a locksmith's time, for work on no price list and for prices marked 'plus labour'. They are never added to a fixed job price. All rates include VAT; after the first hour, time is billed in 15-minute increments.";
