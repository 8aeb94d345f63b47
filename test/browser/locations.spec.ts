import { localPhones } from '../../data/business.ts';
import { telHref } from '../../shared/site.ts';
import { site } from '../helpers/app.ts';
import { DESKTOP, expect, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { locationPages } from './templates.ts';

test.describe('location pages in Chromium', () => {
  templateTests(locationPages);

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('navigates between location pages on the client without errors', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto('/leeds');
      await waitForHydration(page);
      await page.locator('main a[href="/leeds/emergency-lockout"]').first().click();
      await page.waitForURL(`${origin}/leeds/emergency-lockout`);
      await expect.poll(() => page.locator('h1').textContent()).toContain('Leeds');
      await page.locator('main a[href="/leeds"]').first().click();
      await page.waitForURL(`${origin}/leeds`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Leeds Locksmith');
      // The header's number follows the page: local on a city with its own line, national elsewhere.
      const headerPhone = () => page.locator('.header-phone').getAttribute('href');
      expect(await headerPhone()).toBe(telHref(localPhones.leeds!));
      await page.locator('.site-footer a[href="/locksmith-near-me"]').click();
      await page.waitForURL(`${origin}/locksmith-near-me`);
      await expect.poll(headerPhone).toBe(telHref(site.phone));
      expect(problems).toEqual([]);
    });
  });
});
