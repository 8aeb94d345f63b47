/**
 * A place's price list (docs/decisions/027): its own where data/prices.ts has one, else the national
 * list. The only reader of data/prices.ts's lists.
 */
import { type Job, type JobPrice, nationalPrices, placePrices } from '../../data/prices.ts';

export interface PriceList {
  /** Its own list, as its pages' price tables show it; null where it takes the national list. */
  own: readonly JobPrice[] | null;
  /** The one price its pages quote for a job: its own list's where that prices the job, else the national list's. */
  of: (job: Job) => JobPrice;
}

/** The price list of a place, by slug; null for a page about no place (the national list). */
export function priceList(citySlug: string | null): PriceList {
  const own = (citySlug ? placePrices[citySlug] : undefined) ?? null;
  return {
    own,
    of: (job) => {
      const price = own?.find((row) => row.job === job) ?? nationalPrices.find((row) => row.job === job);
      if (!price) throw new Error(`data/prices.ts has no national price for '${job}'`);
      return price;
    },
  };
}

/**
 * The one price a place's pages quote for a job (priceList(citySlug).of(job)), for pages and
 * checks that have no resolved place. Pass null for a page about no place.
 */
export function priceOf(citySlug: string | null, job: Job): JobPrice {
  return priceList(citySlug).of(job);
}

/** The places with a price list of their own, by slug, in the order data/prices.ts gives them. */
export function placesWithOwnPrices(): string[] {
  return Object.keys(placePrices);
}
