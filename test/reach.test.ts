/**
 * The reach rule (server/views/response-time.ts, docs/decisions/064): a team reaches a place within
 * `reach.miles`, by road where data/business.ts `reachExceptions` gives a road distance, and never a
 * place it lists as beyond its reach. Every expected value is read from the facts, so an owner's new
 * team, reach or exception changes what is checked, not whether it passes.
 */
import { describe, expect, it } from 'vitest';
import { reach, reachExceptions, teams } from '../data/business.ts';
import { cities } from '../data/cities.ts';
import { nearestTeam, responseMinutes, wordsForReach } from '../server/views/response-time.ts';
import { roadMilesEstimate } from '../server/views/road-distance.ts';
import type { City } from '../shared/types.ts';
import { servedByPopulation } from './helpers/fixture-pages.ts';

const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
const city = (slug: string) => {
  const found = cityBySlug.get(slug);
  if (!found) throw new Error(`data/business.ts reachExceptions names ${slug}, which is not in data/cities.ts`);
  return found;
};
const exceptions = Object.entries(reachExceptions);

describe('the reach rule', () => {
  // The checks below walk the exceptions; a business file may list none (the Welsh fixture does not).
  it.skipIf(exceptions.length === 0)('has exceptions to check (data/business.ts reachExceptions), each for a team, naming places of the data', () => {
    for (const [team, { roadMiles = {}, beyondReach = [] }] of exceptions) {
      expect(teams[team], team).toBeDefined();
      const places = [...Object.keys(roadMiles), ...beyondReach];
      expect(places.length, team).toBeGreaterThan(0);
      for (const slug of places) expect(cityBySlug.has(slug), `${team}: ${slug}`).toBe(true);
    }
  });

  it.skipIf(exceptions.length > 0)('without exceptions, gives every place served the team nearest by the road estimate, rounded to the mile', () => {
    const teamPlaces = servedByPopulation.filter((c) => teams[c.slug] !== undefined);
    expect(teamPlaces.length).toBe(Object.keys(teams).length);
    for (const place of servedByPopulation) {
      const road = (team: City) => roadMilesEstimate(place.geo, team.geo);
      const [nearest] = [...teamPlaces].sort((a, b) => road(a) - road(b) || a.slug.localeCompare(b.slug));
      const own = teams[place.slug] !== undefined;
      const miles = own ? 0 : Math.max(1, Math.round(road(nearest!)));
      const withinReach = miles <= reach.miles;
      expect(nearestTeam(place), place.slug).toMatchObject({ slug: nearest!.slug, miles, byRoad: !own, listedBeyond: false, withinReach });
      const minutes = withinReach ? teams[nearest!.slug]! + Math.floor(miles / 10) * reach.minutesPer10Miles : null;
      expect(responseMinutes(place), place.slug).toBe(minutes);
    }
  });

  it('never lets a team reach a place it lists as beyond its reach: no minutes from it, not its own time', () => {
    for (const [team, { beyondReach = [] }] of exceptions) {
      for (const slug of beyondReach) {
        const served = nearestTeam(city(slug))!;
        if (served.slug === team) {
          expect(served.withinReach, `${slug} from ${team}`).toBe(false);
          expect(responseMinutes(city(slug), served), `${slug} from ${team}`).toBeNull();
        } else {
          // Another team reaches it instead, by the same rule.
          expect(served.withinReach, `${slug}: ${served.slug} chosen over ${team} though it does not reach it`).toBe(true);
        }
      }
    }
  });

  it('measures a road distance where one is given, for the reach, the miles stated and the minutes', () => {
    for (const [team, { roadMiles = {} }] of exceptions) {
      for (const [slug, miles] of Object.entries(roadMiles)) {
        const served = nearestTeam(city(slug))!;
        if (served.slug !== team) continue;
        expect(served, `${slug} from ${team}`).toMatchObject({ miles, byRoad: true, withinReach: miles <= reach.miles });
        const minutes = miles <= reach.miles ? teams[team]! + Math.floor(miles / 10) * reach.minutesPer10Miles : null;
        expect(responseMinutes(city(slug), served), `${slug} from ${team}`).toBe(minutes);
      }
    }
  });

  it("gives a team's own place its own time, in reach", () => {
    for (const slug of Object.keys(teams)) {
      expect(nearestTeam(city(slug))).toMatchObject({ slug, miles: 0, withinReach: true, local: true });
      expect(responseMinutes(city(slug))).toBe(teams[slug]);
    }
  });

  it('picks the wording of a reach-bound sentence by the team alone; a plain string is true anywhere', () => {
    const words = { withinReach: 'fitted the same day', beyondReach: 'fitted on a day agreed when you call' };
    const team = { slug: 'a', name: 'A', miles: 30, byRoad: false, listedBeyond: false, acrossSea: false, local: false };
    expect(wordsForReach({ ...team, withinReach: true }, words)).toBe(words.withinReach);
    expect(wordsForReach({ ...team, withinReach: false }, words)).toBe(words.beyondReach);
    expect(wordsForReach(null, words)).toBe(words.beyondReach);
    expect(wordsForReach(null, 'fitted')).toBe('fitted');
  });
});
