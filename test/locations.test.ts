import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityServices } from '../data/city-services.ts';
import { districtName, districtSlug, londonDistricts } from '../data/london-districts.ts';
import { suburbs } from '../data/suburbs.ts';
import { servedCities } from '../server/views/served-places.ts';
import { localPhones } from '../data/business.ts';
import { telHref } from '../shared/site.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { makeApp, site } from './helpers/app.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';
import { brokenLinks, internalLinks } from './helpers/links.ts';
import { canonicalOf, count, head, jsonLdBlocks, titleOf } from './helpers/html.ts';
import { type SiteSnapshot, siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const paths = allLocationPaths();
/** The first served suburb with a page of its own (data/suburbs.ts), if any. */
const suburb = suburbs.find((entry) => serves(entry.citySlug));

interface Page {
  path: string;
  status: number;
  html: string;
}

const pages = new Map<string, Page>();

let crawl: SiteSnapshot;

beforeAll(async () => {
  crawl = await siteSnapshot();
  for (const path of paths) {
    const res = crawl.answer(path);
    pages.set(path, { path, status: res.status, html: res.body });
  }
}, 120_000);

function metaDescription(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

describe('location pages', () => {
  it('defines a page for every served place, its areas and its services', () => {
    expect(paths.length).toBeGreaterThanOrEqual(servedCities.length * (1 + cityServices.length));
    expect(new Set(paths).size).toBe(paths.length);
    for (const city of servedCities) {
      expect(paths).toContain(`/${city.slug}`);
      for (const service of cityServices) expect(paths).toContain(`/${city.slug}/${service.slug}`);
    }
    // Pages below a place only for the places served.
    for (const path of paths) expect(serves(path.split('/')[1]!), path).toBe(true);
    if (suburb) expect(paths).toContain(`/${suburb.citySlug}/${suburb.slug}`);
    // London's districts where London is served, else none.
    if (serves('london')) for (const district of londonDistricts) expect(paths).toContain(`/london/${districtSlug(district)}`);
    else expect(paths.filter((path) => path.startsWith('/london/'))).toEqual([]);
  });

  it('answers 200 with one title, an own canonical and parseable JSON-LD on every location URL', () => {
    for (const page of pages.values()) {
      expect(page.status, page.path).toBe(200);
      const h = head(page.html);
      expect(count(h, /<title>/), page.path).toBe(1);
      expect(canonicalOf(h), page.path).toBe(`${site.origin}${page.path}`);
      const blocks = jsonLdBlocks(page.html);
      expect(blocks.length, page.path).toBeGreaterThan(0);
      for (const block of blocks) expect(block['@context'], page.path).toBe('https://schema.org');
    }
  });

  it('names the place in every title', () => {
    for (const city of servedCities) {
      expect(titleOf(pages.get(`/${city.slug}`)!.html), city.slug).toContain(city.name.replace(/&/g, '&amp;'));
    }
    if (serves('london')) {
      const district = londonDistricts[0]!;
      expect(titleOf(pages.get(`/london/${districtSlug(district)}`)!.html)).toContain(districtName(district));
    }
    if (suburb) expect(titleOf(pages.get(`/${suburb.citySlug}/${suburb.slug}`)!.html)).toContain(suburb.name);
  });

  it('gives no two location pages the same title or description', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages.values()) {
      const title = titleOf(page.html)!;
      const description = metaDescription(page.html)!;
      expect(titles.get(title), `${page.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${page.path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, page.path);
      descriptions.set(description, page.path);
    }
  });

  it('links only to pages that answer 200', async () => {
    const { checked, broken } = await brokenLinks(app, internalLinks([...pages.values()].map((page) => page.html)), crawl.statuses());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(paths.length / 2);
  });

  it('answers 404 for unknown cities, unknown areas and areas of unknown cities', async () => {
    for (const path of [
      '/atlantis',
      '/leeds/atlantis',
      '/atlantis/city-centre',
      '/atlantis/emergency-lockout',
      '/london/e1-nowhere',
      '/leeds/e1-whitechapel',
      '/leeds/city-centre/extra',
    ]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('Page not found');
    }
  });

  it('calls the local number from the header, the hero and the call bar where a place has one, else the national number', () => {
    const callTargets = (html: string) => ({
      header: /class="header-phone" href="([^"]+)"/.exec(html)?.[1],
      bar: /class="call-bar"><a href="([^"]+)"/.exec(html)?.[1],
    });
    // A served place with a local number: its pages call it (the place, its first suburb, a local service page).
    if (fixturePages.localPhone) {
      const [slug, number] = fixturePages.localPhone;
      const own = suburbs.find((entry) => entry.citySlug === slug);
      for (const path of [`/${slug}`, ...(own ? [`/${slug}/${own.slug}`] : []), `/${slug}/${cityServices.at(-1)!.slug}`]) {
        const html = pages.get(path)!.html;
        const local = telHref(number);
        expect(callTargets(html), path).toEqual({ header: local, bar: local });
        expect(/class="btn btn-call btn-primary" href="([^"]+)"/.exec(html)?.[1], `${path}: hero`).toBe(local);
      }
    }
    // A served place without one calls the national number.
    const without = servedByPopulation.find((place) => localPhones[place.slug] === undefined);
    expect(without).toBeDefined();
    expect(callTargets(pages.get(`/${without!.slug}`)!.html)).toEqual({ header: telHref(site.phone), bar: telHref(site.phone) });
  });
});
