import { homePlacePage as place } from './examples.ts';
import { DESKTOP, expect, PHONE, screenshot, test, waitForHydration, watchProblems } from './fixtures.ts';

/** Requests come from the home team's place page ('/london' for the sample): the answer names the place. */
test.describe('call-back requests in Chromium', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('opens the form in a modal dialog that keeps focus, closes on Escape, shows errors in place and confirms the request', async ({
        sharedPage: page,
        origin,
      }) => {
        const problems = watchProblems(page);
        await page.goto(place.path);
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
        await screenshot(page, `callback-dialog-error-${viewport.width}`);
        await page.fill('dialog input[name=phone]', '07911 123456');
        await page.click('dialog button[type=submit]');
        await page.waitForSelector('dialog [role=status]');
        expect(await page.locator('dialog').textContent()).toContain(`Thank you for your interest in our ${place.name} services.`);
        await screenshot(page, `callback-dialog-sent-${viewport.width}`);
        expect(page.url()).toBe(`${origin}${place.path}`);
        expect(problems).toEqual([]);
      });
    });
  }

  test.describe('with JavaScript turned off at 375 px', () => {
    test.use({ viewport: PHONE, javaScriptEnabled: false });

    test('works without JavaScript: the button is a link to the form page, which posts and gets a real page back', async ({
      sharedPage: page,
      origin,
    }) => {
      await page.goto(place.path);
      await page.locator('.hero a.btn-secondary').first().click();
      await page.waitForURL(`${origin}/call-back?from=${encodeURIComponent(place.path)}`);
      await page.fill('input[name=name]', 'No Script');
      await page.fill('input[name=phone]', 'abc');
      const invalid = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      expect(invalid[0]?.status()).toBe(400);
      expect(await page.inputValue('input[name=name]')).toBe('No Script');
      expect(await page.locator('.field-error').count()).toBe(1);
      await screenshot(page, 'callback-page-error-375');
      await page.fill('input[name=phone]', '0113 496 0000');
      await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      expect(await page.locator('.callback-done').textContent()).toContain(`Thank you for your interest in our ${place.name} services.`);
      await screenshot(page, 'callback-page-sent-375');
    });
  });
});
