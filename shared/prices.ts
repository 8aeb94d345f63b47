/**
 * A price as the data writes it (data/prices.ts), read into amounts. One grammar for the whole
 * site: 'From £75' (a minimum), '£60-£90' (a range), '£99' (a price), each optionally followed by
 * ' each', ' per hour' or ' plus labour'; pence as '£7.50'. The start-up checks refuse any other text
 * (server/business/business-facts.ts), so a typo such as '£6O' never reaches a page.
 */
export interface PriceAmounts {
  /** 'From £75': the amount is a minimum. */
  from: boolean;
  /** The amount, or the low end of a range, in pounds. */
  low: number;
  /** The high end of a range, in pounds. */
  high?: number;
  /** What the amount is for, when not the whole job. */
  per?: 'each' | 'per hour' | 'plus labour';
}

const POUNDS = String.raw`£(\d{1,5}(?:\.\d\d)?)`;
const PRICE = new RegExp(String.raw`^(From )?${POUNDS}(?:-${POUNDS})?(?: (each|per hour|plus labour))?$`);

/** The amounts of a price text, or null when the text is not in the site's price grammar. */
export function parsePrice(text: string): PriceAmounts | null {
  const match = PRICE.exec(text);
  if (!match) return null;
  const [, from, low, high, per] = match;
  if (from && high) return null;
  if (high && Number(high) <= Number(low)) return null;
  return {
    from: Boolean(from),
    low: Number(low),
    ...(high ? { high: Number(high) } : {}),
    ...(per ? { per: per as PriceAmounts['per'] } : {}),
  };
}

/** The amount of a price text in pounds: 'From £250' gives 250, '£400-£600' gives 400. */
function amountOf(price: string): number {
  const amounts = parsePrice(price);
  if (!amounts) throw new Error(`No amount in price text '${price}'`);
  return amounts.low;
}

/** The cheapest of several price texts, as written. */
export function lowestPrice(prices: readonly string[]): string {
  return prices.reduce((low, price) => (amountOf(price) < amountOf(low) ? price : low));
}
