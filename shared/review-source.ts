import type { ReviewSource } from './types.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-03-14' → '14 March 2025', the same on the server and in the browser (no locale, no time zone). */
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * Where a review or the rating came from, as the page says it (docs/decisions/046): the platform
 * and date (the page links the platform), 'collected by us' with a date, or that it is a sample.
 * `what` is 'review' or 'rating'.
 */
export function sourceText(source: ReviewSource, what: 'review' | 'rating'): string {
  switch (source.kind) {
    case 'platform':
      return what === 'review' ? `Posted on ${source.platform}, ${longDate(source.date)}` : `on ${source.platform}, as of ${longDate(source.date)}`;
    case 'collected':
      return what === 'review' ? `Collected by us, ${longDate(source.date)}` : `collected by us, as of ${longDate(source.date)}`;
    case 'sample':
      return what === 'review' ? 'Sample review' : 'sample figures';
  }
}
