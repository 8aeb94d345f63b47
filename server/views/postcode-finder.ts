/**
 * The postcode finder's answer to what a visitor typed (docs/decisions/042, 070): the page to send
 * them to, or the words to show beside the field. It knows every UK outward code and its centre
 * (server/views/outcodes.ts), so a district is answered from where it is, not from its area's post town.
 */
import { reach } from '../../data/business.ts';
import { districtSlug, londonDistricts } from '../../data/london-districts.ts';
import { niPostTownPoints } from '../../data/ni-post-town-points.ts';
import { niPostTowns } from '../../data/ni-post-towns.ts';
import { postcodeAreas } from '../../data/postcode-areas.ts';
import { finderCopy } from '../../data/postcode-finder.ts';
import { OUTWARD, readPostcode } from '../../shared/postcode-shape.ts';
import { FINDER_MAX_INPUT, type FinderAnswer, type FinderLink } from '../../shared/postcode-finder.ts';
import { distanceMiles } from '../../shared/geo.ts';
import { countOf, fillPlace } from '../../shared/text.ts';
import type { City, GeoPoint } from '../../shared/types.ts';
import { outcodePositions } from './outcodes.ts';
import { CONTAINS_MILES, pageContaining, pagesNearest } from './place-for-point.ts';
import { teamForPoint } from './response-time.ts';
import { findCity } from './place-lookup.ts';
import { placeName } from './place-name.ts';
import { districtTable } from './postcode-districts.ts';
import { placeListing, servesLondon, unservedNearest } from './served-places.ts';

/** What the finder makes of what a visitor typed: a page to go to, or words to show beside the field. */
export type FinderResult = { kind: 'page'; path: string } | FinderAnswer;

/** Areas served by London district pages, where a code written without its letter (SW1) is split. */
const LONDON_AREAS = new Set<string>(londonDistricts.map((d) => d.area));
/** Northern Ireland's codes, which data/outcodes.ts keeps without positions (docs/decisions/070). */
const NORTHERN_IRELAND = /^BT\d/;
/** At most this many pages are offered for a district no page is about. */
const MAX_LINKS = 4;

const table = districtTable();

/**
 * The outward code of a full postcode ('LS6 2AB'), an outward code ('LS6') or an outward code and
 * sector ('M20 2'), in any case and spacing, or null when the text is none of these.
 */
export function outwardCode(input: string): string | null {
  if (input.length > FINDER_MAX_INPUT) return null;
  return readPostcode(input)?.outward ?? null;
}

/** Whether the finder knows an outward code: one of the UK's (data/outcodes.ts) or one a page lists. */
const knownOutward = (code: string) => outcodePositions.has(code) || table.has(code);

/** Letters typed for figures where only a figure can stand in a district: O for 0, I for 1. */
const FIGURE_FOR: Readonly<Record<string, string>> = { O: '0', I: '1' };

/**
 * The outward code of a postcode typed with a common slip, where exactly one outward code the
 * finder knows fits it, else null: O for 0 or I for 1 in the district ('CF1O 1EP' is CF10), and a
 * full postcode whose inward part is mistyped ('LS6 2A8' is LS6). No district ends in O or I, and
 * none has a letter where its first figure stands, so the reading is never a guess between two.
 */
function forgivenOutward(input: string): string | null {
  if (input.length > FINDER_MAX_INPUT) return null;
  const [first = '', ...rest] = input.trim().toUpperCase().split(/\s+/);
  if (rest.length > 1) return null;
  const compact = rest.length === 1 ? first : first.length > 4 ? first.slice(0, -3) : first;
  const known = new Set<string>();
  for (const areaLength of [1, 2]) {
    const areaLetters = compact.slice(0, areaLength);
    const district = [...compact.slice(areaLength)].map((c) => FIGURE_FOR[c] ?? c).join('');
    const candidate = `${areaLetters}${district}`;
    if (OUTWARD.test(candidate) && knownOutward(candidate)) known.add(candidate);
  }
  return known.size === 1 ? [...known][0]! : null;
}

/**
 * The most local page for a postcode, in this order: the page that lists its district (a London
 * district, a suburb or area page, a city's checked districts); for the Crown Dependencies and
 * non-geographic areas, that we do not cover them; for a London code written without its letter,
 * the districts it is split into; for a code not in the list, that it is unknown; for a code the
 * list gives no position, the area's page with a note; else the city or town page whose place
 * contains the district's centre (server/views/place-for-point.ts); else the nearest pages and
 * team, with their distances from the district. Anything else is not a postcode.
 */
export function findPageForPostcode(input: string): FinderResult {
  const typed = input.trim().slice(0, FINDER_MAX_INPUT);
  // A postcode as written where the finder knows its district, else as read with a common slip
  // forgiven (forgivenOutward), else as written.
  const written = outwardCode(input);
  const outward = (written && knownOutward(written) ? written : forgivenOutward(input)) ?? written;
  const area = outward ? OUTWARD.exec(outward)![1]! : '';
  const answer = (kind: FinderAnswer['kind'], message: string, links: FinderLink[] = [], words: Record<string, string> = {}): FinderAnswer => ({
    kind,
    typed,
    message: fillPlace(message, { outward: outward ?? '', area, ...words }),
    links,
  });
  if (!outward) return answer('invalid', finderCopy.invalid);
  const listed = table.get(outward);
  if (listed) return { kind: 'page', path: listed.path };
  const where = finderCopy.uncoveredAreas[area];
  if (where) return answer('uncovered', fillPlace(finderCopy.uncovered, { where }));
  const served = postcodeAreas.find((a) => a.area === area);
  if (!served) return answer('invalid', finderCopy.invalid);
  if (servesLondon && LONDON_AREAS.has(area)) {
    // SW1, W1, EC1: written without the letter that makes them a district.
    const split = londonDistricts.filter((d) => /^[A-Z]$/.test(d.code.slice(outward.length)) && d.code.startsWith(outward));
    if (split.length > 0) {
      return answer(
        'split',
        finderCopy.split,
        split.map((d) => ({ name: `${d.code} ${d.place}`, path: `/london/${districtSlug(d)}` })),
      );
    }
  }
  if (!outcodePositions.has(outward)) return answer('unknown', finderCopy.unknown);
  // A Northern Ireland district is placed at its post town, where that has a checked point (docs/decisions/082).
  const postTown = niPostTowns[outward];
  const townPoint = postTown ? niPostTownPoints[postTown] : undefined;
  const centre = outcodePositions.get(outward) ?? townPoint;
  const from = townPoint ? { town: postTown!, from: fillPlace(finderCopy.fromPostTown, { town: postTown!, outward }) } : undefined;
  if (!centre) {
    const areaCity = findCity(served.city);
    // An area of a place the business does not serve (docs/decisions/073), named as the place that
    // lists the district where one does (BT48 is Derry's), else as the area's town.
    if (!areaCity) {
      const listing = placeListing(outward);
      return answer('uncovered', fillPlace(finderCopy.uncovered, { where: listing ? placeName(listing) : served.town }));
    }
    const areaPage = { name: placeName(areaCity), path: `/${served.city}` };
    const why = NORTHERN_IRELAND.test(outward) ? finderCopy.unplacedWhy.northernIreland : finderCopy.unplacedWhy.none;
    return { ...answer('unplaced', finderCopy.unplaced, [areaPage], { town: served.town, why }), credit: finderCopy.credit };
  }
  const page = pageContaining(centre);
  if (page) return { kind: 'page', path: `/${page.slug}` };
  // Nearest a place the business does not serve: not covered (docs/decisions/073), named as the
  // place that contains the district, else as its postal area's town ('Dartford' for DA1, not the
  // City of London 15 miles off).
  const outside = unservedNearest(centre);
  if (outside) {
    const where = distanceMiles(centre, outside.geo) <= CONTAINS_MILES ? placeName(outside) : served.town;
    return answer('uncovered', fillPlace(finderCopy.uncovered, { where }));
  }
  return nearbyAnswer(centre, outward, answer, from);
}

/** A district no page is about: the nearest pages and the nearest team, each with its distance from the district's centre. */
function nearbyAnswer(
  centre: GeoPoint,
  outward: string,
  answer: (kind: FinderAnswer['kind'], message: string, links?: FinderLink[], words?: Record<string, string>) => FinderAnswer,
  postTown?: { town: string; from: string },
): FinderAnswer {
  const milesNote = (miles: number) =>
    fillPlace(postTown ? finderCopy.milesFromTown : finderCopy.milesFrom, { miles: countOf(miles, 'mile'), outward, town: postTown?.town ?? '' });
  const nearest = pagesNearest(centre);
  const offered = nearest.filter((p) => !londonPart(p.city)).slice(0, MAX_LINKS);
  const pages = offered.map((p) => ({ name: placeName(p.city), path: `/${p.city.slug}`, note: milesNote(p.miles) }));
  // A London part nearer than the last page offered was left out: the words say so.
  const skipped = nearest.slice(0, nearest.indexOf(offered.at(-1)!)).some((p) => londonPart(p.city));
  const team = teamForPoint(centre);
  const teamCopy = team.withinReach
    ? finderCopy.teamWithinReach
    : team.acrossSea
      ? finderCopy.teamAcrossSea
      : team.listedBeyond
        ? finderCopy.teamListedBeyond
        : finderCopy.teamBeyondReach;
  const teamWords = fillPlace(teamCopy, {
    team: team.name,
    miles: countOf(team.miles, 'mile'),
    reach: String(reach.miles),
  });
  const pagesWords = skipped ? finderCopy.nearbyPagesLondon : finderCopy.nearbyPages;
  const from = postTown?.from ?? fillPlace(finderCopy.fromCentre, { outward });
  return {
    ...answer('nearby', `${finderCopy.nearby} ${teamWords} ${pagesWords}`, pages, { contains: String(CONTAINS_MILES), from }),
    credit: postTown ? finderCopy.creditNorthernIreland : finderCopy.credit,
  };
}

/** London's own pages besides /london (data/cities.ts `inLondon`): for a place outside them they say 'London' no better than it. */
function londonPart(city: City): boolean {
  return Boolean(city.inLondon) && city.slug !== 'london';
}
