/**
 * The outward codes the postcode finder answers from (data/outcodes.ts, docs/decisions/070): the
 * committed file is what scripts/outcodes.ts writes, its positions put known districts in their
 * cities, and every code in it gets an answer from where it is. Expected pages and distances are
 * worked out here from data/cities.ts and the positions, not read from the finder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { extraAreas } from '../data/directory.ts';
import { outcodeRows as committedRows } from '../data/outcodes.ts';
import { outcodeRows, outcodesSource } from '../scripts/outcodes.ts';
import { outcodePositions } from '../server/views/outcodes.ts';
import { CONTAINS_MILES, pageContaining } from '../server/views/place-for-point.ts';
import { findCity } from '../server/views/place-lookup.ts';
import { districtTable } from '../server/views/postcode-districts.ts';
import { findPageForPostcode } from '../server/views/postcode-finder.ts';
import { nearestTeam, teamForPoint } from '../server/views/response-time.ts';
import { distanceMiles, insideUkBounds } from '../shared/geo.ts';
import type { GeoPoint } from '../shared/types.ts';
import { root } from './helpers/app.ts';
import { serves } from './helpers/fixture-pages.ts';
import { nearestPlace, notCoveredWords, reachingTeams } from './helpers/served-geography.ts';

const city = (slug: string) => cities.find((c) => c.slug === slug)!;
const placed = [...outcodePositions].filter((entry): entry is [string, GeoPoint] => entry[1] !== null);

describe('data/outcodes.ts', () => {
  it('is what scripts/outcodes.ts writes from its rows', () => {
    const committed = readFileSync(path.join(root, 'data', 'outcodes.ts'), 'utf8');
    expect(committed, 'run npx tsx scripts/outcodes.ts <downloaded outcodes.csv>').toBe(outcodesSource(committedRows.split('\n')));
    expect(committed).toMatch(/Open Government Licence v3\.0/);
    expect(committed).toMatch(/retrieved \d{4}-\d{2}-\d{2}/);
  });

  it('holds every UK outward code: about 2,900 with a position, none of them in Northern Ireland', () => {
    expect(outcodePositions.size).toBe(committedRows.split('\n').length);
    expect(placed.length).toBeGreaterThan(2850);
    // Northern Ireland's positions are not ours to use (docs/decisions/070): its codes are known, without a position.
    const northernIreland = [...outcodePositions].filter(([code]) => /^BT\d/.test(code));
    expect(northernIreland.length).toBeGreaterThan(70);
    expect(northernIreland.filter(([, centre]) => centre !== null)).toEqual([]);
    // Everything outside the box around Great Britain and Northern Ireland is in the Channel Islands.
    for (const [code, centre] of placed) if (!insideUkBounds(centre)) expect(['GY', 'JE'], code).toContain(code.slice(0, 2));
  });

  it.each([
    ['CF10', 'cardiff'],
    ['NG1', 'nottingham'],
    ['NE1', 'newcastle-upon-tyne'],
    ['YO1', 'york'],
    ['EC1A', 'city-of-london'],
  ])('puts %s in the middle of %s', (code, slug) => {
    expect(distanceMiles(outcodePositions.get(code)!, city(slug).geo)).toBeLessThan(2);
  });

  it("reads the source CSV: positions of 0,0 and Northern Ireland's kept as none, anything malformed refused with its line", () => {
    const csv = 'id,postcode,latitude,longitude\n2,AB10,57.13514,-2.11731\n3,N1C,0,0\n4,AB9,57.1,-2.1\n5,BT1,54.6,-5.93\n';
    expect(outcodeRows(csv)).toEqual(['AB9 57.1 -2.1', 'AB10 57.13514 -2.11731', 'BT1', 'N1C']);
    expect(() => outcodeRows('postcode,lat\n')).toThrow(/header/);
    expect(() => outcodeRows('id,postcode,latitude,longitude\n1,AB10,1,2\n2,AB10,1,2')).toThrow(/line 3: AB10 appears twice/);
    expect(() => outcodeRows('id,postcode,latitude,longitude\n1,A B,1,2')).toThrow(/line 2/);
    expect(() => outcodeRows('id,postcode,latitude,longitude\n1,AB1,x,2')).toThrow(/line 2: AB1/);
  });
});

describe('every outward code', () => {
  it('is answered, and never told "could not confirm", "unknown" or "not a postcode"', () => {
    const wrong: string[] = [];
    for (const code of outcodePositions.keys()) {
      const found = findPageForPostcode(`${code} 1AB`);
      if (found.kind === 'invalid' || found.kind === 'unknown' || ('message' in found && /could not confirm/i.test(found.message))) {
        wrong.push(`${code}: ${found.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`reaches the page of any city or town served whose centre is within ${CONTAINS_MILES} miles of its own (or a page inside it, or one listing it), and says it does not cover one not served`, () => {
    const table = districtTable();
    const wrong: string[] = [];
    let checked = 0;
    for (const [code, centre] of placed) {
      const within = cities.filter((c) => distanceMiles(centre, c.geo) <= CONTAINS_MILES);
      if (within.length === 0) continue;
      checked++;
      const nearest = within.sort((a, b) => distanceMiles(centre, a.geo) - distanceMiles(centre, b.geo))[0]!;
      const found = findPageForPostcode(code);
      if (found.kind === 'split') {
        // EC1, SW1, W1: the list's name for several London districts, each with its page, all offered.
        expect(found.links.length, code).toBeGreaterThan(1);
        for (const link of found.links) expect(table.get(link.name.split(' ')[0]!)?.path, code).toBe(link.path);
        continue;
      }
      // A place the business does not serve has no page: the finder says it does not cover it, naming it (docs/decisions/073).
      if (!serves(nearest.slug) && !table.has(code)) {
        const said = 'message' in found ? found.message : '';
        if (found.kind !== 'uncovered' || !said.includes(notCoveredWords(code)))
          wrong.push(`${code} -> ${found.kind} (${said}), ${nearest.slug} is not served`);
        continue;
      }
      const path = found.kind === 'page' ? found.path : `(${found.kind})`;
      const intoNearest = path === `/${nearest.slug}` || path.startsWith(`/${nearest.slug}/`);
      const listing = table.get(code)?.path === path;
      if (!intoNearest && !listing) wrong.push(`${code} -> ${path}, ${nearest.slug} is ${distanceMiles(centre, nearest.geo).toFixed(1)} miles away`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('is sent to no city or town page farther than it from its centre, unless a page lists it', () => {
    const table = districtTable();
    for (const [code, centre] of placed) {
      const found = findPageForPostcode(code);
      if (found.kind !== 'page' || table.get(code)) continue;
      const slug = found.path.slice(1);
      expect(distanceMiles(centre, city(slug).geo), code).toBeLessThanOrEqual(CONTAINS_MILES);
    }
  });
});

describe('the nearest team', () => {
  it('is, for every district centre and directory town, the nearest team that reaches it, or none where none does', () => {
    const points: [string, GeoPoint][] = [...placed, ...extraAreas.map((t) => [t.name, t.geo] as [string, GeoPoint])];
    for (const [name, point] of points) {
      const named = teamForPoint(point);
      const reaching = reachingTeams(point).sort((a, b) => a.miles - b.miles);
      if (reaching.length === 0) expect(named.withinReach, name).toBe(false);
      else expect({ name, slug: named.slug, withinReach: named.withinReach }).toEqual({ name, slug: reaching[0]!.slug, withinReach: true });
    }
  });

  it('is the same for a directory town as for the page it links to (Gateshead and Newcastle), and the town links to the page the finder uses', () => {
    for (const town of extraAreas) {
      // data/directory.ts names the place of data/cities.ts the town lies in: the nearest, if within CONTAINS_MILES.
      const nearest = nearestPlace(town.geo);
      expect(town.city, `${town.name}: data/directory.ts city`).toBe(
        distanceMiles(town.geo, nearest.geo) <= CONTAINS_MILES ? nearest.slug : undefined,
      );
      // The page the finder uses: that place's, where the business serves it; none where it does not (docs/decisions/073).
      const page = pageContaining(town.geo);
      expect(page?.slug, town.name).toBe(town.city && serves(town.city) ? town.city : undefined);
      if (page) expect(teamForPoint(town.geo).slug, town.name).toBe(nearestTeam(findCity(page.slug)!)!.slug);
    }
  });
});
