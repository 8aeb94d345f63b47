import { factSlots } from '../../server/views/fact-slots.ts';
import { fillCopy } from '../../shared/text.ts';
import { pricingFaqs, pricingPageCopy, pricingPromises, specialistCards } from '../../data/pricing-page.ts';
import {
  chargingModel,
  chargingSummary,
  grillePrices,
  labourRates,
  labourRatesNote,
  maintenancePlans,
  pricingPageJobs,
  safePrices,
  smartLockPrices,
} from '../../data/prices.ts';
import { findCity } from '../../server/views/place-lookup.ts';
import { placesWithOwnPrices } from '../../server/views/price-list.ts';
import { placeName } from '../../server/views/place-name.ts';
import { nationalPriceOf } from '../../server/views/price-list.ts';
import { lowestPrice } from '../../shared/prices.ts';

/**
 * A specialist card: its product's cheapest price, with the name of the item it is for. `prices`
 * and `items` are keyed alike (data/prices.ts, data/pricing-page.ts `specialistCards`).
 */
function specialistCard<K extends string>(
  card: { title: string; path: string; detail: string; items: Record<K, string> },
  prices: Record<K, string>,
) {
  const keys = Object.keys(card.items) as K[];
  const price = lowestPrice(keys.map((key) => prices[key]));
  const cheapest = keys.find((key) => prices[key] === price)!;
  return { title: card.title, path: card.path, detail: card.detail, price, pricedJob: card.items[cheapest] };
}

/** A maintenance plan's yearly price as a 'from' price: '£99' gives 'From £99'. */
const planPrices = Object.fromEntries(Object.entries(maintenancePlans).map(([key, plan]) => [key, `From ${plan.price}`])) as Record<
  keyof typeof maintenancePlans,
  string
>;

export function loader() {
  const specialist = [
    specialistCard(specialistCards.safes, safePrices),
    specialistCard(specialistCards.grilles, grillePrices),
    specialistCard(specialistCards.smartLocks, smartLockPrices),
    specialistCard(specialistCards.plans, planPrices),
  ];
  // /pricing is about no place: the national list's fixed prices (docs/decisions/027), for the
  // jobs the business prices.
  const pricingPageRows = pricingPageJobs.flatMap((job) => {
    const row = nationalPriceOf(job);
    return row ? [{ service: row.service, price: row.price }] : [];
  });
  // A call-out fee is a price like any other: a row of the list, with when it applies.
  if (chargingModel.callOutFee)
    pricingPageRows.push({ service: `Call-out fee, ${chargingModel.callOutFee.when}`, price: chargingModel.callOutFee.amount });
  // The places whose pages quote their own list instead (docs/decisions/046), linked from the national list.
  const localLists = placesWithOwnPrices().map((slug) => ({ name: placeName(findCity(slug)!), path: `/${slug}` }));
  return {
    // What the page says about when we answer, from the phone line's hours.
    copy: fillCopy(pricingPageCopy, factSlots),
    // How we charge, the call-out fee stated where there is one (docs/decisions/074).
    charging: { ...chargingSummary, callOut: `${chargingSummary.callOut}${factSlots.callOutFeeSentence}` },
    labourRates,
    labourRatesNote,
    pricingPageRows,
    localLists,
    specialist,
    promises: fillCopy(pricingPromises, factSlots),
    faqs: pricingFaqs,
  };
}
