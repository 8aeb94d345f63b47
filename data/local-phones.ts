/**
 * Local numbers shown on a city's pages instead of the main number (docs/decisions/024).
 * All fictitious: Ofcom's drama ranges for each area code (0121 496 0000-0999 and so on).
 * A city without an entry shows the configured main number.
 */
export const localPhones: Record<string, string> = {
  birmingham: '0121 496 0412',
  manchester: '0161 496 0387',
  leeds: '0113 496 0254',
  sheffield: '0114 496 0719',
  glasgow: '0141 496 0563',
  edinburgh: '0131 496 0148',
  liverpool: '0151 496 0832',
  bristol: '0117 496 0275',
};
