import { cityAliases, londonDistrictAliases, movedPages } from '../../data/place-aliases.ts';
import { findCity, matchArea } from './place-lookup.ts';

const aliasesOfCities = cityAliases();
const aliasesOfDistricts = londonDistrictAliases();

/**
 * The page a path names by another name (data/place-aliases.ts), or undefined: /newcastle is
 * /newcastle-upon-tyne, /london/e1 is /london/e1-whitechapel, a page that moved is its new page
 * (/manchester/salford is /salford), and a city's other name keeps its page below it
 * (/hull/key-cutting). Only pages that exist are named, so an alias never leads to a 404.
 * `segment` is the part after the city, if any.
 */
export function aliasTarget(citySegment: string, segment?: string): string | undefined {
  const moved = segment === undefined ? undefined : movedPages.get(`${citySegment}/${segment}`);
  if (moved) return `/${moved}`;
  const city = findCity(citySegment) ?? findCity(aliasesOfCities.get(citySegment));
  if (!city) return undefined;
  const renamed = city.slug !== citySegment;
  if (segment === undefined) return renamed ? `/${city.slug}` : undefined;
  if (matchArea(city.slug, segment)) return renamed ? `/${city.slug}/${segment}` : undefined;
  const district = city.slug === 'london' ? aliasesOfDistricts.get(segment) : undefined;
  return district ? `/london/${district}` : undefined;
}
