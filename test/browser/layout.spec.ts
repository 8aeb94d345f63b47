import { CLOSE_DELAY_MS, OPEN_DELAY_MS } from '../../client/components/desktop-nav.tsx';
import { homeHero } from '../../data/home.ts';
import { offeredServices } from '../../server/views/offered-services.ts';
import { site } from '../helpers/app.ts';
import { homePlacePage } from './examples.ts';
import { DESKTOP, expect, PHONE, screenshot, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { shellPages } from './templates.ts';

/** The home page's heading, naming the home team's place ('London Locksmith' for the sample). */
const homeHeading = homeHero.heading.replace('{home}', homePlacePage.name);

test.describe('in Chromium', () => {
  templateTests(shellPages);

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('opens and closes the mobile menu, and closes it on navigation', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto('/not-found');
      await waitForHydration(page);
      const menu = page.locator('details.mobile-menu');
      const panel = page.locator('.mobile-menu-panel');
      const toggle = page.locator('.mobile-menu-button');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Home', 'View all services', 'Pricing', 'Sectors We Serve', 'Locksmith Near Me', 'Blog', 'About', 'Contact']),
      );
      await screenshot(page, 'mobile-menu-open-375');
      await toggle.click();
      await expect.poll(() => panel.isVisible()).toBe(false);
      await toggle.click();
      await panel.getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL(`${origin}/`);
      await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      // The URL changes before the home page's lazy module has loaded; wait for its heading.
      await expect.poll(() => page.locator('h1').textContent()).toBe(homeHeading);
      expect(problems).toEqual([]);
    });

    test('opens the call-back form for a call-back button, never a promise without a number', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Request a Call Back' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Request a call back' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel('Phone number').getAttribute('required')).not.toBeNull();
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      expect(page.url()).toBe(`${origin}/`);
      await screenshot(page, 'callback-dialog-375');
      expect(problems).toEqual([]);
    });
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('opens the Services dropdown on hover after the open delay and closes it after the close delay', async ({ page }) => {
      const problems = watchProblems(page);
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);
      // An installed clock still runs in real time; a busy machine can let 50 ms pass between two
      // steps. Stop it, so only runFor moves time and each step sees exactly the delay it names.
      await page.clock.pauseAt(Date.now() + 1000);
      const trigger = page.locator('.nav-dropdown-trigger');
      const panel = page.locator('#services-menu');
      await trigger.hover();
      await page.clock.runFor(OPEN_DELAY_MS - 50);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await page.clock.runFor(100);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      // One link a service the business offers (no 24-hour service where the line is not answered round the clock).
      expect(await panel.locator('.nav-dropdown-grid a').allTextContents()).toEqual(offeredServices.map((service) => service.title));
      for (const name of ['View All Services', 'Pricing', 'Sectors We Serve']) expect(await panel.getByRole('link', { name }).count(), name).toBe(1);
      await screenshot(page, 'services-dropdown-1280');

      await page.mouse.move(640, 600);
      await page.clock.runFor(CLOSE_DELAY_MS - 50);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.clock.runFor(100);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      // Within the skip-delay window it reopens at once.
      await trigger.hover();
      await page.clock.runFor(10);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      expect(problems).toEqual([]);
    });

    test('works the Services dropdown from the keyboard', async ({ sharedPage: page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const trigger = page.locator('.nav-dropdown-trigger');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(offeredServices[0]!.title);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(offeredServices[1]!.title);
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-dropdown-trigger'))).toBe(true);
    });
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test.describe('at 375 px', () => {
      test.use({ viewport: PHONE });

      test('works with JavaScript turned off', async ({ sharedPage: page }) => {
        await page.goto('/');
        expect(await page.locator('h1').textContent()).toBe(homeHeading);
        const digits = site.phone.replace(/\s/g, '');
        expect(await page.locator(`a[href="tel:${digits}"]`).count()).toBeGreaterThanOrEqual(3);
        expect(await page.locator('.call-bar a').isVisible()).toBe(true);
        // The mobile menu is a native <details>: it opens without any script.
        await page.locator('.mobile-menu-button').click();
        expect(await page.locator('.mobile-menu-panel').isVisible()).toBe(true);
        await screenshot(page, 'home-nojs-menu-375');
      });
    });

    test.describe('at 1280 px', () => {
      test.use({ viewport: DESKTOP });

      test('opens the Services dropdown on hover with JavaScript turned off', async ({ sharedPage: page }) => {
        await page.goto('/');
        await page.locator('.nav-dropdown-trigger').hover();
        expect(await page.locator('#services-menu').isVisible()).toBe(true);
      });
    });
  });
});
