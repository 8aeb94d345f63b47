import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityAreas } from '../data/areas.ts';
import { cities } from '../data/cities.ts';
import { cityPages } from '../data/city-pages.ts';
import { districtSlug, londonDistricts } from '../data/london-districts.ts';
import { reach } from '../data/business.ts';
import { postcodeAreas } from '../data/postcode-areas.ts';
import { finderCopy } from '../data/postcode-finder.ts';
import { suburbs } from '../data/suburbs.ts';
import { postcodeTownsSource } from '../scripts/postcode-towns.ts';
import { districtPages, districtTable } from '../server/views/postcode-districts.ts';
import { outcodePositions } from '../server/views/outcodes.ts';
import { CONTAINS_MILES, pagesNearest } from '../server/views/place-for-point.ts';
import { findPageForPostcode, outwardCode } from '../server/views/postcode-finder.ts';
import { teamForPoint } from '../server/views/response-time.ts';
import { OUTWARD } from '../shared/postcode-shape.ts';
import { makeApp, root } from './helpers/app.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const page = (path: string) => ({ kind: 'page', path });

describe('the postcode finder', () => {
  it.each([
    ['E1', '/london/e1-whitechapel'],
    ['e1 6an', '/london/e1-whitechapel'],
    ['E16AN', '/london/e1-whitechapel'],
    ['SW1A 1AA', '/london/sw1a-westminster'],
    ['LS6 2AB', '/leeds/headingley'],
    ['  ls6   2ab ', '/leeds/headingley'],
    ['ls62ab', '/leeds/headingley'],
    ['M20 2', '/manchester/didsbury'],
    ['M202', '/manchester/didsbury'],
    ['m20', '/manchester/didsbury'],
    ['B15 2TT', '/birmingham/edgbaston'],
    ['EH1 1YZ', '/edinburgh/old-town'],
    ['G1 1AA', '/glasgow/merchant-city'],
    ['S2 4', '/sheffield/manor-park'],
    // Cities reached through their own post town's districts (data/cities.ts postcodeDistricts).
    ['SA62 6', '/st-davids'],
    ['BT48 7', '/derry'],
    ['BT47 6AB', '/derry'],
    ['BT61 7', '/armagh'],
    ['BT35 8', '/newry'],
    ['LL57 1', '/bangor'],
    ['LL17 0', '/st-asaph'],
    ['SO23 9AB', '/winchester'],
    ['CB7 4', '/ely'],
    ['PO19 1', '/chichester'],
    ['BA5 2', '/wells'],
    ['BT20 3', '/bangor-county-down'],
    ['BT28 1', '/lisburn'],
    ['M5 4', '/salford'],
    ['M50 3', '/salford'],
  ])('sends %j to %s', (input, path) => {
    expect(findPageForPostcode(input)).toEqual(page(path));
  });

  it.each(['M20 2', 'M20 2AB', 'M20', 'M202', 'm20  2ab', 'M202AB'])('reads %j as the outward code M20', (input) => {
    expect(outwardCode(input)).toBe('M20');
  });

  it.each(['ZZ99', '', '1AA', 'LS', 'A'.repeat(500), '<script>alert(1)</script>', 'E1 6A', 'LS6 2AB 3', 'QQ1 1AA', 'not a code'])(
    'calls %j invalid',
    (input) => {
      expect(findPageForPostcode(input)).toMatchObject({ kind: 'invalid', links: [] });
    },
  );

  it.each(['SE29 1AA', 'N23', 'e22', 'S15 1AB', 'BT58', 'm36 2'])(
    "calls %j, a well-formed code that is in no area's list of districts, unknown",
    (input) => {
      const outward = outwardCode(input)!;
      expect(outcodePositions.has(outward)).toBe(false);
      const answer = findPageForPostcode(input);
      expect(answer).toMatchObject({ kind: 'unknown', typed: input, links: [] });
      expect('message' in answer && answer.message).toContain(`${outward} is not a UK postcode district we know of`);
    },
  );

  it('offers the districts a London code is split into (SW1: SW1A to SW1Y)', () => {
    const answer = findPageForPostcode('sw1 2');
    expect(answer).toMatchObject({ kind: 'split' });
    const links = 'links' in answer ? answer.links.map((l) => l.path) : [];
    expect(links).toContain('/london/sw1a-westminster');
    expect(links.every((path) => path.startsWith('/london/sw1'))).toBe(true);
  });

  it.each([
    ['GY1 1AA', 'Guernsey'],
    ['JE2 3AB', 'Jersey'],
    ['IM1', 'the Isle of Man'],
  ])('says plainly that %j (%s) is not covered, without a "yet"', (input, where) => {
    const answer = findPageForPostcode(input);
    expect(answer).toMatchObject({ kind: 'uncovered', links: [] });
    const message = 'message' in answer ? answer.message : '';
    expect(message).toContain(`We don't cover ${where}`);
    expect(message).toContain('{phone}');
    expect(message).not.toMatch(/\byet\b/);
  });

  it("answers a district no page is about with the nearest pages and team, each with its distance from the district, and the licence's credit", () => {
    const llandudno = findPageForPostcode('LL30 1');
    if (!('links' in llandudno)) throw new Error('no answer');
    const centre = outcodePositions.get('LL30')!;
    const pages = pagesNearest(centre).filter((p) => !p.city.inLondon || p.city.slug === 'london');
    expect(llandudno.kind).toBe('nearby');
    expect(llandudno.links.map((l) => l.path)).toEqual(pages.slice(0, 4).map((p) => `/${p.city.slug}`));
    expect(llandudno.links[0]).toMatchObject({ note: `${pages[0]!.miles} miles from LL30` });
    const team = teamForPoint(centre);
    expect(team.withinReach).toBe(false);
    expect(llandudno.message).toContain(
      `Our nearest team is in ${team.name}, ${team.miles} miles away in a straight line, beyond the ${reach.miles} miles`,
    );
    expect(llandudno.credit).toBe(finderCopy.credit);
    // B45 (Rubery) is more than 5 miles from Birmingham's centre, within a team's reach.
    const rubery = findPageForPostcode('B45 9');
    expect(rubery).toMatchObject({ kind: 'nearby', links: expect.arrayContaining([expect.objectContaining({ path: '/birmingham' })]) });
    expect('message' in rubery && rubery.message).toContain(`within the ${reach.miles} miles our teams cover`);
  });

  it(`says only what it knows of a district no page is about: no page's centre is within ${CONTAINS_MILES} miles of it (CR0 is in London, which has a page)`, () => {
    for (const code of ['CR0', 'BR1', 'HA1', 'UB8', 'TW3', 'KT1', 'SM1', 'IG1', 'RM1', 'EN1', 'LL30']) {
      const answer = findPageForPostcode(`${code} 1`);
      if (answer.kind !== 'nearby') throw new Error(`${code}: ${answer.kind}`);
      expect(answer.message, code).toContain(
        `None of our pages is about a place whose centre is within ${CONTAINS_MILES} miles of the centre of ${code}.`,
      );
      expect(answer.message, code).not.toMatch(/no page about the place/i);
      expect(pagesNearest(outcodePositions.get(code)!)[0]!.exactMiles, code).toBeGreaterThan(CONTAINS_MILES);
    }
    // Where a London borough or district page was nearer than the pages offered, the words say it is left to London.
    const croydon = findPageForPostcode('CR0 1');
    const llandudno = findPageForPostcode('LL30 1');
    expect('message' in croydon && croydon.message).toContain('with London’s boroughs and districts left to the London page');
    expect('message' in llandudno && llandudno.message).not.toContain('London');
  });

  it("never gives DA1 (Dartford, Kent, outside London) the London page's promise: it is offered London with its distance, not sent there", () => {
    const centre = outcodePositions.get('DA1')!;
    const london = pagesNearest(centre).find((p) => p.city.slug === 'london')!;
    const dartford = findPageForPostcode('DA1 1AA');
    if (dartford.kind !== 'nearby') throw new Error(`DA1 answered ${JSON.stringify(dartford)}`);
    expect(dartford.links[0]).toEqual({ name: 'London', path: '/london', note: `${london.miles} miles from DA1` });
    expect(dartford.links.filter((l) => l.path.startsWith('/london/'))).toEqual([]);
    expect(dartford.message).not.toMatch(/\b(anywhere|across|all over) London\b|DA1 is in London/);
  });

  it('keeps a district across the water from a team beyond its reach, as the page nearest to it is (CF62 Barry, near Cardiff)', () => {
    const centre = outcodePositions.get('CF62')!;
    expect(pagesNearest(centre)[0]!.city.slug).toBe('cardiff');
    const team = teamForPoint(centre);
    expect(team).toMatchObject({ withinReach: false });
    const barry = findPageForPostcode('CF62 8');
    expect('message' in barry && barry.message).toContain('further by road');
  });

  it("answers a district the list gives no position with its area's page and a plain note", () => {
    const listed = districtTable();
    const unplaced = [...outcodePositions].filter(
      ([code, centre]) => centre === null && !listed.has(code) && !finderCopy.uncoveredAreas[OUTWARD.exec(code)![1]!],
    );
    expect(unplaced.length).toBeGreaterThan(0);
    for (const [code] of unplaced) {
      const area = postcodeAreas.find((a) => a.area === OUTWARD.exec(code)![1])!;
      const answer = findPageForPostcode(`${code} 1AB`);
      expect(answer, code).toMatchObject({
        kind: 'unplaced',
        links: [expect.objectContaining({ path: `/${area.city}` })],
        credit: finderCopy.credit,
      });
      expect('message' in answer && answer.message).toContain(`${code} is a postcode district we have no position for`);
    }
  });

  it("answers a Northern Ireland district no page lists as unplaced, saying we hold no positions there, with Belfast's page", () => {
    for (const input of ['BT40 1', 'BT29 4']) {
      const answer = findPageForPostcode(input);
      expect(answer, input).toMatchObject({ kind: 'unplaced', links: [expect.objectContaining({ path: '/belfast' })] });
      expect('message' in answer && answer.message, input).toContain(`(${finderCopy.unplacedWhy.northernIreland})`);
      expect('message' in answer && answer.message, input).not.toContain('PO box');
    }
    // Belfast's own districts, listed by hand in data/cities.ts, reach its page.
    for (let n = 1; n <= 17; n++) expect(findPageForPostcode(`BT${n} 1AA`), `BT${n}`).toEqual(page('/belfast'));
  });

  it('maps every postcode area to a city that has a page, once each', () => {
    const slugs = new Set(cities.map((c) => c.slug));
    expect(postcodeAreas.filter((a) => !slugs.has(a.city))).toEqual([]);
    expect(new Set(postcodeAreas.map((a) => a.area)).size).toBe(postcodeAreas.length);
    expect(postcodeAreas.length).toBe(121);
  });

  it('has the post towns that scripts/postcode-towns.ts finds in GeoNames', () => {
    const committed = readFileSync(path.join(root, 'data', 'postcode-towns.ts'), 'utf8');
    expect(committed, 'run npx tsx scripts/postcode-towns.ts').toBe(postcodeTownsSource().text);
  });

  it('gives a district two pages list to the one listing fewest districts, else the first in the data', () => {
    const table = districtTable([
      { path: '/a', name: 'A', districts: ['X1', 'X2'] },
      { path: '/b', name: 'B', districts: ['X2'] },
    ]);
    expect(table.get('X2')?.path).toBe('/a');
    const pages = districtPages();
    const counts = pages.map((p) => p.districts.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});

/**
 * Every page that names its postcode districts, read from the data as the pages are: each London
 * district, suburb page and area page, and the cities with their post town's districts. The paths come from the data, so renamed or merged pages
 * are followed; the crawl says each page exists.
 */
function pagesNamingDistricts(): { path: string; districts: string[] }[] {
  const pages: { path: string; districts: string[] }[] = [];
  for (const d of londonDistricts) pages.push({ path: `/london/${districtSlug(d)}`, districts: [d.code] });
  for (const s of suburbs) pages.push({ path: `/${s.citySlug}/${s.slug}`, districts: [s.postcode] });
  for (const [city, areas] of Object.entries(cityAreas)) for (const a of areas) pages.push({ path: `/${city}/${a.slug}`, districts: a.postcodes });
  for (const c of cities) if (c.postcodeDistricts) pages.push({ path: `/${c.slug}`, districts: [...c.postcodeDistricts] });
  return pages;
}

describe('every page that names its postcode districts', () => {
  let statuses: Map<string, number>;
  beforeAll(async () => {
    statuses = (await siteSnapshot()).statuses();
  });

  it('is reached through each of them: that page or a more local one that lists the district too', () => {
    const pages = pagesNamingDistricts();
    // Several records may answer one path (an area and the suburb page in front of it).
    const listed = new Map<string, Set<string>>();
    for (const p of pages) for (const d of p.districts) listed.set(p.path, (listed.get(p.path) ?? new Set()).add(d));
    const wrong: string[] = [];
    let walked = 0;
    for (const { path, districts } of pages) {
      expect(statuses.get(path), `${path} is not a page the crawl reached`).toBe(200);
      for (const district of districts) {
        for (const input of [district, `${district} 1`, `${district.toLowerCase()} 1ab`]) {
          walked++;
          const found = findPageForPostcode(input);
          const target = found.kind === 'page' ? found.path : `(${found.kind})`;
          const there = listed.get(target);
          const moreLocal = target === path || (there?.has(district) === true && there.size <= listed.get(path)!.size);
          if (!moreLocal) wrong.push(`${input} (listed by ${path}) -> ${target}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBeGreaterThan(700);
  });

  it("is reached, or offered, for each district of its city's range that no more local page lists (Sheffield's S1-S81), exactly as the data says", () => {
    const table = districtTable();
    let checked = 0;
    for (const p of cityPages) {
      const range = p.postcodeRange ? /^([A-Z]+)(\d+)-\1(\d+)$/.exec(p.postcodeRange) : null;
      if (!range) continue;
      expect(statuses.get(`/${p.slug}`)).toBe(200);
      const [, area, first, last] = range;
      for (let n = Number(first); n <= Number(last); n++) {
        const found = findPageForPostcode(`${area}${n} 1AB`);
        checked++;
        const code = `${area}${n}`;
        // Not every number in a range is a district: those the list lacks are unknown, never sent to the page.
        if (!outcodePositions.has(code)) {
          expect(found.kind, code).toBe('unknown');
          continue;
        }
        // The expected answer, from the data: the page listing the district, else the nearest page if
        // its centre is within CONTAINS_MILES, else the nearest pages (London's parts left to London).
        const listing = table.get(code);
        const nearest = pagesNearest(outcodePositions.get(code)!);
        if (listing) expect(found, code).toEqual(page(listing.path));
        else if (nearest[0]!.exactMiles <= CONTAINS_MILES) expect(found, code).toEqual(page(`/${nearest[0]!.city.slug}`));
        else {
          const offered = nearest.filter((q) => !q.city.inLondon || q.city.slug === 'london').slice(0, 4);
          if (found.kind !== 'nearby') throw new Error(`${code}: ${found.kind}`);
          expect(
            found.links.map((l) => l.path),
            code,
          ).toEqual(offered.map((q) => `/${q.city.slug}`));
          expect(found.links[0], code).toMatchObject({ note: `${offered[0]!.miles} miles from ${code}` });
        }
        // And either way, the city's page is reached or offered.
        if (found.kind === 'page') expect(found.path === `/${p.slug}` || found.path.startsWith(`/${p.slug}/`), code).toBe(true);
        else if ('links' in found)
          expect(
            found.links.map((l) => l.path),
            code,
          ).toContain(`/${p.slug}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the finder over HTTP', () => {
  it('answers the form with a 303 to the page, without JavaScript', async () => {
    const res = await request(app).get('/locksmith-near-me?postcode=ls6+2ab').expect(303);
    expect(res.headers.location).toBe('/leeds/headingley');
    const london = await request(app).get('/locksmith-near-me?postcode=E1%206AN').expect(303);
    expect(london.headers.location).toBe('/london/e1-whitechapel');
  });

  it.each([
    ['CF10 1AA', 'cardiff'],
    ['BT1 1AA', 'belfast'],
    ['NG1 5FS', 'nottingham'],
    ['NE1 4ST', 'newcastle-upon-tyne'],
    ['YO1 7HH', 'york'],
  ])('answers %j, in the centre of a city, with a 303 into its pages', async (postcode, slug) => {
    expect(cities.some((c) => c.slug === slug)).toBe(true);
    const res = await request(app)
      .get(`/locksmith-near-me?postcode=${encodeURIComponent(postcode)}`)
      .expect(303);
    expect(res.headers.location === `/${slug}` || res.headers.location?.startsWith(`/${slug}/`), res.headers.location).toBe(true);
  });

  it("answers a district no page is about with 200, its nearest pages and team, and the positions' attribution beside the field", async () => {
    const res = await request(app).get('/locksmith-near-me?postcode=LL30+1').expect(200);
    const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain(`None of our pages is about a place whose centre is within ${CONTAINS_MILES} miles of the centre of LL30.`);
    expect(form).toContain('<a href="/bangor"');
    expect(form).toContain(`<p class="postcode-finder-credit">${finderCopy.credit}</p>`);
    // A page found is a 303 and shows nothing, so the directory carries the attribution once more, at its foot.
    const page = await request(app).get('/locksmith-near-me').expect(200);
    expect(page.text.split(`<p>${finderCopy.credit}</p>`)).toHaveLength(2);
    expect(page.text).not.toContain('postcode-finder-credit');
  });

  it('answers anything else with 200 and the finder first on the page: the answer beside the field, the typed value kept, the number', async () => {
    const invalid = await request(app).get('/locksmith-near-me?postcode=%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(200);
    expect(invalid.text).toContain('We could not read that as a postcode');
    expect(invalid.text).not.toContain('<script>alert(1)');
    const res = await request(app).get('/locksmith-near-me?postcode=gy1+1aa').expect(200);
    const main = res.text.slice(res.text.indexOf('<main'));
    const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(main)?.[0] ?? '';
    // The finder with its answer comes before the page's own heading.
    expect(main.indexOf(form)).toBeLessThan(main.indexOf('<h1'));
    expect(form).toMatch(/<input[^>]*value="gy1 1aa"/);
    expect(form).toContain('We don&#x27;t cover Guernsey (GY1)');
    expect(form).toMatch(/<a href="tel:/);
    expect(form).toMatch(/<div[^>]*tabindex="-1"[^>]*autofocus=""|<div[^>]*autofocus=""[^>]*tabindex="-1"/);
    const describedBy = /<input[^>]*aria-describedby="([^"]+)"/.exec(form)?.[1];
    expect(form).toContain(`id="${describedBy}"`);
  });

  it.each([
    ['the home page', '/', 200],
    ['the directory', '/locksmith-near-me', 200],
    ['the 404 page', '/no-such-place-here', 404],
  ])('is on %s, as a GET form to the directory with a labelled postcode field', async (_name, path, status) => {
    const res = await request(app).get(path).expect(status);
    const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
    expect(form).toMatch(/^<form[^>]*method="get"/);
    expect(form).toMatch(/^<form[^>]*action="\/locksmith-near-me"/);
    expect(form).toContain('Do you cover my area?');
    const id = /<input(?=[^>]*name="postcode")[^>]*id="([^"]+)"/.exec(form)?.[1];
    expect(id).toBeTruthy();
    expect(form).toContain(`<label for="${id}">`);
  });

  it('hands the redirect to client-side navigation as data', async () => {
    const res = await request(app).get('/locksmith-near-me.data?postcode=G3+1AA').expect(202);
    expect(res.body).toEqual({ redirect: '/glasgow/west-end', status: 303 });
  });
});

describe('postcodes stay private', () => {
  it('never writes a postcode to the access log', async () => {
    const { redactUrl } = await import('../server/redact.ts');
    expect(redactUrl('/locksmith-near-me?postcode=LS6+2AB')).toBe('/locksmith-near-me?postcode=%5Bredacted%5D');
    expect(redactUrl('/locksmith-near-me?a=1&postcode=E1')).not.toContain('E1');
    expect(redactUrl('/bath?x=1')).toBe('/bath?x=%5Bredacted%5D');
  });
});
