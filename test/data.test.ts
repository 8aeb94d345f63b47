import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { homeCitySlugs, homeServiceCards } from '../data/home.ts';
import { technicians } from '../data/business.ts';
import { reputation } from '../data/business.ts';
import { featuredServiceSlugs, mobileMenuServiceCount, services } from '../data/services.ts';
import { insideUkBounds } from '../shared/geo.ts';
import { byPopulation, parsePopulation } from '../shared/population.ts';

describe('cities data', () => {
  it('has unique, URL-safe slugs', () => {
    const slugs = cities.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers the four nations, London and Camden', () => {
    const nations = new Set(cities.map((c) => c.nation));
    expect([...nations].sort()).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    expect(cities.find((c) => c.slug === 'london')).toBeDefined();
    expect(cities.find((c) => c.slug === 'camden')?.region).toBe('London');
    expect(cities.length).toBeGreaterThanOrEqual(70);
  });

  it('gives every city a parseable population, its year and centre coordinates to 5 places', () => {
    for (const city of cities) {
      expect(city.population, city.slug).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(parsePopulation(city.population), city.slug).toBeGreaterThan(0);
      expect(city.populationYear, city.slug).toBeGreaterThanOrEqual(2011);
      expect(insideUkBounds(city.geo), city.slug).toBe(true);
      for (const value of [city.geo.latitude, city.geo.longitude]) {
        expect((String(value).split('.')[1] ?? '').length, city.slug).toBeLessThanOrEqual(5);
      }
    }
  });

  it("dates every population to its nation's latest count (decision 085)", () => {
    // Census 2021 in England, Wales and Northern Ireland; in Scotland the NRS mid-2022 council-area
    // estimate, or the mid-2020 locality estimate for a city that is not a council area.
    const years: Record<string, readonly number[]> = { England: [2021], Wales: [2021], 'Northern Ireland': [2021], Scotland: [2022, 2020] };
    for (const city of cities) {
      expect(years[city.nation], `${city.slug}: nation`).toBeDefined();
      expect(years[city.nation]!, `${city.slug}: populationYear`).toContain(city.populationYear);
    }
  });

  it('keeps the regions the product was first described with', () => {
    const bySlug = (slug: string) => cities.find((c) => c.slug === slug);
    expect(bySlug('birmingham')?.region).toBe('West Midlands');
    expect(bySlug('liverpool')?.region).toBe('Merseyside');
    expect(bySlug('manchester')?.region).toBe('Greater Manchester');
    expect(bySlug('leeds')?.region).toBe('West Yorkshire');
    expect(bySlug('bradford')?.region).toBe('West Yorkshire');
    expect(bySlug('sheffield')?.region).toBe('South Yorkshire');
    expect(bySlug('glasgow')?.region).toBe('Scotland');
  });

  it('orders by parsed population, not by text', () => {
    const sorted = byPopulation([
      { name: 'A', population: '99,000' },
      { name: 'B', population: '1,144,900' },
      { name: 'C', population: 'Unknown' },
      { name: 'D', population: '812,000' },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('site content', () => {
  it('lists the thirteen services once each, with the footer eight and the mobile five among them', () => {
    expect(services).toHaveLength(13);
    expect(new Set(services.map((s) => s.slug)).size).toBe(13);
    expect(featuredServiceSlugs).toHaveLength(8);
    for (const slug of featuredServiceSlugs) expect(services.map((s) => s.slug)).toContain(slug);
    expect(mobileMenuServiceCount).toBe(5);
  });

  it('has the home page counts of docs/product.md §1 and §2 and the rating of §9', () => {
    expect(homeServiceCards).toHaveLength(4);
    // The figures, reviews and accreditations are the business's, any number of them (the sample's
    // are pinned in test/sample-data.test.ts).
    for (const person of technicians) expect(person.yearsExperience, person.name).toBeGreaterThan(0);
    expect(reputation.rating.score).toBeLessThanOrEqual(reputation.rating.outOf);
  });

  it('names 13 grid cities that all exist in the cities data', () => {
    expect(homeCitySlugs).toHaveLength(13);
    for (const slug of homeCitySlugs)
      expect(
        cities.map((c) => c.slug),
        slug,
      ).toContain(slug);
  });
});
