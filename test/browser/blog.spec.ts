import type { Page } from '@playwright/test';
import { questionSubmittedMessage, questionSubmittedTitle, SUBMITTED_RESET_MS } from '../../shared/questions.ts';
import { DESKTOP, expect, PHONE, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { blogPages } from './templates.ts';

async function openForm(page: Page) {
  await page.clock.install();
  await page.goto('/ask-the-expert');
  await waitForHydration(page);
  return page.locator('form#question-form');
}

test.describe('blog and Ask the Expert in Chromium', () => {
  templateTests(blogPages);

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP });

    test('keeps article lines under 70 characters', async ({ sharedPage: page }) => {
      await page.goto(blogPages[1]!.path);
      const measure = await page.evaluate(() => {
        const p = document.querySelector('.article-body p')!;
        const style = getComputedStyle(p);
        // Average character width of this font: the width of a run of typical text over its length.
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = p.textContent!.slice(0, 200);
        document.body.append(probe);
        const perChar = probe.getBoundingClientRect().width / probe.textContent.length;
        probe.remove();
        return p.getBoundingClientRect().width / perChar;
      });
      expect(measure).toBeLessThan(70);
      expect(measure).toBeGreaterThan(40);
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('does not submit with an empty field', async ({ page, origin }) => {
      const problems = watchProblems(page);
      const form = await openForm(page);
      await form.getByLabel('Your name').fill('Sam');
      await form.getByLabel('E-mail address').fill('sam@example.com');
      // The question is left empty.
      await form.getByRole('button', { name: 'Submit Question' }).click();
      expect(await form.getByLabel('Your question').evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
      expect(await form.getByRole('button').textContent()).toBe('Submit Question');
      expect(await form.getByLabel('Your name').inputValue()).toBe('Sam');
      expect(page.url()).toBe(`${origin}/ask-the-expert`);
      // A malformed address is refused by the browser too.
      await form.getByLabel('Your question').fill('Which lock?');
      await form.getByLabel('E-mail address').fill('not-an-email');
      await form.getByRole('button', { name: 'Submit Question' }).click();
      expect(await form.getByLabel('E-mail address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      expect(await page.getByText(questionSubmittedMessage).count()).toBe(0);
      expect(problems).toEqual([]);
    });

    test('clears the fields, shows the notice and disables the button for 5 seconds after a submit', async ({ page, origin }) => {
      const problems = watchProblems(page);
      const form = await openForm(page);
      await form.getByLabel('Your name').fill('Sam');
      await form.getByLabel('E-mail address').fill('sam@example.com');
      await form.getByLabel('Your question').fill('Which lock does my insurer want on a timber back door?');
      // Stop the page's clock before the post, so the button's 5-second timer starts at a known
      // moment and only runFor moves it: exact, however busy the machine is.
      await page.clock.pauseAt(Date.now() + 1000);
      // The route action runs on the server through the page's data path; the page stays put.
      const posted = page.waitForResponse((res) => res.url() === `${origin}/ask-the-expert.data` && res.request().method() === 'POST');
      await form.getByRole('button', { name: 'Submit Question' }).click();
      const response = await posted;
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ actionData: { 'ask-the-expert': { status: 'sent' } }, status: 200 });
      expect(response.request().postData()).toBe(
        'name=Sam&email=sam%40example.com&question=Which+lock+does+my+insurer+want+on+a+timber+back+door%3F&website=',
      );

      const button = form.getByRole('button');
      await expect.poll(() => button.textContent()).toBe(questionSubmittedTitle);
      expect(await button.isDisabled()).toBe(true);
      for (const label of ['Your name', 'E-mail address', 'Your question']) expect(await form.getByLabel(label).inputValue(), label).toBe('');
      // The notice's library loads on first use, then hands the notice over on a zero-delay timer,
      // which the stopped clock holds until the next step: wait for the notice area, then step 1 ms.
      await page.locator('.notices section').waitFor({ state: 'attached' });
      await page.clock.runFor(1);
      await expect.poll(() => page.locator('.notices').getByText(questionSubmittedMessage).count()).toBe(1);
      // The form says so too, where the visitor is, and takes the focus (docs/decisions/043).
      await expect(form.locator('#question-answer')).toContainText(questionSubmittedMessage);
      await expect(form.locator('#question-answer')).toBeFocused();
      expect(page.url()).toBe(`${origin}/ask-the-expert`);
      // 1 ms before the five seconds are up the button still says so; at five seconds it returns.
      await page.clock.runFor(SUBMITTED_RESET_MS - 2);
      expect(await button.textContent()).toBe(questionSubmittedTitle);
      expect(await button.isDisabled()).toBe(true);
      await page.clock.runFor(1);
      await expect.poll(() => button.textContent()).toBe('Submit Question');
      expect(await button.isDisabled()).toBe(false);
      expect(problems).toEqual([]);
    });

    test('keeps what was typed and says so when the question cannot be sent', async ({ page, origin }) => {
      const form = await openForm(page);
      await page.route(`${origin}/ask-the-expert.data`, (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
      );
      await form.getByLabel('Your name').fill('Sam');
      await form.getByLabel('E-mail address').fill('sam@example.com');
      await form.getByLabel('Your question').fill('Which lock?');
      await form.getByRole('button', { name: 'Submit Question' }).click();
      await expect.poll(() => page.getByText('Your question was not sent').count()).toBe(1);
      expect(await form.getByLabel('Your question').inputValue()).toBe('Which lock?');
      expect(await form.getByRole('button').textContent()).toBe('Submit Question');
      expect(await form.getByRole('button').isDisabled()).toBe(false);
    });

    test("shows the server's errors beside their fields without a reload", async ({ page, origin }) => {
      const problems = watchProblems(page);
      const form = await openForm(page);
      // A tab passes the browser's checks (a text field drops only line breaks); the server refuses it.
      await form.getByLabel('Your name').fill('Sam\tSmith');
      await form.getByLabel('E-mail address').fill('sam@example.com');
      await form.getByLabel('Your question').fill('Which lock?');
      await form.getByRole('button', { name: 'Submit Question' }).click();
      await expect.poll(() => form.locator('.field-error').count()).toBe(1);
      expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Your name').getAttribute('aria-describedby')).toBe(await form.locator('.field-error').getAttribute('id'));
      expect(await form.getByLabel('Your question').inputValue()).toBe('Which lock?');
      expect(await form.getByRole('button').textContent()).toBe('Submit Question');
      expect(page.url()).toBe(`${origin}/ask-the-expert`);
      expect(problems).toEqual([]);
    });

    test('opens the blog dropdowns and follows a category link', async ({ sharedPage: page, origin }) => {
      const problems = watchProblems(page);
      await page.goto('/blog');
      await waitForHydration(page);
      await page.locator('.blog-nav summary', { hasText: 'Categories' }).click();
      const link = page.locator('.blog-nav a[href="/blog/category/lock-technology"]');
      expect(await link.isVisible()).toBe(true);
      const box = await page.locator('.blog-dropdown[open] .blog-dropdown-panel').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await link.click();
      await page.waitForURL(`${origin}/blog/category/lock-technology`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Lock Technology');
      expect(await page.locator('.blog-dropdown[open]').count()).toBe(0);
      expect(problems).toEqual([]);
    });

    test.describe('with JavaScript turned off', () => {
      test.use({ javaScriptEnabled: false });

      test('posts to the route action and shows the result when JavaScript is off', async ({ sharedPage: page }) => {
        await page.goto('/ask-the-expert');
        const form = page.locator('form#question-form');
        // First with a tab in the name: the page comes back with status 400, the values kept and the error by the field.
        await form.getByLabel('Your name').fill('Sam\tSmith');
        await form.getByLabel('E-mail address').fill('sam@example.com');
        await form.getByLabel('Your question').fill('Is a smart lock insurance-approved?');
        const invalid = page.waitForResponse((res) => res.request().method() === 'POST');
        await form.getByRole('button', { name: 'Submit Question' }).click();
        expect((await invalid).status()).toBe(400);
        await page.waitForLoadState();
        expect(await page.locator('form#question-form .field-error').count()).toBe(1);
        expect(await page.locator('form#question-form').getByLabel('Your question').inputValue()).toBe('Is a smart lock insurance-approved?');
        expect(await page.locator('form#question-form').getByLabel('E-mail address').inputValue()).toBe('sam@example.com');
        await page.locator('form#question-form').getByLabel('Your name').fill('Sam');
        const sent = page.waitForResponse((res) => res.request().method() === 'POST');
        await page.locator('form#question-form').getByRole('button', { name: 'Submit Question' }).click();
        expect((await sent).status()).toBe(200);
        await page.waitForLoadState();
        expect(await page.locator('form#question-form').getByRole('status').textContent()).toContain(questionSubmittedMessage);
        expect(await page.locator('form#question-form').getByLabel('Your question').inputValue()).toBe('');
      });
    });
  });
});
