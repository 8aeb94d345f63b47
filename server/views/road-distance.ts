/**
 * An estimate of the road distance between two points (docs/decisions/084), which decides whether a
 * team reaches a place: the straight line times CIRCUITY, except where the straight line crosses an
 * estuary or firth of data/water-crossings.ts. There the route goes by the crossing that makes it
 * shortest (a bridge, a tunnel, or round the water's head), each leg estimated the same way. A
 * water with no road crossing (a ferry only) leaves no road, as does an island no road reaches
 * (docs/decisions/086): the estimate is then Infinity.
 */
import { islandsWithoutRoad, waters } from '../../data/water-crossings.ts';
import { distanceMiles } from '../../shared/geo.ts';
import type { GeoPoint } from '../../shared/types.ts';

/**
 * How much longer a road route is than the straight line: 1.35, which puts the estimate within a
 * couple of miles of the road distance a route planner gives for the pairs
 * test/road-distance.test.ts checks (Chepstow to Bristol about 18 by the M48, Lydney to Bristol
 * about 27 round by Chepstow, Kirkcaldy to Edinburgh about 27 by the Queensferry bridges, Mold to
 * Liverpool about 27 by Queensferry and the Mersey tunnels). Between places with a straight road
 * it is a little long (Leeds to Bradford: 12 estimated, about 10 by the A647).
 */
const CIRCUITY = 1.35;
/** Waters crossed on one route at most (Mold to Liverpool crosses two). */
const MAX_WATERS = 3;

/** Whether segments ab and cd cross, on a flat map of longitude against latitude (fine at these scales). */
function segmentsCross(a: GeoPoint, b: GeoPoint, c: GeoPoint, d: GeoPoint): boolean {
  const side = (p: GeoPoint, q: GeoPoint, r: GeoPoint) =>
    Math.sign((q.longitude - p.longitude) * (r.latitude - p.latitude) - (q.latitude - p.latitude) * (r.longitude - p.longitude));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

/** The first water of the list that the straight line from a to b crosses, if any. */
function waterBetween(a: GeoPoint, b: GeoPoint, skip: ReadonlySet<string>) {
  return waters.find((water) => !skip.has(water.name) && water.line.slice(1).some((point, i) => segmentsCross(a, b, water.line[i]!, point)));
}

function estimate(a: GeoPoint, b: GeoPoint, crossed: ReadonlySet<string>): number {
  const water = crossed.size < MAX_WATERS ? waterBetween(a, b, crossed) : undefined;
  if (!water) return CIRCUITY * distanceMiles(a, b);
  const next = new Set([...crossed, water.name]);
  return Math.min(Infinity, ...water.crossings.map(({ at }) => estimate(a, at, next) + estimate(at, b, next)));
}

/** Whether a point lies inside an outline (a ray cast along its parallel, on the same flat map). */
function inside(point: GeoPoint, outline: readonly GeoPoint[]): boolean {
  let crossings = 0;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    if (a.latitude > point.latitude === b.latitude > point.latitude) continue;
    const longitude = a.longitude + ((point.latitude - a.latitude) / (b.latitude - a.latitude)) * (b.longitude - a.longitude);
    if (point.longitude < longitude) crossings++;
  }
  return crossings % 2 === 1;
}

/** The island no road reaches that a point is on, if any. */
export function islandWithoutRoad(point: GeoPoint): string | undefined {
  return islandsWithoutRoad.find((island) => inside(point, island.outline))?.name;
}

/** The estimated road miles from a to b (unrounded), or Infinity where only a ferry joins them. */
export function roadMilesEstimate(a: GeoPoint, b: GeoPoint): number {
  if (islandWithoutRoad(a) !== islandWithoutRoad(b)) return Number.POSITIVE_INFINITY;
  return estimate(a, b, new Set());
}
