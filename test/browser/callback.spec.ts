import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, runBrowserTests, screenshot, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

describe.skipIf(!runBrowserTests)('call-back requests in Chromium', () => {
  const env = useBrowser();

  it('opens the form in a modal dialog that keeps focus, closes on Escape, shows errors in place and confirms the request', async () => {
    for (const [size, viewport] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const context = await newContext(env.browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${env.origin}/leeds`);
      await waitForHydration(page);
      const opener = page.locator('.hero a.btn-secondary').first();
      await opener.click();
      await page.waitForSelector('dialog.callback-dialog[open]');
      expect(await page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Request a Call Back');

      await opener.click();
      await page.waitForSelector('dialog.callback-dialog[open]');
      await page.fill('dialog input[name=name]', 'Sam Smith');
      await page.fill('dialog input[name=phone]', '12345');
      await page.click('dialog button[type=submit]');
      await page.waitForSelector('dialog .field-error');
      expect(await page.inputValue('dialog input[name=name]')).toBe('Sam Smith');
      await screenshot(page, `callback-dialog-error-${size}`);
      await page.fill('dialog input[name=phone]', '07911 123456');
      await page.click('dialog button[type=submit]');
      await page.waitForSelector('dialog [role=status]');
      expect(await page.locator('dialog').textContent()).toContain('Thank you for your interest in our Leeds services.');
      await screenshot(page, `callback-dialog-sent-${size}`);
      expect(page.url()).toBe(`${env.origin}/leeds`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('works without JavaScript: the button is a link to the form page, which posts and gets a real page back', async () => {
    const context = await newContext(env.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${env.origin}/leeds`);
    await page.locator('.hero a.btn-secondary').first().click();
    await page.waitForURL(`${env.origin}/call-back?from=%2Fleeds`);
    await page.fill('input[name=name]', 'No Script');
    await page.fill('input[name=phone]', 'abc');
    const invalid = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(invalid[0]?.status()).toBe(400);
    expect(await page.inputValue('input[name=name]')).toBe('No Script');
    expect(await page.locator('.field-error').count()).toBe(1);
    await screenshot(page, 'callback-page-error-375');
    await page.fill('input[name=phone]', '0113 496 0000');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(await page.locator('.callback-done').textContent()).toContain('Thank you for your interest in our Leeds services.');
    await screenshot(page, 'callback-page-sent-375');
    await context.close();
  });
});
