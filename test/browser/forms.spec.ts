import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { readAssets } from '../../server/http/assets.ts';
import { loadConfig } from '../../server/operations/config.ts';
import { leadFormsOpen } from '../../server/leads/config.ts';
import type { Db } from '../../server/store/db.ts';
import { createLeadService, type LeadService } from '../../server/leads/index.ts';
import { clientDir, site } from '../helpers/app.ts';
import { memoryDb, testLeadConfig } from '../helpers/leads.ts';
import { type Served, serve } from '../helpers/serve.ts';
import { seriousViolations } from './axe.ts';
import { callInstead, numberedPlace as place } from './examples.ts';
import { DESKTOP, expect, PHONE, screenshot, test, waitForHydration, watchProblems } from './fixtures.ts';

/**
 * The forms in Chromium on servers of this file's own: one for a real site with no delivery
 * channel (every form gives way to the number, docs/decisions/038), and, per test, one whose rate
 * limit lets one post through, so the second is answered 429.
 */
let db: Promise<Db> | undefined;
const stops: (() => Promise<void>)[] = [];

async function start(leadsOpen: boolean, origin?: string): Promise<Served> {
  db ??= memoryDb();
  const leads: LeadService = await createLeadService(testLeadConfig({ ratePerAddress: 1 }), pino({ level: 'silent' }), {
    db: { ...(await db), close: async () => {} },
  });
  const config = loadConfig(origin ? { SITE_ORIGIN: origin } : {});
  const server = await serve(
    createApp({
      site: config.site,
      assets: readAssets(clientDir),
      clientDir,
      logger: pino({ level: 'silent' }),
      leads,
      pageCacheBytes: 0,
      leadFormsOpen: leadsOpen && leadFormsOpen(config.leads),
    }),
  );
  stops.push(async () => {
    await server.close();
    await leads.close();
  });
  return server;
}

test.afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
  await (await db)?.close();
  db = undefined;
});

test.describe('a real site with no delivery channel', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows the number instead of every form, and hydrates cleanly, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { origin } = await start(false, 'https://www.locksmith-business.co.uk');
      const problems = watchProblems(page);
      await page.goto(`${origin}${place.path}`);
      await waitForHydration(page);
      expect(await page.locator('a[href^="/call-back"]').count()).toBe(0);
      await expect(page.locator('.hero .call-instead')).toHaveText(callInstead(place.phone));
      await screenshot(page, `forms-closed-${place.slug}-${viewport.width}`);
      // The sentence on the dark closing band is as readable as the rest of it.
      expect(await seriousViolations(page, place.path)).toEqual([]);
      // After a client-side visit too (the breadcrumb's link to the home page).
      await page.locator('.breadcrumbs a[href="/"]').click();
      await page.waitForURL(`${origin}/`);
      await expect(page.locator('.hero .call-instead')).toHaveText(callInstead(site.phone));
      // The call-back page opened from the place's page calls the place's number, like the page itself.
      for (const [path, phone] of [
        [`/call-back?from=${encodeURIComponent(place.path)}`, place.phone],
        ['/ask-the-expert', site.phone],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await waitForHydration(page);
        expect(await page.locator('form[method="post"]').count(), path).toBe(0);
        await expect(page.locator('main .call-instead').first(), path).toContainText(`Please call us on ${phone}`);
        expect(await seriousViolations(page, path)).toEqual([]);
      }
      await screenshot(page, `forms-closed-ask-${viewport.width}`);
      expect(problems).toEqual([]);
    });
  }
});

/** What a 429 says: what happened, that nothing was lost, when to try again (the test servers' window is an hour) and the number. */
const rateLimited = (phone: string) =>
  `So many messages have come from this device or network in the last few minutes that this one was not sent. What you typed is still here: please try again in about an hour, or call us now on ${phone}.`;

test.describe('a second post from the same address (429), with JavaScript', () => {
  test('the dialog names the number and when to try again, keeps what was typed and takes the focus, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { origin } = await start(true);
    const problems = watchProblems(page);
    await page.goto(`${origin}${place.path}`);
    await waitForHydration(page);
    const opener = page.locator('.hero a.btn-secondary').first();
    await opener.click();
    await page.fill('dialog input[name=name]', 'Zoë Smith');
    await page.fill('dialog input[name=phone]', '07911 123456');
    await page.click('dialog button[type=submit]');
    await page.waitForSelector('dialog [role=status]');
    await page.locator('dialog button', { hasText: 'Close' }).click();
    await opener.click();
    await page.fill('dialog input[name=name]', 'Zoë Smith');
    await page.fill('dialog input[name=phone]', '07911 123457');
    await page.fill('dialog textarea[name=note]', 'Back door\nwill not lock');
    await page.click('dialog button[type=submit]');
    await expect(page.locator('dialog .form-alert')).toHaveText(rateLimited(place.phone));
    await expect(page.locator('dialog .form-alert')).toBeFocused();
    expect(await page.inputValue('dialog input[name=name]')).toBe('Zoë Smith');
    expect(await page.inputValue('dialog input[name=phone]')).toBe('07911 123457');
    expect(await page.inputValue('dialog textarea[name=note]')).toBe('Back door\nwill not lock');
    await screenshot(page, 'callback-dialog-429-360');
    // The answer's 429 is inside a 200 response: nothing failed on the wire.
    expect(problems).toEqual([]);
  });

  test('the question form names the number and when to try again, and keeps what was typed, at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const { origin } = await start(true);
    await page.goto(`${origin}/ask-the-expert`);
    await waitForHydration(page);
    const form = page.locator('form#question-form');
    const ask = async (question: string) => {
      await form.getByLabel('Your name').fill('Sam Jones');
      await form.getByLabel('E-mail address').fill('sam@example.com');
      await form.getByLabel('Your question').fill(question);
      await form.getByRole('button', { name: 'Submit Question' }).click();
    };
    await ask('Which lock for a shed?');
    await expect.poll(() => form.getByRole('button').textContent()).toBe('Question Submitted');
    await expect.poll(() => form.getByRole('button').textContent(), { timeout: 10_000 }).toBe('Submit Question');
    await ask('And for a gate? 鍵');
    await expect(form.getByRole('alert')).toHaveText(rateLimited(site.phone));
    await expect(form.getByRole('alert')).toBeFocused();
    expect(await form.getByLabel('Your question').inputValue()).toBe('And for a gate? 鍵');
    expect(await form.getByLabel('Your name').inputValue()).toBe('Sam Jones');
  });
});

test.describe('a second post from the same address (429), without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('the call-back page lands on the answer, says when to try again, names the number and keeps what was typed, at 320 px', async ({ page }) => {
    const { origin } = await start(true);
    const send = async (phone: string) => {
      await page.goto(`${origin}/call-back?from=${encodeURIComponent(place.path)}`);
      await page.fill('input[name=name]', 'Zoë Smith');
      await page.fill('input[name=phone]', phone);
      await page.fill('textarea[name=note]', 'Back door will not lock');
      const [response] = await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      return response;
    };
    expect((await send('07911 123456'))?.status()).toBe(200);
    expect((await send('07911 123457'))?.status()).toBe(429);
    const alert = page.locator('#callback-answer');
    await expect(alert).toHaveText(rateLimited(place.phone));
    const box = (await alert.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y).toBeLessThan(640 / 2);
    expect(await page.inputValue('input[name=name]')).toBe('Zoë Smith');
    expect(await page.inputValue('input[name=phone]')).toBe('07911 123457');
    expect(await page.inputValue('textarea[name=note]')).toBe('Back door will not lock');
    await screenshot(page, 'callback-page-429-nojs-320');
  });
});
