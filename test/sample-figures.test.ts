/**
 * The business's figures in data/business.ts that are still samples (years trading, customers
 * served, locksmiths) follow the rule of the sample reviews (docs/decisions/046, 049): shown only while the site
 * runs with sample facts; on a real origin the sentence or box that states one is left out, and the
 * start-up warning lists them.
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import * as business from '../data/business.ts';
import { nationalPrices, placePrices } from '../data/prices.ts';
import { suburbs } from '../data/suburbs.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/http/assets.ts';
import { checkBusinessFacts, sampleContentList, sampleContentWarning } from '../server/business/business-facts.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { loadConfig } from '../server/operations/config.ts';
import { clientDir, makeApp } from './helpers/app.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';

const REAL_ORIGIN = 'https://www.example.co.uk';
const { yearsTrading, customersServed, locksmiths } = business.reputation;
const visible = (html: string) =>
  (/<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';

/** A number of years as copy may spell it: 'eighteen' for 18 (up to twenty), else undefined. */
const WORDS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');
const inWords = (n: number) => WORDS[n - 1];

type Figure = 'yearsTrading' | 'customersServed' | 'locksmiths';

/** Every way a page states each figure: the years (in figures or words, the boxes' words, a city's own 'serving' figure), the customers, the locksmiths. */
const PATTERNS: Record<Figure, RegExp[]> = {
  yearsTrading: [
    new RegExp(`\\b${yearsTrading.value}\\+? (?:years|Years)\\b`),
    ...(inWords(yearsTrading.value) ? [new RegExp(`\\b${inWords(yearsTrading.value)} years\\b`, 'i')] : []),
    /\bYears (?:in business|serving|Experience)\b/i,
    /\bServing [A-Z][a-z]+ for \d+ years\b/,
    /\byears' experience\b/,
  ],
  customersServed: [new RegExp(`\\b${customersServed.value.replace(',', '\\,')}\\b`)],
  locksmiths: [new RegExp(`\\b${locksmiths.value}\\+? (?:of our own )?[Ll]ocksmiths\\b`)],
};
const figures = Object.keys(PATTERNS) as Figure[];
/** The figures that are still the shipped sample, and those that are the business's own. */
const sampleFigures = figures.filter((figure) => business.reputation[figure].sample);
const ownFigures = figures.filter((figure) => !business.reputation[figure].sample);

/** The patterns of these figures that a page states. */
function figuresStated(html: string, which: readonly Figure[] = figures): string[] {
  const text = `${visible(html)} ${headOf(html)}`;
  return which.flatMap((figure) => PATTERNS[figure].filter((pattern) => pattern.test(text)).map(String));
}

// One page of each template that states a figure on the sample site, chosen from the configured
// business: /about, the home team's place, a served place without a team, the first served place
// with years of its own, and the first served suburb with a page of its own (data/suburbs.ts), if any.
const withYears = servedByPopulation.find((place) => business.yearsServing[place.slug] !== undefined);
const suburb = suburbs.find((entry) => serves(entry.citySlug));
const pages = [
  ...new Set(
    [
      '/about',
      fixturePages.city,
      fixturePages.withoutTeam && `/${fixturePages.withoutTeam.slug}`,
      withYears && `/${withYears.slug}`,
      suburb && `/${suburb.citySlug}/${suburb.slug}`,
    ].filter((page): page is string => page !== undefined),
  ),
];

describe('on the sample origin', () => {
  it.each(pages)('%s states the business figures', async (page) => {
    const html = (await request(makeApp()).get(page)).text;
    expect(figuresStated(html)).not.toEqual([]);
  });
});

describe('on a real origin', () => {
  const config = loadConfig({ SITE_ORIGIN: REAL_ORIGIN });
  const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });

  it.each(pages)("%s states no sample figure, and leaves the sentence or box out; the business's own as on the sample origin", async (page) => {
    const res = await request(app).get(page);
    expect(res.status).toBe(200);
    expect(figuresStated(res.text, sampleFigures)).toEqual([]);
    // Not even in the hydration data.
    if (yearsTrading.sample) expect(res.text).not.toContain(`"yearsServing"`);
    const onSample = (await request(makeApp()).get(page)).text;
    expect(figuresStated(res.text, ownFigures)).toEqual(figuresStated(onSample, ownFigures));
  });

  it('the start-up warning lists the sample figures, and only them', () => {
    const file = businessFileLabel(loadedBusinessFile());
    const list = sampleContentList().join('; ');
    const listed: Record<Figure, string> = {
      yearsTrading: `years trading (${file} reputation.yearsTrading)`,
      customersServed: `customers served (${file} reputation.customersServed)`,
      locksmiths: `number of locksmiths (${file} reputation.locksmiths)`,
    };
    for (const figure of sampleFigures) expect(list).toContain(listed[figure]);
    for (const figure of ownFigures) expect(list).not.toContain(listed[figure]);
    const warning = sampleContentWarning(config.site) ?? '';
    const words: Record<Figure, string> = { yearsTrading: 'years trading', customersServed: 'customers served', locksmiths: 'number of locksmiths' };
    // The warning names what is still sample while the file says it is (sample: true).
    for (const figure of figures) {
      if (business.sample && business.reputation[figure].sample) expect(warning).toContain(words[figure]);
      else expect(warning).not.toContain(words[figure]);
    }
  });

  it('the facts may not say `sample: false` while a figure is still a sample', () => {
    const sampleYears = { ...business.reputation, yearsTrading: { ...yearsTrading, sample: true } };
    expect(() => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices, reputation: sampleYears })).toThrow(/years trading/);
    const configured = () => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices });
    if (yearsTrading.sample) expect(configured).toThrow(/years trading/);
    else expect(configured).not.toThrow(/years trading/);
  });
});
