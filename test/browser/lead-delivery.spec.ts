import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { readAssets } from '../../server/assets.ts';
import { createLeadService, type LeadService } from '../../server/leads/index.ts';
import { clientDir, site } from '../helpers/app.ts';
import { newContext, PHONE, runBrowserTests, useBrowser, waitForHydration, watchProblems } from '../helpers/browser.ts';
import { memoryDb, startReceiver, startSmtp, testLeadConfig, WEBHOOK_SECRET, waitFor } from '../helpers/leads.ts';

/**
 * The whole way a lead travels, as a visitor sends it: from Chromium, with JavaScript and without,
 * through the route actions into the database, and out to a real SMTP server and a webhook
 * receiver that checks the signature, both started here.
 */
describe.skipIf(!runBrowserTests)('leads from the browser to the business', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let leads: LeadService;
  let closeDb: () => Promise<void>;
  const env = useBrowser(async () => {
    smtp = await startSmtp();
    receiver = await startReceiver();
    const db = await memoryDb();
    closeDb = () => db.close();
    const config = testLeadConfig({
      email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'jobs@tumblerway.example', from: 'site@tumblerway.example' },
      webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
    });
    leads = await createLeadService(config, pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
    return createApp({ site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), leads, pageCacheBytes: 0 });
  });
  afterAll(async () => {
    await leads?.close();
    await closeDb?.();
    await smtp?.stop();
    await receiver?.close();
  });

  /** The e-mail and the webhook call for the lead whose text includes `marker`, once each. */
  async function deliveredOnce(marker: string) {
    await waitFor(
      () => smtp.messages.some((m) => m.raw.includes(marker)) && receiver.received.some((r) => JSON.stringify(r.body).includes(marker)),
      20_000,
      `the lead '${marker}' by e-mail and webhook`,
    );
    const mails = smtp.messages.filter((m) => m.raw.includes(marker));
    const hooks = receiver.received.filter((r) => JSON.stringify(r.body).includes(marker));
    expect(mails).toHaveLength(1);
    expect(hooks).toHaveLength(1);
    // The idempotency key is the lead's id in both channels.
    expect(hooks[0]!.id).toBe(mails[0]!.leadId);
    return { mail: mails[0]!.raw.replace(/=\r?\n/g, ''), hook: hooks[0]!.body };
  }

  it('delivers a call-back request from /leeds sent in the dialog (JavaScript on)', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${env.origin}/leeds`);
    await waitForHydration(page);
    await page.locator('.hero a.btn-secondary').first().click();
    await page.waitForSelector('dialog.callback-dialog[open]');
    await page.fill('dialog input[name=name]', 'Dialog Visitor');
    await page.fill('dialog input[name=phone]', '07911 123456');
    await page.click('dialog button[type=submit]');
    await page.waitForSelector('dialog [role=status]');
    const { mail, hook } = await deliveredOnce('Dialog Visitor');
    expect(mail).toContain('/leeds');
    expect(mail).toContain('Leeds');
    expect(hook).toMatchObject({ kind: 'callback', page: '/leeds', place: 'Leeds', phone: '+447911123456' });
    expect(receiver.refused).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('delivers a call-back request from /leeds sent from the form page (JavaScript off)', async () => {
    const context = await newContext(env.browser, PHONE, false);
    const page = await context.newPage();
    await page.goto(`${env.origin}/leeds`);
    await page.locator('.hero a.btn-secondary').first().click();
    await page.waitForURL(`${env.origin}/call-back?from=%2Fleeds`);
    await page.fill('input[name=name]', 'Plain Visitor');
    await page.fill('input[name=phone]', '0113 496 0000');
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    expect(await page.locator('.callback-done').count()).toBe(1);
    const { mail, hook } = await deliveredOnce('Plain Visitor');
    expect(mail).toContain('/leeds');
    expect(mail).toContain('Leeds');
    expect(hook).toMatchObject({ kind: 'callback', page: '/leeds', place: 'Leeds', phone: '+441134960000' });
    await context.close();
  });

  it('delivers questions from /ask-the-expert with JavaScript on and off', async () => {
    for (const javaScript of [true, false]) {
      const name = javaScript ? 'Script Asker' : 'Plain Asker';
      const context = await newContext(env.browser, PHONE, javaScript);
      const page = await context.newPage();
      await page.goto(`${env.origin}/ask-the-expert`);
      if (javaScript) await waitForHydration(page);
      const form = page.locator('form#question-form');
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('E-mail address').fill('asker@example.com');
      await form.getByLabel('Your question').fill(`Which cylinder fits a uPVC door? (${name})`);
      await form.getByRole('button', { name: 'Submit Question' }).click();
      if (javaScript) await expect.poll(() => form.getByRole('button').textContent()).toBe('Question Submitted');
      else await expect.poll(() => form.getByRole('status').count()).toBe(1);
      const { mail, hook } = await deliveredOnce(name);
      expect(mail).toContain('/ask-the-expert');
      expect(hook).toMatchObject({ kind: 'question', page: '/ask-the-expert', email: 'asker@example.com' });
      await context.close();
    }
    expect(receiver.refused).toBe(0);
  });
});
