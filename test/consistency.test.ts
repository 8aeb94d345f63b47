/**
 * One business truth across the site (docs/product.md §9, docs/decisions/027): reads every page
 * in the sitemap and every location page (noindexed ones too) from the run's site crawl, and checks
 * that each shows one phone number, the right one for its place, and one price per job, on the
 * page and across the pages of its place. The checks themselves are shown to fail on small broken
 * pages in test/fixtures/consistency/.
 */
import { cityServices } from '../data/city-services.ts';
import { servedCities } from '../server/views/served-places.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPhones } from '../data/business.ts';
import { placePrices } from '../data/prices.ts';
import { suburbs } from '../data/suburbs.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { localPhone } from '../server/views/place-lookup.ts';
import { priceOf } from '../server/views/price-list.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import { root, site } from './helpers/app.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';
import {
  jobKey,
  pagePriceProblems,
  phoneNumbersOf,
  phoneProblems,
  placeOf,
  placePhoneProblems,
  placePriceProblems,
  priceClaims,
} from './helpers/consistency.ts';

const fixture = (name: string) => readFileSync(path.join(root, 'test', 'fixtures', 'consistency', name), 'utf8');
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Numbers a page may show besides the business's own: the ICO's helpline on /privacy-policy. */
const OTHER_ORGANISATIONS = new Set(['03031231113']);
const withoutOthers = (html: string) => html.replace(/0303 123 1113|tel:03031231113/g, '');

describe('the consistency checks fail on broken pages', () => {
  it('finds two phone numbers on one page', () => {
    expect(phoneProblems('/leeds', fixture('two-phones.html'))).toEqual([expect.stringContaining('01134960254, 02079460321')]);
  });

  it('finds one job at two prices on one page, a card and a table row', () => {
    const problems = pagePriceProblems('/bradford', fixture('two-lockout-prices.html'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/lockout at £75 and £65/);
  });

  it('finds one job at two prices, and two numbers, across the pages of one place', () => {
    const pages = new Map([
      ['/sheffield', fixture('place-a.html')],
      ['/sheffield/key-cutting', fixture('place-b.html')],
    ]);
    // The lockout is written two ways at one price: not a problem. Key cutting differs.
    expect(placePriceProblems(pages)).toEqual([expect.stringMatching(/^\/sheffield pages: key-cutting at £45 and £10/)]);
    expect(placePhoneProblems(pages)).toEqual([expect.stringContaining('/sheffield pages show 2 numbers')]);
  });

  it('maps the ways pages name a job to one key, and keeps different jobs apart', () => {
    for (const name of ['Emergency lockout', 'Lockout (gaining entry)', 'Emergency Locksmith', 'lockouts']) expect(jobKey(name)).toBe('lockout');
    expect(jobKey('Car lockout')).toBe('car-lockout');
    expect(jobKey('Window lock replacement')).toBe('window-lock');
    expect(jobKey('uPVC door lock replacement')).toBe('upvc-lock');
    expect(jobKey('Lock change (standard)')).toBe('lock-change');
    expect(jobKey('Garage door lock', { ownName: true })).toBe('garage door lock');
    expect(jobKey('We answer the phone at any hour')).toBeNull();
  });

  it('leaves hourly rates out of job prices', () => {
    const html =
      '<body><table><tr><th>Weekdays</th><td>From £39 per hour</td></tr><tr><th>Emergency lockout</th><td>From £75</td></tr></table></body>';
    expect(priceClaims(html).map((c) => [c.job, c.price])).toEqual([['lockout', '£75']]);
  });
});

describe('every page of the site', () => {
  const pages = new Map<string, string>();

  beforeAll(async () => {
    const crawl = await siteSnapshot();
    const paths = [...new Set([...allSitemapPaths(), ...allLocationPaths()])];
    // Every served place's page and its local service pages at least.
    expect(paths.length).toBeGreaterThanOrEqual(servedCities.length * (1 + cityServices.length));
    for (const p of paths) {
      expect(crawl.answer(p).status, p).toBe(200);
      pages.set(p, crawl.html(p));
    }
  }, 120_000);

  it('shows one phone number on each page', () => {
    const problems = [...pages].flatMap(([p, html]) => phoneProblems(p, withoutOthers(html)));
    expect(problems).toEqual([]);
    // The exception is what it says it is.
    expect(phoneNumbersOf(pages.get('/privacy-policy')!).filter((n) => OTHER_ORGANISATIONS.has(n))).toHaveLength(1);
  });

  it("shows a place's local number on all its pages, and the national number everywhere else", () => {
    const wrong: string[] = [];
    for (const [p, html] of pages) {
      const place = placeOf(p);
      const expected = digitsOf((place && localPhone(place)) ?? site.phone);
      const shown = phoneNumbersOf(withoutOthers(html));
      if (shown.join() !== expected) wrong.push(`${p}: ${shown.join(', ')} instead of ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(placePhoneProblems(pages)).toEqual([]);
    // A suburb and a service page of a place with its own number, where the business has local
    // numbers, and a page of a served place without one.
    if (fixturePages.localPhone) {
      const [slug, number] = fixturePages.localPhone;
      const suburb = suburbs.find((entry) => entry.citySlug === slug);
      for (const p of [...(suburb ? [`/${slug}/${suburb.slug}`] : []), `/${slug}/${cityServices[0]!.slug}`])
        expect(phoneNumbersOf(pages.get(p)!), p).toEqual([digitsOf(number)]);
    }
    const without = servedByPopulation.find((place) => localPhones[place.slug] === undefined)!;
    expect(phoneNumbersOf(pages.get(`/${without.slug}`)!)).toEqual([digitsOf(site.phone)]);
  });

  it('prices each job once on a page, and once across the pages of a place', () => {
    expect([...pages].flatMap(([p, html]) => pagePriceProblems(p, html))).toEqual([]);
    expect(placePriceProblems(pages)).toEqual([]);
    // The checker did read prices: a served place with its own list (else the most populous served
    // place) states its lockout price, on its hero card and, with a list of its own, its table, at one price.
    const place = Object.keys(placePrices).find(serves) ?? servedByPopulation[0]!.slug;
    const lockouts = priceClaims(pages.get(`/${place}`)!).filter((c) => c.job === 'lockout');
    expect(lockouts.length).toBeGreaterThanOrEqual(placePrices[place] ? 2 : 1);
    const listed = /£\d+/.exec(priceOf(place, 'lockout').price)![0];
    expect(new Set(lockouts.map((c) => c.price))).toEqual(new Set([listed]));
  });
});
