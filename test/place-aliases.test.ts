/**
 * Other names for places (data/place-aliases.ts, docs/decisions/029): each answers 301 to a page
 * that answers 200, never shadows a real page, and data requests get the same redirect as JSON.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { cityAreas } from '../data/areas.ts';
import { cityServices } from '../data/city-services.ts';
import { extraAreas } from '../data/directory.ts';
import { suburbs } from '../data/suburbs.ts';
import { districtSlug, londonDistricts } from '../data/london-districts.ts';
import { cityAliases, londonDistrictAliases, movedPages, townSlug } from '../data/place-aliases.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { townPages } from '../server/views/place-lookup.ts';
import { unservedPlace } from '../server/views/served-places.ts';
import { pageContaining, pagesNearest } from '../server/views/place-for-point.ts';
import { teamForPoint } from '../server/views/response-time.ts';
import { makeApp } from './helpers/app.ts';
import { serves } from './helpers/fixture-pages.ts';
import { inServedArea, placeOfPath } from './helpers/served-geography.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const locationPaths = new Set(allLocationPaths());

/** Every alias path and the page it must lead to. */
const expected = new Map<string, string>([
  ...[...cityAliases()].map(([alias, slug]) => [`/${alias}`, `/${slug}`] as const),
  ...[...londonDistrictAliases()].map(([code, slug]) => [`/london/${code}`, `/london/${slug}`] as const),
  ...[...movedPages].map(([from, to]) => [`/${from}`, `/${to}`] as const),
]);

/** Aliases whose page is of a place served (they answer 301), and those whose place is not (they answer 410, docs/decisions/073). */
const toServed = new Map([...expected].filter(([, target]) => serves(placeOfPath(target))));
const toUnserved = new Map([...expected].filter(([, target]) => !serves(placeOfPath(target))));
/** A city's other name for a place served, and one for a place not served ('/hull' for Kingston upon Hull), if any. */
const servedAlias = [...cityAliases()].find(([, slug]) => serves(slug));
const unservedAlias = [...cityAliases()].find(([, slug]) => !serves(slug));
/** A local service page, as every place has. */
const service = cityServices[0]!.slug;

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
    for (const [alias] of expected) expect(locationPaths.has(alias), `${alias} is a page of its own`).toBe(false);
    for (const [alias, target] of toServed)
      expect(locationPaths.has(target), `${alias} leads to ${target}, which the data does not define`).toBe(true);
    // The page of a place not served is no page of the site: its place is one the data knows and the business does not serve.
    for (const [alias, target] of toUnserved) expect(unservedPlace(placeOfPath(target)), `${alias} leads to ${target}`).toBeDefined();
    for (const alias of cityAliases().keys()) expect(citySlugs.has(alias), alias).toBe(false);
  });

  it.skipIf(toServed.size === 0)(
    'answer 301 to a page that answers 200, where its place is served',
    async () => {
      // The targets' statuses come from the run's one crawl of the site, which requests every location page.
      const statuses = (await siteSnapshot()).statuses();
      const problems: string[] = [];
      for (const [alias, target] of toServed) {
        const res = await request(app).get(alias);
        if (res.status !== 301 || res.headers.location !== target) {
          problems.push(`${alias}: ${res.status} to ${res.headers.location}, expected 301 to ${target}`);
          continue;
        }
        if (statuses.get(target) !== 200) problems.push(`${alias}: ${target} answered ${statuses.get(target) ?? 'nothing (not crawled)'}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it.skipIf(toUnserved.size === 0)(
    'answer 410 Gone where the page they name is of a place not served',
    async () => {
      const problems: string[] = [];
      for (const [alias] of toUnserved) {
        const res = await request(app).get(alias);
        if (res.status !== 410) problems.push(`${alias}: ${res.status} ${res.headers.location ?? ''}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  // An example from the data ('/hull/key-cutting' for the sample): a city's other name for a place served.
  it.skipIf(servedAlias === undefined)(
    `send a city page's sub-pages to the same page of the real city, keeping the query (/${servedAlias?.[0]})`,
    async () => {
      const [alias, slug] = servedAlias!;
      const res = await request(app).get(`/${alias}/${service}?utm_source=card`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`/${slug}/${service}?utm_source=card`);
    },
  );

  it.skipIf(unservedAlias === undefined)(
    `answer 410 for a sub-page of a city's other name where the city is not served (/${unservedAlias?.[0]})`,
    async () => {
      const [alias] = unservedAlias!;
      const res = await request(app).get(`/${alias}/${service}?utm_source=card`);
      expect(res.status).toBe(410);
      expect(res.headers.location).toBeUndefined();
    },
  );

  // London's district codes in capitals: about London, so run where it is served.
  it.skipIf(!serves('london'))('send a London district code in capitals to its alias', async () => {
    expect((await request(app).get('/london/E1')).headers.location).toBe('/london/e1');
  });

  it('keep one page per place: no place name has two pages', () => {
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
  });

  // About London's E1 page: runs where London is served.
  it.skipIf(!serves('london'))('call E1 Whitechapel, not Shoreditch', async () => {
    const e1 = (await request(app).get('/london/e1-whitechapel')).text;
    expect(e1).toContain('E1 Whitechapel');
    expect(e1).not.toMatch(/E1 Shoreditch/);
  });

  it.skipIf(serves('london'))('answer 410 for E1 Whitechapel, naming London, where London is not served', async () => {
    const res = await request(app).get('/london/e1-whitechapel');
    expect(res.status).toBe(410);
    expect(res.text).toContain('London');
    expect(res.text).not.toContain('E1 Whitechapel');
  });

  // Examples from the data ('/newcastle' and '/london/e1' for the sample).
  it.skipIf(servedAlias === undefined)(`answer a data request with the redirect as JSON (/${servedAlias?.[0]})`, async () => {
    const [alias, slug] = servedAlias!;
    const res = await request(app).get(`/${alias}.data`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ redirect: `/${slug}`, status: 301 });
  });

  it.skipIf(!serves('london'))('answer a data request for a London district code with the redirect as JSON', async () => {
    const district = await request(app).get('/london/e1.data');
    expect(district.body).toEqual({ redirect: '/london/e1-whitechapel', status: 301 });
  });

  it.skipIf(unservedAlias === undefined)(
    `answer a data request for another name of a place not served with 410 (/${unservedAlias?.[0]})`,
    async () => {
      const res = await request(app).get(`/${unservedAlias![0]}.data`);
      expect(res.status).toBe(410);
      expect(res.body).not.toHaveProperty('redirect');
    },
  );

  it('leave unknown names a 404', async () => {
    for (const path of ['/nowhere-town', '/london/e99', '/newcastle/nowhere', '/london/e1/more']) {
      expect((await request(app).get(path)).status, path).toBe(404);
    }
  });

  it('send a town to the city page that covers it, where there is one and its place is served, else answer 410', async () => {
    const covered = extraAreas.filter((t) => t.city);
    expect(covered.length).toBeGreaterThan(0);
    for (const town of covered) {
      const res = await request(app).get(`/${townSlug(town.name)}`);
      if (serves(town.city!)) {
        expect(res.status, town.name).toBe(301);
        expect(res.headers.location, town.name).toBe(`/${town.city}`);
      } else expect(res.status, `${town.name}: ${town.city} is not served`).toBe(410);
    }
  });

  it('answer every name the directory lists, every alias and every place: 301 to a page that answers 200, or 410, never 404', async () => {
    const statuses = (await siteSnapshot()).statuses();
    const names = [
      ...extraAreas.map((town) => townSlug(town.name)),
      ...townPages.map((town) => town.slug),
      ...cities.map((place) => place.slug),
      ...cityAliases().keys(),
    ];
    const problems: string[] = [];
    for (const name of new Set(names)) {
      const res = await request(app).get(`/${name}`);
      if (res.status === 200 || res.status === 410) continue;
      const target = String(res.headers.location);
      if (res.status !== 301) problems.push(`/${name}: ${res.status}`);
      else if (statuses.get(target) !== 200) problems.push(`/${name}: 301 to ${target}, which answered ${statuses.get(target)}`);
    }
    expect(problems).toEqual([]);
  });

  it('send a town with no page of its own to the page around it, else its team’s page, else the page nearest to it (docs/decisions/079)', async () => {
    const plain = extraAreas.filter((town) => !town.city && !cities.some((c) => c.slug === townSlug(town.name)) && inServedArea(town.geo));
    for (const town of plain) {
      const res = await request(app).get(`/${townSlug(town.name)}`);
      expect(res.status, town.name).toBe(301);
      const [nearest] = pagesNearest(town.geo);
      const team = teamForPoint(town.geo);
      const expected = pageContaining(town.geo)?.slug ?? (team.withinReach ? team.slug : nearest!.city.slug);
      expect(res.headers.location, town.name).toBe(`/${expected}`);
    }
  });

  it('link a town on the directory only to the page that covers it', async () => {
    const html = (await request(app).get('/locksmith-near-me')).text;
    // Towns within a team's reach, then those further away (docs/decisions/049), in the data's order within each.
    const towns = [...html.matchAll(/<section[^>]*aria-labelledby="(?:far-)?towns-title"[\s\S]*?<\/section>/g)].map((m) => m[0]).join('');
    const linked = [...towns.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    // A town with a page of its own (docs/decisions/061) links to it, and stands for a directory town of its name.
    const ownPages = townPages.map((t) => [t.name, `/${t.slug}`]);
    // A directory town is listed only where the place of the data nearest it is served (docs/decisions/073).
    const listed = extraAreas.filter((t) => inServedArea(t.geo));
    const covered = listed.filter((t) => t.city && !townPages.some((own) => own.name === t.name)).map((t) => [t.name, `/${t.city}`]);
    expect(linked.sort()).toEqual([...ownPages, ...covered].sort());
    for (const town of listed) expect(towns).toContain(town.name);
    // The hero's picture is of a street, and 'Your Local' is not a place.
    expect(html).not.toMatch(/alt="[^"]*Your Local/);
  });
});
