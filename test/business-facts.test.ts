/** The business facts' start-up checks and the sample-content warning (docs/decisions/027). */
import { describe, expect, it } from 'vitest';
import * as business from '../data/business.ts';
import { cityPages } from '../data/city-pages.ts';
import { nationalPrices, placePrices } from '../data/prices.ts';
import { checkBusinessFacts, sampleContentWarning, warnAboutSampleContent } from '../server/business-facts.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { capturedLogger } from './helpers/captured-logger.ts';

const facts = { ...business, nationalPrices, placePrices };
/** The facts with another national number (the shipped one is a literal type). */
const withNational = (nationalPhone: string) => ({ ...facts, nationalPhone }) as unknown as typeof facts;
const defaults = loadConfig({}).site;
const realSite = loadConfig({ SITE_ORIGIN: 'https://www.locksmith-business.co.uk' }).site;

describe('business facts', () => {
  it('pass their start-up checks as shipped', () => {
    expect(() => checkBusinessFacts()).not.toThrow();
  });

  it('refuse a list that prices a job twice, naming it', () => {
    const bradford = [...placePrices.bradford!, { job: 'lockout' as const, service: 'Emergency lockout', price: 'From £75' }];
    expect(() => checkBusinessFacts({ ...facts, placePrices: { ...placePrices, bradford } })).toThrow(/placePrices\.bradford prices a job twice/);
  });

  it("refuse a national list that prices none of a local service's jobs, naming the service", () => {
    // Without its lockout row, a place with no lockout of its own would have no 'from' price for /{city}/emergency-lockout.
    const withoutLockout = nationalPrices.filter((row) => row.job !== 'lockout');
    expect(() => checkBusinessFacts({ ...facts, nationalPrices: withoutLockout })).toThrow(/nationalPrices has none of 'lockout'.*emergency-lockout/);
  });

  it('refuse a local number for an unknown place, or a non-geographic one', () => {
    expect(() => checkBusinessFacts({ ...facts, localPhones: { atlantis: '0113 496 0000' } })).toThrow(ConfigError);
    expect(() => checkBusinessFacts({ ...facts, localPhones: { leeds: '0306 999 0000' } })).toThrow(/must be geographic/);
  });

  it('refuse a business number that libphonenumber holds invalid, premium rate or personal, naming the field', () => {
    expect(() => checkBusinessFacts({ ...facts, localPhones: { ...business.localPhones, leeds: '0113 245 789' } })).toThrow(
      /localPhones\.leeds "0113 245 789" is not a valid UK number/,
    );
    expect(() => checkBusinessFacts(withNational('0909 879 0000'))).toThrow(/nationalPhone "0909 879 0000" is a premium rate number/);
    expect(() => checkBusinessFacts(withNational('070 1234 5678'))).toThrow(/nationalPhone "070 1234 5678" is a personal number number/);
  });

  it('accept every kind of number a business uses, drama ranges included', () => {
    for (const nationalPhone of ['0306 999 0000', '0808 157 0000', '07400 123456', '0113 496 0999']) {
      expect(() => checkBusinessFacts(withNational(nationalPhone))).not.toThrow();
    }
  });

  it('refuse phone hours with no day or that close before they open', () => {
    expect(() => checkBusinessFacts({ ...facts, phoneLineHours: { dayOfWeek: [], opens: '00:00', closes: '23:59' } })).toThrow(
      /phoneLineHours\.dayOfWeek must name at least one day/,
    );
    expect(() => checkBusinessFacts({ ...facts, phoneLineHours: { dayOfWeek: ['Monday'], opens: '18:00', closes: '9:00' } })).toThrow(
      /phoneLineHours\.closes must be a 24-hour time/,
    );
    expect(() => checkBusinessFacts({ ...facts, phoneLineHours: { dayOfWeek: ['Monday'], opens: '18:00', closes: '09:00' } })).toThrow(
      /phoneLineHours\.closes must be later than opens/,
    );
  });

  it('refuse a city claiming more years than the business', () => {
    const pages = cityPages.map((p) => (p.slug === 'camden' ? { ...p, yearsServing: business.reputation.yearsTrading.value + 1 } : p));
    expect(() => checkBusinessFacts(facts, pages)).toThrow(/camden claims 19 years/);
  });

  it('give the default national number from the non-geographic drama range', () => {
    expect(defaults.phone).toBe(business.nationalPhone);
    expect(business.nationalPhone).toMatch(/^0306 999 0\d{3}$/);
  });
});

describe('the sample-content warning', () => {
  function logged(site: typeof defaults): string[] {
    const { logger, lines } = capturedLogger<{ msg: string }>('warn');
    warnAboutSampleContent(site, logger);
    return lines.map((line) => line.msg);
  }

  it('fires once under a real origin while the defaults are in use, naming each reason', () => {
    const lines = logged(realSite);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/sample content/);
    expect(lines[0]).toContain(business.nationalPhone);
    expect(lines[0]).toContain('.example');
  });

  it('is silent on the default .example origin and on localhost', () => {
    expect(logged(defaults)).toEqual([]);
    expect(sampleContentWarning({ ...realSite, origin: 'http://localhost:3000' })).toBeNull();
  });

  it('is silent once the real values are set', () => {
    const site = { ...realSite, phone: '0330 123 4567', email: 'help@locksmith-business.co.uk' };
    expect(sampleContentWarning(site, { sample: false, localPhones: { leeds: '0113 243 0000' } })).toBeNull();
    expect(sampleContentWarning(site, { sample: true, localPhones: {} })).toMatch(/sample content/);
  });
});
