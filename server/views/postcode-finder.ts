import { londonDistricts, districtSlug } from '../../data/london-districts.ts';
import { postcodeAreas } from '../../data/postcode-areas.ts';

/** What the finder makes of what a visitor typed. The postcode itself is never kept or logged. */
export type FinderResult = { kind: 'page'; path: string } | { kind: 'invalid' } | { kind: 'uncovered'; outward: string };

/**
 * Real postcode areas the site has no page for: the Crown Dependencies (Guernsey, Jersey, the
 * Isle of Man) and the non-geographic areas (British Forces, non-geographic business mail).
 * Any other letters are not a postcode area at all.
 */
const UNCOVERED_AREAS = new Set(['GY', 'JE', 'IM', 'BF', 'BX']);

/** Longest input worth reading: a full postcode with spaces is at most 8 characters. */
const MAX_INPUT = 16;
/** An outward code: area letters, district digits, and an optional letter (E1, SW1A, LS6, EC1V). */
const OUTWARD = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;
/** The inward code of a full postcode: a digit and two letters (6AN). */
const INWARD = /^\d[A-Z]{2}$/;

/**
 * Finds the best page for a full postcode or an outward code, in any case and spacing: the
 * London district page for its outward code, else the city page serving its postcode area.
 * Anything that is not a postcode's shape is 'invalid'; a well-formed code in an area the site
 * does not cover is 'uncovered'.
 */
export function findPageForPostcode(input: string): FinderResult {
  if (input.length > MAX_INPUT) return { kind: 'invalid' };
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const outward = compact.length > 4 && INWARD.test(compact.slice(-3)) ? compact.slice(0, -3) : compact;
  const match = OUTWARD.exec(outward);
  if (!match) return { kind: 'invalid' };
  const district = londonDistricts.find((d) => d.code === outward);
  if (district) return { kind: 'page', path: `/london/${districtSlug(district)}` };
  const area = postcodeAreas.find((a) => a.area === match[1]);
  if (area) return { kind: 'page', path: `/${area.city}` };
  return UNCOVERED_AREAS.has(match[1]!) ? { kind: 'uncovered', outward } : { kind: 'invalid' };
}
