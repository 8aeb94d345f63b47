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
import { roadMilesEstimate } from './road-distance.ts';
import { placeName } from './place-name.ts';

/** The team a place is served from: its own, or the nearest one, with the distance to it. */
export interface NearestTeam {
  slug: string;
  name: string;
  /**
   * Whole miles between the two places by road (`byRoad`): the business file's road distance where
   * it gives one (`reachExceptions` `roadMiles`), else the estimate (road-distance.ts); a straight
   * line only where no road joins them (a ferry). 0 for a place's own team.
   */
  miles: number;
  /** Whether `miles` is by road: the facts' distance or the estimate. */
  byRoad: boolean;
  /**
   * Whether the team does not reach the place whatever the miles: the facts list it as beyond the
   * team's reach (`reachExceptions` `beyondReach`), or only a ferry joins them. `miles` is then a
   * straight line, and the road is longer.
   */
  listedBeyond: boolean;
  /** Whether only the sea joins them: no road at all (an island, Northern Ireland from Great Britain; docs/decisions/086). */
  acrossSea: boolean;
  /** Whether the team reaches the place: within `reach.miles` by road, and not listed beyond its reach. */
  withinReach: boolean;
  /** Whether it is near enough to be promised the team's own time, and called local: under 10 miles, or its own (docs/decisions/083). */
  local: boolean;
}

const teamPlaces = servedCities.filter((c) => teams[c.slug] !== undefined);

/** The team nearest to `city`: its own where it has one. Undefined only if there are no teams. */
export function nearestTeam(city: City): NearestTeam | undefined {
  if (teams[city.slug] !== undefined) {
    return { slug: city.slug, name: placeName(city), miles: 0, byRoad: false, listedBeyond: false, acrossSea: false, withinReach: true, local: true };
  }
  return nearestTeamTo(city);
}

/**
 * The team nearest to a place that is not one of the cities (a town on the directory, a postcode
 * district's centre), or to a city without a team of its own, by road (docs/decisions/084): the
 * nearest team that reaches it, else the nearest of all.
 */
function nearestTeamTo(place: { slug?: string; geo: GeoPoint }): NearestTeam | undefined {
  // Ordered by the unrounded miles, so two teams a whole number of miles apart never swap between
  // a town and the page next to it (docs/decisions/070).
  const options = teamPlaces
    .filter((team) => team.slug !== place.slug)
    .map((team) => teamFrom(team, place))
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
 * How `team` stands to `place`: its distance by road (the facts' road miles for a page they name,
 * else the estimate across the waters of data/water-crossings.ts) and whether it reaches it.
 * `exact` is the unrounded distance the teams are ordered by.
 */
function teamFrom(team: City, place: { slug?: string; geo: GeoPoint }): { team: NearestTeam; exact: number } {
  const exceptions = reachExceptions[team.slug];
  const given = place.slug === undefined ? undefined : exceptions?.roadMiles?.[place.slug];
  const estimate = given ?? roadMilesEstimate(place.geo, team.geo);
  const straight = distanceMiles(place.geo, team.geo);
  // Beyond whatever the miles: the facts list the page as beyond the team, or only a ferry joins
  // them. The distance stated is then the straight line, which is all that is sure.
  const listedBeyond = !Number.isFinite(estimate) || (place.slug !== undefined && (exceptions?.beyondReach?.includes(place.slug) ?? false));
  const miles = Math.max(1, Math.round(listedBeyond ? straight : estimate));
  const withinReach = !listedBeyond && miles <= reach.miles;
  const noRoad = !Number.isFinite(estimate);
  return {
    team: {
      slug: team.slug,
      name: placeName(team),
      miles,
      byRoad: !listedBeyond,
      listedBeyond,
      acrossSea: noRoad,
      withinReach,
      local: withinReach && extraTens(miles) === 0,
    },
    // A place with no road to the team sorts after every place with one.
    exact: noRoad ? Number.MAX_SAFE_INTEGER + straight : estimate,
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
