/**
 * The road-distance estimate (server/views/road-distance.ts, docs/decisions/084): each estuary and
 * firth of data/water-crossings.ts stands between towns on its two shores, in both directions, and
 * the estimate between them goes by a crossing; where no road crosses, there is no road. The road
 * distances below were read from a route planner for the pairs the reach got wrong before.
 */
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { islandsWithoutRoad, waters } from '../data/water-crossings.ts';
import { outcodePositions } from '../server/views/outcodes.ts';
import { islandWithoutRoad, roadMilesEstimate } from '../server/views/road-distance.ts';
import { distanceMiles } from '../shared/geo.ts';
import type { GeoPoint } from '../shared/types.ts';

const p = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });

/** Towns on either shore of each water, with the road distance between them where it was looked up. */
const pairs: { water: string; a: [string, GeoPoint]; b: [string, GeoPoint]; road?: number }[] = [
  { water: 'Firth of Forth', a: ['Kirkcaldy', p(56.1107, -3.1674)], b: ['Edinburgh', p(55.9533, -3.1883)], road: 27 },
  { water: 'Firth of Tay', a: ['Dundee', p(56.462, -2.9707)], b: ['St Andrews', p(56.3398, -2.7967)] },
  { water: 'the Severn estuary', a: ['Lydney', p(51.7275, -2.5302)], b: ['Bristol', p(51.4545, -2.5879)], road: 27 },
  { water: 'the Severn estuary', a: ['Cardiff', p(51.4816, -3.1791)], b: ['Weston-super-Mare', p(51.3461, -2.9773)] },
  { water: 'the Mersey', a: ['Birkenhead', p(53.3934, -3.0148)], b: ['Liverpool', p(53.4084, -2.9916)] },
  { water: 'the Dee estuary', a: ['Mold', p(53.1667, -3.1333)], b: ['Liverpool', p(53.4084, -2.9916)], road: 27 },
  { water: 'the Humber', a: ['Grimsby', p(53.5675, -0.08)], b: ['Hull', p(53.7457, -0.3367)] },
  { water: 'the Thames below London', a: ['Dartford', p(51.4462, 0.2169)], b: ['Basildon', p(51.5761, 0.4887)] },
];

describe('the road-distance estimate', () => {
  it.each(pairs)('goes round or over $water between $a.0 and $b.0, the same both ways, within 3 miles of the road where known', ({ a, b, road }) => {
    const there = roadMilesEstimate(a[1], b[1]);
    const back = roadMilesEstimate(b[1], a[1]);
    expect(there).toBeCloseTo(back, 6);
    // Longer than the straight line by more than the factor alone: the route bends to a crossing.
    expect(there).toBeGreaterThan(distanceMiles(a[1], b[1]) * 1.3);
    if (road !== undefined)
      expect(Math.abs(there - road), `${a[0]} to ${b[0]}: ${there.toFixed(1)} estimated, ${road} by road`).toBeLessThanOrEqual(3);
  });

  it('takes the straight road where one runs: Chepstow to Bristol over the M48, about 18 miles', () => {
    expect(Math.abs(roadMilesEstimate(p(51.6415, -2.6747), p(51.4545, -2.5879)) - 18)).toBeLessThanOrEqual(2);
  });

  it('puts KY1, GL15 and CH7 beyond 25 road miles of Edinburgh, Bristol and Liverpool, and NP16 within it of Bristol', () => {
    const place = (slug: string) => cities.find((c) => c.slug === slug)!.geo;
    const miles = (code: string, slug: string) => Math.round(roadMilesEstimate(outcodePositions.get(code)!, place(slug)));
    expect(miles('KY1', 'edinburgh')).toBeGreaterThan(25);
    expect(miles('GL15', 'bristol')).toBeGreaterThan(25);
    expect(miles('CH7', 'liverpool')).toBeGreaterThan(25);
    expect(miles('NP16', 'bristol')).toBeLessThanOrEqual(25);
  });

  it('finds no road where only a ferry crosses: the Isle of Wight, Northern Ireland from Great Britain', () => {
    expect(roadMilesEstimate(p(50.8198, -1.088), p(50.701, -1.2883))).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(p(55.8642, -4.2518), p(54.5973, -5.9301))).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(p(54.5973, -5.9301), p(55.8642, -4.2518))).toBe(Number.POSITIVE_INFINITY);
  });

  it('draws each island no road reaches round its own postcode districts and no others', () => {
    // By Royal Mail's districts: Orkney KW15-17, Shetland ZE, the Outer Hebrides HS, Scilly TR21-25,
    // Arran KA27, Great Cumbrae KA28, Bute PA20, Gigha PA41, Islay, Jura and Colonsay PA42-49, PA60
    // and PA61, Mull, Iona, Coll and Tiree PA62-78, Eigg, Rum and Canna PH42-44.
    const expected = /^(KW1[5-7]|ZE\d|HS\d|TR2[1-5]|KA2[78]|PA20|PA4[1-9]|PA6\d|PA7[0-8]|PH4[2-4])$/;
    const found = new Map<string, string[]>();
    for (const [code, at] of outcodePositions) {
      if (!at) continue;
      const island = islandWithoutRoad(at);
      expect(Boolean(island), `${code} (${at.latitude}, ${at.longitude}) on ${island ?? 'the mainland'}`).toBe(expected.test(code));
      if (island) found.set(island, [...(found.get(island) ?? []), code]);
    }
    // Every outline holds a district, and no place the site has a page for is on one.
    expect([...found.keys()].sort()).toEqual(islandsWithoutRoad.map((i) => i.name).sort());
    for (const city of cities) expect(islandWithoutRoad(city.geo), city.slug).toBeUndefined();
  });

  it('finds no road from an island no road reaches, either way, and the straight line times the factor within it', () => {
    const kirkwall = outcodePositions.get('KW15')!;
    const stromness = outcodePositions.get('KW16')!;
    const thurso = outcodePositions.get('KW14')!;
    const rothesay = outcodePositions.get('PA20')!;
    const glasgow = p(55.8642, -4.2518);
    expect(roadMilesEstimate(kirkwall, thurso)).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(thurso, kirkwall)).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(rothesay, glasgow)).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(glasgow, rothesay)).toBe(Number.POSITIVE_INFINITY);
    expect(roadMilesEstimate(kirkwall, stromness) / distanceMiles(kirkwall, stromness)).toBeCloseTo(1.35, 6);
  });

  it('leaves a journey that crosses no water at the straight line times the factor', () => {
    const leeds = p(53.8008, -1.5491);
    const bradford = p(53.796, -1.7594);
    expect(roadMilesEstimate(leeds, bradford) / distanceMiles(leeds, bradford)).toBeCloseTo(1.35, 6);
  });

  it('gives every water a line inland from the sea and, where a road crosses, crossings on its line', () => {
    for (const water of waters) {
      expect(water.line.length, water.name).toBeGreaterThanOrEqual(2);
      for (const { name, at } of water.crossings) {
        // A crossing lies on the line: within a mile of one of its segments' points.
        const onLine = water.line.some((point) => distanceMiles(point, at) < 1);
        expect(onLine, `${water.name}: ${name}`).toBe(true);
      }
    }
  });
});
