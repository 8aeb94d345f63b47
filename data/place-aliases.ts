import { extraAreas } from './directory.ts';
import { districtSlug, londonDistricts } from './london-districts.ts';

/**
 * Other names people type for a place that has a page: the short name ('newcastle'), an old or
 * official spelling ('londonderry'). Each answers 301 to the page's own slug in data/cities.ts
 * (docs/decisions/029); a test requests every one and checks the page it leads to answers 200.
 * Sub-paths follow: /newcastle/emergency-lockout goes to /newcastle-upon-tyne/emergency-lockout.
 */
const cityNames: Readonly<Record<string, string>> = {
  newcastle: 'newcastle-upon-tyne',
  hull: 'kingston-upon-hull',
  stoke: 'stoke-on-trent',
  brighton: 'brighton-and-hove',
  hove: 'brighton-and-hove',
  'brighton-hove': 'brighton-and-hove',
  southend: 'southend-on-sea',
  londonderry: 'derry',
  'derry-londonderry': 'derry',
  'st-david': 'st-davids',
  'saint-albans': 'st-albans',
  'saint-davids': 'st-davids',
  'city-of-westminster': 'westminster',
  'bangor-gwynedd': 'bangor',
};

/** City slugs by the name a visitor may type for them (aliases above, then the towns below). */
export function cityAliases(): ReadonlyMap<string, string> {
  const aliases = new Map(Object.entries(cityNames));
  // A town with no page of its own, inside the area of a city that has one (data/directory.ts).
  for (const town of extraAreas) if (town.city) aliases.set(townSlug(town.name), town.city);
  return aliases;
}

/** 'South Shields' as a path segment: 'south-shields'. */
export function townSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * London districts by their outward code alone: /london/e1 is /london/e1-whitechapel. Every district
 * in data/london-districts.ts has one.
 */
export function londonDistrictAliases(): ReadonlyMap<string, string> {
  return new Map(londonDistricts.map((d) => [d.code.toLowerCase(), districtSlug(d)]));
}

/**
 * Pages that moved, by their old path below the site root, and the page that now covers the place
 * (docs/decisions/047). Each answers 301 to its new page, so old links and bookmarks still land.
 * A place has one page: E1 is Whitechapel, not Shoreditch; Salford is a city with its own page;
 * Moseley's suburb page covers what the 'Moseley & Kings Heath' area page did.
 */
export const movedPages: ReadonlyMap<string, string> = new Map([
  ['london/e1-shoreditch', 'london/e1-whitechapel'],
  ['manchester/salford', 'salford'],
  ['birmingham/moseley-kings-heath', 'birmingham/moseley'],
]);
