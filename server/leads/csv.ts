/** CSV (RFC 4180) that spreadsheets open safely. */

/** Cells starting with these are formulas to Excel and LibreOffice; such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  // An E.164 phone number (+447911123456) is data, not a formula; anything else starting with + is not trusted.
  if (FORMULA_START.test(text) && !/^\+\d{6,15}$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
