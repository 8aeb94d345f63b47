/**
 * The one rule that turns data/business.ts's teams into the response time a place is promised
 * (docs/decisions/027, 045). Every location page (city, areas, suburbs, service pages) reads its
 * minutes from here through its resolved place (place.ts), so a place is promised one time, or none.
 */
import { reach, teams } from '../../data/business.ts';
import { cities } from '../../data/cities.ts';
import { nearest } from '../../shared/geo.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { placeName } from './place-name.ts';

/** The team a place is served from: its own, or the nearest one, with the distance to it. */
export interface NearestTeam {
  slug: string;
  name: string;
  /** Whole miles between the two places; 0 for a place's own team. */
  miles: number;
  /** Whether the team is near enough to promise minutes (`reach.miles`). */
  withinReach: boolean;
  /** Whether it is near enough to be promised the team's own time (under 10 miles, or its own). */
  local: boolean;
}

const teamPlaces = cities.filter((c) => teams[c.slug] !== undefined);

/** The team nearest to `city`: its own where it has one. Undefined only if there are no teams. */
export function nearestTeam(city: City): NearestTeam | undefined {
  if (teams[city.slug] !== undefined) return { slug: city.slug, name: placeName(city), miles: 0, withinReach: true, local: true };
  return nearestTeamTo(city);
}

/**
 * The team nearest to a place that is not one of the cities (a town on the directory), or to a
 * city without a team of its own.
 */
export function nearestTeamTo(place: { slug?: string; geo: GeoPoint }): NearestTeam | undefined {
  const [team] = nearest(place, teamPlaces, 1);
  if (!team) return undefined;
  return { slug: team.slug, name: placeName(team), miles: team.miles, withinReach: team.miles <= reach.miles, local: extraTens(team.miles) === 0 };
}

/** The tens of miles a team's time grows by on the way to a place. */
function extraTens(miles: number): number {
  return Math.floor(miles / 10);
}

/**
 * Minutes a locksmith typically takes to reach `city`: its own team's time; else the nearest team's
 * time plus `reach.minutesPer10Miles` for each full 10 miles to it, if that team is within
 * `reach.miles`; else null, and the page promises only an arrival time agreed on the phone. A
 * place under 10 miles from a team (Westminster from London, Salford from Manchester) is promised
 * the team's own time, as the team's own place is. Pass `team` where it is already known.
 */
export function responseMinutes(city: City, team: NearestTeam | undefined = nearestTeam(city)): number | null {
  if (!team?.withinReach) return null;
  return teams[team.slug]! + extraTens(team.miles) * reach.minutesPer10Miles;
}
