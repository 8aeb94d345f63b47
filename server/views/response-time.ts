/**
 * The one rule that turns data/business.ts's teams into the response time a place is promised
 * (docs/decisions/027, 045), and whether a team reaches it at all (docs/decisions/064). Every
 * location page (city, areas, suburbs, service pages) reads its minutes, and which wording of a
 * reach-bound sentence it shows, from here through its resolved place (place.ts), so a place is
 * promised one time, or none, and is called local only where a team reaches it.
 */
import { reach, reachExceptions, teams } from '../../data/business.ts';
import { servedCities } from './served-places.ts';
import { distanceMiles } from '../../shared/geo.ts';
import type { PlaceWords } from '../../shared/reach.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { pagesNearest } from './place-for-point.ts';
import { placeName } from './place-name.ts';

/** The team a place is served from: its own, or the nearest one, with the distance to it. */
export interface NearestTeam {
  slug: string;
  name: string;
  /** Whole miles between the two places, by road where the facts give it (`byRoad`); 0 for a place's own team. */
  miles: number;
  /** Whether `miles` is a road distance (data/business.ts `reachExceptions`) rather than a straight line. */
  byRoad: boolean;
  /**
   * Whether the facts list the place as beyond this team's reach whatever the straight line says
   * (`reachExceptions` `beyondReach`): `miles` is then a straight line, and the road is longer.
   */
  listedBeyond: boolean;
  /** Whether the team reaches the place: within `reach.miles`, and not listed as beyond its reach. */
  withinReach: boolean;
  /** Whether it is near enough to be promised the team's own time (under 10 miles, or its own). */
  local: boolean;
}

const teamPlaces = servedCities.filter((c) => teams[c.slug] !== undefined);

/** The team nearest to `city`: its own where it has one. Undefined only if there are no teams. */
export function nearestTeam(city: City): NearestTeam | undefined {
  if (teams[city.slug] !== undefined) {
    return { slug: city.slug, name: placeName(city), miles: 0, byRoad: false, listedBeyond: false, withinReach: true, local: true };
  }
  return nearestTeamTo(city);
}

/**
 * The team nearest to a place that is not one of the cities (a town on the directory), or to a
 * city without a team of its own: the nearest team that reaches it, else the nearest of all.
 * Distances are straight lines unless data/business.ts `reachExceptions` gives a road distance,
 * and a team listed as not reaching a place never does (docs/decisions/064).
 */
function nearestTeamTo(place: { slug?: string; geo: GeoPoint }): NearestTeam | undefined {
  // Ordered by the unrounded distance (by road where the facts give one), so two teams a whole
  // number of miles apart never swap between a town and the page next to it (docs/decisions/070).
  // A point with no page of its own stands on the same side of the water as the page nearest to it.
  const besidePage = place.slug === undefined ? pagesNearest(place.geo)[0]?.city.slug : undefined;
  const options = teamPlaces
    .filter((team) => team.slug !== place.slug)
    .map((team) => ({
      team: teamFrom(team, place, besidePage),
      exact: reachExceptions[team.slug]?.roadMiles?.[place.slug ?? ''] ?? distanceMiles(place.geo, team.geo),
    }))
    .sort((a, b) => Number(b.team.withinReach) - Number(a.team.withinReach) || a.exact - b.exact || a.team.slug.localeCompare(b.team.slug));
  return options[0]?.team;
}

/** The team for a point with no page of its own (a directory town, a postcode district's centre), by the same rule. */
export function teamForPoint(point: GeoPoint): NearestTeam {
  const team = nearestTeamTo({ geo: point });
  if (!team) throw new Error('data/business.ts names no team');
  return team;
}

/**
 * How `team` stands to `place`: its distance (by road where known) and whether it reaches it. A
 * point with no page of its own (a directory town, a postcode district's centre) is on the same
 * side of the water as the page nearest to it (docs/decisions/070): where the facts list that page
 * as beyond the team's reach, or give a road to it longer than the reach, the point is beyond it
 * too, and its straight-line distance is stated (Barry, like Cardiff, is beyond Bristol's reach).
 */
function teamFrom(team: City, place: { slug?: string; geo: GeoPoint }, besidePage: string | undefined): NearestTeam {
  const exceptions = reachExceptions[team.slug];
  const road = place.slug === undefined ? undefined : exceptions?.roadMiles?.[place.slug];
  const miles = road ?? Math.max(1, Math.round(distanceMiles(place.geo, team.geo)));
  const proxy = besidePage;
  const proxyRoad = proxy === undefined ? undefined : exceptions?.roadMiles?.[proxy];
  const listedBeyond =
    (place.slug !== undefined && (exceptions?.beyondReach?.includes(place.slug) ?? false)) ||
    (proxy !== undefined && ((exceptions?.beyondReach?.includes(proxy) ?? false) || (proxyRoad !== undefined && proxyRoad > reach.miles)));
  const withinReach = !listedBeyond && miles <= reach.miles;
  return {
    slug: team.slug,
    name: placeName(team),
    miles,
    byRoad: road !== undefined,
    listedBeyond,
    withinReach,
    local: withinReach && extraTens(miles) === 0,
  };
}

/** The tens of miles a team's time grows by on the way to a place. */
function extraTens(miles: number): number {
  return Math.floor(miles / 10);
}

/**
 * Minutes a locksmith typically takes to reach `city`: its own team's time; else the nearest team's
 * time plus `reach.minutesPer10Miles` for each full 10 miles to it, if that team reaches it;
 * else null, and the page promises only an arrival time agreed on the phone. A place under 10
 * miles from a team (Westminster from London, Salford from Manchester) is promised the team's own
 * time, as the team's own place is. Pass `team` where it is already known.
 */
export function responseMinutes(city: City, team: NearestTeam | undefined = nearestTeam(city)): number | null {
  if (!team?.withinReach) return null;
  return teams[team.slug]! + extraTens(team.miles) * reach.minutesPer10Miles;
}

/**
 * The wording of a reach-bound sentence (shared/reach.ts) that is true of a place whose team is
 * `team`: the words for a place a team reaches, or those for anywhere else. A plain string is true
 * anywhere. The only place a page's words are chosen by reach, so no view decides it on its own.
 */
export function wordsForReach(team: NearestTeam | null | undefined, words: PlaceWords): string {
  if (typeof words === 'string') return words;
  if (team?.local && words.local !== undefined) return words.local;
  return team?.withinReach ? words.withinReach : words.beyondReach;
}
