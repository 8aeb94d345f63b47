import { pricingFaqs, pricingPageCopy, pricingPromises } from '../../data/pricing-page.ts';
import {
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
import { priceOf } from '../../server/views/price-list.ts';
import { lowestPrice } from '../../shared/prices.ts';

export function loader() {
  const specialist = [
    { title: 'Safe installation', path: '/services/safe-installation', price: lowestPrice(Object.values(safePrices)), detail: 'six types of safe' },
    {
      title: 'Security grilles',
      path: '/services/security-grille-installation',
      price: lowestPrice(Object.values(grillePrices)),
      detail: 'per window',
    },
    { title: 'Smart locks', path: '/services/smart-lock-installation', price: lowestPrice(Object.values(smartLockPrices)), detail: 'installed' },
    {
      title: 'Lock maintenance plans',
      path: '/services/lock-maintenance',
      price: `From ${lowestPrice(Object.values(maintenancePlans).map((plan) => plan.price))}`,
      detail: 'per year',
    },
  ];
  // /pricing is about no place: the national list's fixed prices (docs/decisions/027).
  const pricingPageRows = pricingPageJobs.map((job) => {
    const { service, price } = priceOf(null, job);
    return { service, price };
  });
  // The places whose pages quote their own list instead (docs/decisions/046), linked from the national list.
  const localLists = placesWithOwnPrices().map((slug) => ({ name: placeName(findCity(slug)!), path: `/${slug}` }));
  return {
    copy: pricingPageCopy,
    charging: chargingSummary,
    labourRates,
    labourRatesNote,
    pricingPageRows,
    localLists,
    specialist,
    promises: pricingPromises,
    faqs: pricingFaqs,
  };
}
