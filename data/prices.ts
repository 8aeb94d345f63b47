import type { PriceRow } from '../shared/types.ts';

/**
 * Every published price, exactly as spec section 9 lists it (GBP, 'from' unless stated).
 * Pages read prices from here only; test/location-data.test.ts checks them against the specification.
 */

/** Sub-area pages' service list. */
export const subAreaServicePrices = [
  { service: 'Emergency Locksmith', price: 'From £75', slug: 'emergency-lockout' },
  { service: 'Lock Replacement', price: 'From £85', slug: 'lock-replacement' },
  { service: 'UPVC Specialist', price: 'From £95', slug: 'upvc-specialists' },
  { service: 'Key Cutting', price: 'From £45', slug: 'key-cutting' },
] as const;

/** The shared table of the Liverpool, Manchester, Leeds and Birmingham pages (in the spec's order). */
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
