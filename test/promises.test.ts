/**
 * The promises of data/business.ts are stated only where the business makes them, with the
 * nation's own background-check scheme (server/business/promises.ts, docs/decisions/067).
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { promises } from '../data/business.ts';
import { cityServices } from '../data/city-services.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';
import { keepPromises } from '../server/business/promises.ts';
import { madePromises } from '../server/views/promise-words.ts';
import { clientDir, makeApp } from './helpers/app.ts';
import { fixturePages, servedByPopulation } from './helpers/fixture-pages.ts';

const none = {
  backgroundChecks: { held: false, sample: false },
  insured: { held: false, sample: false },
  priceMatch: { held: false, sample: false },
  ownLocksmiths: { held: false, sample: false },
};
const all = {
  backgroundChecks: { held: true, sample: false },
  insured: { held: true, sample: false },
  priceMatch: { held: true, sample: false },
  ownLocksmiths: { held: true, sample: false },
};

describe('keepPromises', () => {
  const page = {
    city: { nation: 'Scotland' },
    lead: 'Locksmiths for Leith. {Checked}, {insured} locksmiths. Free quotes.',
    claims: ['Free quote by phone', '{Checked}, {insured} locksmiths'],
    cards: [
      { title: 'Price agreed first', description: 'A free quote by phone.' },
      { title: '{PriceMatch}', description: 'Show us a written quote and we will match it.' },
    ],
    blocks: [
      { kind: 'h3', text: '{PriceMatch}' },
      { kind: 'p', text: 'Show us a written quote first.', promise: 'priceMatch' },
      { kind: 'p', text: 'Parts are included.' },
    ],
  };

  it('leaves out every sentence, item, card and tagged block of a promise not made', () => {
    const kept = keepPromises({ 'city-area': page }, false, none)['city-area'];
    expect(kept).toEqual({
      city: { nation: 'Scotland' },
      lead: 'Locksmiths for Leith. Free quotes.',
      claims: ['Free quote by phone'],
      cards: [{ title: 'Price agreed first', description: 'A free quote by phone.' }],
      blocks: [{ kind: 'p', text: 'Parts are included.' }],
    });
  });

  it("names the nation's scheme where the promise is made, and keeps the rest as written", () => {
    const kept = keepPromises({ 'city-area': page }, false, all)['city-area'];
    expect(kept.lead).toBe('Locksmiths for Leith. Disclosure Scotland-checked, fully insured locksmiths. Free quotes.');
    expect(kept.blocks).toEqual([{ kind: 'h3', text: 'Price-match guarantee' }, ...page.blocks.slice(1)]);
    const ni = keepPromises({ city: { ...page, city: { nation: 'Northern Ireland' } } }, false, all).city;
    expect(ni.claims).toEqual(['Free quote by phone', 'AccessNI-checked, fully insured locksmiths']);
    expect(keepPromises({ city: { ...page, city: { nation: 'Wales' } } }, false, all).city.claims[1]).toBe('DBS-checked, fully insured locksmiths');
    // A slot is the only way copy states a promise: the same words written out are left as they are.
    expect(keepPromises({ services: { badge: 'DBS Checked', text: 'We are not a call centre.' } }, false, none).services).toEqual({
      badge: 'DBS Checked',
      text: 'We are not a call centre.',
    });
  });

  it('capitalises the scheme where it opens a sentence, and gives AccessNI its article', () => {
    const about = keepPromises({ home: { claims: ['{Checked}, {insured} locksmiths'], lead: 'We vet. {Checked} staff.' } }, false, all).home;
    expect(about.claims).toEqual(['Background-checked, fully insured locksmiths']);
    expect(about.lead).toBe('We vet. Background-checked staff.');
    const ni = keepPromises({ city: { city: { nation: 'Northern Ireland' }, text: 'Call {aChecked} locksmith.' } }, false, all).city;
    expect(ni.text).toBe('Call an AccessNI-checked locksmith.');
    const scotland = keepPromises({ city: { city: { nation: 'Scotland' }, text: 'Call {aChecked} locksmith.' } }, false, all).city;
    expect(scotland.text).toBe('Call a Disclosure Scotland-checked locksmith.');
  });

  it('makes a sample promise only on the sample site, and leaves articles alone', () => {
    const sample = { ...all, priceMatch: { held: true, sample: true } };
    expect([...madePromises(true, sample)]).toContain('priceMatch');
    expect([...madePromises(false, sample)]).not.toContain('priceMatch');
    const body = { text: 'Ask whether the locksmith is {checked} and holds {liabilityInsurance}.' };
    const kept = keepPromises({ article: { body, help: 'Our {checked} locksmiths answer. Call us.' } }, false, none).article;
    expect(kept).toEqual({ body, help: 'Call us.' });
  });
});

describe('on the sample site', () => {
  const app = makeApp();
  const checked = (html: string) => [...html.matchAll(/\b([A-Za-z]+(?: Scotland)?)-checked\b/g)].map((m) => m[1]);

  it("each place's pages name its nation's scheme, pages about no one nation none; none at all where the promise is not made", async () => {
    // The most populous served place of each nation the business serves, and the home page.
    const schemes: Record<string, string> = { England: 'DBS', Wales: 'DBS', Scotland: 'Disclosure Scotland', 'Northern Ireland': 'AccessNI' };
    const nations = [...new Set(servedByPopulation.map((place) => place.nation))];
    const examples = [
      ...nations.map((nation) => [`/${servedByPopulation.find((place) => place.nation === nation)!.slug}`, schemes[nation]!] as const),
      ['/', 'background'] as const,
    ];
    for (const [path, scheme] of examples) {
      // 'Background-checked' opening a sentence is the same scheme as 'background-checked' within one.
      const found = new Set(checked((await request(app).get(path)).text).map((name) => (name === 'Background' ? 'background' : name)));
      expect([...found], path).toEqual(promises.backgroundChecks.held ? [scheme] : []);
    }
  });
});

describe('on a real origin', () => {
  const config = loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' });
  const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });
  const unmade = Object.entries(promises)
    .filter(([, promise]) => !promise.held || promise.sample)
    .map(([name]) => name);
  const words: Record<string, RegExp> = {
    backgroundChecks: /\b(DBS|AccessNI|Disclosure Scotland|background)[- ]checked\b/i,
    insured: /\bfully insured\b/i,
    priceMatch: /\bprice[- ]match/i,
    ownLocksmiths: /\bcall centre\b|\bsubcontract/i,
  };

  // The site's own pages, and pages of places chosen from the configured business: the home team's
  // place, the least populous served place, the first area page and a local service page of the most populous.
  const smallest = servedByPopulation.at(-1)!;
  const largest = servedByPopulation[0]!;
  const placePages = [
    fixturePages.city,
    `/${smallest.slug}`,
    ...(fixturePages.area ? [fixturePages.area] : []),
    `/${largest.slug}/${cityServices.at(-1)!.slug}`,
  ];
  it.each([...new Set(['/', '/about', '/services', '/services/residential-locksmith', '/pricing', '/terms-conditions', ...placePages])])(
    '%s states no promise the business has not made',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      for (const name of unmade) expect(res.text, `${path}: ${name}`).not.toMatch(words[name]!);
    },
  );
});
