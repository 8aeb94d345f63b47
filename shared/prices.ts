/** The amount of a price text in pounds: 'From £250' gives 250, '£400-£600' gives 400. */
function amountOf(price: string): number {
  const match = /£(\d+(?:\.\d+)?)/.exec(price);
  if (!match) throw new Error(`No amount in price text '${price}'`);
  return Number(match[1]);
}

/** The cheapest of several price texts, as written. */
export function lowestPrice(prices: readonly string[]): string {
  return prices.reduce((low, price) => (amountOf(price) < amountOf(low) ? price : low));
}
