/**
 * The sample-data check: the business this repository ships is the one docs/product.md describes,
 * value for value. Every other test reads its expected values from data/, so an owner's edits
 * never fail them; this file is the one place that pins the specification's sample figures.
 *
 * It runs only with CHECK_SAMPLE_DATA=1, which .ci/run sets. An owner who replaces the sample
 * business with their own removes that line from .ci/run (docs/making-it-yours.md); until then it
 * also catches an accidental edit to the sample.
 */
import { describe, expect, it } from 'vitest';
import {
  accreditations,
  homeReviews,
  nationalPhone,
  officeOpeningHours,
  phoneLineHours,
  placeReviews,
  reputation,
  servicesReview,
  teams,
  technicians,
  yearsServing,
} from '../data/business.ts';
import { cities } from '../data/cities.ts';
import { suburbs } from '../data/suburbs.ts';
import { citiesOnly } from '../server/views/place-lookup.ts';
import { businessFacts } from '../server/business/file.ts';
import { fingerprintsOf } from '../server/business/sample-facts.ts';
import sampleFingerprints from '../server/business/sample-fingerprints.json' with { type: 'json' };
import type { Review } from '../shared/types.ts';
import {
  grillePrices,
  keySafePrice,
  maintenancePlans,
  nationalPrices,
  placePrices,
  residentialPrices,
  safePrices,
  servicesTeaser,
  smartLockPrices,
} from '../data/prices.ts';
import { sampleBrand, siteDefaults } from '../data/site-defaults.ts';
import { loadConfig, ukPhoneDisplay } from '../server/operations/config.ts';
import { telHref } from '../shared/site.ts';

/** Whole-pound amounts of each row of a price list, in order: 'From £35-£45 plus labour' gives [35, 45]. */
function amounts(rows: readonly { price: string }[]): number[][] {
  return rows.map((row) => [...row.price.matchAll(/£(\d+)/g)].map((m) => Number(m[1])));
}

describe('the sample business is the one docs/product.md describes', () => {
  it("numbers its national line from Ofcom's non-geographic drama range (docs/decisions/027)", () => {
    // 0306 999 0000 to 0306 999 0999: numbers no business can be given.
    expect(telHref(nationalPhone).slice('tel:'.length)).toMatch(/^03069990\d{3}$/);
    expect(siteDefaults.SITE_PHONE).toBe(nationalPhone);
    // Written as the configuration writes an operator's number, so pages show it as they would a real one.
    expect(ukPhoneDisplay(siteDefaults.SITE_PHONE)).toBe(siteDefaults.SITE_PHONE);
    expect(loadConfig({}).site.email).toMatch(/\.example$/);
    // The defaults are the sample brand go-live recognises.
    expect([siteDefaults.SITE_NAME, siteDefaults.SITE_ADDRESS]).toEqual([sampleBrand.name, sampleBrand.address]);
  });

  it("gives the dedicated cities the specification's response minutes and years serving", () => {
    const table = Object.fromEntries(
      ['camden', 'birmingham', 'liverpool', 'manchester', 'leeds', 'bradford', 'glasgow', 'sheffield', 'swansea', 'edinburgh'].map((slug) => [
        slug,
        [teams[slug], yearsServing[slug]],
      ]),
    );
    expect(table).toEqual({
      camden: [20, 15],
      birmingham: [25, 12],
      liverpool: [28, 10],
      manchester: [25, 11],
      leeds: [25, 8],
      bradford: [30, 9],
      glasgow: [20, 10],
      sheffield: [30, 10],
      swansea: [undefined, undefined],
      edinburgh: [25, 8],
    });
  });

  it('holds the published price lists, amounts in the published order', () => {
    const list = (slug: string) => placePrices[slug]!;
    expect(amounts(list('liverpool'))).toEqual([[75], [85], [110], [90], [75], [65], [60], [120]]);
    for (const slug of ['manchester', 'leeds', 'birmingham']) expect(list(slug), slug).toEqual(list('liverpool'));
    expect(amounts(list('bradford'))).toEqual([[65], [80], [99], [85], [70], [60], [55], [110]]);
    // Key cutting is a visit (first key included); spare keys on the same visit are priced each.
    expect(amounts(list('sheffield'))).toEqual([[79], [85], [65], [90], [45], [10], [120], [45], [95]]);
    expect(amounts(list('camden'))).toEqual([[35, 45], [100, 150], [125, 170], [45], [350], [80, 100], [90, 130], [100, 200]]);
    // The national list's lockout is a fixed job price; the £39 on /pricing is the weekday hourly rate.
    expect(nationalPrices.find((row) => row.job === 'lockout')?.price).toBe('From £75');
  });

  it("holds the service pages' published prices of §9, and the /services teaser's national amounts", () => {
    const amount = (price: string) => Number(/£(\d+)/.exec(price)?.[1]);
    // The specification's smart lock 150 gave way to the one national smart lock price, 220, which the
    // smart lock page also quotes (docs/decisions/046: one price per job on every page of a list).
    expect(Object.values(residentialPrices).map(amount)).toEqual([85, 65, 220]);
    expect([safePrices.biometric, safePrices.digital, safePrices.fireResistant, safePrices.cash, keySafePrice, safePrices.floor].map(amount)).toEqual(
      [250, 200, 300, 350, 80, 450],
    );
    expect(Object.values(grillePrices).map(amount)).toEqual([195, 250, 175]);
    expect(Object.values(maintenancePlans).map((plan) => [plan.name, amount(plan.price), 'popular' in plan])).toEqual([
      ['Basic', 99, false],
      ['Standard', 179, true],
      ['Premium', 299, false],
    ]);
    expect(Object.values(smartLockPrices).map(amount)).toEqual([220, 280, 350]);
    // The residential lockout and key cutting are the national list's (docs/decisions/027); they were £65 and £15 here, £75 and £45 there.
    expect(servicesTeaser.map((column) => column.jobs.map((job) => amount(nationalPrices.find((row) => row.job === job)!.price)))).toEqual([
      [75, 85, 55, 45],
      [75, 95, 250, 175],
      [75, 120, 65, 95],
    ]);
  });

  it('has the rating, team and accreditations of §1, §2 and §9', () => {
    expect(reputation.rating).toEqual({ score: 4.6, outOf: 5, reviewCount: 817, source: { kind: 'sample' } });
    expect(technicians.map((t) => t.yearsExperience)).toEqual([15, 8, 10]);
    expect(accreditations).toHaveLength(4);
    expect(homeReviews).toHaveLength(3);
  });

  /** A sample review as the specification describes them: a first name and initial, 4 or 5 stars, a date, a concrete job in 15 to 70 words. */
  function expectWellFormed(review: Review, where: string) {
    expect(review.author, where).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
    expect([4, 5], where).toContain(review.rating);
    expect(review.date, where).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
    const words = review.text.trim().split(/\s+/).length;
    expect(words, where).toBeGreaterThanOrEqual(15);
    expect(words, where).toBeLessThanOrEqual(70);
  }

  it("holds the sample's reviews: every city at least two from different neighbourhoods, three per suburb page, the dedicated cities' counts, no name twice", () => {
    const slugs = new Set(cities.map((c) => c.slug));
    for (const city of citiesOnly) {
      const reviews = placeReviews[city.slug] ?? [];
      expect(reviews.length, city.slug).toBeGreaterThanOrEqual(2);
      expect(reviews.at(-1)!.location, city.slug).not.toBe(reviews.at(-2)!.location);
    }
    for (const suburb of suburbs) expect(placeReviews[`${suburb.citySlug}/${suburb.slug}`], suburb.slug).toHaveLength(3);
    // A location record's three, the dedicated page's own, then the city's pair (docs/product.md §3).
    expect(Object.fromEntries(['london', 'camden', 'birmingham', 'swansea', 'edinburgh'].map((slug) => [slug, placeReviews[slug]!.length]))).toEqual({
      london: 5,
      camden: 9,
      birmingham: 9,
      swansea: 5,
      edinburgh: 8,
    });
    const all = [
      ...Object.entries(placeReviews).flatMap(([where, reviews]) => reviews.map((r) => [where, r] as const)),
      ...homeReviews.map((r) => ['home', r] as const),
      ['services', servicesReview!] as const,
    ];
    for (const [where, review] of all) {
      expect(slugs.has(where.split('/')[0]!) || where === 'home' || where === 'services', where).toBe(true);
      expectWellFormed(review, where);
    }
    const names = all.map(([, review]) => review.author);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('keeps the office open Monday to Friday, 09:00 to 17:30, and the phone line all day every day', () => {
    expect(officeOpeningHours.weekly).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }]);
    expect(phoneLineHours).toEqual({
      weekly: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }],
      closures: [],
    });
  });
});

describe("the sample's fingerprints (server/business/sample-fingerprints.json)", () => {
  it('are those of the shipped sample: after changing the sample, run npm run business -- fingerprints', () => {
    expect(fingerprintsOf(businessFacts())).toEqual(sampleFingerprints);
  });
});
