import { needForPath } from '../../shared/callback.ts';
import { type CallbackNeed, DEFAULT_CALLBACK_NEED, PAGE_PATH_LIMIT } from '../../shared/lead-fields.ts';
import { findCity, matchArea } from './place-lookup.ts';

/** Where a call-back request came from, as the business needs to read it. */
export interface PageOrigin {
  /** The site path the visitor was on, e.g. /leeds/emergency-lockout ('/' when unknown). */
  page: string;
  /** The place that page is about, e.g. 'Leeds' or 'Didsbury, Manchester'. */
  place?: string;
  /** The service that page is about, e.g. 'emergency-lockout'. */
  service?: string;
  /** What the request is most likely about, to preselect in the form. */
  need: CallbackNeed;
}

/** A plain site path of at most PAGE_PATH_LIMIT characters. */
const PAGE_PATH = new RegExp(`^/[a-z0-9/-]{0,${PAGE_PATH_LIMIT - 1}}$`);

/**
 * Reads the page a call-back form was opened from (a path the visitor's browser sends, so never
 * trusted: anything that is not a plain site path counts as the home page) and what it is about.
 */
export function describeOrigin(from: string | null | undefined): PageOrigin {
  const page = typeof from === 'string' && PAGE_PATH.test(from) && !from.includes('//') ? from : '/';
  const [first, second] = page.slice(1).split('/');
  const need = needForPath(page);
  if (first === 'services' && second) return { page, service: second, need };
  const city = first ? findCity(first) : undefined;
  if (!city) return { page, need: DEFAULT_CALLBACK_NEED };
  if (!second) return { page, place: city.name, need: DEFAULT_CALLBACK_NEED };
  const match = matchArea(city.slug, second);
  if (!match) return { page, place: city.name, need: DEFAULT_CALLBACK_NEED };
  switch (match.kind) {
    case 'service':
      return { page, place: city.name, service: match.service.slug, need };
    case 'suburb':
      return { page, place: `${match.suburb.name}, ${city.name}`, need: DEFAULT_CALLBACK_NEED };
    case 'district':
      return { page, place: `${match.district.code} ${match.district.place}, London`, need: DEFAULT_CALLBACK_NEED };
    case 'area':
      return { page, place: `${match.area.name}, ${city.name}`, need: DEFAULT_CALLBACK_NEED };
  }
}
