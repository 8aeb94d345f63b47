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
import { niPostTownPointsSource, postcodeTownsSource } from '../scripts/postcode-towns.ts';
import { niPostTownPoints } from '../data/ni-post-town-points.ts';
import { niPostTowns } from '../data/ni-post-towns.ts';
import { type DistrictPage, districtPages, districtTable } from '../server/views/postcode-districts.ts';
import { outcodePositions } from '../server/views/outcodes.ts';
import { CONTAINS_MILES, pagesNearest } from '../server/views/place-for-point.ts';
import { findPageForPostcode, outwardCode } from '../server/views/postcode-finder.ts';
import { islandWithoutRoad } from '../server/views/road-distance.ts';
import { teamForPoint } from '../server/views/response-time.ts';
import { distanceMiles } from '../shared/geo.ts';
import { countOf, fillPlace } from '../shared/text.ts';
import { OUTWARD } from '../shared/postcode-shape.ts';
import { makeApp, root } from './helpers/app.ts';
import { serves, unservedExample } from './helpers/fixture-pages.ts';
import { inServedArea, nearestPlace, notCoveredWords, placeOfPath, reachingTeams } from './helpers/served-geography.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const page = (path: string) => ({ kind: 'page', path });

/** Districts the finder sends to one page of the UK's geography: each is checked where the business serves that page's place. */
const sentTo: [input: string, path: string][] = [
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
];

/** The finder's answer for a district of a place the business does not serve (docs/decisions/073). */
function expectNotCovered(input: string) {
  const answer = findPageForPostcode(input);
  expect(answer, input).toMatchObject({ kind: 'uncovered', links: [] });
  expect('message' in answer && answer.message, input).toContain(notCoveredWords(outwardCode(input)!));
}

/**
 * A district no page lists or contains, in the area served (its nearest place of the data is
 * served), in the data's order: the finder offers it the nearest pages. `reached` says whether a
 * team reaches it, worked out from the facts.
 */
function nearbyDistrict(reached: boolean): string | undefined {
  const listed = districtTable();
  const served = cities.filter((c) => serves(c.slug));
  return [...outcodePositions].find(
    ([code, centre]) =>
      centre !== null &&
      !listed.has(code) &&
      inServedArea(centre) &&
      served.every((c) => distanceMiles(centre, c.geo) > CONTAINS_MILES) &&
      reachingTeams(centre).length > 0 === reached,
  )?.[0];
}
const beyondReach = nearbyDistrict(false);
const withinReach = nearbyDistrict(true);
/** The first district of an island no road reaches that the finder answers with the nearest pages (KW15, Kirkwall, for the sample). */
const islandDistrict = [...outcodePositions].find(
  ([code, centre]) => centre !== null && islandWithoutRoad(centre) !== undefined && findPageForPostcode(code).kind === 'nearby',
)?.[0];

/** Outer London's districts and LL30, whose nearest page is not about them. */
const aroundLondon = ['CR0', 'BR1', 'HA1', 'UB8', 'TW3', 'KT1', 'SM1', 'IG1', 'RM1', 'EN1', 'LL30'];
/** Whether a district's nearest place of the data is served. */
const served = (code: string) => inServedArea(outcodePositions.get(code)!);

describe('the postcode finder', () => {
  for (const [input, path] of sentTo) {
    // About one page of the UK's geography: it has that page only where the business serves its place.
    it.skipIf(!serves(placeOfPath(path)))(`sends ${JSON.stringify(input)} to ${path} (where the business serves ${placeOfPath(path)})`, () => {
      expect(findPageForPostcode(input)).toEqual(page(path));
    });
    it.skipIf(serves(placeOfPath(path)))(
      `says it does not cover ${JSON.stringify(input)}, naming the place, where the business does not serve ${placeOfPath(path)}`,
      () => expectNotCovered(input),
    );
  }

  it.each(['M20 2', 'M20 2AB', 'M20', 'M202', 'm20  2ab', 'M202AB'])('reads %j as the outward code M20', (input) => {
    expect(outwardCode(input)).toBe('M20');
  });

  it.each(['ZZ99', '', '1AA', 'LS', 'A'.repeat(500), '<script>alert(1)</script>', 'LS6 2AB 3', 'QQ1 1AA', 'not a code'])(
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

  // London's codes: split only where the business serves London (docs/decisions/073).
  it.skipIf(!serves('london'))('offers the districts a London code is split into (SW1: SW1A to SW1Y), where London is served', () => {
    const answer = findPageForPostcode('sw1 2');
    expect(answer).toMatchObject({ kind: 'split' });
    const links = 'links' in answer ? answer.links.map((l) => l.path) : [];
    expect(links).toContain('/london/sw1a-westminster');
    expect(links.every((path) => path.startsWith('/london/sw1'))).toBe(true);
  });

  it.skipIf(serves('london'))('offers no split London code where London is not served: SW1 is a place it does not cover', () => {
    expectNotCovered('sw1 2');
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

  // Examples from the data: the first district in the area served that no page lists or contains (LL30, Llandudno, for the sample).
  it.skipIf(beyondReach === undefined)(
    `answers a district no page is about and no team reaches (${beyondReach}) with the nearest pages and team, each with its distance from the district, and the licence's credit`,
    () => {
      const code = beyondReach!;
      const answer = findPageForPostcode(`${code} 1`);
      if (!('links' in answer)) throw new Error('no answer');
      const centre = outcodePositions.get(code)!;
      const pages = pagesNearest(centre).filter((p) => !p.city.inLondon || p.city.slug === 'london');
      expect(answer.kind).toBe('nearby');
      expect(answer.links.map((l) => l.path)).toEqual(pages.slice(0, 4).map((p) => `/${p.city.slug}`));
      expect(answer.links[0]).toMatchObject({ note: `${pages[0]!.miles} miles from ${code}` });
      expect(answer.message).toContain(`with their distance in a straight line from the centre of ${code}`);
      const team = teamForPoint(centre);
      expect(team.withinReach).toBe(false);
      // By road where one joins them (docs/decisions/084), else in a straight line: across the sea
      // where no road reaches (docs/decisions/086), or further by road.
      expect(answer.message).toContain(
        team.acrossSea
          ? `Our nearest team is in ${team.name}, ${team.miles} miles away in a straight line across the sea`
          : team.listedBeyond
            ? `Our nearest team is in ${team.name}, ${team.miles} miles away in a straight line but further by road`
            : `Our nearest team is in ${team.name}, about ${team.miles} miles away by road, beyond the ${reach.miles} miles`,
      );
      expect(answer.credit).toBe(finderCopy.credit);
    },
  );

  it.skipIf(islandDistrict === undefined)(
    `says the nearest team to an island no road reaches (${islandDistrict}) is across the sea, not by road`,
    () => {
      const answer = findPageForPostcode(`${islandDistrict} 1`);
      const team = teamForPoint(outcodePositions.get(islandDistrict!)!);
      expect(team).toMatchObject({ acrossSea: true, withinReach: false });
      expect('message' in answer && answer.message).toContain(
        `Our nearest team is in ${team.name}, ${team.miles} miles away in a straight line across the sea, beyond what our teams cover`,
      );
      expect('message' in answer && answer.message).not.toMatch(/away by road/);
    },
  );

  // B45 (Rubery), more than 5 miles from Birmingham's centre, for the sample; Barry (CF62) near Cardiff for the Welsh fixture.
  it.skipIf(withinReach === undefined)(
    `answers a district no page is about that a team reaches (${withinReach}) with the nearest pages and that team`,
    () => {
      const code = withinReach!;
      const centre = outcodePositions.get(code)!;
      const answer = findPageForPostcode(`${code} 9`);
      const nearest = pagesNearest(centre).filter((p) => !p.city.inLondon || p.city.slug === 'london')[0]!;
      expect(answer).toMatchObject({ kind: 'nearby', links: expect.arrayContaining([expect.objectContaining({ path: `/${nearest.city.slug}` })]) });
      const team = reachingTeams(centre).sort((a, b) => a.miles - b.miles)[0]!;
      expect(teamForPoint(centre)).toMatchObject({ slug: team.slug, withinReach: true });
      expect('message' in answer && answer.message).toContain(`within the ${reach.miles} miles our teams cover`);
    },
  );

  // Districts around London, and LL30 (Llandudno): about those places, so run where the business serves the place nearest each.
  it.skipIf(!aroundLondon.every(served))(
    `says only what it knows of a district no page is about: no page's centre is within ${CONTAINS_MILES} miles of it (CR0 is in London, which has a page)`,
    () => {
      for (const code of aroundLondon) {
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
    },
  );

  it.skipIf([...aroundLondon, 'DA1'].every(served))(
    'says it does not cover the districts around London where the business does not serve the places nearest them',
    () => {
      for (const code of [...aroundLondon, 'DA1'].filter((c) => !served(c))) expectNotCovered(`${code} 1`);
    },
  );

  // About Dartford and London: runs where the business serves London and the place nearest DA1.
  it.skipIf(!serves('london') || !served('DA1'))(
    "never gives DA1 (Dartford, Kent, outside London) the London page's promise: it is offered London with its distance, not sent there",
    () => {
      const centre = outcodePositions.get('DA1')!;
      const london = pagesNearest(centre).find((p) => p.city.slug === 'london')!;
      const dartford = findPageForPostcode('DA1 1AA');
      if (dartford.kind !== 'nearby') throw new Error(`DA1 answered ${JSON.stringify(dartford)}`);
      expect(dartford.links[0]).toEqual({ name: 'London', path: '/london', note: `${london.miles} miles from DA1` });
      expect(dartford.links.filter((l) => l.path.startsWith('/london/'))).toEqual([]);
      expect(dartford.message).not.toMatch(/\b(anywhere|across|all over) London\b|DA1 is in London/);
    },
  );

  it('forgives common slips: O for 0 and I for 1 in a district, a mistyped inward part, any case and spacing', () => {
    /** The answer without what was typed, which differs by design. */
    const answerTo = (text: string) => {
      const { typed: _typed, ...rest } = findPageForPostcode(text) as { typed?: string };
      return rest;
    };
    const slips: [string, string][] = [
      ['CF1O 1EP', 'CF10 1EP'],
      ['cf1o1ep', 'CF10 1EP'],
      ['E1O', 'E10'],
      ['SWIA 1AA', 'SW1A 1AA'],
      ['B1 IAA', 'B1 1AA'],
      ['LS6 2A8', 'LS6'],
      ['E1 6A', 'E1'],
      ['ls6   2ab', 'LS6 2AB'],
    ];
    for (const [typed, meant] of slips) expect(answerTo(typed), `${typed} read as ${meant}`).toEqual(answerTo(meant));
    // A code that is known as written is never read as another, and a slip two codes could fit is not guessed.
    expect(outwardCode('CF1O')).toBe('CF1O');
    expect(findPageForPostcode('XX1O').kind).toBe('invalid');
    expect(findPageForPostcode('SE29').kind).toBe('unknown');
  });

  it("answers a district the list gives no position with its area's page and a plain note", () => {
    const listed = districtTable();
    const unplaced = [...outcodePositions].filter(
      ([code, centre]) =>
        centre === null && !listed.has(code) && !finderCopy.uncoveredAreas[OUTWARD.exec(code)![1]!] && !niPostTownPoints[niPostTowns[code] ?? ''],
    );
    expect(unplaced.length).toBeGreaterThan(0);
    for (const [code] of unplaced) {
      const area = postcodeAreas.find((a) => a.area === OUTWARD.exec(code)![1])!;
      // An area of a place the business does not serve is not covered (docs/decisions/073).
      if (!serves(area.city)) {
        expectNotCovered(`${code} 1AB`);
        continue;
      }
      const answer = findPageForPostcode(`${code} 1AB`);
      expect(answer, code).toMatchObject({
        kind: 'unplaced',
        links: [expect.objectContaining({ path: `/${area.city}` })],
        credit: finderCopy.credit,
      });
      expect('message' in answer && answer.message).toContain(`${code} is a postcode district we have no position for`);
    }
  });

  // About Belfast's page: runs where the business serves Belfast.
  it.skipIf(!serves('belfast'))(
    "answers a Northern Ireland district from its post town where that has a checked point, else as unplaced with Belfast's page",
    () => {
      const placed = Object.entries(niPostTowns).filter(([, town]) => niPostTownPoints[town]);
      expect(placed.length).toBeGreaterThan(50);
      for (const [district, town] of placed) {
        const answer = findPageForPostcode(`${district} 1AA`);
        const point = niPostTownPoints[town]!;
        const expected = pagesNearest(point)[0]!;
        if (expected.exactMiles <= CONTAINS_MILES) expect(answer, district).toEqual(page(`/${expected.city.slug}`));
        else if (answer.kind === 'nearby') {
          // The distances are from the post town, and say so.
          expect(answer.message, district).toContain(fillPlace(finderCopy.fromPostTown, { town, outward: district }));
          expect(answer.links[0], district).toMatchObject({
            path: `/${expected.city.slug}`,
            note: `${countOf(expected.miles, 'mile')} from ${town}`,
          });
          expect(answer.credit, district).toBe(finderCopy.creditNorthernIreland);
        } else expect(answer.kind, district).toBe('uncovered');
      }
      for (const [district, town] of Object.entries(niPostTowns).filter(([, t]) => !niPostTownPoints[t])) {
        const answer = findPageForPostcode(`${district} 1AA`);
        expect(answer, `${district} (${town})`).toMatchObject({ kind: 'unplaced', links: [expect.objectContaining({ path: '/belfast' })] });
        expect('message' in answer && answer.message, district).toContain(`(${finderCopy.unplacedWhy.northernIreland})`);
      }
      // Belfast's own districts, listed by hand in data/cities.ts, reach its page.
      for (let n = 1; n <= 17; n++) expect(findPageForPostcode(`BT${n} 1AA`), `BT${n}`).toEqual(page('/belfast'));
    },
  );

  it('has the Northern Ireland post town points that scripts/postcode-towns.ts finds in GeoNames', () => {
    expect(readFileSync(path.join(root, 'data', 'ni-post-town-points.ts'), 'utf8')).toBe(niPostTownPointsSource().text);
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

  it('is reached through each of them, where its place is served: that page or a more local one that lists the district too', () => {
    const pages = pagesNamingDistricts().filter((p) => serves(placeOfPath(p.path)));
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
    // Three spellings of every district of every page of a place served.
    expect(walked).toBe(3 * pages.reduce((n, p) => n + p.districts.length, 0));
    expect(walked).toBeGreaterThan(0);
  });

  it.skipIf(unservedExample === undefined)(
    'is of a place not served, where the business does not serve it: its districts are not covered, unless a page served lists them',
    () => {
      const pages = pagesNamingDistricts();
      const servedDistricts = new Set(pages.filter((p) => serves(placeOfPath(p.path))).flatMap((p) => p.districts));
      const gone = pages.filter((p) => !serves(placeOfPath(p.path)));
      expect(gone.length).toBeGreaterThan(0);
      for (const { districts } of gone) {
        for (const district of districts) {
          const centre = outcodePositions.get(district);
          // A district whose centre is nearest a place served belongs to that place.
          if (servedDistricts.has(district) || (centre && inServedArea(centre))) continue;
          expectNotCovered(`${district} 1`);
        }
      }
    },
  );

  // Only Sheffield's page gives a range in the data: runs where the business serves a place whose page gives one.
  it.skipIf(!cityPages.some((p) => p.postcodeRange && serves(p.slug)))(
    "is reached, or offered, for each district of its city's range that no more local page lists (Sheffield's S1-S81), exactly as the data says",
    () => {
      const table = districtTable();
      let checked = 0;
      for (const p of cityPages.filter((page) => serves(page.slug))) {
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
    },
  );
});

/** Pages that list their districts, most local first (server/views/postcode-districts.ts), and one district of each end of that order. */
const listing = districtPages();
const listedBy = districtTable(listing);
/** A district the finder sends to this page: one it is the first to list. */
const ownDistrict = (p: DistrictPage) => p.districts.find((d) => listedBy.get(d)?.path === p.path)!;
const mostLocal = listing[0];
const mostGeneral = listing.findLast((p) => p.districts.some((d) => listedBy.get(d)?.path === p.path));
/** Text as the page's HTML writes it. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

/** City centres, each checked where the business serves the city. */
const centres: [postcode: string, slug: string][] = [
  ['CF10 1AA', 'cardiff'],
  ['BT1 1AA', 'belfast'],
  ['NG1 5FS', 'nottingham'],
  ['NE1 4ST', 'newcastle-upon-tyne'],
  ['YO1 7HH', 'york'],
];

describe('the finder over HTTP', () => {
  // Examples from the data: the pages listing districts the business serves ('/london/e1-whitechapel', '/leeds/headingley' for the sample).
  it.skipIf(mostLocal === undefined)(
    `answers the form with a 303 to the page, without JavaScript (${mostLocal?.path}, ${mostGeneral?.path})`,
    async () => {
      for (const example of [mostLocal!, mostGeneral!]) {
        const code = ownDistrict(example).toLowerCase();
        const res = await request(app).get(`/locksmith-near-me?postcode=${code}+2ab`).expect(303);
        expect(res.headers.location).toBe(example.path);
      }
    },
  );

  it.skipIf(unservedExample === undefined)(
    `answers a postcode in a place not served (${unservedExample?.name}) with 200 and "We don't cover", without sending the visitor anywhere`,
    async () => {
      const [code] = [...outcodePositions].find(([, centre]) => centre !== null && nearestPlace(centre).slug === unservedExample!.slug)!;
      const res = await request(app).get(`/locksmith-near-me?postcode=${code}+1ab`).expect(200);
      const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
      expect(form).toContain(inHtml(notCoveredWords(code)));
      expect(form).toMatch(/<a href="tel:/);
    },
  );

  for (const [postcode, slug] of centres) {
    // About one city: it has pages only where the business serves it.
    it.skipIf(!serves(slug))(`answers ${JSON.stringify(postcode)}, in the centre of ${slug}, with a 303 into its pages`, async () => {
      expect(cities.some((c) => c.slug === slug)).toBe(true);
      const res = await request(app)
        .get(`/locksmith-near-me?postcode=${encodeURIComponent(postcode)}`)
        .expect(303);
      expect(res.headers.location === `/${slug}` || res.headers.location?.startsWith(`/${slug}/`), res.headers.location).toBe(true);
    });
    it.skipIf(serves(slug))(
      `answers ${JSON.stringify(postcode)}, in the centre of ${slug}, which is not served, with 200 and no redirect`,
      async () => {
        const res = await request(app)
          .get(`/locksmith-near-me?postcode=${encodeURIComponent(postcode)}`)
          .expect(200);
        expect(res.headers.location).toBeUndefined();
        expect(res.text).toContain(inHtml(notCoveredWords(outwardCode(postcode)!)));
      },
    );
  }

  // The example from the data, as above (LL30 and Bangor for the sample).
  it.skipIf(beyondReach === undefined)(
    `answers a district no page is about (${beyondReach}) with 200, its nearest pages and team, and the positions' attribution beside the field`,
    async () => {
      const code = beyondReach!;
      const res = await request(app).get(`/locksmith-near-me?postcode=${code}+1`).expect(200);
      const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
      expect(form).toContain(`None of our pages is about a place whose centre is within ${CONTAINS_MILES} miles of the centre of ${code}.`);
      const nearest = pagesNearest(outcodePositions.get(code)!).filter((p) => !p.city.inLondon || p.city.slug === 'london')[0]!;
      expect(form).toContain(`<a href="/${nearest.city.slug}"`);
      expect(form).toContain(`<p class="postcode-finder-credit">${finderCopy.credit}</p>`);
      // A page found is a 303 and shows nothing, so the directory carries the attribution once more, at its foot.
      const page = await request(app).get('/locksmith-near-me').expect(200);
      expect(page.text.split(`<p>${finderCopy.credit}</p>`)).toHaveLength(2);
      expect(page.text).not.toContain('postcode-finder-credit');
    },
  );

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

  // The example from the data ('/london/e1-whitechapel' for the sample).
  it.skipIf(mostLocal === undefined)(`hands the redirect to client-side navigation as data (${mostLocal?.path})`, async () => {
    const res = await request(app)
      .get(`/locksmith-near-me.data?postcode=${ownDistrict(mostLocal!)}+1AA`)
      .expect(202);
    expect(res.body).toEqual({ redirect: mostLocal!.path, status: 303 });
  });
});

describe('postcodes stay private', () => {
  it('never writes a postcode to the access log', async () => {
    const { redactUrl } = await import('../server/operations/redact.ts');
    expect(redactUrl('/locksmith-near-me?postcode=LS6+2AB')).toBe('/locksmith-near-me?postcode=%5Bredacted%5D');
    expect(redactUrl('/locksmith-near-me?a=1&postcode=E1')).not.toContain('E1');
    expect(redactUrl('/bath?x=1')).toBe('/bath?x=%5Bredacted%5D');
  });
});
