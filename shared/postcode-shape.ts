/**
 * The postcode shapes the site understands, read by one rule for both the postcode finder and the
 * call-back form, so a visitor the finder answers is never refused by the form: a full postcode
 * ('LS6 2AB'), an outward code ('LS6') or an outward code and sector ('M20 2'), in any case and
 * spacing, with or without the space.
 */

/** An outward code: area letters, district digits, and an optional letter (E1, SW1A, LS6, EC1V). */
export const OUTWARD = /^([A-Z]{1,2})(\d[A-Z\d]?)$/;
/** The inward code of a full postcode: a digit and two letters (6AN). */
const INWARD = /^\d[A-Z]{2}$/;
/** A sector: the inward code's digit alone (M20 2). */
const SECTOR = /^\d$/;

/** The outward code and what follows it (an inward code, a sector, or nothing), or null for no postcode shape. */
export function readPostcode(input: string): { outward: string; rest: string | null } | null {
  const parts = input.trim().toUpperCase().split(/\s+/);
  if (parts.length === 2) {
    const [outward, rest] = parts as [string, string];
    return OUTWARD.test(outward) && (INWARD.test(rest) || SECTOR.test(rest)) ? { outward, rest } : null;
  }
  if (parts.length !== 1) return null;
  const [text] = parts as [string];
  if (OUTWARD.test(text)) return { outward: text, rest: null };
  // Written without its space: LS62AB, or M202 (an outward code and a sector).
  if (text.length > 4 && INWARD.test(text.slice(-3)) && OUTWARD.test(text.slice(0, -3))) return { outward: text.slice(0, -3), rest: text.slice(-3) };
  if (SECTOR.test(text.slice(-1)) && OUTWARD.test(text.slice(0, -1))) return { outward: text.slice(0, -1), rest: text.slice(-1) };
  return null;
}

/** The postcode as stored: capitals, one space before the inward code or sector ('M20 2', 'LS6 2AB'), or null. */
export function normalisedPostcode(input: string): string | null {
  const read = readPostcode(input);
  return read && (read.rest ? `${read.outward} ${read.rest}` : read.outward);
}
