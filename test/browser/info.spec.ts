import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactFaqs, howToReach } from '../../data/contact.ts';
import { checkPageAtBothSizes, newContext, PHONE, runBrowserTests, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';

const pages = [
  ['about', '/about'],
  ['contact', '/contact'],
  ['html-sitemap', '/sitemap'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-conditions', '/terms-conditions'],
] as const;

/** Which items of one accordion are open, by their question. */
async function openItems(page: Page, group: string): Promise<string[]> {
  return page.$$eval(`details[name="${group}"]`, (items) =>
    items.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.querySelector('summary')!.textContent!.trim()),
  );
}

async function checkAccordions(page: Page): Promise<void> {
  for (const [group, items] of [
    ['contact-faq', contactFaqs],
    ['contact-reach', howToReach],
  ] as const) {
    const summary = (i: number) => page.locator(`details[name="${group}"] > summary`).nth(i);
    expect(await openItems(page, group), group).toEqual([]);
    await summary(0).click();
    expect(await openItems(page, group)).toEqual([items[0]!.question]);
    await summary(2).click();
    expect(await openItems(page, group), 'opening another closes the first').toEqual([items[2]!.question]);
    await summary(2).click();
    expect(await openItems(page, group), 'the open one collapses').toEqual([]);
    await summary(1).click();
  }
  // The two accordions are independent: each keeps its own item open.
  expect(await openItems(page, 'contact-faq')).toEqual([contactFaqs[1]!.question]);
  expect(await openItems(page, 'contact-reach')).toEqual([howToReach[1]!.question]);
}

describe.skipIf(!runBrowserTests)('information pages in Chromium', () => {
  const env = useBrowser();

  for (const [name, path] of pages) {
    it(`${name} (${path}) hydrates cleanly at 375 and 1280 px without sideways scrolling`, async () => {
      await checkPageAtBothSizes(env.browser, env.origin, name, path);
    });
  }

  it('opens the contact accordions one item at a time and collapses them', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/contact`);
    await waitForHydration(page);
    await checkAccordions(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works the contact accordions with JavaScript turned off', async () => {
    const context = await newContext(env.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${env.origin}/contact`);
    await checkAccordions(page);
    await context.close();
  });

  it('jumps to a policy section from the contents list', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/privacy-policy`);
    await waitForHydration(page);
    const link = page.locator('.policy-contents a').last();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    const top = await page.locator(target).evaluate((el) => el.getBoundingClientRect().top);
    // Not hidden under the sticky header.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
