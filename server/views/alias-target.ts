import { cities as ukPlaces } from '../../data/cities.ts';
import { extraAreas } from '../../data/directory.ts';
import { cityAliases, londonDistrictAliases, movedPages, townSlug } from '../../data/place-aliases.ts';
import { pageContaining, pagesNearest } from './place-for-point.ts';
import { findCity, matchArea } from './place-lookup.ts';
import { teamForPoint } from './response-time.ts';
import { unservedNearest, unservedPlace } from './served-places.ts';

const aliasesOfCities = cityAliases();
const aliasesOfDistricts = londonDistrictAliases();

/**
 * The directory's towns that have no page and lie in no page's place (data/directory.ts without
 * `city`): /bolton, /paisley. By their path segment.
 */
const townsWithoutPage = new Map(
  extraAreas.filter((town) => !town.city && !ukPlaces.some((c) => c.slug === townSlug(town.name))).map((town) => [townSlug(town.name), town]),
);

/**
 * A directory town's fate (docs/decisions/079), so that a visitor who types a town the directory
 * lists lands on the page that serves it: 301 to the page about the place it is in, if any; else to
 * the page of the team that reaches it (/bolton is /manchester, /paisley is /glasgow); else, no team
 * reaching it, to the page nearest to it (/south-shields is the nearest of Newcastle and Sunderland),
 * which names the team and agrees the time on the phone. 410 where its nearest place is one the
 * business does not serve.
 */
function townFate(segment: string): PathFate {
  const town = townsWithoutPage.get(segment);
  if (!town) return undefined;
  if (unservedNearest(town.geo)) return { kind: 'gone', place: town.name };
  const team = teamForPoint(town.geo);
  const page = pageContaining(town.geo) ?? (team.withinReach ? findCity(team.slug) : pagesNearest(town.geo)[0]?.city);
  return page ? { kind: 'moved', to: `/${page.slug}` } : undefined;
}

/**
 * What a path no page answers becomes: another name for a page (301 to it), a page of a place the
 * business does not serve (410 Gone, docs/decisions/073), or nothing (404).
 */
export type PathFate = { kind: 'moved'; to: string } | { kind: 'gone'; place: string } | undefined;

/**
 * The page a path names by another name (data/place-aliases.ts): /newcastle is
 * /newcastle-upon-tyne, /london/e1 is /london/e1-whitechapel, a page that moved is its new page
 * (/manchester/salford is /salford), a city's other name keeps its page below it
 * (/hull/key-cutting), and a town the directory lists is the page that serves it (/bolton). Only pages that exist are named, so an alias never leads to a 404. Where
 * the path, or the page it names, belongs to a place of data/cities.ts the business does not
 * serve, the answer is that the page is gone, naming the place. `segment` is the part after the city, if any.
 */
export function pathFate(citySegment: string, segment?: string): PathFate {
  const moved = segment === undefined ? undefined : movedPages.get(`${citySegment}/${segment}`);
  if (moved) return fateOf(moved.split('/')[0]!, `/${moved}`);
  const slug = ukPlaces.some((c) => c.slug === citySegment) ? citySegment : aliasesOfCities.get(citySegment);
  if (slug === undefined) return segment === undefined ? townFate(citySegment) : undefined;
  const gone = unservedPlace(slug);
  if (gone)
    return segment === undefined || matchArea(gone.slug, segment) || aliasesOfDistricts.has(segment) ? { kind: 'gone', place: gone.name } : undefined;
  const city = findCity(slug);
  if (!city) return undefined;
  const renamed = city.slug !== citySegment;
  if (segment === undefined) return renamed ? { kind: 'moved', to: `/${city.slug}` } : undefined;
  if (matchArea(city.slug, segment)) return renamed ? { kind: 'moved', to: `/${city.slug}/${segment}` } : undefined;
  const district = city.slug === 'london' ? aliasesOfDistricts.get(segment) : undefined;
  return district ? { kind: 'moved', to: `/london/${district}` } : undefined;
}

/** A moved page's fate: 301 to it, or gone where its place is not served. */
function fateOf(placeSlug: string, to: string): PathFate {
  const gone = unservedPlace(placeSlug);
  return gone ? { kind: 'gone', place: gone.name } : { kind: 'moved', to };
}
