import { describe, expect, it } from 'vitest';
import { checkPageAtBothSizes, newContext, PHONE, runBrowserTests, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

/** The overview, three service pages with different sections, sectors and pricing. */
const pages = [
  ['services', '/services'],
  ['service-commercial', '/services/commercial-locksmith'],
  ['service-safes', '/services/safe-installation'],
  ['service-maintenance', '/services/lock-maintenance'],
  ['sectors', '/sectors'],
  ['pricing', '/pricing'],
] as const;

describe.skipIf(!runBrowserTests)('service pages in Chromium', () => {
  const env = useBrowser();

  for (const [name, path] of pages) {
    it(`${name} (${path}) hydrates cleanly at 375 and 1280 px without sideways scrolling`, async () => {
      await checkPageAtBothSizes(env.browser, env.origin, name, path);
    });
  }

  it('keeps the price tables inside a 375 px screen, with every amount visible', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/pricing`);
    await waitForHydration(page);
    for (const selector of ['.price-table', '.rate-table']) {
      const table = page.locator(selector).first();
      const box = await table.boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x, selector).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(PHONE.width);
      // Every price cell lies within the screen: nothing to scroll sideways for.
      const cells = await table.locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
      expect(cells.length, selector).toBeGreaterThan(0);
      for (const right of cells) expect(right, selector).toBeLessThanOrEqual(PHONE.width);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moves from the overview to a service page and back on the client', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/services`);
    await waitForHydration(page);
    await page.locator('main a[href="/services/lock-maintenance"]').first().click();
    await page.waitForURL(`${env.origin}/services/lock-maintenance`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Lock Maintenance');
    await expect.poll(() => page.title()).toContain('Lock Maintenance');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Locksmith Services');
    expect(problems).toEqual([]);
    await context.close();
  });
});
