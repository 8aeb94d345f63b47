/** A page that fails to render (component, loader or module) answers the friendly 500 page and leaves the app unharmed. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { servedCities } from '../server/views/served-places.ts';
import { makeApp, site } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

/** The home team's place: the home page's heading names it. */
const home = servedCities.find((place) => place.slug === fixturePages.citySlug)!;

describe('a page that fails to render', () => {
  const app = makeApp([
    {
      id: 'test-render-error',
      path: 'test-render-error',
      Component: () => {
        throw new Error('secret-detail-in-render');
      },
    },
    {
      id: 'test-loader-throws-string',
      path: 'test-loader-throws-string',
      loader: () => {
        // Not an Error: no message, no stack.
        throw 'secret-detail-as-string';
      },
      // Only so React Router does not warn about a leaf route with nothing to render.
      Component: () => null,
    },
    {
      id: 'test-module-fails',
      path: 'test-module-fails',
      lazy: () => Promise.reject(new Error('secret-detail-in-import')),
    },
  ]);

  for (const failing of ['/test-render-error', '/test-loader-throws-string', '/test-module-fails']) {
    it(`answers ${failing} with the friendly 500 page, and the next requests to / and ${fixturePages.city} with 200`, async () => {
      const res = await request(app).get(failing).expect(500);
      expect(res.text).toContain('Something went wrong');
      expect(res.text).toContain(site.phone);
      expect(res.text).not.toContain('secret-detail');
      expect(res.headers['cache-control']).toBe('no-store');
      const homePage = await request(app).get('/').expect(200);
      expect(homePage.text).toContain(`${home.name} Locksmith`);
      await request(app).get(fixturePages.city).expect(200);
      // And the failing page fails the same way a second time (nothing cached a half-rendered page).
      await request(app).get(failing).expect(500);
    });
  }
});
