import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { readAssets } from '../../server/http/assets.ts';
import { createLeadService } from '../../server/leads/index.ts';
import { clientDir, site } from '../helpers/app.ts';
import { memoryDb, startReceiver, startSmtp, testLeadConfig, WEBHOOK_SECRET } from '../helpers/leads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { serve } from '../helpers/serve.ts';
import { homePlacePage as place } from './examples.ts';
import { test as base, expect, PHONE, waitForHydration, watchProblems } from './fixtures.ts';
import { openLeadStore } from './shared-server.ts';

interface Delivery {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  origin: string;
  stop: () => Promise<void>;
}

/** This file's own app, configured to deliver to a real SMTP server and a webhook receiver started here. */
async function startDelivery(): Promise<Delivery> {
  const smtp = await startSmtp();
  const receiver = await startReceiver();
  const db = await memoryDb();
  const config = testLeadConfig({
    email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'jobs@tumblerway.example', from: 'site@tumblerway.example' },
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
  });
  const leads = await createLeadService(config, pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
  const server = await serve(
    createApp({ site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), leads, pageCacheBytes: 0 }),
  );
  await openLeadStore(server.origin);
  const stop = async () => {
    await server.close();
    await leads.close();
    await db.close();
    await smtp.close();
    await receiver.close();
  };
  return { smtp, receiver, origin: server.origin, stop };
}

// Started by the file's first test and stopped after its last: the tests run in order in one
// worker (mode 'default' below). Not in beforeAll: Playwright resolves baseURL, and so origin, for
// the hooks too.
let started: Promise<Delivery> | undefined;
const test = base.extend<{ delivery: Delivery }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  delivery: async ({}, use) => {
    started ??= startDelivery();
    await use(await started);
  },
  origin: async ({ delivery }, use) => use(delivery.origin),
});

/**
 * The whole way a lead travels, as a visitor sends it: from Chromium, with JavaScript and without,
 * through the route actions into the database, and out to a real SMTP server and a webhook
 * receiver that checks the signature.
 */
test.describe('leads from the browser to the business', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ viewport: PHONE });
  test.afterAll(async () => {
    await (await started)?.stop();
  });

  /** The e-mail and the webhook call for the lead whose text includes `marker`, once each. */
  async function deliveredOnce({ smtp, receiver }: Delivery, marker: string) {
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

  test(`delivers a call-back request from ${place.path} sent in the dialog (JavaScript on)`, async ({ page, delivery }) => {
    const problems = watchProblems(page);
    await page.goto(place.path);
    await waitForHydration(page);
    await page.locator('.hero a.btn-secondary').first().click();
    await page.waitForSelector('dialog.callback-dialog[open]');
    await page.fill('dialog input[name=name]', 'Dialog Visitor');
    await page.fill('dialog input[name=phone]', '07911 123456');
    await page.click('dialog button[type=submit]');
    await page.waitForSelector('dialog [role=status]');
    const { mail, hook } = await deliveredOnce(delivery, 'Dialog Visitor');
    expect(mail).toContain(place.path);
    expect(mail).toContain(place.name);
    expect(hook).toMatchObject({ kind: 'callback', page: place.path, place: place.name, phone: '+447911123456' });
    expect(delivery.receiver.refused).toBe(0);
    expect(problems).toEqual([]);
  });

  test('delivers a question from /ask-the-expert (JavaScript on)', async ({ page, delivery }) => {
    await page.goto('/ask-the-expert');
    await waitForHydration(page);
    const form = page.locator('form#question-form');
    await form.getByLabel('Your name').fill('Script Asker');
    await form.getByLabel('E-mail address').fill('asker@example.com');
    await form.getByLabel('Your question').fill('Which cylinder fits a uPVC door? (Script Asker)');
    await form.getByRole('button', { name: 'Submit Question' }).click();
    await expect.poll(() => form.getByRole('button').textContent()).toBe('Question Submitted');
    const { mail, hook } = await deliveredOnce(delivery, 'Script Asker');
    expect(mail).toContain('/ask-the-expert');
    expect(hook).toMatchObject({ kind: 'question', page: '/ask-the-expert', email: 'asker@example.com' });
    expect(delivery.receiver.refused).toBe(0);
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test(`delivers a call-back request from ${place.path} sent from the form page (JavaScript off)`, async ({ page, origin, delivery }) => {
      await page.goto(place.path);
      await page.locator('.hero a.btn-secondary').first().click();
      await page.waitForURL(`${origin}/call-back?from=${encodeURIComponent(place.path)}`);
      await page.fill('input[name=name]', 'Plain Visitor');
      await page.fill('input[name=phone]', '0113 496 0000');
      await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
      expect(await page.locator('.callback-done').count()).toBe(1);
      const { mail, hook } = await deliveredOnce(delivery, 'Plain Visitor');
      expect(mail).toContain(place.path);
      expect(mail).toContain(place.name);
      expect(hook).toMatchObject({ kind: 'callback', page: place.path, place: place.name, phone: '+441134960000' });
    });

    test('delivers a question from /ask-the-expert (JavaScript off)', async ({ page, delivery }) => {
      await page.goto('/ask-the-expert');
      const form = page.locator('form#question-form');
      await form.getByLabel('Your name').fill('Plain Asker');
      await form.getByLabel('E-mail address').fill('asker@example.com');
      await form.getByLabel('Your question').fill('Which cylinder fits a uPVC door? (Plain Asker)');
      await form.getByRole('button', { name: 'Submit Question' }).click();
      await expect.poll(() => form.getByRole('status').count()).toBe(1);
      const { mail, hook } = await deliveredOnce(delivery, 'Plain Asker');
      expect(mail).toContain('/ask-the-expert');
      expect(hook).toMatchObject({ kind: 'question', page: '/ask-the-expert', email: 'asker@example.com' });
      expect(delivery.receiver.refused).toBe(0);
    });
  });
});
