/**
 * The lead tables, as numbered SQL migrations applied in order at start-up. Each runs once, in
 * one transaction with the bookkeeping row; an advisory lock makes server instances starting
 * together on one PostgreSQL take turns. Never edit a migration that has shipped: add the next.
 */
import type { Db } from './db.ts';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, deliveries and delivery attempts',
    sql: `
      create table leads (
        id uuid primary key,
        kind text not null check (kind in ('callback', 'question')),
        created_at timestamptz not null default now(),
        page text not null,
        place text,
        service text,
        name text,
        phone text,
        email text,
        postcode text,
        need text,
        message text,
        overdue_logged_at timestamptz
      );
      create index leads_created_at on leads (created_at);

      -- The outbox: one row per lead and channel, claimed by one worker at a time.
      create table deliveries (
        lead_id uuid not null references leads (id) on delete cascade,
        channel text not null check (channel in ('email', 'webhook')),
        status text not null default 'pending' check (status in ('pending', 'sent', 'dead')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        claimed_until timestamptz,
        last_error text,
        delivered_at timestamptz,
        primary key (lead_id, channel)
      );
      create index deliveries_due on deliveries (next_attempt_at) where status = 'pending';

      create table delivery_attempts (
        id bigserial primary key,
        lead_id uuid not null references leads (id) on delete cascade,
        channel text not null,
        attempt integer not null,
        started_at timestamptz not null,
        finished_at timestamptz not null default now(),
        outcome text not null check (outcome in ('sent', 'failed')),
        error text
      );
      create index delivery_attempts_lead on delivery_attempts (lead_id);
    `,
  },
];

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_413_001;

/** Applies the migrations not yet applied; returns their versions. */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
