/**
 * The one rule that turns data/business.ts's teams into the response time a place is promised
 * (docs/decisions/027). Every location page (city, areas, suburbs, service pages) reads its
 * minutes from here through its city's PlaceSummary, so a place is promised one time, or none.
 */
import { reach, teams } from '../../data/business.ts';
import { cities } from '../../data/cities.ts';
import { nearest } from '../../shared/geo.ts';
import type { City } from '../../shared/types.ts';

/**
 * Minutes a locksmith typically takes to reach `city`: its own team's time; else the nearest team's
 * time plus `reach.minutesPer10Miles` for each 10 miles (or part) to it, if that team is within
 * `reach.miles`; else null, and the page promises only an arrival time agreed on the phone.
 */
export function responseMinutes(city: City): number | null {
  const own = teams[city.slug];
  if (own !== undefined) return own;
  const [team] = nearest(
    city,
    cities.filter((c) => teams[c.slug] !== undefined),
    1,
  );
  if (!team || team.miles > reach.miles) return null;
  return teams[team.slug]! + Math.ceil(team.miles / 10) * reach.minutesPer10Miles;
}
