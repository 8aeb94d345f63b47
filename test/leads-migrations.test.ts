/**
 * The lead store's migrations under Kysely's Migrator (docs/decisions/053): a new store, a store
 * the hand-written runner before it made (built here by SQL, as that runner left it), and two
 * instances migrating one PostgreSQL schema at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type Db, openPostgres, openSqlite } from '../server/store/db.ts';
import { createLeadService } from '../server/leads/index.ts';
import { migrate } from '../server/store/migrations.ts';
import * as store from '../server/leads/store.ts';
import { freshSchema, postgresUrl, testLeadConfig } from './helpers/leads.ts';

const ALL = [
  '0001-leads-deliveries-and-delivery-attempts',
  '0002-old-migration-record-dropped',
  '0003-inbox-people-passkeys-sessions-history',
  '0004-claim-links-and-lead-events',
  '0005-daily-counts',
];

type Engine = 'SQLite' | 'PostgreSQL';

/** Runs `test` on a new, empty store of the engine, then removes it; `another` opens one more handle on it (a second instance). */
async function inEmptyStore(engine: Engine, test: (db: Db, another: () => Db) => Promise<void>): Promise<void> {
  let open: () => Db;
  let drop: () => Promise<void>;
  if (engine === 'SQLite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-migrations-'));
    open = () => openSqlite(path.join(dir, 'leads.db'));
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = await freshSchema(postgresUrl!);
    open = () => openPostgres(schema.url);
    drop = schema.drop;
  }
  const handles: Db[] = [];
  const another = () => {
    const db = open();
    handles.push(db);
    return db;
  };
  try {
    await test(another(), another);
  } finally {
    for (const db of handles) await db.close();
    await drop();
  }
}

const NEW_TABLES = [
  'claim_links',
  'daily_counts',
  'deliveries',
  'delivery_attempts',
  'invitations',
  'kysely_migration',
  'kysely_migration_lock',
  'lead_events',
  'lead_history',
  'leads',
  'passkeys',
  'people',
  'sessions',
  'webauthn_challenges',
];

/** The tables and the record exactly as the old runner's migration 1 made them. */
function oldRunnerSchema(engine: Engine): string[] {
  const [uuid, time, serial] = engine === 'PostgreSQL' ? ['uuid', 'timestamptz', 'bigserial'] : ['text', 'text', 'integer'];
  return [
    `create table if not exists "schema_migrations" ("version" integer primary key, "name" text not null, "applied_at" ${time} not null)`,
    `create table "leads" ("id" ${uuid} primary key, "kind" text not null check (kind in ('callback', 'question')), "created_at" ${time} not null, "page" text not null, "place" text, "service" text, "name" text, "phone" text, "email" text, "postcode" text, "need" text, "message" text, "overdue_logged_at" ${time})`,
    `create index "leads_created_at" on "leads" ("created_at")`,
    `create table "deliveries" ("lead_id" ${uuid} not null references "leads" ("id") on delete cascade, "channel" text not null check (channel in ('email', 'webhook')), "status" text default 'pending' not null check (status in ('pending', 'sent', 'dead')), "attempts" integer default 0 not null, "next_attempt_at" ${time} not null, "claimed_until" ${time}, "last_error" text, "delivered_at" ${time}, constraint "deliveries_pkey" primary key ("lead_id", "channel"))`,
    `create index "deliveries_due" on "deliveries" ("next_attempt_at") where "status" = 'pending'`,
    `create table "delivery_attempts" ("id" ${serial} primary key, "lead_id" ${uuid} not null references "leads" ("id") on delete cascade, "channel" text not null, "attempt" integer not null, "started_at" ${time} not null, "finished_at" ${time} not null, "outcome" text not null check (outcome in ('sent', 'failed')), "error" text)`,
    `create index "delivery_attempts_lead" on "delivery_attempts" ("lead_id")`,
    `insert into "schema_migrations" ("version", "name", "applied_at") values (1, 'leads, deliveries and delivery attempts', '2026-03-01T09:00:00.000Z')`,
  ];
}

const oldLeads = [
  [
    '6f1c1d1e-0000-4000-8000-000000000001',
    'callback',
    '2026-03-02T01:07:00.000Z',
    '/leeds/emergency-lockout',
    'Leeds',
    'emergency-lockout',
    'Priya Oldstore',
    '+447911123456',
    null,
    'LS1 4AP',
    'lockout',
    'Locked out',
  ],
  [
    '6f1c1d1e-0000-4000-8000-000000000002',
    'question',
    '2026-03-03T12:00:00.000Z',
    '/blog',
    null,
    null,
    'Sam Asker',
    null,
    'sam@mail.example',
    null,
    null,
    'Which lock?',
  ],
  [
    '6f1c1d1e-0000-4000-8000-000000000003',
    'callback',
    '2026-03-04T18:30:00.000Z',
    '/york',
    'York',
    null,
    null,
    '+442079460123',
    null,
    null,
    'lock-change',
    null,
  ],
] as const;

/** Three leads with their deliveries in every state and two attempts, put in by SQL as the old server would have. */
async function fillOldStore(db: Db): Promise<void> {
  for (const l of oldLeads) {
    await sql`insert into leads (id, kind, created_at, page, place, service, name, phone, email, postcode, need, message) values (${sql.join(l)})`.execute(
      db.q,
    );
  }
  const [a, b, c] = oldLeads.map((l) => l[0]);
  await sql`insert into deliveries (lead_id, channel, status, attempts, next_attempt_at, delivered_at) values
    (${a}, 'email', 'sent', 1, '2026-03-02T01:07:00.000Z', '2026-03-02T01:07:02.000Z'),
    (${b}, 'email', 'pending', 0, '2026-03-03T12:00:00.000Z', null),
    (${c}, 'email', 'dead', 10, '2026-03-04T20:00:00.000Z', null)`.execute(db.q);
  await sql`insert into delivery_attempts (lead_id, channel, attempt, started_at, finished_at, outcome, error) values
    (${a}, 'email', 1, '2026-03-02T01:07:01.000Z', '2026-03-02T01:07:02.000Z', 'sent', null),
    (${c}, 'email', 10, '2026-03-04T19:59:00.000Z', '2026-03-04T20:00:00.000Z', 'failed', 'connect ECONNREFUSED')`.execute(db.q);
}

async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.q.introspection.getTables({ withInternalKyselyTables: true });
  const schema = db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.q)).rows[0]!.s : undefined;
  return tables
    .filter((t) => !schema || t.schema === schema)
    .map((t) => t.name)
    .sort();
}

async function recorded(db: Db): Promise<string[]> {
  return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.q)).rows.map((r) => r.name);
}

const engines: Engine[] = ['SQLite', ...(postgresUrl ? (['PostgreSQL'] as const) : [])];

describe.each(engines)('the lead store migrations on %s', (engine) => {
  it('make a new store and record every migration once', () =>
    inEmptyStore(engine, async (db) => {
      expect(await migrate(db)).toEqual(ALL);
      expect(await migrate(db)).toEqual([]);
      expect(await recorded(db)).toEqual(ALL);
      expect(await tableNames(db)).toEqual(NEW_TABLES);
    }));

  it('open a store the old runner made without losing a lead or running its migration again', () =>
    inEmptyStore(engine, async (db) => {
      for (const statement of oldRunnerSchema(engine)) await sql.raw(statement).execute(db.q);
      await fillOldStore(db);
      const before = await store.recentLeads(db, 100);
      const attemptsBefore = await db.q.selectFrom('delivery_attempts').selectAll().orderBy('id').execute();
      expect(before).toHaveLength(3);

      // Migration 0001 is recorded, not run (running it would fail on the tables that exist); 0002 drops the old record.
      expect(await migrate(db)).toEqual(ALL);
      expect(await recorded(db)).toEqual(ALL);
      expect(await tableNames(db)).toEqual(NEW_TABLES);
      expect(await store.recentLeads(db, 100)).toEqual(before);
      expect(await db.q.selectFrom('delivery_attempts').selectAll().orderBy('id').execute()).toEqual(attemptsBefore);
      expect(await migrate(db)).toEqual([]);

      // The upgraded store takes new leads beside the old ones.
      const leads = await createLeadService(testLeadConfig(), pino({ level: 'silent' }), { db: { ...db, close: async () => {} }, worker: false });
      const stored = await leads.submit(
        'callback',
        { name: 'New Person', phone: '07911 123457', need: 'lockout' },
        { page: '/leeds', clientAddress: '203.0.113.1' },
      );
      await leads.close();
      expect(stored).toMatchObject({ status: 'stored' });
      expect((await store.recentLeads(db, 100)).map((l) => l.id).slice(1)).toEqual(before.map((l) => l.id));
    }));

  it('refuse a store whose old record names a migration this code does not have', () =>
    inEmptyStore(engine, async (db) => {
      for (const statement of oldRunnerSchema(engine)) await sql.raw(statement).execute(db.q);
      await sql`insert into schema_migrations (version, name, applied_at) values (2, 'from the future', '2026-03-01T09:00:00.000Z')`.execute(db.q);
      await expect(migrate(db)).rejects.toThrow('the lead store records migration 2, which this code does not have');
      // Nothing recorded, the old record kept: a fixed release can still read it.
      expect(await tableNames(db)).toContain('schema_migrations');
      expect(await tableNames(db)).not.toContain('kysely_migration');
    }));
});

describe.runIf(postgresUrl)('two instances migrating one new PostgreSQL schema at once', () => {
  it('apply each migration once between them', async () => {
    await inEmptyStore('PostgreSQL', async (a, another) => {
      const b = another();
      const [byA, byB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...byA, ...byB].sort()).toEqual(ALL);
      expect(await recorded(a)).toEqual(ALL);
    });
  });
});

describe.runIf(postgresUrl)('a store beside another in the same PostgreSQL database', () => {
  it('keeps its own migration record, in its own schema', async () => {
    await inEmptyStore('PostgreSQL', (a) =>
      inEmptyStore('PostgreSQL', async (b) => {
        expect(await migrate(a)).toEqual(ALL);
        // Kysely, told no schema, would take the first store's record for this one's and make no tables here.
        expect(await migrate(b)).toEqual(ALL);
        expect(await tableNames(b)).toEqual(NEW_TABLES);
      }),
    );
  });
});
