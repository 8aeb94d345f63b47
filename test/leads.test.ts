import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { LOCK_WAIT_MS, openPostgres, openSqlite, sqliteSettings, timestamp, type Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { migrate } from '../server/store/migrations.ts';
import * as store from '../server/leads/store.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { freshSchema, postgresUrl, startReceiver, startSmtp, testLeadConfig, WEBHOOK_SECRET } from './helpers/leads.ts';
import { waitFor } from './helpers/wait-for.ts';

const person = { name: 'Priya Secretname', phone: '07911 123456', postcode: 'LS1 4AP', need: 'lockout', note: 'Locked out of the back door' };
const meta = { page: '/leeds/emergency-lockout', place: 'Leeds', service: 'emergency-lockout', clientAddress: '203.0.113.9' };

/** The database stays open across tests; each test empties it. */
function shared(db: Db): Db {
  return { ...db, close: async () => {} };
}

const drivers: [string, () => Promise<{ db: Db; done: () => Promise<void> }>][] = [
  [
    'SQLite',
    async () => {
      // A real file, so each commit goes through the write-ahead log and its fsync as in production.
      const dir = mkdtempSync(path.join(tmpdir(), 'leads-sqlite-'));
      const db = openSqlite(path.join(dir, 'leads.db'));
      return {
        db,
        done: async () => {
          await db.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];
const serverUrl = postgresUrl;
if (serverUrl) {
  drivers.push([
    'PostgreSQL',
    async () => {
      const schema = await freshSchema(serverUrl);
      const db = openPostgres(schema.url);
      return {
        db,
        done: async () => {
          await db.close();
          await schema.drop();
        },
      };
    },
  ]);
}

describe.each(drivers)('the lead service on %s', (_driver, open) => {
  let db: Db;
  let done: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const services: LeadService[] = [];

  beforeAll(async () => {
    ({ db, done } = await open());
    await migrate(db);
    smtp = await startSmtp();
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.close()));
    await db.q.deleteFrom('leads').execute();
    smtp.messages.length = 0;
    receiver.received.length = 0;
  });
  afterAll(async () => {
    await smtp.close().catch(() => {});
    await receiver.close();
    await done();
  });

  const channels = () => ({
    email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'leads@tumblerway.example', from: 'Website <web@tumblerway.example>' },
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
  });
  async function service(overrides = {}, logger = pino({ level: 'silent' })) {
    const s = await createLeadService(testLeadConfig({ ...channels(), ...overrides }), logger, { db: shared(db) });
    services.push(s);
    return s;
  }

  it('stores a call-back request and delivers it once by e-mail and once by signed webhook', async () => {
    const { logger, raw } = capturedLogger();
    const leads = await service({}, logger);
    expect(await leads.oldestUndeliveredAgeSeconds()).toBeNull();
    const result = await leads.submit('callback', person, meta);
    expect(result).toMatchObject({ status: 'stored' });
    const id = (result as { id: string }).id;
    await waitFor(() => smtp.messages.length === 1 && receiver.received.length === 1, 10_000, 'both deliveries');
    await waitFor(async () => (await leads.oldestUndeliveredAgeSeconds()) === null, 5000, 'delivered state');

    const [mail] = smtp.messages;
    expect(mail!.messageId).toBe(`<lead-${id}@tumblerway.example>`);
    expect(mail!.leadId).toBe(id);
    // A lockout is marked urgent in the subject (MIME-encoded, for its dash) and the first line.
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?URGENT_=E2=80=93_locked_out/m);
    expect(mail!.raw).toContain('URGENT: this person is locked out. Please ring them back now.');
    expect(mail!.raw).toContain('Page: https://www.tumblerway.example/leeds/emergency-lockout');
    expect(mail!.raw).toContain('Place: Leeds');
    expect(mail!.raw).toContain('Phone: 07911 123456');
    expect(mail!.raw).toContain('Postcode: LS1 4AP');

    expect(receiver.refused).toBe(0);
    expect(receiver.received[0]!.id).toBe(id);
    expect(receiver.received[0]!.body).toMatchObject({
      id,
      kind: 'callback',
      page: '/leeds/emergency-lockout',
      place: 'Leeds',
      name: 'Priya Secretname',
      phone: '+447911123456',
      postcode: 'LS1 4AP',
      need: 'lockout',
      message: 'Locked out of the back door',
    });
    const attempts = await db.q.selectFrom('delivery_attempts').select(['channel', 'outcome']).where('lead_id', '=', id).orderBy('channel').execute();
    expect(attempts).toEqual([
      { channel: 'email', outcome: 'sent' },
      { channel: 'webhook', outcome: 'sent' },
    ]);
    // Nothing personal in the log: not the name, phone, postcode or note.
    const log = raw.join('');
    for (const secret of ['Secretname', '7911', '123456', 'LS1', 'back door']) expect(log).not.toContain(secret);
    expect(log).toContain(id);
  });

  it('stores a question from the blog form without a name', async () => {
    const leads = await service();
    const result = await leads.submit(
      'question',
      { email: 'sam@example.com', question: 'Which lock?' },
      { page: '/blog', clientAddress: '::1' },
      { nameOptional: true },
    );
    expect(result.status).toBe('stored');
    await waitFor(() => smtp.messages.length === 1 && receiver.received.length === 1, 10_000, 'deliveries');
    expect(smtp.messages[0]!.raw).toMatch(/^Reply-To: sam@example.com/m);
    expect(smtp.messages[0]!.raw).toContain('Place: (not a location page)');
  });

  it('keeps trying while the mail server is down and delivers once when it is back', async () => {
    await smtp.stop();
    const leads = await service({ webhook: null });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await leads.submit('callback', { ...person, phone: `0791112345${i}` }, meta)) as { id: string }).id);
    await waitFor(
      async () => (await db.q.selectFrom('delivery_attempts').select('id').where('outcome', '=', 'failed').execute()).length >= 6,
      10_000,
      'failed attempts',
    );
    expect(await leads.oldestUndeliveredAgeSeconds()).toEqual(expect.any(Number));
    await smtp.start();
    await waitFor(() => smtp.messages.length === 3, 15_000, 'three e-mails');
    // Once every delivery is recorded as sent, nothing is left to send again.
    await waitFor(async () => (await leads.oldestUndeliveredAgeSeconds()) === null, 5000, 'every delivery recorded');
    expect(smtp.messages.map((m) => m.leadId).sort()).toEqual([...ids].sort());
    const rows = await db.q.selectFrom('deliveries').select(['status', 'last_error']).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'sent' && r.last_error === null)).toBe(true);
  });

  it('marks a delivery dead after the last attempt, logs it, and sends it after a requeue', async () => {
    const { logger, lines } = capturedLogger();
    receiver.failNext = 3;
    const leads = await service({ email: null, maxAttempts: 3 }, logger);
    const { id } = (await leads.submit('callback', person, meta)) as { id: string };
    await waitFor(() => lines.some((l) => l.msg?.toString().startsWith('lead delivery failed for good')), 10_000, 'dead delivery');
    const dead = lines.find((l) => String(l.msg).startsWith('lead delivery failed for good'))!;
    expect(dead).toMatchObject({ level: 50, leadId: id, channel: 'webhook', attempts: 3, error: 'webhook answered HTTP 503' });
    expect(await db.q.selectFrom('deliveries').select(['status', 'attempts']).execute()).toEqual([{ status: 'dead', attempts: 3 }]);
    expect(receiver.received).toHaveLength(0);
    expect(await store.requeueDead(db, null)).toEqual([{ lead_id: id, channel: 'webhook' }]);
    await waitFor(() => receiver.received.length === 1, 10_000, 'delivery after requeue');
    // The receiver counts the request before the sender has recorded the answer.
    await waitFor(
      async () => (await db.q.selectFrom('deliveries').select('lead_id').where('status', '=', 'sent').execute()).length === 1,
      5000,
      'sent state',
    );
    expect(await db.q.selectFrom('delivery_attempts').select(['attempt', 'outcome']).where('lead_id', '=', id).orderBy('id').execute()).toEqual([
      { attempt: 1, outcome: 'failed' },
      { attempt: 2, outcome: 'failed' },
      { attempt: 3, outcome: 'failed' },
      { attempt: 1, outcome: 'sent' },
    ]);
  });

  it('logs an error once for a lead waiting longer than the threshold', async () => {
    await smtp.stop();
    const { logger, lines } = capturedLogger();
    const leads = await service({ webhook: null, alertAfterMs: 300, retryBaseMs: 5000 }, logger);
    const { id } = (await leads.submit('callback', person, meta)) as { id: string };
    await waitFor(() => lines.some((l) => l.msg === 'lead still undelivered after the alert threshold'), 10_000, 'overdue alert');
    // The lead is marked as alerted: the check that runs every second finds nothing more to say.
    expect(await store.takeOverdue(db, 300)).toEqual([]);
    const alerts = lines.filter((l) => l.msg === 'lead still undelivered after the alert threshold');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ level: 50, leadId: id, kind: 'callback' });
    await smtp.start();
  });

  it('with no channel configured, stores leads and warns once at start-up', async () => {
    const { logger, lines } = capturedLogger();
    const leads = await service({ email: null, webhook: null }, logger);
    expect((await leads.submit('callback', person, meta)).status).toBe('stored');
    expect((await leads.submit('callback', { ...person, phone: '020 7946 0321' }, meta)).status).toBe('stored');
    expect(lines.filter((l) => l.level === 40 && String(l.msg).startsWith('no lead channel configured'))).toHaveLength(1);
    expect(await db.q.selectFrom('leads').select('id').execute()).toHaveLength(2);
    expect(await db.q.selectFrom('deliveries').selectAll().execute()).toEqual([]);
  });

  it('says in its health where leads go with no channel: stored only, or nowhere with the forms closed', async () => {
    const real = 'https://www.realsite.co.uk';
    const cases: [Partial<Parameters<typeof testLeadConfig>[0]>, string][] = [
      [{}, 'stored only (sample site): read them with npm run leads'],
      [{ siteOrigin: real, storeOnly: true }, 'stored only (LEADS_STORE_ONLY): read them with npm run leads'],
      [{ siteOrigin: real }, 'none: the forms are closed and the pages show the phone number'],
    ];
    for (const [overrides, delivery] of cases) {
      const leads = await service({ email: null, webhook: null, ...overrides });
      expect(await leads.health()).toMatchObject({ store: 'ok', delivery });
    }
  });

  it('stores nothing for a filled honeypot, invalid fields or a reached rate limit', async () => {
    const leads = await service({ ratePerAddress: 3, ratePerPhone: 2 });
    expect(await leads.submit('callback', { ...person, website: 'https://spam.example' }, meta)).toEqual({ status: 'spam' });
    expect(await leads.submit('callback', { ...person, phone: 'x' }, { ...meta, clientAddress: '198.51.100.1' })).toMatchObject({
      status: 'invalid',
      errors: { phone: expect.any(String) },
    });
    // Per phone number: the third request for one number is refused, whatever the address.
    expect((await leads.submit('callback', person, { ...meta, clientAddress: '198.51.100.2' })).status).toBe('stored');
    expect((await leads.submit('callback', person, { ...meta, clientAddress: '198.51.100.3' })).status).toBe('stored');
    expect(await leads.submit('callback', person, { ...meta, clientAddress: '198.51.100.4' })).toEqual({
      status: 'rate-limited',
      retryAfterSeconds: expect.any(Number),
    });
    // Per address: invalid posts spend nothing; the fourth stored-or-limited post from one address is refused.
    for (let i = 0; i < 5; i++) {
      expect((await leads.submit('callback', { ...person, phone: 'x' }, { ...meta, clientAddress: '198.51.100.5' })).status).toBe('invalid');
    }
    for (let i = 0; i < 3; i++) {
      const phone = `020 7946 09${i}0`;
      expect((await leads.submit('callback', { ...person, phone }, { ...meta, clientAddress: '198.51.100.5' })).status).toBe('stored');
    }
    expect(await leads.submit('callback', { ...person, phone: '020 7946 0999' }, { ...meta, clientAddress: '198.51.100.5' })).toMatchObject({
      status: 'rate-limited',
    });
    expect(await db.q.selectFrom('leads').select('id').execute()).toHaveLength(5);
  });

  it('describes a failed insert without any of the lead’s data, and gives back the rate-limit point it spent', async () => {
    const { logger, raw } = capturedLogger();
    const leads = await service({ ratePerAddress: 1, ratePerPhone: 1 }, logger);
    // The store refuses this person, as a full disk or a broken constraint would.
    if (db.dialect === 'postgres') {
      await sql`alter table leads add constraint refuse_priya check (name <> 'Priya Secretname')`.execute(db.q);
    } else {
      await sql`create trigger refuse_priya before insert on leads when new.name = 'Priya Secretname' begin select raise(abort, 'refused'); end`.execute(
        db.q,
      );
    }
    try {
      const failure = await leads.submit('callback', person, meta).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(store.LeadStoreError);
      // What a log line would carry: message, stack and every enumerable property.
      const described = JSON.stringify(pino.stdSerializers.err(failure as Error));
      for (const secret of ['Secretname', '7911', '123456', 'LS1 4AP', 'back door']) expect(described).not.toContain(secret);
      expect(described).toContain('storing a lead');
    } finally {
      if (db.dialect === 'postgres') await sql`alter table leads drop constraint refuse_priya`.execute(db.q);
      else await sql`drop trigger refuse_priya`.execute(db.q);
    }
    // The failed post spent nothing: with a budget of one, the same address and phone still get through.
    expect((await leads.submit('callback', person, meta)).status).toBe('stored');
    expect(await leads.submit('callback', person, meta)).toMatchObject({ status: 'rate-limited' });
    for (const secret of ['Secretname', '7911', '123456']) expect(raw.join('')).not.toContain(secret);
  });

  it('deletes expired leads while the outbox claims and records their deliveries, without a deadlock', async () => {
    const { logger, lines } = capturedLogger();
    const leads = await service({ email: null, pollMs: 10 }, logger);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(((await leads.submit('callback', { ...person, phone: `07911 1230${String(i).padStart(2, '0')}` }, meta)) as { id: string }).id);
    }
    // Every lead is past retention while its delivery is still being claimed, sent and recorded.
    const old = timestamp(new Date(store.retentionCutoff().getTime() - 86_400_000));
    await db.q.updateTable('leads').set({ created_at: old }).execute();
    let deleted = 0;
    for (let round = 0; round < 40 && deleted < ids.length; round++) deleted += await store.deleteExpired(db);
    expect(deleted).toBe(ids.length);
    await waitFor(async () => (await leads.oldestUndeliveredAgeSeconds()) === null, 5000, 'an empty outbox');
    // Give the worker its next pass, then check that nothing it did failed.
    await leads.close();
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(await db.q.selectFrom('delivery_attempts').select('id').execute()).toEqual([]);
  });

  it('reports a store that stopped answering in its health, without throwing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-health-'));
    const own = openSqlite(path.join(dir, 'leads.db'));
    try {
      const leads = await createLeadService(testLeadConfig(channels()), pino({ level: 'silent' }), { db: own, worker: false });
      const rateLimits = { store: 'memory' };
      expect(await leads.health()).toEqual({ store: 'ok', delivery: 'email and webhook', oldestUndeliveredLeadSeconds: null, rateLimits });
      await own.close();
      expect(await leads.health()).toEqual({ store: 'unavailable', delivery: 'email and webhook', oldestUndeliveredLeadSeconds: null, rateLimits });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(_driver === 'SQLite')('runs SQLite with a write-ahead log, a full sync at each commit, a busy timeout and foreign keys', async () => {
    expect(await sqliteSettings(db)).toEqual({ journalMode: 'wal', synchronous: 2, busyTimeout: LOCK_WAIT_MS, foreignKeys: 1 });
  });

  it('deletes leads older than the retention period, with their deliveries', async () => {
    const leads = await service({ email: null });
    const old = (await leads.submit('callback', person, meta)) as { id: string };
    const recent = (await leads.submit('callback', { ...person, phone: '020 7946 0321' }, meta)) as { id: string };
    const cutoff = store.retentionCutoff();
    const daysFromCutoff = (days: number) => timestamp(new Date(cutoff.getTime() + days * 86_400_000));
    await db.q
      .updateTable('leads')
      .set({ created_at: daysFromCutoff(-1) })
      .where('id', '=', old.id)
      .execute();
    await db.q
      .updateTable('leads')
      .set({ created_at: daysFromCutoff(30) })
      .where('id', '=', recent.id)
      .execute();
    expect(await store.deleteExpired(db)).toBe(1);
    expect(await db.q.selectFrom('leads').select('id').execute()).toEqual([{ id: recent.id }]);
    expect(await db.q.selectFrom('deliveries').select('lead_id').where('lead_id', '=', old.id).execute()).toEqual([]);
  });
});

describe('the PostgreSQL variant', () => {
  it.runIf(process.env.CI === 'true')('runs in CI (.ci/run provides DATABASE_URL)', () => {
    expect(postgresUrl).not.toBeNull();
  });
});

describe.runIf(postgresUrl)('two lead services on one PostgreSQL', () => {
  it('deliver each request once per channel', async () => {
    const schema = await freshSchema(postgresUrl!);
    const smtp = await startSmtp();
    const receiver = await startReceiver();
    const config = testLeadConfig({
      databaseUrl: schema.url,
      email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: 'leads@tumblerway.example', from: 'web@tumblerway.example' },
      webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
    });
    const silent = pino({ level: 'silent' });
    const [a, b] = await Promise.all([createLeadService(config, silent), createLeadService(config, silent)]);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 60; i++) {
        const result = await (i % 2 ? a : b).submit('callback', { ...person, phone: `07911 1234${String(i).padStart(2, '0')}` }, meta);
        ids.push((result as { id: string }).id);
      }
      await waitFor(() => smtp.messages.length >= 60 && receiver.received.length >= 60, 30_000, 'all deliveries');
      // Every delivery recorded as sent (none claimed and still in flight), so nothing can arrive twice later.
      await waitFor(async () => (await a.oldestUndeliveredAgeSeconds()) === null, 10_000, 'every delivery recorded');
      expect(smtp.messages.map((m) => m.leadId).sort()).toEqual([...ids].sort());
      expect(receiver.received.map((r) => r.id).sort()).toEqual([...ids].sort());
    } finally {
      await a.close();
      await b.close();
      await smtp.close();
      await receiver.close();
      await schema.drop();
    }
  });
});
