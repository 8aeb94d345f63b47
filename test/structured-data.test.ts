/**
 * The structured data of the whole site (docs/decisions/028): every sitemap URL and every location
 * page, noindexed ones included, as the run's site crawl found them. The checks live in
 * test/helpers/structured-data.ts; the fixtures in test/fixtures/structured-data/ show that each
 * one fails on the mistake it is there to catch.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { cityServices } from '../data/city-services.ts';
import { placeCoordinates } from '../data/place-coordinates.ts';
import { safePrices } from '../data/prices.ts';
import { suburbs } from '../data/suburbs.ts';
import { areaLinks } from '../server/views/place-links.ts';
import { placeCoordinatesSource } from '../scripts/place-coordinates.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { allSitemapPaths } from '../server/views/sitemap-urls.ts';
import { businessId } from '../shared/jsonld.ts';
import { site } from './helpers/app.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';
import { jsonLdBlocks } from './helpers/html.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';
import {
  businessEntities,
  businessNodes,
  checkGeo,
  checkNoBusinessRatings,
  checkOneBusiness,
  checkPage,
  checkReferences,
  geoValues,
  type PageBlocks,
} from './helpers/structured-data.ts';

const fixture = (name: string): PageBlocks =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'structured-data', `${name}.json`), 'utf8')) as PageBlocks;

describe('the structured-data checks', () => {
  const good = fixture('good-page');

  it('pass a page with one business, resolved references and 5-decimal coordinates', () => {
    expect(checkPage('/good', good)).toEqual([]);
    expect(checkOneBusiness(new Map([['/good', good]]))).toEqual([]);
  });

  it('catch a second business, and a business described two ways', () => {
    expect(checkOneBusiness(new Map([['/leeds', fixture('branch-page')]]))).toEqual([
      '/leeds: a second business https://locks.test/leeds#locksmith (Test Locks Leeds City Centre); the business is https://locks.test/#business',
    ]);
    expect(
      checkOneBusiness(
        new Map([
          ['/good', good],
          ['/leeds', fixture('changed-business-page')],
        ]),
      ),
    ).toEqual(['/leeds: the definition of https://locks.test/#business differs from the one on /good']);
    expect(businessEntities(new Map([['/leeds', fixture('branch-page')]])).size).toBe(2);
    // A business nested inside another node counts too, and one without an @id is a listing of its own.
    expect(
      checkOneBusiness(
        new Map([
          ['/good', good],
          ['/bath', fixture('nested-business-page')],
        ]),
      ),
    ).toEqual(['/bath: a LocalBusiness node without an @id (Test Locks Bath)']);
  });

  it('catch a reference to a node the page does not define', () => {
    expect(checkReferences('/blog/a', fixture('dangling-reference-page'))).toEqual([
      '/blog/a: author refers to https://locks.test/#business, which the page does not define',
      '/blog/a: publisher refers to https://locks.test/#business, which the page does not define',
    ]);
  });

  it('catch coordinates of fewer than 5 decimals', () => {
    expect(checkGeo('/bath', fixture('short-geo-page'))).toEqual([
      '/bath: geo latitude 51.3811 has 4 decimals, not 5',
      '/bath: geo longitude -2.359 has 3 decimals, not 5',
    ]);
  });

  it('catch a rating or a review of the business', () => {
    expect(checkNoBusinessRatings('/', fixture('rated-business-page'))).toEqual([
      '/: the business carries aggregateRating',
      '/: a Review of the business',
    ]);
  });
});

describe('the checked coordinates (data/place-coordinates.ts)', () => {
  it('are what scripts/place-coordinates.ts makes from GeoNames and the places in data/', () => {
    const committed = readFileSync(path.join(import.meta.dirname, '..', 'data', 'place-coordinates.ts'), 'utf8');
    expect(committed, 'run npx tsx scripts/place-coordinates.ts').toBe(placeCoordinatesSource().text);
  });

  it('belong to place pages (of the places served) and are given to 5 decimals', () => {
    const pages = new Set(allLocationPaths());
    for (const [key, place] of Object.entries(placeCoordinates)) {
      // A place the business does not serve has no page (docs/decisions/073).
      expect(pages.has(`/${key}`), key).toBe(serves(key.split('/')[0]!));
      expect(checkGeo(key, [{ geo: { latitude: place.latitude, longitude: place.longitude } }])).toEqual([]);
    }
  });
});

describe('the structured data on every page', () => {
  const paths = [...new Set([...allSitemapPaths(), ...allLocationPaths(), '/call-back'])];
  const pages = new Map<string, PageBlocks>();

  beforeAll(async () => {
    const crawl = await siteSnapshot();
    for (const p of paths) {
      expect(crawl.answer(p).status, p).toBe(200);
      pages.set(p, jsonLdBlocks(crawl.html(p)) as PageBlocks);
    }
  }, 180_000);

  it('has no error by Google’s rich-result rules and schema.org’s price rules (@adobe/structured-data-validator) on any page', async () => {
    const validator = new Validator();
    const errors: string[] = [];
    for (const [p, blocks] of pages) {
      // The validator walks each top-level node and what it holds; a block's @graph gives the nodes.
      const nodes = blocks.flatMap((block) => {
        const graph = (block as { '@graph'?: unknown[] })['@graph'];
        return (Array.isArray(graph) ? graph : [block]) as { '@type'?: string }[];
      });
      const jsonld: Record<string, unknown[]> = {};
      for (const node of nodes) {
        const type = String(node['@type']);
        jsonld[type] = [...(jsonld[type] ?? []), structuredClone(node)];
      }
      for (const issue of await validator.validate({ jsonld })) {
        if (issue.severity === 'ERROR') errors.push(`${p} ${issue.rootType}: ${issue.issueMessage}`);
      }
    }
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
  });

  it('describes one business, identically wherever it is described', () => {
    expect(checkOneBusiness(pages)).toEqual([]);
    expect([...businessEntities(pages)]).toEqual([businessId(site)]);
  });

  it('resolves every reference on its own page, gives coordinates to 5 decimals and marks up no rating of the business', () => {
    expect([...pages].flatMap(([p, blocks]) => checkPage(p, blocks))).toEqual([]);
  });

  it('defines the business on every page that mentions it', () => {
    const mentioning = [...pages].filter(([, blocks]) => JSON.stringify(blocks).includes(businessId(site)));
    expect(mentioning.length).toBeGreaterThan(paths.length * 0.9);
    for (const [p, blocks] of mentioning) expect(businessNodes(blocks).length, p).toBe(1);
  });

  it('gives nested pages a breadcrumb trail, articles a BlogPosting, and service and place pages a Service of the business', () => {
    const typesOn = (p: string) => (pages.get(p) as { '@graph': { '@type': string }[] }[]).flatMap((block) => block['@graph'].map((n) => n['@type']));
    const locations = new Set(allLocationPaths());
    for (const p of pages.keys()) {
      if (p !== '/') expect(typesOn(p), p).toContain('BreadcrumbList');
      if (/^\/blog\/(?!category\/)[^/]+$/.test(p)) expect(typesOn(p), p).toContain('BlogPosting');
      if (p.startsWith('/services/') || locations.has(p)) expect(typesOn(p), p).toContain('Service');
    }
    const service = (p: string) =>
      (pages.get(p) as { '@graph': Record<string, unknown>[] }[])[0]!['@graph'].find((node) => node['@type'] === 'Service')!;
    // One offer per safe type: the safes and the key safe.
    expect(service('/services/safe-installation').offers).toHaveLength(Object.keys(safePrices).length + 1);
    // An area page's Service is about the area, within its place: one with checked coordinates, else the first area page.
    const area =
      Object.keys(placeCoordinates)
        .map((key) => `/${key}`)
        .find((p) => p.split('/').length === 3 && locations.has(p)) ?? fixturePages.area;
    if (area) {
      const [, citySlug] = area.split('/');
      const name = areaLinks(citySlug!).find((link) => link.path === area)?.name ?? suburbs.find((s) => `/${s.citySlug}/${s.slug}` === area)?.name;
      expect(service(area).areaServed).toMatchObject({
        '@type': 'Place',
        name,
        containedInPlace: { '@type': 'City', name: servedByPopulation.find((c) => c.slug === citySlug)!.name },
      });
    } else expect([...locations].filter((p) => p.split('/').length === 3 && !cityServices.some((s) => p.endsWith(`/${s.slug}`)))).toEqual([]);
  });

  it('publishes coordinates on the place pages where the checked source gives them', () => {
    const withGeo = [...pages].filter(([, blocks]) => geoValues(blocks).length > 0).map(([p]) => p);
    // A place page, its local service pages and an area page have coordinates exactly where the checked source gives the place's.
    const serviceSlugs = new Set<string>(cityServices.map((s) => s.slug));
    const keyOf = (p: string) => {
      const [, city, below] = p.split('/');
      return below === undefined || serviceSlugs.has(below) ? city! : `${city}/${below}`;
    };
    const locations = allLocationPaths();
    expect(withGeo.filter((p) => locations.includes(p)).sort()).toEqual(locations.filter((p) => keyOf(p) in placeCoordinates).sort());
    expect(withGeo.length).toBeGreaterThan(0);
  });
});
