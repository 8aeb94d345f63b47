import { describe, expect, it } from 'vitest';
import { CLOSE_DELAY_MS, OPEN_DELAY_MS } from '../../client/components/desktop-nav.tsx';
import { site } from '../helpers/app.ts';
import { DESKTOP, newContext, PHONE, runBrowserTests, screenshot, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

describe.skipIf(!runBrowserTests)('in Chromium', () => {
  const env = useBrowser();

  for (const [name, path] of [
    ['home', '/'],
    ['not-found', '/no/such/page'],
  ] as const) {
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      it(`${name} hydrates with a clean console at ${size}px`, async () => {
        const context = await newContext(env.browser, viewport);
        const page = await context.newPage();
        const problems = watchProblems(page);
        await page.goto(env.origin + path, { waitUntil: 'load' });
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${name}-${size}`);
        expect(problems).toEqual([]);
        expect(await page.locator('h1').count()).toBe(1);
        await context.close();
      });
    }
  }

  it('opens and closes the mobile menu, and closes it on navigation', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/not-found`);
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
    await page.waitForURL(`${env.origin}/`);
    await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // The URL changes before the home page's lazy module has loaded; wait for its heading.
    await expect.poll(() => page.locator('h1').textContent()).toBe('London Locksmith');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the Services dropdown on hover after the open delay and closes it after the close delay', async () => {
    const context = await newContext(env.browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.clock.install();
    await page.goto(env.origin);
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
    expect(await panel.locator('.nav-dropdown-grid a').count()).toBe(13);
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
    await context.close();
  });

  it('works the Services dropdown from the keyboard', async () => {
    const context = await newContext(env.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(env.origin);
    await waitForHydration(page);
    const trigger = page.locator('.nav-dropdown-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Emergency Locksmith');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('24 Hour Locksmith');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-dropdown-trigger'))).toBe(true);
    await context.close();
  });

  it('opens the call-back form for a call-back button, never a promise without a number', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(env.origin);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Request a Call Back' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a call back' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Phone number').getAttribute('required')).not.toBeNull();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(page.url()).toBe(`${env.origin}/`);
    await screenshot(page, 'callback-dialog-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works with JavaScript turned off', async () => {
    const context = await newContext(env.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(env.origin);
    expect(await page.locator('h1').textContent()).toBe('London Locksmith');
    const digits = site.phone.replace(/\s/g, '');
    expect(await page.locator(`a[href="tel:${digits}"]`).count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('.call-bar a').isVisible()).toBe(true);
    // The mobile menu is a native <details>: it opens without any script.
    await page.locator('.mobile-menu-button').click();
    expect(await page.locator('.mobile-menu-panel').isVisible()).toBe(true);
    await screenshot(page, 'home-nojs-menu-375');
    await context.close();

    const desktop = await newContext(env.browser, DESKTOP, false);
    const desk = await desktop.newPage();
    await desk.goto(env.origin);
    await desk.locator('.nav-dropdown-trigger').hover();
    expect(await desk.locator('#services-menu').isVisible()).toBe(true);
    await desktop.close();
  });
});
