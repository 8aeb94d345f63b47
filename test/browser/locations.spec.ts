import { describe, expect, it } from 'vitest';
import { localPhones } from '../../data/business.ts';
import { telHref } from '../../shared/site.ts';
import { site } from '../helpers/app.ts';
import { checkPageAtBothSizes, DESKTOP, newContext, runBrowserTests, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

/** One page of each location template. */
const templates = [
  ['generic-city', '/bath'],
  ['dedicated-city', '/sheffield'],
  ['suburb', '/manchester/didsbury'],
  ['area', '/glasgow/west-end'],
  ['london-district', '/london/e1-shoreditch'],
  ['city-service', '/leeds/emergency-lockout'],
  ['directory', '/locksmith-near-me'],
] as const;

describe.skipIf(!runBrowserTests)('location pages in Chromium', () => {
  const env = useBrowser();

  for (const [name, path] of templates) {
    it(`${name} (${path}) hydrates cleanly at 375 and 1280 px without sideways scrolling`, async () => {
      await checkPageAtBothSizes(env.browser, env.origin, name, path);
    });
  }

  it('navigates between location pages on the client without errors', async () => {
    const context = await newContext(env.browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/leeds`);
    await waitForHydration(page);
    await page.locator('main a[href="/leeds/emergency-lockout"]').first().click();
    await page.waitForURL(`${env.origin}/leeds/emergency-lockout`);
    await expect.poll(() => page.locator('h1').textContent()).toContain('Leeds');
    await page.locator('main a[href="/leeds"]').first().click();
    await page.waitForURL(`${env.origin}/leeds`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Leeds Locksmith');
    // The header's number follows the page: local on a city with its own line, national elsewhere.
    const headerPhone = () => page.locator('.header-phone').getAttribute('href');
    expect(await headerPhone()).toBe(telHref(localPhones.leeds!));
    await page.locator('.site-footer a[href="/locksmith-near-me"]').click();
    await page.waitForURL(`${env.origin}/locksmith-near-me`);
    await expect.poll(headerPhone).toBe(telHref(site.phone));
    expect(problems).toEqual([]);
    await context.close();
  });
});
