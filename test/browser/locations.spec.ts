import { cityServices } from '../../data/city-services.ts';
import { telHref } from '../../shared/site.ts';
import { site } from '../helpers/app.ts';
import { DESKTOP, expect, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { numberedPlace as place } from './examples.ts';
import { locationPages, missingLocationPages } from './templates.ts';

test.describe('location pages in Chromium', () => {
  templateTests(locationPages, missingLocationPages);

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('navigates between location pages on the client without errors', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto(place.path);
      await waitForHydration(page);
      const heading = (await page.locator('h1').textContent())!;
      expect(heading).toContain(place.name);
      const servicePage = `${place.path}/${cityServices[0]!.slug}`;
      await page.locator(`main a[href="${servicePage}"]`).first().click();
      await page.waitForURL(`${origin}${servicePage}`);
      await expect.poll(() => page.locator('h1').textContent()).toContain(place.name);
      await page.locator(`main a[href="${place.path}"]`).first().click();
      await page.waitForURL(`${origin}${place.path}`);
      // Rendered on the client, the place's heading is the one the server sent.
      await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
      // The header's number follows the page: local on a place with its own line, national elsewhere.
      const headerPhone = () => page.locator('.header-phone').getAttribute('href');
      expect(await headerPhone()).toBe(telHref(place.phone));
      await page.locator('.site-footer a[href="/locksmith-near-me"]').click();
      await page.waitForURL(`${origin}/locksmith-near-me`);
      await expect.poll(headerPhone).toBe(telHref(site.phone));
      expect(problems).toEqual([]);
    });
  });
});
