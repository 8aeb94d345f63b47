/**
 * The leads inbox (server/inbox, docs/decisions/065) through the real app and a real lead store:
 * off until someone is invited, no lead data without a session, every response uncacheable and
 * unindexed, cross-site and token-less posts refused, the session cookie's flags and rotation,
 * two takers racing (SQLite, and PostgreSQL with DATABASE_URL), and the history each change appends.
 */
import express from 'express';
import { HtmlValidate } from 'html-validate';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxCopy } from '../data/inbox.ts';
import { createClaimLink } from '../server/inbox/claim-links.ts';
import { createInbox, type Inbox } from '../server/inbox/index.ts';
import { historyOf, listLeads, takeLead } from '../server/inbox/leads.ts';
import { enrolPath, invite, removePerson } from '../server/inbox/people.ts';
import { ABSOLUTE_HOURS, currentSession, IDLE_HOURS, SESSION_COOKIE, startSession } from '../server/inbox/sessions.ts';
import { digest, newToken } from '../server/inbox/tokens.ts';
import { type Db, openPostgres, timestamp } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { migrate } from '../server/store/migrations.ts';
import { SIGN_IN_ATTEMPTS } from '../server/leads/rate-limits.ts';
import { clientDir, testApp } from './helpers/app.ts';
import { sessionFor } from './helpers/inbox-session.ts';
import { htmlValidateConfig } from './helpers/html-validate-config.ts';
import { freshSchema, memoryDb, postgresUrl, startReceiver, testLeadConfig, WEBHOOK_SECRET } from './helpers/leads.ts';
import { TEST_LEAD_MARK } from '../server/leads/test-lead-mark.ts';

const ORIGIN = 'http://localhost:4321';
const logger = pino({ level: 'silent' });
const config = testLeadConfig();

/** A lead sent through the real lead service, as the public form sends it; returns its id. */
async function postLead(leads: LeadService, name: string): Promise<string> {
  const result = await leads.submit(
    'callback',
    { name, phone: '07911 123456', postcode: 'LS1 4AP', need: 'lockout', note: 'Front door' },
    { page: '/leeds', place: 'Leeds', clientAddress: '203.0.113.9' },
  );
  if (result.status !== 'stored') throw new Error(`lead not stored: ${result.status}`);
  return result.id;
}

let db: Db;
let leads: LeadService;
let inbox: Inbox;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  db = await memoryDb();
  leads = await createLeadService(config, logger, { db, worker: false });
  inbox = createInbox({ db, origin: ORIGIN, siteName: 'Test', clientDir, config, logger });
  app = testApp({ leads, inbox });
});

afterAll(async () => {
  await inbox.close();
  await leads.close();
});

describe('the inbox before anyone is invited', () => {
  it('answers every inbox URL with the site’s own 404, like any unknown URL, and sets no cookie', async () => {
    const unknown = await request(app).get('/no-such-page-here');
    for (const path of ['/inbox', '/inbox/sign-in', '/inbox/enrol/0000', '/inbox/static/passkeys.js']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(res.headers['x-robots-tag'], path).toBe(unknown.headers['x-robots-tag']);
      expect(res.text, path).toContain('<title>');
    }
    expect((await request(app).post('/inbox/sign-in/options').set('Origin', ORIGIN)).status).not.toBe(200);
  });
});

describe('the inbox once someone is invited', () => {
  let leadId: string;
  let dave: string;
  let priya: string;

  beforeAll(async () => {
    leadId = await postLead(leads, 'Alex Lockedout');
    dave = (await invite(db, 'Dave', 'dave@example.co.uk')).personId;
    priya = (await invite(db, 'Priya', 'priya@example.co.uk')).personId;
  });

  it('gives no lead data to a request without a session: pages go to sign-in, posts are refused', async () => {
    const pages = [
      '/inbox',
      '/inbox?show=taken',
      '/inbox?q=Alex',
      '/inbox/leads/not-a-lead',
      '/inbox/no-such-page',
      '/inbox/counts',
      '/inbox/counts?weeks=4',
    ];
    for (const path of pages) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.location, path).toBe('/inbox/sign-in');
      expect(res.text, path).not.toContain('Alex');
    }
    // A lead's own link comes back to the lead after sign-in; nothing else can be named there.
    const lead = await request(app).get(`/inbox/leads/${leadId}`);
    expect(lead.status).toBe(303);
    expect(lead.headers.location).toBe(`/inbox/sign-in?next=${encodeURIComponent(`/inbox/leads/${leadId}`)}`);
    expect(lead.text).not.toContain('Alex');
    expect((await request(app).get(lead.headers.location!)).text).toContain(`data-finish="/inbox/sign-in?next=%2Finbox%2Fleads%2F${leadId}"`);
    for (const next of ['https://evil.example/', '//evil.example', '/inbox/../x']) {
      expect((await request(app).get('/inbox/sign-in').query({ next })).text, next).toContain('data-finish="/inbox/sign-in"');
    }
    for (const action of ['take', 'note', 'done', 'spam', 'reopen']) {
      const res = await request(app).post(`/inbox/leads/${leadId}/${action}`).set('Origin', ORIGIN).type('form').send({ note: 'x' });
      expect(res.status, action).toBe(403);
      expect(res.text, action).not.toContain('Alex');
    }
    // A made-up session cookie is no session.
    const forged = await request(app)
      .get('/inbox')
      .set('Cookie', `${SESSION_COOKIE}=${'a'.repeat(64)}`);
    expect(forged.status).toBe(303);
    expect((await historyOf(db, leadId)).length).toBe(0);
  });

  it('marks every inbox response no-store and noindex, the sign-in and enrolment pages included', async () => {
    const { cookie } = await sessionFor(db, dave);
    const { token } = await invite(db, 'Dave', 'dave@example.co.uk');
    const responses = [
      await request(app).get('/inbox/sign-in'),
      await request(app).get(enrolPath(token)),
      await request(app).get(enrolPath('f'.repeat(64))),
      await request(app).get('/inbox'),
      await request(app).get('/inbox').set('Cookie', cookie),
      await request(app).get(`/inbox/leads/${leadId}`).set('Cookie', cookie),
      await request(app).get('/inbox/static/inbox.css'),
      await request(app).post('/inbox/sign-in/options').set('Origin', 'https://evil.example'),
      await request(app).get('/inbox/no-such-page').set('Cookie', cookie),
      await request(app).get('/inbox/no-such-page'),
    ];
    for (const [i, res] of responses.entries()) {
      expect(res.headers['cache-control'], `response ${i}`).toBe('no-store');
      expect(res.headers['x-robots-tag'], `response ${i}`).toBe('noindex, nofollow');
    }
    expect(responses[1]!.text).toContain(inboxCopy.enrol.button);
    // A used, expired or mistyped link: one answer for every reason.
    expect(responses[2]!.status).toBe(404);
    expect(responses[2]!.text).toContain(inboxCopy.enrol.invalid);
    // An address the inbox does not have: its own 404 for someone signed in, sign-in for anyone else.
    expect(responses[8]!.status).toBe(404);
    expect(responses[8]!.text).toContain(inboxCopy.noSuchPage);
    expect(responses[9]!.status).toBe(303);
  });

  it('shows the lead with its number as a tel: link to a signed-in person, and finds it by name, number and postcode', async () => {
    const { cookie } = await sessionFor(db, dave);
    const list = await request(app).get('/inbox').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.text).toContain('Alex Lockedout');
    expect(list.text).toContain('href="tel:+447911123456"');
    expect(list.text).toContain(inboxCopy.urgent);
    for (const q of ['alex', '07911 123456', 'ls14ap', 'LS1 4AP']) {
      expect((await request(app).get('/inbox').query({ q }).set('Cookie', cookie)).text, q).toContain('Alex Lockedout');
    }
    expect((await request(app).get('/inbox').query({ q: 'nobody-by-this-name' }).set('Cookie', cookie)).text).not.toContain('Alex Lockedout');
  });

  it('sends a test lead through every channel from its button, says how each went, and stores nothing', async () => {
    const { cookie, csrf } = await sessionFor(db, dave);
    const post = (target: ReturnType<typeof testApp>) =>
      request(target).post('/inbox/test-lead').set('Cookie', cookie).set('Origin', ORIGIN).type('form').send({ _csrf: csrf });
    // No channel here: nothing is sent, and the page says what to set.
    expect((await request(app).get('/inbox').set('Cookie', cookie)).text).toContain('action="/inbox/test-lead"');
    expect((await post(app)).text).toContain(inboxCopy.testLead.none.split(',')[0]!);
    // A real webhook receiver: delivered once, then a 503 reported as not delivered.
    const receiver = await startReceiver();
    const withHook = createInbox({
      db,
      origin: ORIGIN,
      siteName: 'Test',
      clientDir,
      config: { ...config, webhook: { url: receiver.url, secret: WEBHOOK_SECRET } },
      logger,
    });
    try {
      const hookApp = testApp({ leads, inbox: withHook });
      const before = (await listLeads(db, 'open', '')).length;
      const sent = await post(hookApp);
      expect(sent.status).toBe(200);
      expect(sent.text).toContain('webhook (LEADS_WEBHOOK_URL): delivered');
      expect(receiver.received.map((hook) => hook.body.name)).toEqual([TEST_LEAD_MARK]);
      receiver.failNext = 1;
      expect((await post(hookApp)).text).toMatch(/webhook \(LEADS_WEBHOOK_URL\): not delivered \(webhook answered HTTP 503\)/);
      expect((await listLeads(db, 'open', '')).length).toBe(before);
      // Like every change, it needs the session's token.
      expect((await request(hookApp).post('/inbox/test-lead').set('Cookie', cookie).set('Origin', ORIGIN).type('form').send({})).status).toBe(403);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await withHook.close();
      await receiver.close();
    }
  });

  it('refuses a cross-site post and a post without the session’s CSRF token, changing nothing', async () => {
    const { cookie, csrf } = await sessionFor(db, dave);
    const post = (origin: string | null, fields: Record<string, string>, site?: string) => {
      const r = request(app).post(`/inbox/leads/${leadId}/take`).set('Cookie', cookie).type('form');
      if (origin) r.set('Origin', origin);
      if (site) r.set('Sec-Fetch-Site', site);
      return r.send(fields);
    };
    expect((await post('https://evil.example', { _csrf: csrf })).status).toBe(403);
    expect((await post(ORIGIN, { _csrf: csrf }, 'cross-site')).status).toBe(403);
    expect((await post(null, { _csrf: csrf })).status).toBe(403);
    expect((await post(ORIGIN, {})).status).toBe(403);
    expect((await post(ORIGIN, { _csrf: newToken() })).status).toBe(403);
    expect((await historyOf(db, leadId)).length).toBe(0);
    // The passkey steps check Origin too.
    expect((await request(app).post('/inbox/sign-in/options').set('Origin', 'https://evil.example')).status).toBe(403);
  });

  it('lets one of two people racing to take a lead have it, and tells the other who did', async () => {
    const id = await postLead(leads, 'Race Lead');
    const a = await sessionFor(db, dave);
    const b = await sessionFor(db, priya);
    const take = (s: { cookie: string; csrf: string }) =>
      request(app).post(`/inbox/leads/${id}/take`).set('Cookie', s.cookie).set('Origin', ORIGIN).type('form').send({ _csrf: s.csrf });
    const answers = await Promise.all([take(a), take(b)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([303, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    const winner = (await historyOf(db, id)).find((h) => h.action === 'taken')!.person_name;
    expect(loser.text).toContain(`${winner} already has this lead`);
    expect((await historyOf(db, id)).filter((h) => h.action === 'taken')).toHaveLength(1);

    // A lead marked spam before anyone took it cannot be taken from a page left open.
    const spam = await postLead(leads, 'Spam Lead');
    const post = (action: string) =>
      request(app).post(`/inbox/leads/${spam}/${action}`).set('Cookie', a.cookie).set('Origin', ORIGIN).type('form').send({ _csrf: a.csrf });
    expect((await post('spam')).status).toBe(303);
    const refused = await post('take');
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(inboxCopy.taken.closed.replace('{state}', inboxCopy.filters.spam.toLowerCase()));
  });

  it('appends every change to the history, with who and when', async () => {
    const id = await postLead(leads, 'History Lead');
    const s = await sessionFor(db, priya);
    const post = (action: string, fields: Record<string, string> = {}) =>
      request(app)
        .post(`/inbox/leads/${id}/${action}`)
        .set('Cookie', s.cookie)
        .set('Origin', ORIGIN)
        .type('form')
        .send({ _csrf: s.csrf, ...fields });
    expect((await post('take')).status).toBe(303);
    expect((await post('note', { note: 'Rang back, on my way' })).status).toBe(303);
    expect((await post('done')).status).toBe(303);
    const history = await historyOf(db, id);
    expect(history.map((h) => [h.person_name, h.action, h.note])).toEqual([
      ['Priya', 'taken', null],
      ['Priya', 'note', 'Rang back, on my way'],
      ['Priya', 'done', null],
    ]);
    // The database itself refuses to rewrite a history row.
    await expect(db.q.updateTable('lead_history').set({ person_name: 'Someone else' }).where('lead_id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    const page = await request(app).get(`/inbox/leads/${id}`).set('Cookie', s.cookie);
    expect(page.text).toContain('Rang back, on my way');
    expect((await request(app).get('/inbox?show=done').set('Cookie', s.cookie)).text).toContain('History Lead');
    expect((await request(app).get('/inbox?show=open').set('Cookie', s.cookie)).text).not.toContain('History Lead');
  });

  it('ends a session idle for IDLE_HOURS, and any session ABSOLUTE_HOURS after it began', async () => {
    const hoursAgo = (h: number) => timestamp(new Date(Date.now() - h * 3600_000));
    const idle = await sessionFor(db, dave);
    const old = await sessionFor(db, dave);
    const hash = (s: { cookie: string }) => digest(s.cookie.split('=')[1]!);
    await db.q
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(IDLE_HOURS + 0.1) })
      .where('token_hash', '=', hash(idle))
      .execute();
    await db.q
      .updateTable('sessions')
      .set({ expires_at: hoursAgo(0.1), created_at: hoursAgo(ABSOLUTE_HOURS + 0.1) })
      .where('token_hash', '=', hash(old))
      .execute();
    for (const s of [idle, old]) expect((await request(app).get('/inbox').set('Cookie', s.cookie)).status).toBe(303);
    // A session used within the idle time stays.
    const fresh = await sessionFor(db, dave);
    await db.q
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(IDLE_HOURS - 0.1) })
      .where('token_hash', '=', hash(fresh))
      .execute();
    expect((await request(app).get('/inbox').set('Cookie', fresh.cookie)).status).toBe(200);
  });

  it('limits sign-in attempts per client address, saying nothing about who exists', async () => {
    const own = createInbox({ db, origin: ORIGIN, siteName: 'Test', clientDir, config, logger });
    try {
      const limited = testApp({ leads, inbox: own });
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) {
        expect((await request(limited).post('/inbox/sign-in/options').set('Origin', ORIGIN)).status).toBe(200);
      }
      const refused = await request(limited).post('/inbox/sign-in/options').set('Origin', ORIGIN);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A sign-in with a made-up passkey gets one answer, whoever it claims to be.
      const another = createInbox({ db, origin: ORIGIN, siteName: 'Test', clientDir, config, logger });
      const fresh = testApp({ leads, inbox: another });
      const options = await request(fresh).post('/inbox/sign-in/options').set('Origin', ORIGIN);
      expect(options.body.options.allowCredentials ?? []).toEqual([]);
      const answer = await request(fresh)
        .post('/inbox/sign-in')
        .set('Origin', ORIGIN)
        .send({ challengeId: options.body.challengeId, response: { id: 'made-up', rawId: 'made-up', type: 'public-key', response: {} } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'failed' });
      await another.close();
    } finally {
      await own.close();
    }
  });

  it('voids an unused invitation when the same address is invited again: the earlier link answers like an unknown one', async () => {
    const first = await invite(db, 'Rita', 'rita@example.co.uk');
    expect((await request(app).get(enrolPath(first.token))).status).toBe(200);
    const second = await invite(db, 'Rita', 'RITA@example.co.uk');
    expect(second.personId).toBe(first.personId);
    const voided = await request(app).get(enrolPath(first.token));
    const unknown = await request(app).get(enrolPath('e'.repeat(64)));
    expect(voided.status).toBe(404);
    expect(voided.text).toBe(unknown.text);
    expect((await request(app).get(enrolPath(second.token))).status).toBe(200);
  });

  it('shows direction overrides and control characters a visitor typed as codes, isolated, in the list, the lead and its title', async () => {
    const { cookie } = await sessionFor(db, dave);
    const name = 'Bob \u202eexe.txt\u202c Smith\u0085';
    const id = await postLead(leads, name);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
    const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    for (const path of ['/inbox', `/inbox/leads/${id}`]) {
      const page = await request(app).get(path).set('Cookie', cookie);
      expect(page.status).toBe(200);
      expect(page.text, path).not.toMatch(RAW);
      expect(page.text, path).toContain('<bdi>Bob \\u202eexe.txt\\u202c Smith\\u0085</bdi>');
    }
    const lead = await request(app).get(`/inbox/leads/${id}`).set('Cookie', cookie);
    expect(lead.text).toContain('<title>Bob \\u202eexe.txt\\u202c Smith\\u0085');
  });

  it('writes valid HTML on every page, by the site’s own rules', async () => {
    const { cookie } = await sessionFor(db, dave);
    const { token } = await invite(db, 'Dave', 'dave@example.co.uk');
    const validator = new HtmlValidate(htmlValidateConfig);
    const claimToken = await createClaimLink(db, await postLead(leads, 'Valid Claim'), priya);
    const pages = [
      '/inbox',
      '/inbox?show=done&q=Alex',
      `/inbox/leads/${leadId}`,
      '/inbox/sign-in',
      enrolPath(token),
      enrolPath('f'.repeat(64)),
      `/inbox/claim/${claimToken}`,
      `/inbox/claim/${'f'.repeat(64)}`,
    ];
    for (const path of pages) {
      const res = await request(app).get(path).set('Cookie', cookie);
      const report = await validator.validateString(res.text);
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
        path,
      ).toEqual([]);
    }
  });

  it('ends a removed person’s sessions at once', async () => {
    const { personId } = await invite(db, 'Temp', 'temp@example.co.uk');
    const { cookie } = await sessionFor(db, personId);
    expect((await request(app).get('/inbox').set('Cookie', cookie)).status).toBe(200);
    expect(await removePerson(db, 'TEMP@example.co.uk')).toBe(true);
    expect((await request(app).get('/inbox').set('Cookie', cookie)).status).toBe(303);
  });
});

describe('the session cookie', () => {
  /** A tiny app that starts a session the way sign-in does, and reads it back. */
  function sessionApp(secure: boolean) {
    const tiny = express();
    tiny.post('/inbox/start/:person', async (req, res) => {
      await startSession(db, req, res, req.params.person, secure);
      res.end();
    });
    tiny.get('/inbox/who', async (req, res) => {
      res.json((await currentSession(db, req, secure))?.name ?? null);
    });
    return tiny;
  }

  it('is HttpOnly and SameSite=Lax; on https Secure and __Host- (Path=/), on plain http limited to /inbox; rotated at sign-in', async () => {
    const { personId } = await invite(db, 'Cookie', 'cookie@example.co.uk');
    for (const secure of [false, true]) {
      const tiny = sessionApp(secure);
      const first = await request(tiny).post(`/inbox/start/${personId}`);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^${secure ? '__Host-' : ''}${SESSION_COOKIE}=[0-9a-f]{64};`));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain(secure ? 'Path=/;' : 'Path=/inbox;');
      expect(setCookie).not.toContain('Domain=');
      expect(setCookie.includes('Secure'), `secure=${secure}`).toBe(secure);
      const old = setCookie.split(';')[0]!;
      expect((await request(tiny).get('/inbox/who').set('Cookie', old)).body).toBe('Cookie');
      // Signing in again with the old cookie: a new token, and the old one no longer works.
      const second = await request(tiny).post(`/inbox/start/${personId}`).set('Cookie', old);
      const renewed = String(second.headers['set-cookie']).split(';')[0]!;
      expect(renewed).not.toBe(old);
      expect((await request(tiny).get('/inbox/who').set('Cookie', renewed)).body).toBe('Cookie');
      expect((await request(tiny).get('/inbox/who').set('Cookie', old)).body).toBe(null);
    }
  });
  it('a second cookie of the same name, planted beside the real one, neither signs the person out nor in as someone else', async () => {
    const { personId } = await invite(db, 'Planted', 'planted@example.co.uk');
    const { personId: otherId } = await invite(db, 'Intruder', 'intruder@example.co.uk');
    for (const secure of [false, true]) {
      const tiny = sessionApp(secure);
      const real = String((await request(tiny).post(`/inbox/start/${personId}`)).headers['set-cookie']).split(';')[0]!;
      const [name] = real.split('=');
      // A browser sends the cookie with the longer path first: a sibling host's or an http page's.
      for (const planted of [`${name}=${'b'.repeat(64)}`, `${name}=`, `${name}=not-a-token`]) {
        expect((await request(tiny).get('/inbox/who').set('Cookie', `${planted}; ${real}`)).body, planted).toBe('Planted');
      }
      if (secure) {
        // On https only the __Host- cookie is read: one under the plain name, even a live session's, is ignored.
        const other = String((await request(sessionApp(false)).post(`/inbox/start/${otherId}`)).headers['set-cookie']).split(';')[0]!;
        expect((await request(tiny).get('/inbox/who').set('Cookie', `${other}; ${real}`)).body).toBe('Planted');
        expect((await request(tiny).get('/inbox/who').set('Cookie', other)).body).toBe(null);
      }
    }
  });
});

describe.runIf(postgresUrl)('taking a lead on PostgreSQL', () => {
  it('lets exactly one of two instances take it', async () => {
    const { url, drop } = await freshSchema(postgresUrl!);
    const one = openPostgres(url);
    const two = openPostgres(url);
    try {
      await migrate(one);
      const service = await createLeadService({ ...config, databaseUrl: url }, logger, { db: openPostgres(url), worker: false });
      const id = await postLead(service, 'Postgres Lead');
      await service.close();
      const a = await invite(one, 'Dave', 'dave@example.co.uk');
      const b = await invite(one, 'Priya', 'priya@example.co.uk');
      const results = await Promise.all([takeLead(one, id, { id: a.personId, name: 'Dave' }), takeLead(two, id, { id: b.personId, name: 'Priya' })]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const lost = results.find((r) => !r.ok) as { takenBy: string };
      const history = await historyOf(one, id);
      expect(history).toHaveLength(1);
      expect(lost.takenBy).toBe(history[0]!.person_name);
      await expect(one.q.updateTable('lead_history').set({ note: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    } finally {
      await one.close();
      await two.close();
      await drop();
    }
  });
});
