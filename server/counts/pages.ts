/**
 * The pages the counts know (docs/decisions/069): every page in the sitemaps, plus the call-back
 * page. A path that is not one of them is never counted, so the store holds no path a visitor or a
 * script made up. Each page comes with its template (the route's id: 'city', 'city-area') and the
 * place and service it is about, read from its path the way the routes read it.
 */
import { matchRoutes } from 'react-router';
import { cityServiceBySlug } from '../../data/city-services.ts';
import { sitemapEntries } from '../views/sitemap-urls.ts';

export interface PageFacts {
  path: string;
  /** The route id of the page's template, e.g. 'city-area'. */
  template: string;
  /** The place's path without its slash ('leeds', 'london/e2-bethnal-green'), when the page is about one. */
  place: string | null;
  /** The service's slug, when the page is about one. */
  service: string | null;
}

/** Pages that take counts but are in no sitemap. */
const UNLISTED_PAGES = ['/call-back'];

/**
 * A page template of the route table, its id and URL pattern ('city-area', '/:city/:area'):
 * server/routes.ts (the render seam) hands the table to the counts as a list of these, so counting
 * does not import the client's route table.
 */
export interface PageTemplate {
  id: string;
  path: string;
}

function factsOf(templates: PageTemplate[], path: string): PageFacts {
  const match = matchRoutes(templates, path)?.at(-1);
  const template = match?.route.id ?? 'unknown';
  const params = match?.params ?? {};
  if (template === 'service') return { path, template, place: null, service: params.slug ?? null };
  if (template === 'city') return { path, template, place: params.city ?? null, service: null };
  if (template === 'city-area') {
    // /leeds/emergency-lockout is a service in a city; /leeds/headingley a place within it.
    const service = cityServiceBySlug(params.area ?? '');
    return service
      ? { path, template, place: params.city ?? null, service: service.slug }
      : { path, template, place: `${params.city}/${params.area}`, service: null };
  }
  return { path, template, place: null, service: null };
}

/** The facts of each page the site has, by path; null for any other path. Worked out on the first look-up. */
export function pageCatalogue(templates: readonly PageTemplate[]): (path: string) => PageFacts | null {
  let known: ReadonlyMap<string, PageFacts> | null = null;
  return (path) => {
    if (!known) {
      const paths = [...Object.values(sitemapEntries()).flatMap((entries) => entries.map((e) => e.path)), ...UNLISTED_PAGES];
      known = new Map(paths.map((p) => [p, factsOf([...templates], p)]));
    }
    return known.get(path) ?? null;
  };
}
