/**
 * The lead e-mail's "taking it" link and the webhook's change events (docs/decisions/068), through
 * the real app, a real lead store, the real SMTP server and a real webhook receiver: each invited
 * person gets their own copy with their own link; opening it changes nothing; its button takes the
 * lead once, from the page's own origin only; a used, expired, unknown or someone-else's link gets
 * a clear 4xx page; every change (the claim included) reaches the webhook as one signed event with
 * its own idempotency key, retried after a failure. Also the list's change stamp (/inbox/changes).
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxCopy } from '../data/inbox.ts';
import { CLAIM_LINK_HOURS, createClaimLink, emailCopiesFor } from '../server/inbox/claim-links.ts';
import { createInbox, type Inbox } from '../server/inbox/index.ts';
import { historyOf, leadById } from '../server/inbox/leads.ts';
import { invite } from '../server/inbox/people.ts';
import { type Db, toDate } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { CLAIM_ATTEMPTS } from '../server/leads/rate-limits.ts';
import { clientDir, testApp } from './helpers/app.ts';
import { sessionFor } from './helpers/inbox-session.ts';
import { memoryDb, type SmtpMessage, startReceiver, startSmtp, testLeadConfig, WEBHOOK_SECRET } from './helpers/leads.ts';
import { waitFor } from './helpers/wait-for.ts';

const ORIGIN = 'http://localhost:4321';
const logger = pino({ level: 'silent' });

let db: Db;
let leads: LeadService;
let inbox: Inbox;
let app: ReturnType<typeof testApp>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let dave: string;
let priya: string;

beforeAll(async () => {
  [smtp, receiver] = await Promise.all([startSmtp(), startReceiver()]);
  config = testLeadConfig({
    siteOrigin: ORIGIN,
    email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'leads@tumblerway.example', from: 'Website <web@tumblerway.example>' },
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
  });
  db = await memoryDb();
  dave = (await invite(db, 'Dave', 'dave@example.co.uk')).personId;
  priya = (await invite(db, 'Priya', 'priya@example.co.uk')).personId;
  leads = await createLeadService(config, logger, { db, emailCopies: emailCopiesFor });
  inbox = createInbox({ db, origin: ORIGIN, siteName: 'Test', clientDir, config, logger });
  app = testApp({ leads, inbox });
});

/**
 * A new inbox on the same store and lead service: its own budgets (sign-in, and the claim links'),
 * so each group of tests starts with whole ones.
 */
let config: Parameters<typeof createInbox>[0]['config'];
const spare: Inbox[] = [];
function freshInbox(): void {
  const another = createInbox({ db, origin: ORIGIN, siteName: 'Test', clientDir, config, logger });
  spare.push(another);
  app = testApp({ leads, inbox: another });
}

afterAll(async () => {
  for (const one of spare) await one.close();
  await inbox?.close();
  await leads?.close();
  await Promise.all([smtp?.close(), receiver?.close()]);
});

/** A call-back request through the real lead service, as the public form sends it. */
async function postLead(name: string): Promise<string> {
  const result = await leads.submit(
    'callback',
    { name, phone: '07911 123456', postcode: 'LS1 4AP', need: 'lockout', note: 'Back door' },
    { page: '/leeds', place: 'Leeds', clientAddress: '203.0.113.9' },
  );
  if (result.status !== 'stored') throw new Error(`lead not stored: ${result.status}`);
  return result.id;
}

/** The message's text with quoted-printable soft line breaks joined, so a long link reads whole. */
const unfolded = (m: SmtpMessage) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const recipient = (m: SmtpMessage) => /^To:\s*(.+)$/im.exec(m.raw)?.[1]?.trim() ?? '';
const claimToken = (m: SmtpMessage) => /\/inbox\/claim\/([0-9a-f]{64})/.exec(unfolded(m))?.[1] ?? null;

/** The lead's messages once all three (the shared address, Dave, Priya) have arrived. */
async function messagesOf(leadId: string): Promise<Map<string, SmtpMessage>> {
  const mine = await waitFor(
    () => {
      const found = smtp.messages.filter((m) => m.leadId === leadId);
      return found.length >= 3 && found;
    },
    20_000,
    'the lead’s three e-mails',
  );
  return new Map(mine.map((m) => [recipient(m), m]));
}

const claim = (token: string, origin: string | null = ORIGIN) => {
  const r = request(app).post(`/inbox/claim/${token}`);
  return origin ? r.set('Origin', origin) : r;
};

describe('the “taking it” link in the lead e-mail', () => {
  let leadId: string;
  let mail: Map<string, SmtpMessage>;

  beforeAll(async () => {
    leadId = await postLead('Jo Claimtest');
    mail = await messagesOf(leadId);
  });

  it('sends each invited person a copy with a link of their own, and the shared address the inbox page', () => {
    expect([...mail.keys()].sort()).toEqual(['dave@example.co.uk', 'leads@tumblerway.example', 'priya@example.co.uk']);
    const shared = mail.get('leads@tumblerway.example')!;
    expect(claimToken(shared)).toBeNull();
    expect(unfolded(shared)).toContain(`${ORIGIN}/inbox/leads/${leadId}`);
    const [daveToken, priyaToken] = [claimToken(mail.get('dave@example.co.uk')!), claimToken(mail.get('priya@example.co.uk')!)];
    expect(daveToken).toMatch(/^[0-9a-f]{64}$/);
    expect(priyaToken).toMatch(/^[0-9a-f]{64}$/);
    expect(daveToken).not.toBe(priyaToken);
    // Each copy has its own Message-ID, the same on every retry.
    expect(new Set([...mail.values()].map((m) => m.messageId)).size).toBe(3);
    expect(unfolded(mail.get('dave@example.co.uk')!)).toContain(`${CLAIM_LINK_HOURS} hours`);
  });

  it('shows a confirm page on GET that changes nothing, sets no cookie and is neither cached nor indexed', async () => {
    const token = claimToken(mail.get('dave@example.co.uk')!)!;
    for (let i = 0; i < 2; i++) {
      const page = await request(app).get(`/inbox/claim/${token}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Jo Claimtest');
      expect(page.text).toContain(inboxCopy.claim.title);
      expect(page.text).toContain(`action="/inbox/claim/${token}"`);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    expect((await leadById(db, leadId))!.state).toBe('open');
    expect(await historyOf(db, leadId)).toEqual([]);
  });

  it('refuses a post from another site or with no Origin, changing nothing', async () => {
    const token = claimToken(mail.get('dave@example.co.uk')!)!;
    expect((await claim(token, 'https://evil.example')).status).toBe(403);
    expect((await claim(token, null)).status).toBe(403);
    expect((await claim(token).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect((await leadById(db, leadId))!.state).toBe('open');
  });

  it('takes the lead for the link’s person once; the second use and the other person’s link are refused with who has it', async () => {
    const token = claimToken(mail.get('dave@example.co.uk')!)!;
    const taken = await claim(token);
    expect(taken.status).toBe(200);
    expect(taken.text).toContain(inboxCopy.claim.doneTitle);
    expect(taken.text).toContain('href="tel:+447911123456"');
    expect(taken.headers['set-cookie']).toBeUndefined();
    const lead = (await leadById(db, leadId))!;
    expect([lead.state, lead.taken_by, lead.taken_by_name]).toEqual(['taken', dave, 'Dave']);
    expect((await historyOf(db, leadId)).map((h) => [h.person_name, h.action])).toEqual([['Dave', 'taken']]);

    const again = await claim(token);
    expect(again.status).toBe(410);
    expect(again.text).toContain(inboxCopy.claim.usedTitle);
    expect(again.text).not.toContain('Jo Claimtest');
    expect((await request(app).get(`/inbox/claim/${token}`)).status).toBe(410);

    const other = claimToken(mail.get('priya@example.co.uk')!)!;
    for (const res of [await request(app).get(`/inbox/claim/${other}`), await claim(other)]) {
      expect(res.status).toBe(409);
      expect(res.text).toContain('Dave already has this lead');
      expect(res.text).not.toContain('Jo Claimtest');
    }
    expect((await leadById(db, leadId))!.taken_by).toBe(dave);
    expect((await historyOf(db, leadId)).length).toBe(1);
  });

  it('lets one of two people pressing their links at once have the lead, and tells the other who did', async () => {
    const id = await postLead('Ray Race');
    const [daveLink, priyaLink] = [await createClaimLink(db, id, dave), await createClaimLink(db, id, priya)];
    const answers = await Promise.all([claim(daveLink), claim(priyaLink)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lead = (await leadById(db, id))!;
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.text).toContain(`${lead.taken_by_name} already has this lead`);
    expect((await historyOf(db, id)).map((h) => h.action)).toEqual(['taken']);
    // The winner's link is spent; the loser's was not, but the lead is taken, so it is refused all the same.
    const spent = await db.q.selectFrom('claim_links').select('used_at').where('lead_id', '=', id).where('used_at', 'is not', null).execute();
    expect(spent).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one with a clear page, never a 5xx', async () => {
    freshInbox();
    const id = await postLead('Sam Expired');
    const longAgo = new Date(Date.now() - (CLAIM_LINK_HOURS + 1) * 3600_000);
    const expired = await createClaimLink(db, id, priya, longAgo);
    const row = await db.q
      .selectFrom('claim_links')
      .select('expires_at')
      .where('lead_id', '=', id)
      .where('created_at', '=', longAgo.toISOString())
      .executeTakeFirstOrThrow();
    expect(toDate(row.expires_at).getTime()).toBeLessThan(Date.now());
    for (const res of [await request(app).get(`/inbox/claim/${expired}`), await claim(expired)]) {
      expect(res.status).toBe(410);
      expect(res.text).toContain(inboxCopy.claim.expiredTitle);
      expect(res.text).not.toContain('Sam Expired');
    }
    expect((await leadById(db, id))!.state).toBe('open');
    // Only the store's digest of a token is kept, never the token.
    expect(await db.q.selectFrom('claim_links').select('token_hash').where('token_hash', '=', expired).execute()).toEqual([]);
    for (const token of ['f'.repeat(64), 'not-a-token', `${'a'.repeat(63)}z`]) {
      for (const res of [await request(app).get(`/inbox/claim/${token}`), await claim(token)]) {
        expect(res.status, token).toBe(404);
        expect(res.text, token).toContain(inboxCopy.claim.unknownTitle);
      }
    }
  });
});

describe('the webhook’s change events', () => {
  beforeAll(freshInbox);

  it('sends one signed event per change, the e-mail claim included, each with its own idempotency key, retried after a failure', async () => {
    const leadId = await postLead('Lee Events');
    const mail = await messagesOf(leadId);
    await waitFor(() => receiver.received.some((r) => r.id === leadId), 20_000, 'the lead itself at the webhook');
    const lead = receiver.received.find((r) => r.id === leadId)!;
    expect(lead.body.event).toBe('lead.received');

    // Priya claims it from her e-mail, then Dave works it in the inbox; the webhook fails once on the way.
    expect((await claim(claimToken(mail.get('priya@example.co.uk')!)!)).status).toBe(200);
    const { cookie, csrf } = await sessionFor(db, dave);
    const act = (action: string, fields: Record<string, string> = {}) =>
      request(app)
        .post(`/inbox/leads/${leadId}/${action}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .type('form')
        .send({ _csrf: csrf, ...fields });
    expect((await act('reopen')).status).toBe(303);
    receiver.failNext = 1;
    expect((await act('take')).status).toBe(303);
    expect((await act('note', { note: 'Rang, on my way' })).status).toBe(303);
    expect((await act('done')).status).toBe(303);
    expect((await act('spam')).status).toBe(303);

    const events = await waitFor(
      () => {
        const mine = receiver.received.filter((r) => r.body.leadId === leadId);
        return mine.length >= 6 && mine;
      },
      20_000,
      'six change events',
    );
    // A retried event arrives late: receivers order them by `at`.
    events.sort((x, y) => String(x.body.at).localeCompare(String(y.body.at)));
    expect(events.map((e) => [e.body.event, e.body.by, e.body.via])).toEqual([
      ['lead.taken', 'Priya', 'email-link'],
      ['lead.reopened', 'Dave', 'inbox'],
      ['lead.taken', 'Dave', 'inbox'],
      ['lead.note', 'Dave', 'inbox'],
      ['lead.done', 'Dave', 'inbox'],
      ['lead.spam', 'Dave', 'inbox'],
    ]);
    expect(events.find((e) => e.body.event === 'lead.note')!.body.note).toBe('Rang, on my way');
    expect(new Set(events.map((e) => e.id)).size).toBe(6);
    for (const e of events) {
      expect(e.id).toBe(e.body.id);
      expect(e.body.inboxUrl).toBe(`${ORIGIN}/inbox/leads/${leadId}`);
      // The event says what changed, not who the customer is.
      expect(JSON.stringify(e.body)).not.toContain('Lee Events');
    }
    expect(receiver.refused).toBe(0);
    // The receiver has every event; the outbox records the last one as sent just after its answer.
    const eventRows = () =>
      db.q.selectFrom('lead_events').select(['type', 'status', 'attempts']).where('lead_id', '=', leadId).orderBy('at').execute();
    const rows = await waitFor(
      async () => {
        const found = await eventRows();
        return found.length === 6 && found.every((r) => r.status === 'sent') && found;
      },
      20_000,
      'every change event recorded as sent',
    );
    expect(rows.map((r) => Number(r.attempts)).sort()).toEqual([1, 1, 1, 1, 1, 2]);
  });
});

describe('the list’s change stamp', () => {
  beforeAll(freshInbox);

  it('answers only a session, changes when a lead arrives or is taken, and does not keep the session alive', async () => {
    // Without a session: that, and nothing else (a 200, so the list's script stops without a console error).
    const unsigned = await request(app).get('/inbox/changes');
    expect(unsigned.status).toBe(200);
    expect(unsigned.headers['cache-control']).toBe('no-store');
    expect(unsigned.body).toEqual({ signedOut: true });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const { cookie, csrf, tokenHash } = await sessionFor(db, dave, twoMinutesAgo);
    const stamp = async () => {
      const res = await request(app).get('/inbox/changes').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.body.stamp as string;
    };
    const first = await stamp();
    expect(await stamp()).toBe(first);
    const id = await postLead('Kim Stamp');
    // Its deliveries change the stamp too (the list shows them): wait until they are done.
    await waitFor(
      async () => {
        const rows = await db.q.selectFrom('deliveries').select('status').where('lead_id', '=', id).execute();
        return rows.length === 2 && rows.every((r) => r.status === 'sent');
      },
      20_000,
      'the lead’s deliveries',
    );
    const second = await stamp();
    expect(second).not.toBe(first);
    const list = await request(app).get('/inbox').set('Cookie', cookie);
    expect(list.text).toContain(`data-live-list="${second}"`);
    expect(list.text).toContain('src="/inbox/static/live.js"');
    await request(app).post(`/inbox/leads/${id}/take`).set('Cookie', cookie).set('Origin', ORIGIN).type('form').send({ _csrf: csrf });
    expect(await stamp()).not.toBe(second);
    // Polling read the session without touching it; the list page itself (a real use) did.
    const seen = await db.q.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
    expect(toDate(seen.last_seen_at).getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
    const polling = await sessionFor(db, priya, twoMinutesAgo);
    await request(app).get('/inbox/changes').set('Cookie', polling.cookie).expect(200);
    const untouched = await db.q.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', polling.tokenHash).executeTakeFirstOrThrow();
    expect(toDate(untouched.last_seen_at).getTime()).toBe(twoMinutesAgo.getTime());
  });
});

describe('the claim link’s budget', () => {
  beforeAll(freshInbox);

  it('answers 429 after its own budget of attempts from one address, which leaves sign-in and anyone signed in alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CLAIM_ATTEMPTS; i++) statuses.push((await request(app).get(`/inbox/claim/${'e'.repeat(64)}`)).status);
    expect(statuses.slice(0, CLAIM_ATTEMPTS).filter((s) => s === 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // The same address can still sign in, and someone signed in still opens and presses claim links.
    expect((await request(app).post('/inbox/sign-in/options').set('Origin', ORIGIN)).status).toBe(200);
    const { cookie } = await sessionFor(db, dave);
    const token = await createClaimLink(db, await postLead('Budget Lead'), dave);
    expect((await request(app).get(`/inbox/claim/${token}`).set('Cookie', cookie)).status).toBe(200);
    expect((await request(app).post(`/inbox/claim/${token}`).set('Cookie', cookie).set('Origin', ORIGIN)).status).toBe(200);
  });
});
