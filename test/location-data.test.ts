import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cityAreas } from '../data/areas.ts';
import { cityPages } from '../data/city-pages.ts';
import { locationRecords } from '../data/location-records.ts';
import { districtSlug, londonDistricts } from '../data/london-districts.ts';
import { reputation, yearsServing } from '../data/business.ts';
import { nationalPrices, placePrices } from '../data/prices.ts';
import { cityServices } from '../data/city-services.ts';
import { priceList, priceOf } from '../server/views/price-list.ts';
import { suburbs } from '../data/suburbs.ts';
import { makeApp } from './helpers/app.ts';
import { servedByPopulation, serves } from './helpers/fixture-pages.ts';
import { readable } from './helpers/html.ts';

/** Amounts of a price text, in order: 'From £35-£45 plus labour' gives [35, 45]. */
function amounts(rows: readonly { price: string }[]): number[][] {
  return rows.map((row) => [...row.price.matchAll(/£(\d+)/g)].map((m) => Number(m[1])));
}

describe('location data as the product was first described', () => {
  it('gives the dedicated cities their covered areas (their years and minutes are facts of the business file: test/sample-data.test.ts pins the sample)', () => {
    const table = Object.fromEntries(cityPages.map((p) => [p.slug, p.coveredAreas.length]));
    expect(table).toEqual({
      camden: 12,
      birmingham: 12,
      liverpool: 12,
      manchester: 12,
      leeds: 12,
      bradford: 12,
      glasgow: 12,
      sheffield: 12,
      swansea: 21,
      edinburgh: 12,
    });
    for (const [slug, years] of Object.entries(yearsServing)) expect(years, slug).toBeLessThanOrEqual(reputation.yearsTrading.value);
    expect(cityPages.find((p) => p.slug === 'sheffield')?.postcodeRange).toBe('S1-S81');
    expect(cityPages.find((p) => p.slug === 'liverpool')?.title).toBe('Locksmith Services in Liverpool – Emergency and Residential Locksmiths');
  });

  it('keeps a location record for each of the ten cities', () => {
    expect(locationRecords.map((r) => r.slug).sort()).toEqual([
      'birmingham',
      'bradford',
      'camden',
      'edinburgh',
      'glasgow',
      'leeds',
      'liverpool',
      'london',
      'manchester',
      'sheffield',
    ]);
    for (const record of locationRecords) {
      expect(record.yearGranted, record.slug).not.toBe('');
    }
  });

  it('holds every known sub-area slug, in order, with the added suburb pages', () => {
    const slugs = Object.fromEntries(Object.entries(cityAreas).map(([city, areas]) => [city, areas.map((a) => a.slug)]));
    const expected: Record<string, string[]> = {
      // 'moseley-kings-heath' and Manchester's 'salford' were second pages about a place with one already (docs/decisions/047).
      birmingham: ['city-centre', 'edgbaston', 'solihull', 'sutton-coldfield', 'moseley'],
      liverpool: ['city-centre', 'allerton-hunts-cross', 'anfield', 'crosby', 'toxteth', 'west-derby'],
      manchester: ['city-centre', 'didsbury', 'chorlton', 'northern-quarter'],
      leeds: ['city-centre', 'headingley', 'chapel-allerton', 'roundhay', 'morley'],
      glasgow: ['city-centre', 'west-end', 'southside', 'merchant-city', 'east-end'],
      edinburgh: ['old-town', 'new-town', 'leith', 'morningside', 'stockbridge'],
      sheffield: ['city-centre', 'ecclesall', 'hillsborough', 'kelham-island', 'crookes'],
      bradford: ['city-centre', 'saltaire', 'great-horton', 'heaton', 'shipley'],
    };
    for (const [city, list] of Object.entries(expected)) {
      expect(slugs[city], city).toEqual(expect.arrayContaining(list));
    }
    for (const [city, areas] of Object.entries(cityAreas)) {
      for (const area of areas) {
        expect(area.name, `${city}/${area.slug}`).not.toMatch(/^[a-z]/);
        expect(area.postcodes.length, `${city}/${area.slug}`).toBeGreaterThan(0);
        for (const n of area.neighbours)
          expect(
            areas.map((a) => a.slug),
            `${city}/${area.slug} → ${n}`,
          ).toContain(n);
      }
    }
  });

  it('lists London postal districts of all eight areas with unique slugs, from e1-whitechapel to w14-west-kensington', () => {
    expect(londonDistricts.length).toBeGreaterThanOrEqual(120);
    expect(new Set(londonDistricts.map((d) => d.area))).toEqual(new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']));
    const slugs = londonDistricts.map(districtSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain('e1-whitechapel');
    expect(slugs).toContain('w14-west-kensington');
    const codes = new Set(londonDistricts.map((d) => d.code));
    for (const d of londonDistricts) {
      expect(d.code.startsWith(d.area), d.code).toBe(true);
      for (const n of d.neighbours) expect(codes.has(n), `${d.code} → ${n}`).toBe(true);
    }
  });

  it('has the ten dedicated suburbs plus Manor Park (S2)', () => {
    expect(suburbs.map((s) => `${s.citySlug}/${s.slug}`).sort()).toEqual(
      [
        'birmingham/edgbaston',
        'birmingham/harborne',
        'birmingham/moseley',
        'leeds/chapel-allerton',
        'leeds/headingley',
        'leeds/horsforth',
        'manchester/chorlton',
        'manchester/didsbury',
        'manchester/fallowfield',
        'sheffield/manor-park',
      ].sort(),
    );
    expect(suburbs.find((s) => s.slug === 'manor-park')?.postcode).toBe('S2');
  });
});

describe('location prices (docs/product.md §9, docs/decisions/027)', () => {
  it('gives every priced place a list that prices each job once, with amounts from low to high', () => {
    for (const [slug, rows] of Object.entries(placePrices)) {
      expect(new Set(rows.map((row) => row.job)).size, slug).toBe(rows.length);
      for (const row of rows) {
        const [low, high] = amounts([row])[0]!;
        expect(low, `${slug}: ${row.service}`).toBeGreaterThan(0);
        if (high !== undefined) expect(high, `${slug}: ${row.service}`).toBeGreaterThan(low!);
      }
    }
  });

  // The served places with a list of their own, and, for a business with none, the most populous served place.
  const listed = Object.keys(placePrices).filter(serves);
  const examples = listed.length ? listed : [servedByPopulation[0]!.slug];

  it("quotes one price per job for a place: its own list's, else the national one", () => {
    for (const slug of [...examples, ...servedByPopulation.slice(0, 3).map((place) => place.slug)]) {
      const own = placePrices[slug] ?? [];
      for (const row of own) expect(priceOf(slug, row.job), `${slug}: ${row.job}`).toBe(row);
      // A job its list does not price, at the national price.
      for (const row of nationalPrices.filter((national) => !own.some((r) => r.job === national.job)))
        expect(priceOf(slug, row.job), `${slug}: ${row.job}`).toBe(row);
    }
  });

  it('shows on a place’s own list every row its pages quote, the national row included where the list lacks the job', () => {
    for (const slug of examples) {
      const list = priceList(slug);
      if (!list.own) continue;
      for (const service of cityServices) {
        if ('text' in service.price) continue;
        const quoted = list.cheapest(service.price.jobs);
        expect(list.own, `${slug}: ${service.title} quotes ${quoted.service} ${quoted.price}`).toContainEqual(quoted);
      }
      // The list's own rows come first, as the business file gives them.
      expect(list.own.slice(0, placePrices[slug]!.length)).toEqual(placePrices[slug]);
    }
  });

  it("shows each table on its place's pages, and the place's lockout price in its cards", async () => {
    const app = makeApp();
    // Each page, its place's list (none: the place shows no table of its own), and the lockout price
    // its cards quote (the place's own, else the national one): the place, its emergency page, and
    // its first suburb page, which shows its city's list.
    const tables = examples.flatMap((slug) => {
      const suburb = suburbs.find((entry) => entry.citySlug === slug);
      return [`/${slug}`, `/${slug}/emergency-lockout`, ...(suburb ? [`/${slug}/${suburb.slug}`] : [])].map(
        (path) => [path, placePrices[slug] ?? [], priceOf(slug, 'lockout').price] as const,
      );
    });
    for (const [path, rows, lockout] of tables) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      const text = readable(res.text)
        .replace(/<span class="price-from">From <\/span><strong>/g, 'From ')
        .replace(/<span class="price-amount">([^<]*)<\/span>/g, '$1');
      for (const row of rows) expect(text, `${path}: ${row.service}`).toContain(row.price);
      expect(text, path).toContain(lockout);
    }
  });
});
