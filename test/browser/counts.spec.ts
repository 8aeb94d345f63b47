import type { Page, Request } from '@playwright/test';
import { pino } from 'pino';
import { countsData } from '../../data/counts.ts';
import { createApp } from '../../server/app.ts';
import { readAssets } from '../../server/http/assets.ts';
import { type CountRecorder, createCountRecorder } from '../../server/counts/recorder.ts';
import { countsReport, reportCsv } from '../../server/counts/report.ts';
import type { Db } from '../../server/store/db.ts';
import { createLeadService, type LeadService } from '../../server/leads/index.ts';
import { COUNT_PATH } from '../../shared/counts.ts';
import { clientDir, site } from '../helpers/app.ts';
import { memoryDb, testLeadConfig } from '../helpers/leads.ts';
import { serve } from '../helpers/serve.ts';
import { test as base, DESKTOP, expect, waitForHydration, watchProblems } from './fixtures.ts';
import { openLeadStore } from './shared-server.ts';
import { homePlacePage, listedDistrict, localPage } from './examples.ts';
import { servedByPopulation } from '../helpers/fixture-pages.ts';
import { pageTemplates } from '../../server/routes.ts';

/** The pages counted, from the configured business: its home team's place page and a page below a place. */
const cityPage = homePlacePage.path;
/** A district a page lists (not one of those two): the finder sends a search for it to that page. */
const searched = listedDistrict([cityPage, localPage]);
/** A served place's page no test here visits with a visitor's browser. */
const unvisited = `/${servedByPopulation.find((place) => ![cityPage, localPage, searched?.path].includes(`/${place.slug}`))!.slug}`;

/**
 * First-party counts from a real browser (docs/decisions/069): a tap on a page's number (the
 * navigation to `tel:` stopped on the page) and a call-back request sent from the dialog show in
 * the report on that page's row and template; a postcode search on the row of the page it found.
 * The site's own browser tests run headless Chromium, whose user agent says so and is never
 * counted; the visitor here carries a desktop Chrome's user agent, as a person's browser would.
 */
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Counting {
  origin: string;
  db: Db;
  recorder: CountRecorder;
  stop: () => Promise<void>;
}

/** This file's own app, with counts kept in an in-memory store it can read. */
async function startCounting(): Promise<Counting> {
  const db = await memoryDb();
  const logger = pino({ level: 'silent' });
  const leads: LeadService = await createLeadService(testLeadConfig(), logger, { db: { ...db, close: async () => {} }, worker: false });
  const recorder = createCountRecorder({ db, logger, retentionMonths: countsData.retentionMonths, templates: pageTemplates, timer: false });
  const server = await serve(createApp({ site, assets: readAssets(clientDir), clientDir, logger, leads, counts: recorder, pageCacheBytes: 0 }));
  await openLeadStore(server.origin);
  return {
    origin: server.origin,
    db,
    recorder,
    stop: async () => {
      await server.close();
      await recorder.close();
      await leads.close();
      await db.close();
    },
  };
}

let started: Promise<Counting> | undefined;
const test = base.extend<{ counting: Counting }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  counting: async ({}, use) => {
    started ??= startCounting();
    await use(await started);
  },
  origin: async ({ counting }, use) => use(counting.origin),
});

/** The report's row for a page today, once what the server buffered is written. */
async function row({ db, recorder }: Counting, path: string) {
  await recorder.flush();
  return (await countsReport(db, 1)).pages.find((p) => p.path === path);
}

/** Stops the browser leaving for the phone app when a `tel:` link is tapped; the page's own handlers still see the tap. */
async function stayOnTelTaps(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
}

const beaconOf = (event: string) => (req: Request) => req.url().endsWith(COUNT_PATH) && (req.postData() ?? '').includes(`e=${event}`);

/** Taps the first number in the page's main content, and waits until the server has answered its beacon. */
async function tapNumber(page: Page): Promise<void> {
  await stayOnTelTaps(page);
  const sent = page.waitForResponse((res) => beaconOf('call')(res.request()) && res.status() === 204);
  await page.locator('main a[href^="tel:"]').first().click();
  await sent;
}

test.describe('counts from a browser', () => {
  test.describe.configure({ mode: 'default' });
  test.afterAll(async () => {
    await (await started)?.stop();
  });

  test.describe('a visitor’s browser', () => {
    test.use({ viewport: DESKTOP, userAgent: VISITOR_UA });

    test(`a tap on the number on ${cityPage} and on ${localPage} counts on each page’s row and template`, async ({ page, counting }) => {
      const problems = watchProblems(page);
      for (const [path, template] of [
        [cityPage, 'city'],
        [localPage, 'city-area'],
      ] as const) {
        // The page seen is counted too: its beacon is answered before the row is read.
        const viewed = page.waitForResponse((res) => beaconOf('view')(res.request()) && res.status() === 204);
        await page.goto(path);
        await waitForHydration(page);
        await viewed;
        await tapNumber(page);
        expect(await row(counting, path)).toMatchObject({ path, template, calls: 1, views: 1 });
      }
      expect(problems).toEqual([]);
    });

    test(`a call-back request sent from the dialog on ${cityPage} counts the dialog opened and the request`, async ({ page, counting }) => {
      const problems = watchProblems(page);
      await page.goto(cityPage);
      await waitForHydration(page);
      const opened = page.waitForResponse((res) => beaconOf('callback_open')(res.request()));
      await page.locator('.hero a.btn-secondary').first().click();
      await opened;
      await page.fill('dialog input[name=name]', 'Counted Visitor');
      await page.fill('dialog input[name=phone]', '07911 123456');
      await page.click('dialog button[type=submit]');
      await page.waitForSelector('dialog [role=status]');
      expect(await row(counting, cityPage)).toMatchObject({ template: 'city', callback_opens: 1, callback_requests: 1 });
      expect(problems).toEqual([]);
    });

    test(`a postcode search${searched ? ` (${searched.district})` : ''} counts on the row of the page it found, and the CSV shows every count on its row${searched ? '' : ' (skipped: no page of this business lists a postcode district)'}`, async ({
      page,
      counting,
    }) => {
      test.skip(searched === undefined, 'no page of this business lists a postcode district');
      await page.goto('/locksmith-near-me');
      await waitForHydration(page);
      await page.locator('form.postcode-finder input[name=postcode]').first().fill(`${searched!.district} 1AA`);
      await page.locator('form.postcode-finder button[type=submit]').first().click();
      await page.waitForURL((url) => url.pathname !== '/locksmith-near-me');
      const found = new URL(page.url()).pathname;
      expect(found).toBe(searched!.path);
      expect((await row(counting, found))?.finder_searches).toBe(1);
      const csv = reportCsv(await countsReport(counting.db, 1)).split('\r\n');
      expect(csv[0]).toBe('path,template,calls,callback_opens,callback_requests,questions,finder_searches,views');
      expect(csv).toContain(`${localPage},city-area,1,0,0,0,0,1`);
      expect(csv.find((line) => line.startsWith(`${cityPage},city,`))).toMatch(new RegExp(`^${cityPage},city,1,1,1,0,0,\\d+$`));
    });
  });

  test.describe('the site’s own headless browser', () => {
    test.use({ viewport: DESKTOP });

    test('is answered but not counted', async ({ page, counting }) => {
      await page.goto(unvisited);
      await waitForHydration(page);
      await tapNumber(page);
      expect(await row(counting, unvisited)).toBeUndefined();
    });
  });
});
