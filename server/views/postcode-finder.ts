import { cities } from '../../data/cities.ts';
import { extraAreas } from '../../data/directory.ts';
import { districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { cityAliases, townSlug } from '../../data/place-aliases.ts';
import { postcodeAreas } from '../../data/postcode-areas.ts';
import { finderCopy } from '../../data/postcode-finder.ts';
import { postcodeTowns } from '../../data/postcode-towns.ts';
import { distanceMiles } from '../../shared/geo.ts';
import { OUTWARD, readPostcode } from '../../shared/postcode-shape.ts';
import { FINDER_MAX_INPUT, type FinderAnswer, type FinderLink } from '../../shared/postcode-finder.ts';
import { fillPlace, countOf } from '../../shared/text.ts';
import type { City } from '../../shared/types.ts';
import { placeName } from './place-name.ts';
import { districtTable } from './postcode-districts.ts';

/** What the finder makes of what a visitor typed: a page to go to, or words to show beside the field. */
export type FinderResult = { kind: 'page'; path: string } | FinderAnswer;

/** Areas served by London district pages: a code here that is no district is not a postcode. */
const LONDON_AREAS = new Set(londonDistricts.map((d) => d.area));
/** A city page lists the pages within this distance of a post town as nearby. */
const NEARBY_MILES = 20;
/** Beyond this distance from the post town only the area's own page is offered. */
const FAR_MILES = 60;
/** At most this many pages are offered for a district the site cannot place. */
const MAX_LINKS = 4;

const table = districtTable();
const aliases = cityAliases();
const townsWithoutPages = new Set(extraAreas.map((town) => townSlug(town.name)));

/**
 * The outward code of a full postcode ('LS6 2AB'), an outward code ('LS6') or an outward code and
 * sector ('M20 2'), in any case and spacing, or null when the text is none of these.
 */
export function outwardCode(input: string): string | null {
  if (input.length > FINDER_MAX_INPUT) return null;
  return readPostcode(input)?.outward ?? null;
}

/**
 * Finds the most local page for a postcode (docs/decisions/042): the page listing its district
 * (a London district, a suburb or area page, a city page naming its range); else, for a London
 * code, that it is not a district; else, for an area the business serves, the area's page with a
 * plain note that the district could not be confirmed, and the nearest pages with their distance
 * where the area is not a city's own. Areas the business does not serve are said so, and anything
 * else is not a postcode.
 */
export function findPageForPostcode(input: string): FinderResult {
  const typed = input.trim().slice(0, FINDER_MAX_INPUT);
  const outward = outwardCode(input);
  const area = outward ? OUTWARD.exec(outward)![1]! : '';
  const answer = (kind: FinderAnswer['kind'], message: string, links: FinderLink[] = []): FinderAnswer => ({
    kind,
    typed,
    message: fillPlace(message, { outward: outward ?? '', area }),
    links,
  });
  if (!outward) return answer('invalid', finderCopy.invalid);
  const page = table.get(outward);
  if (page) return { kind: 'page', path: page.path };
  const where = finderCopy.uncoveredAreas[area];
  if (where) return answer('uncovered', fillPlace(finderCopy.uncovered, { where }));
  if (LONDON_AREAS.has(area as never)) {
    // SW1, W1, EC1: written without the letter that makes them a district.
    const split = londonDistricts.filter((d) => /^[A-Z]$/.test(d.code.slice(outward.length)) && d.code.startsWith(outward));
    if (split.length > 0) {
      return answer(
        'split',
        finderCopy.split,
        split.map((d) => ({ name: `${d.code} ${d.place}`, path: `/london/${districtSlug(d)}` })),
      );
    }
    return answer('unknown', finderCopy.unknownLondon);
  }
  const served = postcodeAreas.find((a) => a.area === area);
  if (!served) return answer('invalid', finderCopy.invalid);
  return unconfirmed(served, answer);
}

/** A district the table cannot place, in an area the business serves. */
function unconfirmed(
  served: (typeof postcodeAreas)[number],
  answer: (kind: FinderAnswer['kind'], message: string, links?: FinderLink[]) => FinderAnswer,
): FinderAnswer {
  const city = cities.find((c) => c.slug === served.city)!;
  const link = (c: City, note?: string): FinderLink => ({ name: placeName(c), path: `/${c.slug}`, ...(note ? { note } : {}) });
  const town = postcodeTowns[served.area];
  const words = { town: served.town, city: placeName(city) };
  const own = isOwnArea(served, city, town ? distanceMiles(town, city.geo) : Number.POSITIVE_INFINITY);
  if (!town) return answer('unconfirmed', fillPlace(own ? finderCopy.unconfirmedOwn : finderCopy.unconfirmedServed, words), [link(city)]);
  // Pages in the same nation as the area's own page; of London's, only London itself (its boroughs
  // and districts say 'London' no better for a town outside them).
  const fromTown = cities
    .filter((c) => c === city || (c.nation === city.nation && !londonPart(c)))
    .map((c) => ({ city: c, miles: Math.max(1, Math.round(distanceMiles(town, c.geo))) }))
    .sort((a, b) => a.miles - b.miles || a.city.slug.localeCompare(b.city.slug));
  const milesNote = (miles: number) => fillPlace(finderCopy.milesFrom, { miles: countOf(miles, 'mile'), town: served.town });
  if (own) {
    const nearby = fromTown.filter((n) => n.city !== city && n.miles <= NEARBY_MILES).slice(0, MAX_LINKS - 1);
    return answer('unconfirmed', fillPlace(finderCopy.unconfirmedOwn, words), [link(city), ...nearby.map((n) => link(n.city, milesNote(n.miles)))]);
  }
  // Not a city's own area (LL is Llandudno's, DA Dartford's): the nearest pages, the area's own page among them.
  const nearest = fromTown.filter((n) => n.city === city || n.miles <= FAR_MILES).slice(0, MAX_LINKS);
  if (!nearest.some((n) => n.city === city)) nearest[nearest.length - 1] = fromTown.find((n) => n.city === city)!;
  return answer(
    'unconfirmed',
    fillPlace(finderCopy.unconfirmedNearby, words),
    nearest.map((n) => link(n.city, milesNote(n.miles))),
  );
}

/** London's own pages besides /london (data/cities.ts `inLondon`): for a town outside London they say 'London' no better than it. */
function londonPart(city: City): boolean {
  return Boolean(city.inLondon) && city.slug !== 'london';
}

/** Whether a postcode area is its city's own: named after it (or another spelling of it), or its post town within 5 miles. */
function isOwnArea(served: (typeof postcodeAreas)[number], city: City, townMiles: number): boolean {
  const slug = townSlug(served.town);
  const spelling = aliases.get(slug) === city.slug && !townsWithoutPages.has(slug);
  return slug === city.slug || spelling || townMiles <= 5;
}
