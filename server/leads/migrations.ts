/**
 * The lead tables, as numbered migrations applied in order at start-up, on SQLite and PostgreSQL
 * alike. Each runs once, in one transaction with its bookkeeping row; on PostgreSQL an advisory
 * lock makes instances starting together take turns, on SQLite the transaction's write lock does.
 * Never edit a migration that has shipped: add the next.
 */
import { type Kysely, sql } from 'kysely';
import { type Db, type Dialect, timestamp } from './db.ts';

interface Migration {
  version: number;
  name: string;
  // Migrations see the tables as they were then, not today's types.
  up(db: Kysely<unknown>, types: ColumnTypes): Promise<void>;
}

/** Column types per engine: SQLite keeps uuids and ISO timestamps as text. */
interface ColumnTypes {
  uuid: 'uuid' | 'text';
  time: 'timestamptz' | 'text';
  serial: 'bigserial' | 'integer';
}

function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres' ? { uuid: 'uuid', time: 'timestamptz', serial: 'bigserial' } : { uuid: 'text', time: 'text', serial: 'integer' };
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, deliveries and delivery attempts',
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
];

/** Any fixed number: the advisory lock that serialises migrations across PostgreSQL instances. */
const MIGRATION_LOCK = 7_413_001;

/** Applies the migrations not yet applied; returns their versions. */
export async function migrate(db: Db): Promise<number[]> {
  const types = columnTypes(db.dialect);
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await tx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', types.time, (c) => c.notNull())
      .execute();
    const done = new Set((await tx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await m.up(tx as unknown as Kysely<unknown>, types);
      await tx
        .insertInto('schema_migrations')
        .values({ version: m.version, name: m.name, applied_at: timestamp(new Date()) })
        .execute();
      applied.push(m.version);
    }
    return applied;
  });
}

/** The highest migration applied, or 0 for an empty database (read-only: creates nothing). */
export async function appliedVersion(db: Db): Promise<number> {
  const tables = await sql<{ n: number }>`select count(*) as n from ${sql.raw(
    db.dialect === 'postgres'
      ? "information_schema.tables where table_schema = current_schema() and table_name = 'schema_migrations'"
      : "sqlite_master where type = 'table' and name = 'schema_migrations'",
  )}`.execute(db.q);
  if (Number(tables.rows[0]?.n ?? 0) === 0) return 0;
  const row = await db.q
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('v'))
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}
