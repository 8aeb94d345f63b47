import type { Page } from '@playwright/test';
import { outcodePositions } from '../../server/views/outcodes.ts';
import { citiesOnly } from '../../server/views/place-lookup.ts';
import { outwardCode } from '../../server/views/postcode-finder.ts';
import { servedByPopulation, serves } from '../helpers/fixture-pages.ts';
import { inServedArea, nearestPlace, notCoveredWords, placeOfPath } from '../helpers/served-geography.ts';
import { homePlacePage, listedDistrict, numberedPlace, pricedPage } from './examples.ts';
import { londonDistrictGroups } from '../../server/views/place-links.ts';
import { DESKTOP, expect, PHONE, screenshot, test, waitForHydration, watchProblems } from './fixtures.ts';
import { blogPages, infoPages, locationPages, servicePages, shellPages } from './templates.ts';

/**
 * The visitor's journeys at the widths phones have (320 and 360 px) and on a desktop: the postcode
 * finder with and without JavaScript, where its answer appears, focus after a form's errors, the
 * call-back page's number, and no sideways scrolling on any template (docs/decisions/042 to 044).
 */
const SMALL = { width: 320, height: 640 };
const COMMON = { width: 360, height: 740 };

/** Where each finder journey ends: a page, or the answer beside the field. */
interface Journey {
  input: string;
  page?: string;
  answer?: RegExp;
  offers?: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The finder's answer for a district nearest a place the business does not serve (docs/decisions/073). */
const notCovered = (input: string): Journey => ({ input, answer: new RegExp(escaped(notCoveredWords(outwardCode(input)!))) });

/**
 * Districts the finder sends to one page of the UK's geography (as test/postcode-finder.test.ts
 * lists them): a journey to that page where the business serves its place, else to the answer
 * that it does not cover the place.
 */
const toPages: readonly [input: string, page: string][] = [
  ['LL57 1', '/bangor'],
  ['CF10 1AA', '/cardiff'],
  ['SA62 6', '/st-davids'],
  ['BT48 7', '/derry'],
  ['M20 2', '/manchester/didsbury'],
  ['LS6 2AB', '/leeds/headingley'],
];
const pageJourneys: Journey[] = toPages.map(([input, page]) => (serves(placeOfPath(page)) ? { input, page } : notCovered(input)));
// A business serving none of those places still has a journey to a page: a district its most local page lists.
const listed = listedDistrict();
if (listed && !pageJourneys.some((j) => j.page)) pageJourneys.push({ input: `${listed.district} 1`, page: listed.path });

/**
 * LL30 (Llandudno): no page is about it. Where the place of the data nearest it is served, the finder
 * offers the nearest pages and names the nearest team; else it does not cover it.
 */
const llandudno = outcodePositions.get('LL30')!;
const nearby: Journey = inServedArea(llandudno)
  ? {
      input: 'LL30 1',
      answer: /None of our pages is about a place whose centre is within \d+ miles of the centre of LL30\. Our nearest team is in /,
      offers: `/${nearestPlace(llandudno).slug}`,
    }
  : notCovered('LL30 1');

const journeys: readonly Journey[] = [
  pageJourneys[0]!,
  nearby,
  ...pageJourneys.slice(1),
  { input: 'SE29 1AA', answer: /SE29 is not a UK postcode district we know of/ },
  { input: 'GY1 1AA', answer: /We don't cover Guernsey \(GY1\)\. Call .* to ask/ },
  { input: 'not a postcode', answer: /We could not read that as a postcode/ },
];

/** On the desktop: the nearby answer, the most local page a journey goes to (else the first page), and an invalid postcode. */
const desktopJourneys: readonly Journey[] = [
  nearby,
  pageJourneys.find((j) => j.page?.split('/').length === 3) ?? pageJourneys.find((j) => j.page) ?? pageJourneys[0]!,
  journeys.at(-1)!,
];

/** The answer has the focus, is wholly in view below the sticky header, and the field kept what was typed. */
async function expectAnswerInView(page: Page, input: string, answer: RegExp, offers?: string): Promise<void> {
  const focused = page.locator('.postcode-finder-answer:focus');
  await expect(focused).toHaveCount(1);
  await expect(focused).toContainText(answer);
  if (offers) await expect(focused.locator(`a[href="${offers}"]`)).toHaveCount(1);
  const box = (await focused.boundingBox())!;
  const header = (await page.locator('.site-header').boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, `${input}: the answer's top`).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y, `${input}: the answer's top`).toBeLessThan(height * 0.75);
  const field = focused.locator('xpath=ancestor::form').locator('input[name=postcode]');
  expect(await field.inputValue()).toBe(input);
  expect(await field.getAttribute('aria-describedby')).toBe(await focused.getAttribute('id'));
}

for (const viewport of [SMALL, COMMON, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Every journey at 320 and 360 px, with and without JavaScript; a few on the desktop.
    const walked = viewport === DESKTOP ? desktopJourneys : journeys;

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the finder on the home page goes to the most local page, or answers beside the field at the top of the page', async ({
        sharedPage: page,
        origin,
      }) => {
        for (const { input, page: target, answer, offers } of walked) {
          await page.goto('/');
          const field = page.locator('input[name=postcode]');
          await field.fill(input);
          await Promise.all([page.waitForNavigation(), field.press('Enter')]);
          if (target) {
            expect(page.url(), input).toBe(`${origin}${target}`);
            continue;
          }
          expect(new URL(page.url()).pathname, input).toBe('/locksmith-near-me');
          await expectAnswerInView(page, input, answer!, offers);
          if (input === 'not a postcode') await screenshot(page, `finder-nojs-invalid-${viewport.width}`);
        }
      });

      test('a question sent lands on its confirmation at the top of the viewport', async ({ sharedPage: page }) => {
        await page.goto('/ask-the-expert');
        const form = page.locator('form#question-form');
        await form.getByLabel('Your name').fill('Sam Jones');
        await form.getByLabel('E-mail address').fill('sam@example.com');
        await form.getByLabel('Your question').fill('Which lock does my insurer want on a back door?');
        await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Submit Question' }).click()]);
        const confirmation = page.locator('#question-answer');
        await expect(confirmation).toContainText('Question Submitted.');
        const box = (await confirmation.boundingBox())!;
        expect(box.y).toBeGreaterThan(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        await screenshot(page, `question-sent-nojs-${viewport.width}`);
      });
    });

    test.describe('with JavaScript', () => {
      test('the finder answers in place on the home page, focused, or goes to the page', async ({ sharedPage: page, origin }) => {
        const problems = watchProblems(page);
        await page.goto('/');
        await waitForHydration(page);
        for (const { input, page: target, answer, offers } of walked) {
          const field = page.locator('input[name=postcode]');
          await field.fill(input);
          await field.press('Enter');
          if (target) {
            await page.waitForURL(`${origin}${target}`);
            // Back to the home page in the same document: a new load would cut off this one's requests.
            await page.goBack();
            await page.waitForURL(`${origin}/`);
            await expect(page.locator('input[name=postcode]')).toHaveCount(1);
            continue;
          }
          await expectAnswerInView(page, input, answer!, offers);
          expect(page.url(), input).toBe(`${origin}/`);
        }
        await screenshot(page, `finder-js-home-${viewport.width}`);
        expect(problems).toEqual([]);
      });

      test('the call-back dialog moves focus to an announced error summary after an invalid submit', async ({ sharedPage: page }) => {
        const problems = watchProblems(page);
        await page.goto(homePlacePage.path);
        await waitForHydration(page);
        await page.locator('.hero a.btn-secondary').first().click();
        const dialog = page.locator('dialog.callback-dialog[open]');
        await dialog.locator('input[name=name]').fill('Sam Smith');
        await dialog.locator('input[name=phone]').fill('12345');
        await dialog.locator('button[type=submit]').click();
        const summary = dialog.locator('.error-summary');
        await expect(summary).toBeFocused();
        expect(await summary.getAttribute('role')).toBe('alert');
        // Each message links to its field.
        const phoneId = await dialog.locator('input[name=phone]').getAttribute('id');
        await expect(summary.locator(`a[href="#${phoneId}"]`)).toHaveCount(1);
        expect(await dialog.locator('input[name=name]').inputValue()).toBe('Sam Smith');
        await screenshot(page, `callback-dialog-summary-${viewport.width}`);
        expect(problems).toEqual([]);
      });
    });
  });
}

test.describe('at 360 px with JavaScript', () => {
  test.use({ viewport: COMMON });

  test('the 404 page answers in place too', async ({ sharedPage: page, origin }) => {
    await page.goto('/no-such-place');
    await waitForHydration(page);
    const field = page.locator('input[name=postcode]');
    await field.fill('SE29 1AA');
    await field.press('Enter');
    await expectAnswerInView(page, 'SE29 1AA', /SE29 is not a UK postcode district we know of/);
    expect(page.url()).toBe(`${origin}/no-such-place`);
  });
});

/** London's districts, listed on the directory where London is served. */
const districtLinks = londonDistrictGroups().flatMap((group) => group.links);
/**
 * The directory's first link followed: London's first district where the business serves London,
 * else the most populous place's row of the table; its heading names the district or place.
 */
const firstLink = districtLinks[0]
  ? {
      selector: `.district-list a[href="${districtLinks[0].path}"]`,
      path: districtLinks[0].path,
      heading: districtLinks[0].name.replace(/^\S+ /, ''),
    }
  : {
      selector: `.city-table a[href="/${servedByPopulation[0]!.slug}"]`,
      path: `/${servedByPopulation[0]!.slug}`,
      heading: servedByPopulation[0]!.name,
    };
/** The least populous place served, far down the table. */
const lastPlace = `/${servedByPopulation.at(-1)!.slug}`;

test.describe('at 1280 px with JavaScript', () => {
  test.use({ viewport: DESKTOP });

  test('the directory hydrates only its hero and finder; the rest, left as the server sent it, still opens pages client-side', async ({
    sharedPage: page,
    origin,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/locksmith-near-me');
    await waitForHydration(page);
    // React keeps a `__reactFiber$…` property on every element it hydrated or rendered (docs/decisions/071).
    const builtByReact = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    /** Whether any of the elements matching `selector` (none, for a list this business's directory has not) was built by React. */
    const anyBuiltByReact = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((elements) => elements.some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))));
    expect(await builtByReact('.postcode-finder input[name=postcode]')).toBe(true);
    expect(await builtByReact('.hero .btn')).toBe(true);
    for (const selector of ['.tile-link', '.district-list a', '.city-grid a', '.city-table a', '.tag-list a']) {
      expect(await anyBuiltByReact(selector), selector).toBe(false);
    }
    const links = () => page.locator('main a').evaluateAll((found) => found.map((a) => a.getAttribute('href')));
    const sent = await links();
    // Every served place, and London's districts where London is served.
    expect(sent).toEqual(expect.arrayContaining([...servedByPopulation.map((place) => `/${place.slug}`), ...districtLinks.map((link) => link.path)]));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(firstLink.selector).click();
    await page.waitForURL(`${origin}${firstLink.path}`);
    await expect(page.locator('h1')).toContainText(firstLink.heading);
    // Back, rendered by the browser this time: every link the server sent, built by React, and they work.
    await page.goBack();
    await expect.poll(links).toEqual(sent);
    expect(await builtByReact('.city-table a')).toBe(true);
    await page.locator(`.city-table a[href="${lastPlace}"]`).click();
    await page.waitForURL(`${origin}${lastPlace}`);
    // And from another page by a client-side link: the whole directory again.
    await page.locator('.site-footer a[href="/locksmith-near-me"]').click();
    await page.waitForURL(`${origin}/locksmith-near-me`);
    await expect.poll(links).toEqual(sent);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('at 375 px without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the directory's lists, laid out only near the screen, are all there and their links work", async ({ sharedPage: page, origin }) => {
    await page.goto('/locksmith-near-me');
    await expect(page.locator('.city-table tbody tr')).toHaveCount(citiesOnly.length);
    await expect(page.locator('.district-list a')).toHaveCount(districtLinks.length);
    expect(await page.locator('.deferred-list').evaluateAll((lists) => lists.map((list) => getComputedStyle(list).contentVisibility))).toEqual(
      Array(await page.locator('.deferred-list').count()).fill('auto'),
    );
    // The last row of the table, far below the screen until scrolled to.
    const last = page.locator('.city-table tbody tr').last().locator('a').last();
    const href = (await last.getAttribute('href'))!;
    await Promise.all([page.waitForNavigation(), last.click()]);
    expect(page.url()).toBe(`${origin}${href}`);
  });
});

test.describe('at 320 px without JavaScript', () => {
  test.use({ viewport: SMALL, javaScriptEnabled: false });

  test(`the call-back page reached from ${numberedPlace.path} shows ${numberedPlace.local ? 'its own number' : 'the number'} (${numberedPlace.phone}) and ${numberedPlace.name}`, async ({
    sharedPage: page,
  }) => {
    const { path, name, phone } = numberedPlace;
    await page.goto(path);
    await expect(page.locator('.header-phone-number')).toHaveText(phone);
    await Promise.all([page.waitForNavigation(), page.locator('.hero a.btn-secondary').first().click()]);
    await expect(page.locator('.header-phone-number')).toHaveText(phone);
    await expect(page.locator('.call-bar')).toContainText(phone);
    await expect(page.locator('.callback-page .lead')).toContainText(`a locksmith covering ${name}`);
    await expect(page.locator('.callback-form')).toContainText(`Call ${phone}`);
  });
});

/** Every template at the narrow widths: nothing wider than the screen (375 and 1280 are in templateTests). */
const everyTemplate = [
  ...shellPages,
  ...locationPages,
  ...servicePages,
  ...blogPages,
  ...infoPages,
  { name: 'call-back', path: `/call-back?from=${encodeURIComponent(numberedPlace.path)}` },
];

for (const width of [320, 360, 414]) {
  test.describe(`at ${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: 800 }, javaScriptEnabled: false });

    test('no template scrolls sideways, and the header keeps the number on one line', async ({ sharedPage: page }) => {
      const wide: string[] = [];
      for (const { path } of [...everyTemplate, { path: pricedPage.path }]) {
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
      }
      expect(wide).toEqual([]);
      // The number in the header: one line, inside the screen, not covered by the trading name.
      const number = (await page.locator('.header-phone').boundingBox())!;
      expect(number.height).toBeLessThan(50);
      expect(number.x + number.width).toBeLessThanOrEqual(width);
      const name = page.locator('.brand-name');
      const nameBox = (await name.boundingBox())!;
      if (nameBox.width > 1) expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(number.x);
      await page.goto(pricedPage.path);
      await page.locator('.price-table').first().scrollIntoViewIfNeeded();
      await screenshot(page, `${pricedPage.name}-prices-${width}`);
    });
  });
}
