import { data } from 'react-router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../client/routes.tsx';
import { indexEverything } from '../server/views/content-index.ts';
import { createDataHandler } from '../server/http/data-endpoint.ts';
import type { LoadContext } from '../server/http/load-context.ts';
import { makeApp } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

const app = makeApp();
/** The home team's place page, and the same path with a capital letter (a redirect to it). */
const city = fixturePages.city;
const capitalised = `/${city.charAt(1).toUpperCase()}${city.slice(2)}`;

/** The loader data a page embeds for hydration. */
async function embeddedLoaderData(path: string): Promise<Record<string, unknown>> {
  const page = await request(app).get(path).expect(200);
  const json = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(page.text)?.[1];
  if (!json) throw new Error(`${path} has no hydration data`);
  return JSON.parse(json).router.loaderData;
}

describe('the data endpoint for client-side navigation', () => {
  it.each([
    '/',
    city,
    // An area page where the business has any (the sample's '/birmingham/city-centre').
    ...(fixturePages.area ? [fixturePages.area] : []),
    fixturePages.cityService,
    '/services/emergency-locksmith',
    '/blog/car-lockouts-guide',
    '/pricing',
  ])('answers %s.data with exactly the loader data the page embeds', async (path) => {
    const dataPath = path === '/' ? '/_root.data' : `${path}.data`;
    const response = await request(app)
      .get(dataPath)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(response.body.loaderData).toEqual(await embeddedLoaderData(path));
    expect(Object.keys(response.body.loaderData).length).toBeGreaterThan(0);
  });

  it.each(['/no-such-city.data', `${city}/no-such-area.data`, '/services/no-such-service.data', '/blog/no-such-article.data', '/not-found.data'])(
    'answers 404 for %s, as the page would',
    async (dataPath) => {
      const response = await request(app)
        .get(dataPath)
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body).not.toHaveProperty('loaderData');
    },
  );

  it.each([
    '/healthz.data',
    '/robots.txt.data',
    '/sitemap.xml.data',
    '/images/favicon.svg.data',
    '/assets/entry.data',
    `/_root${city}.data`,
    '/.data',
  ])('serves nothing for %s, which no page has', async (dataPath) => {
    const response = await request(app).get(dataPath);
    expect([400, 404]).toContain(response.status);
    // Either the JSON 404 or the HTML 404 page: never a page's loader data.
    expect(response.body?.loaderData).toBeUndefined();
    expect(response.text).not.toMatch(/"loaderData":\{"/);
  });

  it('hands a redirect to the browser as data instead of following it', async () => {
    const upper = await request(app).get(`${capitalised}.data`).expect(202);
    expect(upper.body).toEqual({ redirect: city, status: 301 });
    expect(upper.headers.location).toBeUndefined();
    const slash = await request(app).get(`${city}/.data`).expect(202);
    expect(slash.body).toEqual({ redirect: city, status: 301 });
  });

  it('is cacheable like a page: an ETag, 304 when it matches, Vary for the encodings', async () => {
    const first = await request(app).get(`${city}.data`).set('Accept-Encoding', 'gzip').expect(200);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    await request(app).get(`${city}.data`).set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('takes no writes', async () => {
    await request(app).post(`${city}.data`).expect(405);
  });
});

describe('a form post with JavaScript (POST /{path}.data)', () => {
  /** A page with a form under a parent route, each loader counting its runs. */
  function countedPage() {
    const runs = { parent: 0, page: 0 };
    const routes = createRoutes([
      {
        id: 'counted-parent',
        loader: () => ++runs.parent,
        children: [
          {
            id: 'counted',
            path: 'counted',
            loader: () => ++runs.page,
            action: async ({ request }) => {
              const name = String((await request.formData()).get('name') ?? '');
              return name ? { status: 'sent', name } : data({ status: 'invalid' }, { status: 400 });
            },
          },
        ],
      },
    ]);
    const loadContext: LoadContext = { contentIndex: indexEverything, clientAddress: '', leadFormsOpen: true, sampleContent: true };
    return { runs, handle: createDataHandler(routes, loadContext) };
  }
  const post = (body: string) => new Request('https://example.test/counted', { method: 'POST', body: new URLSearchParams(body) });

  it("runs the action alone, no loader of the page, and answers with the action's data and status", async () => {
    const { runs, handle } = countedPage();
    const sent = await handle(post('name=Ann'));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ actionData: { counted: { status: 'sent', name: 'Ann' } }, status: 200 });
    const invalid = await handle(post('name='));
    expect(await invalid.json()).toEqual({ actionData: { counted: { status: 'invalid' } }, status: 400 });
    expect(runs).toEqual({ parent: 0, page: 0 });
    // The same page asked for its data runs both loaders: the counters count.
    const loaded = await handle(new Request('https://example.test/counted'));
    expect(await loaded.json()).toEqual({ loaderData: { 'counted-parent': 1, counted: 1 } });
    expect(runs).toEqual({ parent: 1, page: 1 });
  });
});
