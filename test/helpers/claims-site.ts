/**
 * The claims checks (test/helpers/claims.ts) over a whole crawl, with the facts each page is checked
 * against and the places pages are about. Shared by test/claims.test.ts and scripts/claims-report.ts,
 * which prints the counts for a closing note.
 */
import { phoneLineHours, reach, reachExceptions, sample, teams } from '../../data/business.ts';
import { chargingModel } from '../../data/prices.ts';
import { cities } from '../../data/cities.ts';
import { extraAreas } from '../../data/directory.ts';
import { districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { postcodeAreas } from '../../data/postcode-areas.ts';
import { roadMilesEstimate } from '../../server/views/road-distance.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { allLocationPaths } from '../../server/views/location-paths.ts';
import { matchArea } from '../../server/views/place-lookup.ts';
import {
  arrivalFigures,
  bracketedQualifiers,
  coverListsBeyondReach,
  type QualifierFacts,
  cutDescription,
  hoursClaimsBeyondLine,
  localClaimsBeyondReach,
  minutesBeyondReach,
  minutesRepeatedInProse,
  placeholders,
  sameDayBeyondReach,
  sampleReviewsShown,
  type TeamFacts,
  teamClaimProblems,
  twoArrivalFigures,
  unplacedLocalClaims,
  workClaims,
} from './claims.ts';
import { callOutClaims, fixedJobsPaidByTime, fromLabelsOffTheirList, pricesOffTheList } from './price-claims.ts';
import type { SiteCrawl } from './site-crawl.ts';

const LONDON_REGIONS = new Set(['London', 'Greater London', 'City of London']);

export const teamFacts: TeamFacts = {
  teamPlaces: cities.filter((c) => teams[c.slug] !== undefined).map((c) => c.name),
  // London's boroughs and the towns with a page (docs/decisions/061) are places no page may call a city.
  notCities: cities.filter((c) => c.kind === 'town' || c.cityStatus === 'London Borough').map((c) => c.name),
  londonPlaces: cities.filter((c) => LONDON_REGIONS.has(c.region)).map((c) => c.name),
  places: cities.map((c) => c.name),
  reachMiles: reach.miles,
};

/** What a bracket after a place may not hold: its region, nation, another place, a postcode area. */
const qualifierFacts: QualifierFacts = {
  names: [...new Set([...cities.flatMap((c) => [c.name, c.region, c.nation]), ...postcodeAreas.map((a) => a.area)])],
};

const teamCities = cities.filter((c) => teams[c.slug] !== undefined);

/**
 * Miles from a team to a place as the reach counts them (docs/decisions/084): the business file's
 * road distance where it gives one for a page, never where it says the team does not reach the
 * page, else the road estimate (server/views/road-distance.ts, checked against known roads by its
 * own test), Infinity where only a ferry joins them; rounded to the mile as the pages round them.
 */
function reachMilesFrom(team: City, place: { slug?: string; geo: GeoPoint }): number {
  const exceptions = reachExceptions[team.slug];
  if (place.slug !== undefined && exceptions?.beyondReach?.includes(place.slug)) return Number.POSITIVE_INFINITY;
  const miles = (place.slug !== undefined ? exceptions?.roadMiles?.[place.slug] : undefined) ?? roadMilesEstimate(place.geo, team.geo);
  return Number.isFinite(miles) ? Math.max(1, Math.round(miles)) : miles;
}

/**
 * Miles from each place with a page (cities, boroughs) and each directory town to its nearest team,
 * by the reach's count of miles, worked out here rather than through the pages' own rule.
 */
/** The team nearest a place as the reach orders them (a team that reaches it first), and its miles by road (Infinity for none). */
export function nearestTeamByRoad(place: { slug?: string; geo: GeoPoint }): { team: City; miles: number } {
  return teamCities
    .filter((team) => team.slug !== place.slug)
    .map((team) => ({ team, miles: reachMilesFrom(team, place), exact: roadMilesEstimate(place.geo, team.geo) }))
    .sort(
      (a, b) => Number(b.miles <= reach.miles) - Number(a.miles <= reach.miles) || a.exact - b.exact || a.team.slug.localeCompare(b.team.slug),
    )[0]!;
}

export const milesToTeam: ReadonlyMap<string, number> = new Map(
  [...cities, ...extraAreas].map((place) => [
    place.name,
    Math.min(...teamCities.map((team) => reachMilesFrom(team, 'slug' in place ? place : { geo: place.geo }))),
  ]),
);

/**
 * The places with a page (cities, boroughs) that some team reaches: within `reach.miles` of it, by
 * road where the facts say so. Worked out here from data/business.ts and the coordinates rather
 * than through the pages' own rule (server/views/response-time.ts).
 */
export const placesWithinReach: ReadonlySet<string> = new Set(
  cities.filter((place) => teamCities.some((team) => reachMilesFrom(team, place) <= reach.miles)).map((c) => c.slug),
);

/**
 * The places a team is local to (docs/decisions/083): its own place, or under 10 miles from it as
 * the reach counts miles. Only their pages may call the business local.
 */
const placesLocal: ReadonlySet<string> = new Set(
  cities
    .filter((place) => teamCities.some((team) => reachMilesFrom(team, place) < 10 && reachMilesFrom(team, place) <= reach.miles))
    .map((c) => c.slug),
);

const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
const cityByName = new Map(cities.map((c) => [c.name.toLowerCase(), c]));

/**
 * The place a location page is about, as a key shared by every page about it: a city's own page
 * and its service pages are the city; an area or suburb named like a place with a page of its own
 * (/manchester/salford) is that place; a London district is the borough it mainly lies in where
 * that borough has a page (/camden, /westminster, /city-of-london), else itself.
 */
function placeOf(path: string): { key: string; citySlug: string } | undefined {
  const [citySlug, segment] = path.slice(1).split('/');
  const city = cityBySlug.get(citySlug ?? '');
  if (!city) return undefined;
  if (segment === undefined) return { key: city.slug, citySlug: city.slug };
  const match = matchArea(city.slug, segment);
  if (!match) return undefined;
  if (match.kind === 'service') return { key: city.slug, citySlug: city.slug };
  if (match.kind === 'district') {
    const borough = cityByName.get(match.district.boroughs[0]?.toLowerCase() ?? '');
    const named = cityByName.get(match.district.place.toLowerCase());
    return { key: (named ?? borough)?.slug ?? path, citySlug: city.slug };
  }
  const name = match.kind === 'suburb' ? match.suburb.name : match.area.name;
  return { key: cityByName.get(name.toLowerCase())?.slug ?? path, citySlug: city.slug };
}

export interface ClaimsReport {
  pages: number;
  placeholder: Map<string, string[]>;
  twoFigures: Map<string, string[]>;
  /** Place key → the figures its pages give, by page, for places whose pages disagree. */
  disagreeing: Map<string, Record<string, string[]>>;
  teamClaims: Map<string, string[]>;
  prices: Map<string, string[]>;
  cutDescriptions: Map<string, string[]>;
  sampleReviews: Map<string, string[]>;
  qualifiers: Map<string, string[]>;
  coverBeyondReach: Map<string, string[]>;
  /** Round-the-clock claims while the phone line keeps other hours. */
  hours: Map<string, string[]>;
  /** The business called local on a page whose place no team reaches (docs/decisions/064). */
  localBeyondReach: Map<string, string[]>;
  /** A location page whose running text states its arrival minutes in more than one paragraph. */
  minutesRepeated: Map<string, string[]>;
  /** Work promised the same day on such a page. */
  sameDayBeyondReach: Map<string, string[]>;
  /** Arrival minutes on such a page. */
  minutesBeyondReach: Map<string, string[]>;
  /** Pages about no one place calling the business local without saying where its teams are. */
  unplacedLocal: Map<string, string[]>;
  /** Sentences about a call-out fee the charging model contradicts (data/prices.ts chargingModel). */
  callOut: Map<string, string[]>;
  /** A job on a list (a fixed price) described as paid by the time taken. */
  paidByTime: Map<string, string[]>;
  /** 'From' labels that are not the cheapest of their list, or name no job, or a job the list prices otherwise. */
  fromLabels: Map<string, string[]>;
  /** Claims about the business's own work: who calls us, how often, what share (issue 33). */
  workClaims: Map<string, string[]>;
}

function record(into: Map<string, string[]>, path: string, problems: string[]): void {
  if (problems.length) into.set(path, problems);
}

/** Every HTML page of the crawl (sitemap, linked and noindexed location pages) through every check. */
export function claimsReport(crawl: SiteCrawl, { realOrigin }: { realOrigin: boolean }): ClaimsReport {
  const paths = [...new Set([...crawl.crawled, ...allLocationPaths(), ...londonDistricts.map((d) => `/london/${districtSlug(d)}`)])].filter(
    (path) => crawl.fetched[path]?.status === 200 && crawl.fetched[path]!.contentType.startsWith('text/html'),
  );
  const report: ClaimsReport = {
    pages: paths.length,
    placeholder: new Map(),
    twoFigures: new Map(),
    disagreeing: new Map(),
    teamClaims: new Map(),
    prices: new Map(),
    cutDescriptions: new Map(),
    sampleReviews: new Map(),
    qualifiers: new Map(),
    coverBeyondReach: new Map(),
    hours: new Map(),
    localBeyondReach: new Map(),
    sameDayBeyondReach: new Map(),
    minutesRepeated: new Map(),
    minutesBeyondReach: new Map(),
    unplacedLocal: new Map(),
    callOut: new Map(),
    paidByTime: new Map(),
    fromLabels: new Map(),
    workClaims: new Map(),
  };
  const figuresByPlace = new Map<string, Record<string, string[]>>();
  for (const path of paths) {
    const html = crawl.fetched[path]!.body;
    record(report.placeholder, path, placeholders(html));
    record(report.twoFigures, path, twoArrivalFigures(html));
    const place = placeOf(path);
    const inLondon = place !== undefined && LONDON_REGIONS.has(cityBySlug.get(place.citySlug)!.region);
    record(report.teamClaims, path, teamClaimProblems(html, teamFacts, { inLondon }));
    record(report.cutDescriptions, path, cutDescription(html));
    record(report.sampleReviews, path, sampleReviewsShown(html, { realOrigin, sample }));
    record(report.qualifiers, path, bracketedQualifiers(html, qualifierFacts));
    record(report.coverBeyondReach, path, coverListsBeyondReach(html, milesToTeam, reach.miles));
    record(report.hours, path, hoursClaimsBeyondLine(html, phoneLineHours));
    record(report.callOut, path, callOutClaims(html, chargingModel));
    record(report.paidByTime, path, fixedJobsPaidByTime(html));
    record(report.fromLabels, path, fromLabelsOffTheirList(path, html));
    record(report.workClaims, path, workClaims(html));
    if (!place) {
      record(report.unplacedLocal, path, unplacedLocalClaims(html));
      continue;
    }
    const withinReach = placesWithinReach.has(cityBySlug.has(place.key) ? place.key : place.citySlug);
    const local = placesLocal.has(cityBySlug.has(place.key) ? place.key : place.citySlug);
    record(report.localBeyondReach, path, localClaimsBeyondReach(html, local));
    record(report.sameDayBeyondReach, path, sameDayBeyondReach(html, withinReach));
    record(report.minutesBeyondReach, path, minutesBeyondReach(html, withinReach));
    record(report.minutesRepeated, path, minutesRepeatedInProse(html));
    record(report.prices, path, pricesOffTheList(path, html));
    const figures = arrivalFigures(html);
    if (figures.length) {
      const byPage = figuresByPlace.get(place.key) ?? {};
      byPage[path] = figures;
      figuresByPlace.set(place.key, byPage);
    }
  }
  for (const [key, byPage] of figuresByPlace) {
    if (new Set(Object.values(byPage).flat()).size > 1) report.disagreeing.set(key, byPage);
  }
  return report;
}

/** The counts of a report, one line each, for a closing note. */
export function reportLines(report: ClaimsReport): string[] {
  return [
    `pages checked: ${report.pages}`,
    `pages with a placeholder: ${report.placeholder.size}`,
    `pages with two arrival figures: ${report.twoFigures.size}`,
    `places whose pages disagree: ${report.disagreeing.size}`,
    `pages with team claims without a team: ${report.teamClaims.size}`,
    `place pages with prices off their list: ${report.prices.size}`,
    `cut descriptions: ${report.cutDescriptions.size}`,
    `pages with review cards on a real origin: ${report.sampleReviews.size}`,
    `pages with a place qualified in brackets: ${report.qualifiers.size}`,
    `pages listing places a team covers beyond the reach: ${report.coverBeyondReach.size}`,
    `pages claiming hours the phone line does not keep: ${report.hours.size}`,
    `pages calling us local where no team is within 10 miles: ${report.localBeyondReach.size}`,
    `pages promising same-day work where no team reaches: ${report.sameDayBeyondReach.size}`,
    `pages promising minutes where no team reaches: ${report.minutesBeyondReach.size}`,
    `location pages stating their minutes in more than one paragraph: ${report.minutesRepeated.size}`,
    `pages about no place calling us local without saying where: ${report.unplacedLocal.size}`,
    `pages contradicting the call-out model: ${report.callOut.size}`,
    `pages describing a listed job as paid by time: ${report.paidByTime.size}`,
    `pages with a 'from' label off its list: ${count(report.fromLabels, (p) => !p.endsWith('names no job'))}`,
    `pages with a 'from' label naming no job: ${count(report.fromLabels, (p) => p.endsWith('names no job'))}`,
    `pages with claims about our own work: ${report.workClaims.size}`,
  ];
}

/** Pages with at least one problem that `kind` picks out. */
function count(problems: Map<string, string[]>, kind: (problem: string) => boolean): number {
  return [...problems.values()].filter((found) => found.some(kind)).length;
}
