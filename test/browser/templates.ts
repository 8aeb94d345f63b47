import { cityPages } from '../../data/city-pages.ts';
import { allLocationPaths } from '../../server/views/location-paths.ts';
import { matchArea } from '../../server/views/place-lookup.ts';
import { fixturePages, servedByPopulation, serves } from '../helpers/fixture-pages.ts';
import type { TemplatePage } from './fixtures.ts';

/** A template the configured business has no page of, and why: its tests are declared skipped, saying so. */
export interface MissingTemplate {
  name: string;
  why: string;
}

const dedicated = new Set(cityPages.map((page) => page.slug));
/** The first page below a served place of a kind (matchArea's: 'suburb', 'area', 'district'), in the order the site lists them. */
const firstOfKind = (kind: 'suburb' | 'area' | 'district') =>
  allLocationPaths().find((path) => {
    const [, city, area] = path.split('/');
    return area !== undefined && serves(city!) && matchArea(city!, area)?.kind === kind;
  });

/** Location templates, each with a page of the configured business's own, or the reason it has none. */
const locationExamples: readonly (TemplatePage | MissingTemplate)[] = [
  ((place) => (place ? { name: 'generic-city', path: `/${place.slug}` } : { name: 'generic-city', why: 'every place served has a dedicated page' }))(
    servedByPopulation.find((place) => !dedicated.has(place.slug)),
  ),
  ((place) => (place ? { name: 'dedicated-city', path: `/${place.slug}` } : { name: 'dedicated-city', why: 'no place served has a dedicated page' }))(
    servedByPopulation.find((place) => dedicated.has(place.slug)),
  ),
  ((path) => (path ? { name: 'suburb', path } : { name: 'suburb', why: 'no place served has a suburb page' }))(firstOfKind('suburb')),
  ((path) => (path ? { name: 'area', path } : { name: 'area', why: 'no place served has an area page' }))(firstOfKind('area')),
  ((path) => (path ? { name: 'london-district', path } : { name: 'london-district', why: 'the business does not serve London' }))(
    firstOfKind('district'),
  ),
  { name: 'city-service', path: fixturePages.cityService },
  { name: 'directory', path: '/locksmith-near-me' },
];

/**
 * One page of each template, by the spec that checks it with checkTemplate (fixtures.ts: status,
 * hydration, a screenshot, layout, console and axe-core), at 375 and at 1280 px. a11y.spec.ts
 * counts on these lists for its axe-core checks and visits only the pages of its own list missing here.
 */
export const shellPages: readonly TemplatePage[] = [
  { name: 'home', path: '/' },
  { name: 'not-found', path: '/no/such/page', status: 404 },
];

export const locationPages: readonly TemplatePage[] = locationExamples.filter((page): page is TemplatePage => 'path' in page);
/** The location templates the configured business has no page of (none for the sample). */
export const missingLocationPages: readonly MissingTemplate[] = locationExamples.filter((page): page is MissingTemplate => 'why' in page);

/** The overview, three service pages with different sections, sectors and pricing. */
export const servicePages: readonly TemplatePage[] = [
  { name: 'services', path: '/services' },
  { name: 'service-commercial', path: '/services/commercial-locksmith' },
  { name: 'service-safes', path: '/services/safe-installation' },
  { name: 'service-maintenance', path: '/services/lock-maintenance' },
  { name: 'sectors', path: '/sectors' },
  { name: 'pricing', path: '/pricing' },
];

export const blogPages: readonly TemplatePage[] = [
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/blog/how-to-choose-reliable-emergency-locksmith' },
  { name: 'blog-category-empty', path: '/blog/category/commercial-security' },
  { name: 'ask-the-expert', path: '/ask-the-expert' },
];

export const infoPages: readonly TemplatePage[] = [
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'html-sitemap', path: '/sitemap' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-conditions', path: '/terms-conditions' },
];
