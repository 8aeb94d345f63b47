/** The business facts' start-up checks and the sample-content warning (docs/decisions/027). */
import { describe, expect, it } from 'vitest';
import * as business from '../data/business.ts';
import { homePlace } from '../data/business.ts';
import { cities } from '../data/cities.ts';
import { nationalPrices, placePrices } from '../data/prices.ts';
import { checkBusinessFacts, sampleContentWarning, warnAboutSampleContent } from '../server/business/business-facts.ts';
import { businessFileLabel, loadedBusinessFile } from '../server/business/file.ts';
import { ConfigError, loadConfig } from '../server/operations/config.ts';
import { capturedLogger } from './helpers/captured-logger.ts';

const facts = { ...business, nationalPrices, placePrices };
/** The business file as the checks' messages name it. */
const label = businessFileLabel(loadedBusinessFile());
/** The facts with another national number (the shipped one is a literal type). */
const withNational = (nationalPhone: string) => ({ ...facts, nationalPhone }) as unknown as typeof facts;
const defaults = loadConfig({}).site;
/** A place's own price list: the business's first, else one for the home team's place with the national prices. */
const [listPlace, listRows] = Object.entries(placePrices)[0] ?? [homePlace.slug, nationalPrices];
const realSite = loadConfig({ SITE_ORIGIN: 'https://www.locksmith-business.co.uk' }).site;

describe('business facts', () => {
  it('pass their start-up checks as shipped', () => {
    expect(() => checkBusinessFacts()).not.toThrow();
  });

  it("refuse a counts retention the privacy policy could not state, naming data/counts.ts's field", () => {
    expect(() => checkBusinessFacts({ counts: { retentionMonths: 0 } })).toThrow(/data\/counts\.ts retentionMonths 0 is not a whole number/);
    expect(() => checkBusinessFacts({ counts: { retentionMonths: 2.5 } })).toThrow(/data\/counts\.ts retentionMonths 2\.5 is not a whole number/);
  });

  it('refuse a list that prices a job twice, naming it', () => {
    const twice = [...listRows, { ...listRows[0]!, price: 'From £75' }];
    expect(() => checkBusinessFacts({ ...facts, placePrices: { ...placePrices, [listPlace]: twice } })).toThrow(
      new RegExp(`placePrices\\.${listPlace} prices a job twice`),
    );
  });

  it('refuse a price that is not an amount, naming the file and the field', () => {
    const typo = listRows.map((row, i) => (i === 0 ? { ...row, price: 'From £6O' } : row));
    expect(() => checkBusinessFacts({ placePrices: { ...placePrices, [listPlace]: typo } })).toThrow(
      `${label} placePrices.${listPlace}.0.price "From £6O" is not a price`,
    );
    const backwards = nationalPrices.map((row, i) => (i === 1 ? { ...row, price: '£90-£60' } : row));
    expect(() => checkBusinessFacts({ nationalPrices: backwards })).toThrow(`${label} nationalPrices.1.price "£90-£60" is not a price`);
    expect(() => checkBusinessFacts({ labourRates: [{ period: 'Night', hours: 'Midnight to 7am', rate: '75 an hour' }] })).toThrow(
      /labourRates\.0\.rate "75 an hour" is not a price/,
    );
  });

  it('refuse a place outside the UK, a taken slug or a malformed district, naming data/cities.ts and the entry', () => {
    const [first, second] = cities;
    const swapped = { ...first!, geo: { latitude: first!.geo.longitude, longitude: first!.geo.latitude } };
    expect(() => checkBusinessFacts({ cities: [swapped, ...cities.slice(1)] })).toThrow(
      /data\/cities\.ts cities\.0\.geo\.latitude must be inside the UK/,
    );
    expect(() => checkBusinessFacts({ cities: [...cities, { ...second!, name: 'Twin' }] })).toThrow(
      new RegExp(`data/cities\\.ts cities\\.${cities.length}\\.slug "${second!.slug}" is used by an earlier place`),
    );
    const district = { ...first!, postcodeDistricts: ['HG1', 'HG 2'] };
    expect(() => checkBusinessFacts({ cities: [district] })).toThrow(/data\/cities\.ts cities\.0\.postcodeDistricts\.1 must be an outward code/);
    expect(() => checkBusinessFacts({ cities: [{ ...first!, population: '75070' }] })).toThrow(
      /cities\.0\.population must be a whole number written with commas/,
    );
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

  /** The facts with other office hours; the shipped ones are literal types. */
  const withOffice = (officeOpeningHours: unknown) => ({ ...facts, officeOpeningHours }) as unknown as typeof facts;
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  const office = (weekly: unknown[], closures: unknown[] = []) => withOffice({ weekly, closures });

  it('refuse office hours that close before they open, naming the file, the row and the opening time', () => {
    const row = { days: ['Saturday'], opens: '13:00', closes: '09:00' };
    expect(() => checkBusinessFacts(office([{ days: weekdays, opens: '09:00', closes: '17:30' }, row]))).toThrow(
      `${label} officeOpeningHours.weekly.1.closes must be later than opens (13:00)`,
    );
    expect(() => checkBusinessFacts(office([{ ...row, closes: '13:00' }]))).toThrow(
      /officeOpeningHours\.weekly\.0\.closes must be later than opens \(13:00\)/,
    );
  });

  it('refuse a time that is not 24-hour HH:MM', () => {
    for (const time of ['9:00', '25:00', '09:60', '9am']) {
      expect(() => checkBusinessFacts(office([{ days: weekdays, opens: time, closes: '17:30' }])), time).toThrow(
        `${label} officeOpeningHours.weekly.0.opens must be a 24-hour time`,
      );
    }
  });

  it('refuse a week with no rows, a row with no days, an unknown day, or a day in two rows', () => {
    expect(() => checkBusinessFacts(office([]))).toThrow(/officeOpeningHours\.weekly must have at least one row/);
    expect(() => checkBusinessFacts(office([{ days: [], opens: '09:00', closes: '17:00' }]))).toThrow(
      /officeOpeningHours\.weekly\.0\.days must name at least one day/,
    );
    expect(() => checkBusinessFacts(office([{ days: ['Caturday'], opens: '09:00', closes: '17:00' }]))).toThrow(
      /officeOpeningHours\.weekly\.0\.days\.0/,
    );
    const twice = [
      { days: weekdays, opens: '09:00', closes: '17:30' },
      { days: ['Friday', 'Saturday'], opens: '09:00', closes: '13:00' },
    ];
    expect(() => checkBusinessFacts(office(twice))).toThrow(/officeOpeningHours\.weekly\.1\.days names Friday, already in row 0/);
  });

  it('refuse a closure on a date that does not exist, written another way, or listed twice', () => {
    const week = [{ days: weekdays, opens: '09:00', closes: '17:30' }];
    for (const date of ['2027-02-29', '2027-13-01', '25/12/2026', '2026-12-5']) {
      expect(() => checkBusinessFacts(office(week, [{ date, name: 'A day' }])), date).toThrow(
        `${label} officeOpeningHours.closures.0.date must be a real date written year-month-day`,
      );
    }
    const twice = [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-25', name: 'Christmas' },
    ];
    expect(() => checkBusinessFacts(office(week, twice))).toThrow(/officeOpeningHours\.closures\.1\.date lists 2026-12-25 twice/);
    expect(() => checkBusinessFacts(office(week, [{ date: '2026-12-25', name: ' ' }]))).toThrow(/closures\.0\.name must say what the day is/);
  });

  it('check the phone line the same way', () => {
    const line = (weekly: unknown[]) => ({ ...facts, phoneLineHours: { weekly, closures: [] } }) as unknown as typeof facts;
    expect(() => checkBusinessFacts(line([{ days: ['Monday'], opens: '18:00', closes: '09:00' }]))).toThrow(
      `${label} phoneLineHours.weekly.0.closes must be later than opens (18:00)`,
    );
    expect(() =>
      checkBusinessFacts({ ...facts, phoneLineHours: { ...facts.phoneLineHours, closures: [{ date: '2026-02-30', name: 'x' }] } }),
    ).toThrow(/phoneLineHours\.closures\.0\.date must be a real date/);
  });

  it('accept the shipped hours with a Saturday row added, and a leap day', () => {
    const week = [
      { days: weekdays, opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ];
    expect(() => checkBusinessFacts(office(week, [{ date: '2028-02-29', name: 'A leap day' }]))).not.toThrow();
  });

  it('refuse a reach exception for a place or team that does not exist, or a road distance that is not whole miles', () => {
    const team = Object.keys(business.teams)[0]!;
    const notATeam = cities.find((c) => business.teams[c.slug] === undefined)!.slug;
    const reachExceptions = (exceptions: object) => ({ ...facts, reachExceptions: exceptions }) as unknown as typeof facts;
    expect(() => checkBusinessFacts(reachExceptions({ [notATeam]: { beyondReach: [team] } }))).toThrow(
      new RegExp(`reachExceptions\\.${notATeam} is not a team`),
    );
    expect(() => checkBusinessFacts(reachExceptions({ [team]: { beyondReach: ['atlantis'] } }))).toThrow(
      new RegExp(`reachExceptions\\.${team}\\.beyondReach\\.0 is not a place in data/cities\\.ts`),
    );
    expect(() => checkBusinessFacts(reachExceptions({ [team]: { roadMiles: { [notATeam]: 44.5 } } }))).toThrow(
      new RegExp(`reachExceptions\\.${team}\\.roadMiles\\.${notATeam}`),
    );
    expect(() => checkBusinessFacts(reachExceptions({ [team]: { roadMiles: { [notATeam]: 45 } } }))).not.toThrow();
  });

  it('refuse a place served for more years than the business has traded, naming it', () => {
    const claimed = business.reputation.yearsTrading.value + 1;
    const place = cities[0]!.slug;
    expect(() => checkBusinessFacts({ yearsServing: { [place]: claimed } })).toThrow(
      `${label} yearsServing.${place} is ${claimed} years, more than reputation.yearsTrading`,
    );
  });

  it('give the national number as the default of SITE_PHONE', () => {
    expect(defaults.phone).toBe(business.nationalPhone);
  });
});

describe('the sample-content warning', () => {
  function logged(site: typeof defaults): string[] {
    const { logger, lines } = capturedLogger<{ msg: string }>('warn');
    warnAboutSampleContent(site, logger);
    return lines.map((line) => line.msg);
  }

  it('fires once under a real origin while sample content is in use, naming each reason', () => {
    // A fixture of the sample's kind, whatever the business file holds now: a drama-range number and a .example address.
    const site = { ...realSite, phone: '0306 999 0321', email: 'help@locksmith.example' };
    const warning = sampleContentWarning(site, { sample: true, localPhones: { leeds: '0113 496 0254' } });
    expect(warning).toMatch(/sample content/);
    expect(warning).toContain('0306 999 0321, 0113 496 0254');
    expect(warning).toContain('help@locksmith.example');
    // Logged once, however many reasons.
    expect(logged(site)).toEqual([expect.stringContaining('0306 999 0321')]);
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
