import type { PriceRow } from '../shared/types.ts';

/**
 * Every published price, exactly as docs/product.md §9 lists it (GBP, 'from' unless stated).
 * Pages read prices from here only; test/location-data.test.ts checks them against the product requirements.
 */

/** Sub-area pages' service list. */
export const subAreaServicePrices = [
  { service: 'Emergency Locksmith', price: 'From £75', slug: 'emergency-lockout' },
  { service: 'Lock Replacement', price: 'From £85', slug: 'lock-replacement' },
  { service: 'UPVC Specialist', price: 'From £95', slug: 'upvc-specialists' },
  { service: 'Key Cutting', price: 'From £45', slug: 'key-cutting' },
] as const;

/** The shared table of the Liverpool, Manchester, Leeds and Birmingham pages (in the product requirements' order). */
export const majorCityPrices: readonly PriceRow[] = [
  { service: 'Emergency lockout', price: 'From £75' },
  { service: 'uPVC door lock replacement', price: 'From £85' },
  { service: 'Anti-snap euro cylinder', price: 'From £110' },
  { service: 'Mortice lock', price: 'From £90' },
  { service: 'Yale lock', price: 'From £75' },
  { service: 'Broken key extraction', price: 'From £65' },
  { service: 'Window lock', price: 'From £60' },
  { service: 'Digital lock installation', price: 'From £120' },
];

export const bradfordPrices: readonly PriceRow[] = [
  { service: 'Emergency lockout', price: 'From £65' },
  { service: 'uPVC door lock replacement', price: 'From £80' },
  { service: 'Anti-snap euro cylinder', price: 'From £99' },
  { service: 'Mortice lock', price: 'From £85' },
  { service: 'Yale lock', price: 'From £70' },
  { service: 'Broken key extraction', price: 'From £60' },
  { service: 'Window lock', price: 'From £55' },
  { service: 'Digital lock installation', price: 'From £110' },
];

export const sheffieldPrices: readonly PriceRow[] = [
  { service: 'Emergency lockout', price: 'From £79' },
  { service: 'Standard lock change', price: 'From £85' },
  { service: 'Lock repair', price: 'From £65' },
  { service: 'uPVC mechanism repair', price: 'From £90' },
  { service: 'Key cutting (per key)', price: 'From £10' },
  { service: 'Smart lock installation', price: 'From £120' },
  { service: 'Window lock', price: 'From £45' },
  { service: 'Safe opening', price: 'From £95' },
];

/** Suburb pages and Manor Park. */
export const suburbPrices: readonly PriceRow[] = [
  { service: 'Lockout (gaining entry)', price: 'From £79' },
  { service: 'uPVC door mechanism repair', price: 'From £90' },
  { service: 'Anti-snap cylinder upgrade', price: 'From £95' },
  { service: 'Lock change (standard)', price: 'From £85' },
  { service: 'Lock repair', price: 'From £65' },
  { service: 'Window lock replacement', price: 'From £45' },
];

export const suburbPricingNote =
  'Transparent pricing with no hidden fees. The final price varies with the complexity of the job, and we give a free quote by phone before we set off.';

export const camdenPrices: readonly PriceRow[] = [
  { service: 'uPVC lock replacement', price: '£35-£45 plus labour' },
  { service: 'Euro cylinder replacement', price: '£100-£150' },
  { service: 'Anti-snap cylinder', price: '£125-£170' },
  { service: 'Mortice lock replacement', price: 'From £45 plus labour' },
  { service: 'Change all locks', price: 'From £350' },
  { service: 'Broken key extraction', price: '£80-£100' },
  { service: 'Opening mortice and rim locks', price: '£90-£130' },
  { service: 'Emergency boarding-up', price: '£100-£200' },
];

/** Which table a dedicated city page shows. */
export const cityPriceTables: Record<string, readonly PriceRow[]> = {
  liverpool: majorCityPrices,
  manchester: majorCityPrices,
  leeds: majorCityPrices,
  birmingham: majorCityPrices,
  bradford: bradfordPrices,
  sheffield: sheffieldPrices,
  camden: camdenPrices,
};

// ---- Service pages, /services and /pricing (docs/product.md §9) ----

/** Residential locksmith page: starting prices. */
export const residentialPrices = {
  deadbolt: 'From £85',
  knobLock: 'From £65',
  smartLock: 'From £150',
} as const;

/** Safe installation page: the six safe types. */
export const safePrices = {
  biometric: 'From £250',
  digital: 'From £200',
  fireResistant: 'From £300',
  cash: 'From £350',
  key: 'From £80',
  floor: 'From £450',
} as const;

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
  codeAccess: 'From £220',
  smartphone: 'From £280',
  biometric: 'From £350',
} as const;

/** The three-column teaser on /services. */
export const servicesTeaser: readonly { title: string; rows: PriceRow[] }[] = [
  {
    title: 'Residential',
    rows: [
      { service: 'Emergency lockout', price: 'From £65' },
      { service: 'Lock change', price: 'From £85' },
      { service: 'Lock repair', price: 'From £55' },
      { service: 'Key cutting', price: 'From £15' },
    ],
  },
  {
    title: 'Commercial',
    rows: [
      { service: 'Business lockout', price: 'From £75' },
      { service: 'Commercial locks', price: 'From £95' },
      { service: 'Access control', price: 'From £250' },
      { service: 'Master key system', price: 'From £175' },
    ],
  },
  {
    title: 'Automotive',
    rows: [
      { service: 'Car lockout', price: 'From £75' },
      { service: 'Car key replacement', price: 'From £120' },
      { service: 'Transponder key programming', price: 'From £65' },
      { service: 'Ignition repair', price: 'From £95' },
    ],
  },
];

/** The /pricing page price list. */
export const pricingPageRows: readonly PriceRow[] = [
  { service: 'Emergency lockout', price: 'From £39 plus parts' },
  { service: 'Yale lock replacement', price: 'From £100' },
  { service: 'uPVC lock replacement', price: 'From £125' },
  { service: 'Anti-snap cylinder', price: 'From £150' },
  { service: 'Broken key extraction', price: 'From £80' },
  { service: 'Mortice lock replacement', price: 'From £120' },
  { service: 'Garage door lock', price: 'From £85' },
  { service: 'Patio door lock', price: 'From £95' },
  { service: 'Full home lock change', price: '£400-£600' },
];

/** Labour rates, VAT included; billed in 15-minute increments after the first hour. */
export const labourRates: readonly { period: string; hours: string; rate: string }[] = [
  { period: 'Weekdays', hours: '7am to 6pm', rate: 'From £39 per hour' },
  { period: 'Weekday evenings and weekends', hours: 'Weekdays 6pm to midnight; Saturday and Sunday 7am to midnight', rate: 'From £59 per hour' },
  { period: 'Night', hours: 'Midnight to 7am, every day', rate: 'From £75 per hour' },
];

export const labourRatesNote = 'All rates include VAT. After the first hour, time is billed in 15-minute increments.';
