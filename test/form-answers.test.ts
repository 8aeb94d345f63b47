/**
 * A post that is not taken keeps what the visitor typed and names the page's number, with and
 * without JavaScript: 429 (rate-limited) and 500 (the lead store failed, logged without the
 * visitor's details). 413 is in test/form-limits.test.ts.
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../server/app.ts';
import { describeFailure } from '../server/http/lead-post.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { site, testApp } from './helpers/app.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { fixturePages } from './helpers/fixture-pages.ts';

/**
 * The call-back page opened from a place's page names that place's number (docs/decisions/043): a
 * place with a local number where the business has any, else the home team's place and the business's number.
 */
const [fromPage, pagePhone] = fixturePages.localPhone
  ? [`/${fixturePages.localPhone[0]}`, fixturePages.localPhone[1]]
  : [fixturePages.city, site.phone];
const callBackFrom = `/call-back?from=${encodeURIComponent(fromPage)}`;

const visible = (html: string) => html.replace(/<!-- -->/g, '');
const callback = {
  from: fromPage,
  name: 'Zoë Smith',
  phone: '07911 123456',
  postcode: 'LS6 2AB',
  need: 'lockout',
  note: 'Back door\r\nwill not lock 🔒',
};
const question = { name: 'Sam Jones', email: 'sam@example.com', question: 'Which lock\r\nfor a shed? 鍵' };
/** Every field of the form comes back as it was sent (the textarea's first line break is React's own). */
function expectRefilled(html: string, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'from') expect(html).toContain(`name="from" value="${value}"`);
    else if (name === 'need') expect(html).toContain(`<input type="radio" name="need" checked="" value="${value}"/>`);
    else if (name === 'note' || name === 'question')
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*>\\n?${value.replace(/[?]/g, '\\?')}</textarea>`));
    else expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`));
  }
}

describe('rate-limited posts (429)', () => {
  let db: Db;
  let leads: LeadService;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    db = await memoryDb();
    leads = await createLeadService(testLeadConfig({ ratePerAddress: 1 }), pino({ level: 'silent' }), { db: { ...db, close: async () => {} } });
    app = testApp({ leads, trustProxy: 'loopback', pageCacheBytes: 0 });
  });
  afterAll(async () => {
    await leads.close();
    await db.close();
  });

  it('without JavaScript: the call-back page again, the form filled in and the number to call', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.10' };
    expect((await request(app).post(callBackFrom).set(from).type('form').send(callback)).status).toBe(200);
    const res = await request(app).post(callBackFrom).set(from).type('form').send(callback);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const html = visible(res.text);
    // What happened, that nothing was lost, when to try again and the number; the page lands on it (#callback-answer).
    expect(html).toContain(
      `<div id="callback-answer" class="form-alert" role="alert" tabindex="-1">So many messages have come from this device or network in the last few minutes that this one was not sent. What you typed is still here: please try again in about an hour, or call us now on ${pagePhone}.</div>`,
    );
    expect(html).toContain(`action="${callBackFrom}#callback-answer"`);
    expect(html).not.toMatch(/check your (internet )?connection/i);
    expectRefilled(html, callback);
  });

  it('without JavaScript: the question forms again, filled in, with the number', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.11' };
    expect((await request(app).post('/ask-the-expert').set(from).type('form').send(question)).status).toBe(200);
    for (const [path, fields] of [
      ['/ask-the-expert', question],
      ['/blog', { email: question.email, question: question.question }],
    ] as const) {
      const res = await request(app).post(path).set(from).type('form').send(fields);
      expect(res.status, path).toBe(429);
      const html = visible(res.text);
      expect(html, path).toContain(`please try again in about an hour, or call us now on ${site.phone}.`);
      expect(html, path).not.toMatch(/check your (internet )?connection/i);
      expectRefilled(html, fields);
    }
  });

  it('with JavaScript: the answer carries what was sent, for the form to keep', async () => {
    const from = { 'X-Forwarded-For': '192.0.2.12' };
    await request(app).post('/call-back.data').set(from).type('form').send(callback);
    const res = await request(app).post('/call-back.data').set(from).type('form').send(callback);
    const { from: _page, ...values } = callback;
    expect(res.body).toEqual({
      actionData: { 'call-back': { status: 'rate-limited', values, retryAfterSeconds: expect.any(Number) } },
      status: 429,
    });
    expect(res.body.actionData['call-back'].retryAfterSeconds).toBeGreaterThan(3000);
  });
});

describe('a lead store that fails (500)', () => {
  const failure = Object.assign(new Error('invalid input syntax for type uuid: "Zoë Smith 07911 123456"'), {
    code: '22P02',
    detail: 'Key (phone)=(+447911123456) already exists.',
  });
  const broken: LeadService = {
    submit: async () => {
      throw failure;
    },
    oldestUndeliveredAgeSeconds: async () => null,
    health: async () => ({ store: 'unavailable', delivery: 'email', oldestUndeliveredLeadSeconds: null }),
    close: async () => {},
  };
  const { logger, lines } = capturedLogger('info');
  const app = testApp({ logger, leads: broken, pageCacheBytes: 0 });

  it('without JavaScript: the form again with status 500, filled in, with the number; logged without the visitor’s details', async () => {
    lines.length = 0;
    const res = await request(app).post(callBackFrom).type('form').send(callback);
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = visible(res.text);
    expect(html).toContain(
      `<div id="callback-answer" class="form-alert" role="alert" tabindex="-1">Your request could not be sent. Please try again, or call us on ${pagePhone}.</div>`,
    );
    expectRefilled(html, callback);
    const asked = await request(app).post('/ask-the-expert').type('form').send(question);
    expect(asked.status).toBe(500);
    expect(visible(asked.text)).toContain(`Your question could not be sent. Please try again, or call us on ${site.phone}.`);
    expectRefilled(visible(asked.text), question);

    const failures = lines.filter((line) => line.msg === 'lead not stored: the lead store failed');
    expect(failures.map((line) => [line.level, line.kind, line.page])).toEqual([
      [50, 'callback', fromPage],
      [50, 'question', '/ask-the-expert'],
    ]);
    expect(failures[0]!.error).toEqual({ type: 'Error', code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
    const logged = JSON.stringify(lines);
    for (const personal of ['Zoë', 'Smith', '07911', '447911', '123456', 'LS6', 'Back door', 'sam@example.com', 'Sam Jones', 'for a shed']) {
      expect(logged, personal).not.toContain(personal);
    }
  });

  it('with JavaScript: status 500 in the answer, with what was sent', async () => {
    const res = await request(app).post('/blog.data').type('form').send({ email: question.email, question: question.question });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      actionData: { blog: { status: 'failed', values: { email: question.email, question: question.question } } },
      status: 500,
    });
  });

  it('describes an error without what it quotes', () => {
    expect(describeFailure(new TypeError('value \'Sam\' is not "allowed"'))).toEqual({ type: 'TypeError', message: 'value "…" is not "…"' });
    expect(describeFailure(new Error('cut off at "Sam Jo'))).toEqual({ type: 'Error', message: 'cut off at "…' });
    expect(describeFailure('down')).toEqual({ type: 'string', message: '' });
  });
});
