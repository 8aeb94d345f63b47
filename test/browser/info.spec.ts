import type { Page } from '@playwright/test';
import { phoneLineHours } from '../../data/business.ts';
import { contactFaqs, howToReach } from '../../data/contact.ts';
import { hoursSlots } from '../../shared/hours.ts';
import { fillCopy } from '../../shared/text.ts';
import { expect, PHONE, templateTests, test, waitForHydration, watchProblems } from './fixtures.ts';
import { infoPages } from './templates.ts';

/** The ways to reach us as the page shows them: their words about hours filled from the phone line's. */
const reachWays = fillCopy(howToReach, hoursSlots(phoneLineHours));

/** Which items of one accordion are open, by their question. */
async function openItems(page: Page, group: string): Promise<string[]> {
  return page.$$eval(`details[name="${group}"]`, (items) =>
    items.filter((item) => (item as HTMLDetailsElement).open).map((item) => item.querySelector('summary')!.textContent!.trim()),
  );
}

async function checkAccordions(page: Page): Promise<void> {
  for (const [group, items] of [
    ['contact-faq', contactFaqs],
    ['contact-reach', reachWays],
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
  expect(await openItems(page, 'contact-reach')).toEqual([reachWays[1]!.question]);
}

test.describe('information pages in Chromium', () => {
  templateTests(infoPages);

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('opens the contact accordions one item at a time and collapses them', async ({ sharedPage: page }) => {
      const problems = watchProblems(page);
      await page.goto('/contact');
      await waitForHydration(page);
      await checkAccordions(page);
      expect(problems).toEqual([]);
    });

    test.describe('with JavaScript turned off', () => {
      test.use({ javaScriptEnabled: false });

      test('works the contact accordions with JavaScript turned off', async ({ sharedPage: page }) => {
        await page.goto('/contact');
        await checkAccordions(page);
      });
    });

    test('jumps to a policy section from the contents list', async ({ sharedPage: page }) => {
      const problems = watchProblems(page);
      await page.goto('/privacy-policy');
      await waitForHydration(page);
      const link = page.locator('.policy-contents a').last();
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
      const top = await page.locator(target).evaluate((el) => el.getBoundingClientRect().top);
      // Not hidden under the sticky header.
      expect(top).toBeGreaterThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  });
});
