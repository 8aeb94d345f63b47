/**
 * The lead tables, as migrations applied in name order at start-up by Kysely's `Migrator`, on
 * SQLite and PostgreSQL alike (docs/decisions/053-kysely-migrator.md). Kysely records each in its
 * own table, `kysely_migration`, in the same transaction as the migration: on PostgreSQL one
 * session advisory lock, held from before Kysely looks for its table to the end of the run (see
 * `migrate`), makes instances starting together take turns; on SQLite
 * (where Kysely runs migrations outside a transaction) the whole run is wrapped in one
 * `BEGIN IMMEDIATE`, whose write lock does the same. Never edit a migration that has shipped: add
 * the next, named so that it sorts after the last.
 */
import { type Kysely, sql } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db, Dialect } from './db.ts';

interface LeadMigration {
  /** Kysely's key for it; the Migrator applies them in the order of these names. */
  name: string;
  /**
   * The version the hand-written runner before the Migrator recorded it under, in its own table
   * `schema_migrations`. A store that the old runner brought to this version has the migration's
   * tables already: the Migrator records it without running it again.
   */
  oldVersion?: number;
  // Migrations see the tables as they were then, not today's types.
  up(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
}

/** Column types per engine: SQLite keeps uuids and ISO timestamps as text. */
interface ColumnTypes {
  /** The engine, for the few statements written for each (triggers). */
  dialect: Dialect;
  uuid: 'uuid' | 'text';
  time: 'timestamptz' | 'text';
  serial: 'bigserial' | 'integer';
}

function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { dialect, uuid: 'uuid', time: 'timestamptz', serial: 'bigserial' }
    : { dialect, uuid: 'text', time: 'text', serial: 'integer' };
}

const migrations: readonly LeadMigration[] = [
  {
    name: '0001-leads-deliveries-and-delivery-attempts',
    oldVersion: 1,
    async up(db, t) {
      await db.schema
        .createTable('leads')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('callback', 'question')`))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('place', 'text')
        .addColumn('service', 'text')
        .addColumn('name', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('postcode', 'text')
        .addColumn('need', 'text')
        .addColumn('message', 'text')
        .addColumn('overdue_logged_at', t.time)
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

      // The outbox: one row per lead and channel, claimed by one worker at a time.
      await db.schema
        .createTable('deliveries')
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'webhook')`))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'dead')`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.time, (c) => c.notNull())
        .addColumn('claimed_until', t.time)
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', t.time)
        .addPrimaryKeyConstraint('deliveries_pkey', ['lead_id', 'channel'])
        .execute();
      await db.schema.createIndex('deliveries_due').on('deliveries').column('next_attempt_at').where(sql.ref('status'), '=', 'pending').execute();

      await db.schema
        .createTable('delivery_attempts')
        .addColumn('id', t.serial, (c) => c.primaryKey())
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', t.time, (c) => c.notNull())
        .addColumn('finished_at', t.time, (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('sent', 'failed')`))
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('delivery_attempts_lead').on('delivery_attempts').column('lead_id').execute();
    },
  },
  {
    // The old runner's record: its versions now live in Kysely's own table (see migrate below).
    name: '0002-old-migration-record-dropped',
    async up(db) {
      await db.schema.dropTable('schema_migrations').ifExists().execute();
    },
  },
  {
    // The inbox (server/inbox, docs/decisions/065): each lead's state and taker, its history, and
    // the people who may sign in with their invitations, passkeys and sessions.
    name: '0003-inbox-people-passkeys-sessions-history',
    async up(db, t) {
      // taken_by is set by one UPDATE … WHERE taken_by IS NULL: the database picks the one taker.
      await db.schema
        .alterTable('leads')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in ('open', 'taken', 'done', 'spam')`))
        .execute();
      await db.schema.alterTable('leads').addColumn('taken_by', 'text').execute();
      await db.schema.alterTable('leads').addColumn('taken_by_name', 'text').execute();
      await db.schema.alterTable('leads').addColumn('taken_at', t.time).execute();

      await db.schema
        .createTable('people')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .execute();
      // Only a digest of each secret token is stored: a copy of the store lets nobody in.
      await db.schema
        .createTable('invitations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('person_id', t.uuid, (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .addColumn('used_at', t.time)
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('person_id', t.uuid, (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('last_used_at', t.time)
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('person_id', t.uuid, (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('last_seen_at', t.time, (c) => c.notNull())
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('enrol', 'sign-in')`))
        .addColumn('invitation_hash', 'text')
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .execute();
      // Append-only: the code only inserts; who did what stays even after the person is removed.
      await db.schema
        .createTable('lead_history')
        .addColumn('id', t.serial, (c) => c.primaryKey())
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('at', t.time, (c) => c.notNull())
        .addColumn('person_id', 'text')
        .addColumn('person_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('taken', 'note', 'done', 'spam', 'reopened')`))
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('lead_history_lead').on('lead_history').column('lead_id').execute();
      // The database refuses to rewrite history, whoever asks (deleting stays possible: retention
      // deletes a lead's history with the lead).
      if (t.dialect === 'postgres') {
        await sql`create function lead_history_append_only() returns trigger language plpgsql as $$ begin raise exception 'lead_history is append-only'; end $$`.execute(
          db,
        );
        await sql`create trigger lead_history_append_only before update on lead_history for each row execute function lead_history_append_only()`.execute(
          db,
        );
      } else {
        await sql`create trigger lead_history_append_only before update on lead_history begin select raise(abort, 'lead_history is append-only'); end`.execute(
          db,
        );
      }
    },
  },
  {
    // The e-mail's "taking it" links and one webhook event per inbox change (docs/decisions/068).
    name: '0004-claim-links-and-lead-events',
    async up(db, t) {
      // One row per link sent: only the token's digest is kept, spent by the first claim that takes the lead.
      await db.schema
        .createTable('claim_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('person_id', t.uuid, (c) => c.notNull().references('people.id').onDelete('cascade'))
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('expires_at', t.time, (c) => c.notNull())
        .addColumn('used_at', t.time)
        .execute();
      await db.schema.createIndex('claim_links_lead').on('claim_links').column('lead_id').execute();
      // The webhook's outbox for changes: one row per change, claimed, sent and retried like a lead's delivery.
      await db.schema
        .createTable('lead_events')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('lead_id', t.uuid, (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('taken', 'note', 'done', 'spam', 'reopened')`))
        .addColumn('at', t.time, (c) => c.notNull())
        .addColumn('person_name', 'text', (c) => c.notNull())
        .addColumn('via', 'text', (c) => c.notNull().check(sql`via in ('inbox', 'email-link')`))
        .addColumn('note', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'dead')`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.time, (c) => c.notNull())
        .addColumn('claimed_until', t.time)
        .addColumn('last_error', 'text')
        .addColumn('delivered_at', t.time)
        .execute();
      await db.schema.createIndex('lead_events_due').on('lead_events').column('next_attempt_at').where(sql.ref('status'), '=', 'pending').execute();
      await db.schema.createIndex('lead_events_lead').on('lead_events').column('lead_id').execute();
    },
  },
  {
    // First-party counts (server/counts, docs/decisions/069): one row per day, page, event and
    // source class, added to by every instance's flush. Nothing in it names a visitor. Written to
    // stand on 0003 alone, whatever migration sorts between them.
    name: '0005-daily-counts',
    async up(db) {
      await db.schema
        .createTable('daily_counts')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('place', 'text')
        .addColumn('service', 'text')
        .addColumn('count', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_counts_pkey', ['day', 'path', 'event', 'source'])
        .execute();
    },
  },
];

/** Whether a table of that name exists in the store's own schema (PostgreSQL's current one). */
async function tableExists(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<boolean> {
  const found =
    dialect === 'postgres'
      ? sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = current_schema() and table_name = ${table}`
      : sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${table}`;
  return Number((await found.execute(db)).rows[0]?.n ?? 0) > 0;
}

/** The versions the old runner recorded as applied; none for a store it never touched, or once migration 0002 has dropped its record. */
async function oldRunnerVersions(db: Kysely<unknown>, dialect: Dialect): Promise<Set<number>> {
  if (!(await tableExists(db, dialect, 'schema_migrations'))) return new Set();
  const rows = (await sql<{ version: number }>`select version from schema_migrations`.execute(db)).rows;
  const versions = new Set(rows.map((r) => Number(r.version)));
  for (const version of versions) {
    if (!migrations.some((m) => m.oldVersion === version))
      throw new Error(`the lead store records migration ${version}, which this code does not have`);
  }
  return versions;
}

/** The migrations for Kysely: those the old runner applied become no-ops, so they are recorded, not run again. */
function provider(types: ColumnTypes, appliedByOldRunner: ReadonlySet<number>): MigrationProvider {
  const noop = async () => {};
  return {
    getMigrations: async () =>
      Object.fromEntries(
        migrations.map((m) => [
          m.name,
          { up: m.oldVersion !== undefined && appliedByOldRunner.has(m.oldVersion) ? noop : (db: Kysely<unknown>) => m.up(db, types) },
        ]),
      ),
  };
}

async function runMigrator(db: Kysely<unknown>, dialect: Dialect): Promise<string[]> {
  const appliedByOldRunner = await oldRunnerVersions(db, dialect);
  // Kysely looks for its table in every schema it can see unless told which: a PostgreSQL
  // database holding several stores (one schema each) would find another store's record.
  const schema =
    dialect === 'postgres'
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? undefined)
      : undefined;
  const migrator = new Migrator({ db, provider: provider(columnTypes(dialect), appliedByOldRunner), migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Applies the migrations not yet recorded; returns their names (one the old runner had applied is
 * among them the first time: recorded now, not run).
 */
export async function migrate(db: Db): Promise<string[]> {
  // Kysely runs SQLite's migrations outside any transaction (its SQLite adapter claims no
  // transactional DDL, though SQLite has it); one BEGIN IMMEDIATE around the run keeps a
  // migration and its record together, and holds the write lock so no other process migrates too.
  if (db.dialect === 'sqlite') return db.transaction((tx) => runMigrator(tx as unknown as Kysely<unknown>, db.dialect));
  // On PostgreSQL, Kysely's own lock is taken only once it has looked for its table, which reads
  // the catalogue of every schema: an instance starting while another is half-way through a
  // migration can read a table whose column is being changed and fail ("column … does not
  // exist"). One session lock, held on a connection of its own for the whole run, makes instances
  // (and stores in other schemas of the same database) migrate one at a time.
  const q = db.q as unknown as Kysely<unknown>;
  return q.connection().execute(async (lock) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(lock);
    try {
      return await runMigrator(q, db.dialect);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(lock);
    }
  });
}

/** The PostgreSQL advisory lock key every instance takes while it migrates (any fixed number the application owns). */
const MIGRATION_LOCK = 7_261_100;

/** Whether the lead tables exist (read-only: creates nothing). */
export async function hasLeadTables(db: Db): Promise<boolean> {
  return tableExists(db.q as unknown as Kysely<unknown>, db.dialect, 'leads');
}
