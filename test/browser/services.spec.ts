import { expect, PHONE, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { servicePages } from './templates.ts';

test.describe('service pages in Chromium', () => {
  templateTests(servicePages);

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('keeps the price tables inside a 375 px screen, with every amount visible', async ({ sharedPage: page }) => {
      const problems = watchProblems(page);
      await page.goto('/pricing');
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
    });

    test('moves from the overview to a service page and back on the client', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto('/services');
      await waitForHydration(page);
      await page.locator('main a[href="/services/lock-maintenance"]').first().click();
      await page.waitForURL(`${origin}/services/lock-maintenance`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Lock Maintenance');
      await expect.poll(() => page.title()).toContain('Lock Maintenance');
      await page.goBack();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Locksmith Services');
      expect(problems).toEqual([]);
    });
  });
});
