/**
 * The inbox's 'What brings calls' page (/inbox/counts, docs/decisions/069): signed in only; the
 * counts per week as server-drawn SVG bars with the same numbers in a table; the last 28 days by
 * page, where a page with many views and few calls is marked; valid HTML.
 */
import { HtmlValidate } from 'html-validate';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsData } from '../data/counts.ts';
import { inboxCopy } from '../data/inbox.ts';
import { createCountRecorder } from '../server/counts/recorder.ts';
import { STAND_OUT_MIN_VIEWS } from '../server/counts/report.ts';
import { createInbox, type Inbox } from '../server/inbox/index.ts';
import { invite } from '../server/inbox/people.ts';
import type { Db } from '../server/store/db.ts';
import { clientDir, testApp } from './helpers/app.ts';
import { htmlValidateConfig } from './helpers/html-validate-config.ts';
import { sessionFor } from './helpers/inbox-session.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { fixturePages, servedByPopulation } from './helpers/fixture-pages.ts';
import { pageTemplates } from '../server/routes.ts';

/** Two place pages of the configured business: one that brings calls, and one many visit and nobody calls from. */
const callingPage = fixturePages.city;
const quietPage = `/${servedByPopulation.find((place) => place.slug !== fixturePages.citySlug)!.slug}`;
/** The report table's row for a page. */
const rowOf = (rows: string[], path: string) => rows.find((row) => row.includes(`<th scope="row">${path}<`));

const logger = pino({ level: 'silent' });
let db: Db;
let inbox: Inbox;
let app: ReturnType<typeof testApp>;
let cookie: string;

beforeAll(async () => {
  db = await memoryDb();
  inbox = createInbox({ db, origin: 'http://localhost:4321', siteName: 'Test', clientDir, config: testLeadConfig(), logger });
  app = testApp({ inbox });
  const { personId } = await invite(db, 'Dave', 'dave@example.co.uk');
  ({ cookie } = await sessionFor(db, personId));
  // A page many visit and nobody calls from, beside one that brings calls.
  const recorder = createCountRecorder({ db, logger, retentionMonths: countsData.retentionMonths, templates: pageTemplates, timer: false });
  for (let i = 0; i < STAND_OUT_MIN_VIEWS; i++) {
    recorder.record('view', quietPage, 'search');
    recorder.record('view', callingPage, 'direct');
  }
  for (let i = 0; i < 5; i++) recorder.record('call', callingPage, 'direct');
  recorder.record('callback_request', callingPage, 'unknown');
  await recorder.close();
});

afterAll(async () => {
  await inbox.close();
  await db.close();
});

describe('/inbox/counts', () => {
  it('is for signed-in people only', async () => {
    const res = await request(app).get('/inbox/counts');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/inbox/sign-in');
  });

  it('charts each week and marks the page with many views and few calls', async () => {
    const res = await request(app).get('/inbox/counts').set('Cookie', cookie).expect(200);
    expect(res.text).toContain(`<h1>${inboxCopy.counts.title}</h1>`);
    // One bar per week per chart, the busiest week full height.
    expect((res.text.match(/<rect /g) ?? []).length).toBeGreaterThanOrEqual(12 * 6);
    const rows = res.text.split('<tr').filter((row) => row.includes('<th scope="row">/'));
    const quiet = rowOf(rows, quietPage);
    const calling = rowOf(rows, callingPage);
    expect(quiet).toContain(inboxCopy.counts.fewCalls);
    expect(calling).toBeDefined();
    expect(calling).not.toContain(inboxCopy.counts.fewCalls);
    expect(res.text).toContain(inboxCopy.counts.sourceNames.search);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is linked from the list and writes valid HTML', async () => {
    const list = await request(app).get('/inbox').set('Cookie', cookie).expect(200);
    expect(list.text).toContain('href="/inbox/counts"');
    const res = await request(app).get('/inbox/counts').set('Cookie', cookie);
    const report = await new HtmlValidate(htmlValidateConfig).validateString(res.text);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
