/**
 * A place's price list (docs/decisions/027): its own where data/prices.ts has one, else the national
 * list. The only reader of data/prices.ts's lists.
 */
import { cityServices } from '../../data/city-services.ts';
import { type Job, type JobPrice, nationalPrices, placePrices } from '../../data/prices.ts';

export interface PriceList {
  /**
   * Its own list, as its pages' price tables show it; null where it takes the national list. A
   * local service none of whose jobs the own list prices quotes the national row, and that row is
   * shown on the list too, so no page quotes a price its own table lacks.
   */
  own: readonly JobPrice[] | null;
  /** The one price its pages quote for a job: its own list's where that prices the job, else the national list's. */
  of: (job: Job) => JobPrice;
  /**
   * The row a 'from' label for several jobs quotes (a service card, a service page's heading): the
   * cheapest of those jobs on the place's own list where that list prices any of them, else on the
   * national list. Never a mix of the two, so the label agrees with the table beside it.
   */
  cheapest: (jobs: readonly Job[]) => JobPrice;
}

/** The price list of a place, by slug; null for a page about no place (the national list). */
export function priceList(citySlug: string | null): PriceList {
  const listed = (citySlug ? placePrices[citySlug] : undefined) ?? null;
  const own = listed ? [...listed, ...quotedFromNational(listed)] : null;
  return {
    own,
    of: (job) => {
      const price = own?.find((row) => row.job === job) ?? nationalPrices.find((row) => row.job === job);
      if (!price) throw new Error(`the business file's nationalPrices has no '${job}' row`);
      return price;
    },
    cheapest: (jobs) => {
      const ownRows = own?.filter((row) => jobs.includes(row.job)) ?? [];
      const rows = ownRows.length ? ownRows : nationalPrices.filter((row) => jobs.includes(row.job));
      const row = cheapestRow(rows);
      if (!row) throw new Error(`the business file's nationalPrices has none of '${jobs.join("', '")}'`);
      return row;
    },
  };
}

/**
 * The national rows a place's own list takes on: for each local service with jobs
 * (data/city-services.ts) of which the own list prices none, the national row its pages quote.
 */
function quotedFromNational(listed: readonly JobPrice[]): JobPrice[] {
  const added: JobPrice[] = [];
  for (const service of cityServices) {
    if ('text' in service.price) continue;
    const { jobs } = service.price;
    if (listed.some((row) => jobs.includes(row.job)) || added.some((row) => jobs.includes(row.job))) continue;
    const row = cheapestRow(nationalPrices.filter((r) => jobs.includes(r.job)));
    if (row) added.push(row);
  }
  return added;
}

/**
 * The cheapest row by its first amount ('£35-£45 plus labour' counts £35). A fixed price is
 * preferred to a 'plus labour' one, whose figure is only the parts: quoting it as the starting
 * price would hide the labour. On a tie the earlier row wins.
 */
function cheapestRow(rows: readonly JobPrice[]): JobPrice | undefined {
  const fixed = rows.filter((row) => !isPlusLabour(row.price));
  const candidates = fixed.length ? fixed : rows;
  return candidates.reduce<JobPrice | undefined>((low, row) => (!low || firstAmount(row.price) < firstAmount(low.price) ? row : low), undefined);
}

/** A price charged as parts plus labour at the hourly rates, not as a fixed job price. */
function isPlusLabour(price: string): boolean {
  return /\bplus labour\b/i.test(price);
}

/** The first amount of a price text in pounds: 'From £75' gives 75, '£100-£150' gives 100. */
function firstAmount(price: string): number {
  const match = /£(\d[\d,]*(?:\.\d+)?)/.exec(price);
  if (!match) throw new Error(`data/prices.ts: no amount in price '${price}'`);
  return Number(match[1]!.replace(/,/g, ''));
}

/**
 * The one price a place's pages quote for a job (priceList(citySlug).of(job)), for pages and
 * checks that have no resolved place. Pass null for a page about no place.
 */
export function priceOf(citySlug: string | null, job: Job): JobPrice {
  return priceList(citySlug).of(job);
}

/**
 * The national list's row for a job, or undefined when the business does not price it: lists of
 * jobs (the /services teaser, /pricing) show only the jobs the business prices. Only the jobs the
 * business file's check requires (the lockout, the smart lock installation, one of each local
 * service's jobs) may be quoted without asking.
 */
export function nationalPriceOf(job: Job): JobPrice | undefined {
  return nationalPrices.find((row) => row.job === job);
}

/** The places with a price list of their own, by slug, in the order data/prices.ts gives them. */
export function placesWithOwnPrices(): string[] {
  return Object.keys(placePrices);
}
