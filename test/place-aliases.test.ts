/**
 * Other names for places (data/place-aliases.ts, docs/decisions/029): each answers 301 to a page
 * that answers 200, never shadows a real page, and data requests get the same redirect as JSON.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { cityAreas } from '../data/areas.ts';
import { extraAreas } from '../data/directory.ts';
import { suburbs } from '../data/suburbs.ts';
import { districtSlug, londonDistricts } from '../data/london-districts.ts';
import { cityAliases, londonDistrictAliases, movedPages, townSlug } from '../data/place-aliases.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { townPages } from '../server/views/place-lookup.ts';
import { makeApp } from './helpers/app.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const locationPaths = new Set(allLocationPaths());

/** Every alias path and the page it must lead to. */
const expected = new Map<string, string>([
  ...[...cityAliases()].map(([alias, slug]) => [`/${alias}`, `/${slug}`] as const),
  ...[...londonDistrictAliases()].map(([code, slug]) => [`/london/${code}`, `/london/${slug}`] as const),
  ...[...movedPages].map(([from, to]) => [`/${from}`, `/${to}`] as const),
]);

describe('place aliases', () => {
  it('include the short names people type and every London outward code', () => {
    expect(expected.get('/newcastle')).toBe('/newcastle-upon-tyne');
    expect(expected.get('/hull')).toBe('/kingston-upon-hull');
    expect(expected.get('/stoke')).toBe('/stoke-on-trent');
    expect(expected.get('/brighton')).toBe('/brighton-and-hove');
    expect(expected.get('/london/e1')).toBe('/london/e1-whitechapel');
    // One page per place (docs/decisions/047): the old and duplicate addresses lead to it.
    expect(expected.get('/london/e1-shoreditch')).toBe('/london/e1-whitechapel');
    expect(expected.get('/manchester/salford')).toBe('/salford');
    expect(expected.get('/birmingham/moseley-kings-heath')).toBe('/birmingham/moseley');
    for (const d of londonDistricts) expect(expected.get(`/london/${d.code.toLowerCase()}`), d.code).toBe(`/london/${districtSlug(d)}`);
  });

  it('never take the address of a real page, and always name one', () => {
    const citySlugs = new Set(cities.map((c) => c.slug));
    for (const [alias, target] of expected) {
      expect(locationPaths.has(alias), `${alias} is a page of its own`).toBe(false);
      expect(locationPaths.has(target), `${alias} leads to ${target}, which the data does not define`).toBe(true);
    }
    for (const alias of cityAliases().keys()) expect(citySlugs.has(alias), alias).toBe(false);
  });

  it('answer 301 to a page that answers 200', async () => {
    // The targets' statuses come from the run's one crawl of the site, which requests every location page.
    const statuses = (await siteSnapshot()).statuses();
    const problems: string[] = [];
    for (const [alias, target] of expected) {
      const res = await request(app).get(alias);
      if (res.status !== 301 || res.headers.location !== target) {
        problems.push(`${alias}: ${res.status} to ${res.headers.location}, expected 301 to ${target}`);
        continue;
      }
      if (statuses.get(target) !== 200) problems.push(`${alias}: ${target} answered ${statuses.get(target) ?? 'nothing (not crawled)'}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("send a city page's sub-pages to the same page of the real city, keeping the query", async () => {
    const res = await request(app).get('/hull/key-cutting?utm_source=card');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/kingston-upon-hull/key-cutting?utm_source=card');
    expect((await request(app).get('/london/E1')).headers.location).toBe('/london/e1');
  });

  it('keep one page per place: no place name has two pages, and E1 is Whitechapel', async () => {
    // Every place page by the place it is about (a city's service pages are about the service).
    const byName = new Map<string, string[]>();
    const add = (name: string, path: string) => byName.set(name.toLowerCase(), [...(byName.get(name.toLowerCase()) ?? []), path]);
    for (const city of cities) add(city.name, `/${city.slug}`);
    for (const [city, areas] of Object.entries(cityAreas)) {
      for (const area of areas) if (!suburbs.some((s) => s.citySlug === city && s.slug === area.slug)) add(area.name, `/${city}/${area.slug}`);
      // An area named after two places ('Moseley & Kings Heath') is a second page for each.
      for (const area of areas) if (area.name.includes('&')) for (const part of area.name.split(' & ')) add(part, `/${city}/${area.slug}`);
    }
    for (const suburb of suburbs) add(suburb.name, `/${suburb.citySlug}/${suburb.slug}`);
    for (const d of londonDistricts) add(d.place, `/london/${districtSlug(d)}`);
    // Different places that share a name: the Bangors of Gwynedd and County Down, Sheffield's Manor
    // Park and London's E12, and the City of Westminster beside SW1A, one postal district inside it.
    const namesakes = new Set(['bangor', 'manor park', 'westminster']);
    const twice = [...byName].filter(([name, paths]) => new Set(paths).size > 1 && !namesakes.has(name));
    expect(twice).toEqual([]);
    const e1 = (await request(app).get('/london/e1-whitechapel')).text;
    expect(e1).toContain('E1 Whitechapel');
    expect(e1).not.toMatch(/E1 Shoreditch/);
  });

  it('answer a data request with the redirect as JSON', async () => {
    const res = await request(app).get('/newcastle.data');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ redirect: '/newcastle-upon-tyne', status: 301 });
    const district = await request(app).get('/london/e1.data');
    expect(district.body).toEqual({ redirect: '/london/e1-whitechapel', status: 301 });
  });

  it('leave unknown names a 404', async () => {
    const plainTown = extraAreas.find((town) => !town.city)!;
    for (const path of [`/${townSlug(plainTown.name)}`, '/london/e99', '/newcastle/nowhere', '/london/e1/more']) {
      expect((await request(app).get(path)).status, path).toBe(404);
    }
  });

  it('send a town to the city page that covers it, where there is one', async () => {
    for (const town of extraAreas.filter((t) => t.city)) {
      const res = await request(app).get(`/${townSlug(town.name)}`);
      expect(res.status, town.name).toBe(301);
      expect(res.headers.location, town.name).toBe(`/${town.city}`);
    }
  });

  it('link a town on the directory only to the page that covers it', async () => {
    const html = (await request(app).get('/locksmith-near-me')).text;
    // Towns within a team's reach, then those further away (docs/decisions/049), in the data's order within each.
    const towns = [...html.matchAll(/<section[^>]*aria-labelledby="(?:far-)?towns-title"[\s\S]*?<\/section>/g)].map((m) => m[0]).join('');
    const linked = [...towns.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    // A town with a page of its own (docs/decisions/061) links to it, and stands for a directory town of its name.
    const ownPages = townPages.map((t) => [t.name, `/${t.slug}`]);
    const covered = extraAreas.filter((t) => t.city && !townPages.some((own) => own.name === t.name)).map((t) => [t.name, `/${t.city}`]);
    expect(linked.sort()).toEqual([...ownPages, ...covered].sort());
    for (const town of extraAreas) expect(towns).toContain(town.name);
    // The hero's picture is of a street, and 'Your Local' is not a place.
    expect(html).not.toMatch(/alt="[^"]*Your Local/);
  });
});
