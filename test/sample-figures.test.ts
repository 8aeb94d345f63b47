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
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/assets.ts';
import { checkBusinessFacts, sampleContentList, sampleContentWarning } from '../server/business-facts.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { loadConfig } from '../server/config.ts';
import { clientDir, makeApp } from './helpers/app.ts';

const REAL_ORIGIN = 'https://www.example.co.uk';
const years = String(business.reputation.yearsTrading.value);
const customers = business.reputation.customersServed.value;
const locksmiths = business.reputation.locksmiths.value;
const visible = (html: string) =>
  (/<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';

/** Every way a page states the years, the customers or the locksmiths: figures, the words, the city's own 'serving' figure. */
function figuresStated(html: string): string[] {
  const text = `${visible(html)} ${headOf(html)}`;
  const patterns = [
    new RegExp(`\\b${years}\\+? (?:years|Years)\\b`),
    /\beighteen years\b/i,
    new RegExp(`\\b${customers.replace(',', '\\,')}\\b`),
    /\bYears (?:in business|serving|Experience)\b/i,
    /\bServing [A-Z][a-z]+ for \d+ years\b/,
    /\byears' experience\b/,
    new RegExp(`\\b${locksmiths}\\+? (?:of our own )?[Ll]ocksmiths\\b`),
  ];
  return patterns.filter((pattern) => pattern.test(text)).map(String);
}

// One page of each template that states a figure on the sample site.
const pages = ['/about', '/leeds', '/aberdeen', '/manchester/didsbury', '/sheffield'];

describe('on the sample origin', () => {
  it.each(pages)('%s states the sample figures', async (page) => {
    const html = (await request(makeApp()).get(page)).text;
    expect(figuresStated(html)).not.toEqual([]);
  });
});

describe('on a real origin', () => {
  const config = loadConfig({ SITE_ORIGIN: REAL_ORIGIN });
  const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });

  it.each(pages)('%s states no sample figure, and leaves the sentence or box out', async (page) => {
    const res = await request(app).get(page);
    expect(res.status).toBe(200);
    expect(figuresStated(res.text)).toEqual([]);
    // Not even in the hydration data.
    expect(res.text).not.toContain(`"yearsServing"`);
  });

  it('the start-up warning lists the sample figures', () => {
    const file = businessFileLabel(loadedBusinessFile());
    const list = sampleContentList().join('; ');
    expect(list).toContain(`years trading (${file} reputation.yearsTrading)`);
    expect(list).toContain(`customers served (${file} reputation.customersServed)`);
    expect(list).toContain(`number of locksmiths (${file} reputation.locksmiths)`);
    const warning = sampleContentWarning(config.site);
    expect(warning).toContain('years trading');
    expect(warning).toContain('customers served');
    expect(warning).toContain('number of locksmiths');
  });

  it('the facts may not say `sample: false` while a figure is still a sample', () => {
    expect(() => checkBusinessFacts({ ...business, sample: false, nationalPrices, placePrices })).toThrow(/years trading/);
  });
});
