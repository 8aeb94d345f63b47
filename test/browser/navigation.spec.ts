import type { Page } from '@playwright/test';
import { cityServices } from '../../data/city-services.ts';
import { allLocationPaths } from '../../server/views/location-paths.ts';
import { site } from '../helpers/app.ts';
import { servedByPopulation } from '../helpers/fixture-pages.ts';
import { expect, PHONE, test, waitForHydration, watchProblems } from './fixtures.ts';

/** Clicks a link the way a person would, without Playwright scrolling the page to it first. */
async function follow(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());
}

/** What identifies the page on screen: address, title, canonical, heading, scroll and focus. */
async function state(page: Page) {
  return page.evaluate(() => ({
    path: location.pathname,
    title: document.title,
    titles: document.querySelectorAll('title').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    h1: document.querySelector('h1')?.textContent,
    scrollY: Math.round(window.scrollY),
    focused: document.activeElement === document.querySelector('h1') || document.activeElement === document.querySelector('main'),
    fullLoads: performance.getEntriesByType('navigation').length,
    marker: (window as unknown as { marker?: string }).marker,
  }));
}

/** The most populous place served, which the footer lists, and the first page below it its page links to: a district or area, else a local service. */
const place = servedByPopulation[0]!;
const placePath = `/${place.slug}`;
const serviceSlugs = new Set<string>(cityServices.map((service) => service.slug));
const below =
  allLocationPaths().find((path) => path.startsWith(`${placePath}/`) && !serviceSlugs.has(path.split('/')[2]!)) ??
  `${placePath}/${cityServices[0]!.slug}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The heading the server sends for a page, read from its HTML as the browser would parse it. */
async function serverHeading(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const heading = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').querySelector('h1')!.textContent!, html);
  return heading;
}
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

async function expectPage(page: Page, path: string, h1: RegExp): Promise<Awaited<ReturnType<typeof state>>> {
  await page.waitForURL((url) => url.pathname === path);
  // The page has changed once its canonical link is the new page's; then everything else must agree.
  await expect.poll(async () => (await state(page)).canonical).toBe(`${site.origin}${path}`);
  const now = await state(page);
  expect(now.h1).toMatch(h1);
  expect(now.marker, 'no full page load happened').toBe('still here');
  expect(now.titles).toBe(1);
  expect(now.focused, 'focus moved to the new page').toBe(true);
  return now;
}

test.describe('client-side navigation', () => {
  test.use({ viewport: PHONE });

  test('moves between pages without reloading: new head, top of the page, focus on the heading, Back restores the scroll', async ({
    sharedPage: page,
  }) => {
    const problems = watchProblems(page);
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('.data')) dataRequests.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'still here';
    });
    const homeTitle = await page.title();
    const placeHeading = await serverHeading(page, placePath);
    const belowHeading = await serverHeading(page, below);
    expect(placeHeading).toContain(place.name);

    // From the footer of the home page, scrolled to the bottom, to a city.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await follow(page, `.site-footer a[href="${placePath}"]`);
    const city = await expectPage(page, placePath, exactly(placeHeading));
    expect(city.title).not.toBe(homeTitle);
    expect(city.title).toContain(place.name);
    expect(city.scrollY).toBe(0);

    // To a page below it, scrolled part-way down.
    await follow(page, `main a[href="${below}"]`);
    const district = await expectPage(page, below, exactly(belowHeading));
    expect(district.scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

    // Away to the privacy policy from the footer, then Back.
    await follow(page, '.site-footer a[href="/privacy-policy"]');
    const privacy = await expectPage(page, '/privacy-policy', /Privacy/);
    expect(privacy.scrollY).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === below);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    expect((await state(page)).marker).toBe('still here');

    // And on to a service page from the menu.
    await follow(page, '.mobile-menu-panel a[href="/services/emergency-locksmith"]');
    const service = await expectPage(page, '/services/emergency-locksmith', /Emergency/);
    expect(service.scrollY).toBe(0);
    expect(service.title).toMatch(/Emergency/);

    // Each new page's data came from the data endpoint; Back to a page seen before may reuse it.
    expect(dataRequests).toEqual(
      expect.arrayContaining([`${placePath}.data`, `${below}.data`, '/privacy-policy.data', '/services/emergency-locksmith.data']),
    );

    // What the browser keeps, as the privacy policy says: no cookie, nothing in local storage, and in
    // this tab's session storage only the scroll positions Back returns to (written as the page goes).
    await page.goto('/privacy-policy');
    const kept = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(kept).toEqual({ local: [], session: ['react-router-scroll-positions'] });
    expect(await page.context().cookies()).toEqual([]);
    await expect(page.locator('main')).toContainText('session storage');
    expect(problems).toEqual([]);
  });

  test('shows the 404 page for a link to a place that does not exist, without a reload', async ({ sharedPage: page }) => {
    const problems = watchProblems(page);
    await page.goto(placePath);
    await waitForHydration(page);
    await page.evaluate((path) => {
      (window as unknown as { marker: string }).marker = 'still here';
      const link = document.createElement('a');
      link.href = `${path}/no-such-district`;
      link.id = 'made-up';
      link.textContent = 'made up';
      document.querySelector('main')!.append(link);
    }, placePath);
    // React Router only intercepts its own <Link>s; a plain anchor would reload, so navigate through history.
    await page.evaluate((path) => {
      window.history.pushState({}, '', `${path}/no-such-district`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, placePath);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    // The data request answered 404, as the page does; Chromium logs that status like any other.
    const expected = (p: string) => p.includes('no-such-district.data') || p.includes('status of 404');
    expect(problems.filter((p) => !expected(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(2);
  });
});
