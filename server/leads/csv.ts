/** CSV (RFC 4180) that spreadsheets open safely and `cat` prints harmlessly. */
import { showControls } from './visible-text.ts';

/** An E.164 phone number (+447911123456): data, not a formula, so it is left as it is. */
const E164 = /^\+\d{6,15}$/;

/**
 * Where a spreadsheet may read the start of a formula (= + - @), and what to put an apostrophe in
 * front of: a cell starting with one, after leading spaces too (some importers trim them), and one
 * after a separator or line break inside the cell (`,` `;` tab CR LF, then optional spaces), where
 * an import with another separator, or a paste, starts a new cell. An E.164 number that makes up a
 * whole piece (up to the next separator) is left alone there as well.
 */
const FORMULA = /(^|[,;\t\r\n])( *)(?!\+\d{6,15}(?:[,;\t\r\n]|$))([=+\-@])/g;

/** A cell starting with a tab or CR: also a formula start to some spreadsheets. */
const CONTROL_START = /^[\t\r]/;

function neutralise(text: string): string {
  if (E164.test(text)) return text;
  const guarded = text.replace(FORMULA, "$1$2'$3");
  return CONTROL_START.test(guarded) ? `'${guarded}` : guarded;
}

function csvCell(value: unknown): string {
  const raw = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  // Controls shown as text first; the formula guard then sees what a spreadsheet would.
  const text = neutralise(showControls(raw, { keepLayout: true }));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
