import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { questionSubmittedMessage, questionSubmittedTitle, SUBMITTED_RESET_MS } from '../../shared/questions.ts';
import { checkPageAtBothSizes, newContext, PHONE, runBrowserTests, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

const pages = [
  ['blog', '/blog'],
  ['article', '/blog/how-to-choose-reliable-emergency-locksmith'],
  ['blog-category-empty', '/blog/category/commercial-security'],
  ['ask-the-expert', '/ask-the-expert'],
] as const;

describe.skipIf(!runBrowserTests)('blog and Ask the Expert in Chromium', () => {
  const env = useBrowser();

  for (const [name, path] of pages) {
    it(`${name} (${path}) hydrates cleanly at 375 and 1280 px without sideways scrolling`, async () => {
      await checkPageAtBothSizes(env.browser, env.origin, name, path);
    });
  }

  it('keeps article lines under 70 characters', async () => {
    const context = await newContext(env.browser, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto(`${env.origin}${pages[1][1]}`);
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
    await context.close();
  });

  async function openForm(page: Page) {
    await page.clock.install();
    await page.goto(`${env.origin}/ask-the-expert`);
    await waitForHydration(page);
    return page.locator('form#question-form');
  }

  it('does not submit with an empty field', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const form = await openForm(page);
    await form.getByLabel('Your name').fill('Sam');
    await form.getByLabel('E-mail address').fill('sam@example.com');
    // The question is left empty.
    await form.getByRole('button', { name: 'Submit Question' }).click();
    expect(await form.getByLabel('Your question').evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
    expect(await form.getByRole('button').textContent()).toBe('Submit Question');
    expect(await form.getByLabel('Your name').inputValue()).toBe('Sam');
    expect(page.url()).toBe(`${env.origin}/ask-the-expert`);
    // A malformed address is refused by the browser too.
    await form.getByLabel('Your question').fill('Which lock?');
    await form.getByLabel('E-mail address').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit Question' }).click();
    expect(await form.getByLabel('E-mail address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await page.getByText(questionSubmittedMessage).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('clears the fields, shows the notice and disables the button for 5 seconds after a submit', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const form = await openForm(page);
    await form.getByLabel('Your name').fill('Sam');
    await form.getByLabel('E-mail address').fill('sam@example.com');
    await form.getByLabel('Your question').fill('Which lock does my insurer want on a timber back door?');
    // The route action runs on the server through the page's data path; the page stays put.
    const posted = page.waitForResponse((res) => res.url() === `${env.origin}/ask-the-expert.data` && res.request().method() === 'POST');
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
    // The page's clock keeps running in real time too, and the notice loads its library on first
    // use: check the submitted state against the reset first, with a margin for that real time.
    await page.clock.runFor(SUBMITTED_RESET_MS - 1000);
    expect(await button.textContent()).toBe(questionSubmittedTitle);
    await expect.poll(() => page.getByText(questionSubmittedMessage).count()).toBe(1);
    expect(page.url()).toBe(`${env.origin}/ask-the-expert`);
    await page.clock.runFor(1200);
    await expect.poll(() => button.textContent()).toBe('Submit Question');
    expect(await button.isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and says so when the question cannot be sent', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const form = await openForm(page);
    await page.route(`${env.origin}/ask-the-expert.data`, (route) =>
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
    await context.close();
  });

  it("shows the server's errors beside their fields without a reload", async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
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
    expect(page.url()).toBe(`${env.origin}/ask-the-expert`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('posts to the route action and shows the result when JavaScript is off', async () => {
    const context = await newContext(env.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${env.origin}/ask-the-expert`);
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
    await context.close();
  });

  it('opens the blog dropdowns and follows a category link', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/blog`);
    await waitForHydration(page);
    await page.locator('.blog-nav summary', { hasText: 'Categories' }).click();
    const link = page.locator('.blog-nav a[href="/blog/category/lock-technology"]');
    expect(await link.isVisible()).toBe(true);
    const box = await page.locator('.blog-dropdown[open] .blog-dropdown-panel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await link.click();
    await page.waitForURL(`${env.origin}/blog/category/lock-technology`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Lock Technology');
    expect(await page.locator('.blog-dropdown[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
