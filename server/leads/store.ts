/**
 * Every query of the lead pipeline, on SQLite and PostgreSQL alike (db.ts).
 *
 * Rules that keep the two engines and several processes safe:
 * - Times are computed here and passed in (`timestamp()`), never the database's own clock.
 * - Writes that touch a lead and its deliveries take their locks in one order, the lead first
 *   (PostgreSQL's row locks; SQLite has one write lock), so retention's delete and the outbox
 *   never deadlock; a deadlock or serialisation failure anyway is retried once.
 * - A lock held elsewhere (another process writing to the SQLite file, a PostgreSQL row lock) is
 *   waited for up to LOCK_WAIT_MS by the engine itself (db.ts), then the operation fails; it is
 *   not retried, so a visitor's post is answered within that bound.
 * - Errors leave this module as LeadStoreError, whose message never carries the lead's fields
 *   (PostgreSQL's "Failing row contains …" detail and the query's parameters are dropped).
 */
import { sql } from 'kysely';
import { type Db, type Lead, type Q, timestamp, toDate } from '../store/db.ts';
import type { LeadData } from './validate.ts';

export type Channel = 'email' | 'webhook';
export type DeliveryStatus = 'pending' | 'sent' | 'dead';

/** The privacy policy's retention period for contact data. */
export const RETENTION_MONTHS = 12;

/** A lead as the pipeline sees it; the inbox's columns (state, taker) are server/inbox's business. */
export interface LeadRow extends Omit<Lead, 'created_at' | 'overdue_logged_at' | 'state' | 'taken_by' | 'taken_by_name' | 'taken_at'> {
  created_at: Date;
}

export interface StoredMeta {
  page: string;
  place: string | null;
  service: string | null;
}

/** A store failure, described without any of the lead's data. */
export class LeadStoreError extends Error {
  override name = 'LeadStoreError';
  constructor(
    readonly operation: string,
    readonly code: string | undefined,
    description: string,
  ) {
    super(`lead store: ${operation} failed${code ? ` (${code})` : ''}: ${description}`);
  }
}

/** The engine's own message, cut before anything that quotes a value. */
function safeDescription(error: unknown): string {
  const message = String((error as Error)?.message ?? error).split('\n')[0]!;
  return message
    .replace(/:\s*".*$/s, '')
    .replace(/\(.*\)\s*=\s*\(.*\)/s, '(…)')
    .slice(0, 200);
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

const RETRY_ONCE = new Set(['40P01', '40001']); // PostgreSQL: deadlock detected, serialization failure
const FOREIGN_KEY = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

/** Runs one store operation with the retry above, turning failures into LeadStoreError. */
async function run<T>(operation: string, fn: () => Promise<T>): Promise<T> {
  let retriedDeadlock = false;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      const code = errorCode(error);
      if (code && RETRY_ONCE.has(code) && !retriedDeadlock) {
        retriedDeadlock = true;
        continue;
      }
      if (error instanceof LeadStoreError) throw error;
      throw new LeadStoreError(operation, code, safeDescription(error));
    }
  }
}

const ms = (n: number) => new Date(Date.now() + n);

export async function insertLead(db: Db, id: string, lead: LeadData, meta: StoredMeta, channels: readonly Channel[]): Promise<void> {
  const c = lead.kind === 'callback' ? lead : null;
  const q = lead.kind === 'question' ? lead : null;
  const now = timestamp(new Date());
  await run('storing a lead', () =>
    // One transaction: the lead and its outbox rows are stored together or not at all, and the
    // commit (fsync'd on SQLite) comes before the visitor is told anything.
    db.transaction(async (tx) => {
      await tx
        .insertInto('leads')
        .values({
          id,
          kind: lead.kind,
          created_at: now,
          page: meta.page,
          place: meta.place,
          service: meta.service,
          name: lead.name,
          phone: c?.phone ?? null,
          email: q?.email ?? null,
          postcode: c?.postcode ?? null,
          need: c?.need ?? null,
          message: c ? c.note : q!.question,
        })
        .execute();
      if (channels.length > 0) {
        await tx
          .insertInto('deliveries')
          .values(channels.map((channel) => ({ lead_id: id, channel, next_attempt_at: now })))
          .execute();
      }
    }),
  );
}

export interface Claim {
  lead_id: string;
  channel: Channel;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries on `channels` for `leaseMs`, in one statement. On
 * PostgreSQL, SKIP LOCKED lets several instances claim at once without waiting for or taking each
 * other's rows; SQLite takes its write lock for the whole statement. The lease hands a row to
 * another worker only if its claimer died mid-attempt.
 */
export async function claimDue(db: Db, channels: readonly Channel[], limit: number, leaseMs: number): Promise<Claim[]> {
  if (channels.length === 0) return [];
  const now = timestamp(new Date());
  const rows = await run('claiming deliveries', () =>
    db.q
      .updateTable('deliveries')
      .set((eb) => ({ claimed_until: timestamp(ms(leaseMs)), attempts: eb('attempts', '+', 1) }))
      .where((eb) =>
        eb(
          eb.refTuple('lead_id', 'channel'),
          'in',
          eb
            .selectFrom('deliveries')
            .select(['lead_id', 'channel'])
            .where('status', '=', 'pending')
            .where('channel', 'in', [...channels])
            .where('next_attempt_at', '<=', now)
            .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
            .orderBy('next_attempt_at')
            .limit(limit)
            .$if(db.dialect === 'postgres', (s) => s.forUpdate().skipLocked())
            .$asTuple('lead_id', 'channel'),
        ),
      )
      .returning(['lead_id', 'channel', 'attempts'])
      .execute(),
  );
  return rows.map((r) => ({ lead_id: r.lead_id, channel: r.channel, attempts: Number(r.attempts) }));
}

function asLeadRow(row: Lead): LeadRow {
  // The inbox's columns are read by server/inbox itself; the pipeline's rows stay as they were.
  const { overdue_logged_at: _, state: _state, taken_by: _by, taken_by_name: _name, taken_at: _at, ...rest } = row;
  return { ...rest, created_at: toDate(row.created_at) };
}

export async function leadsById(db: Db, ids: string[]): Promise<LeadRow[]> {
  if (ids.length === 0) return [];
  const rows = await run('reading leads', () => db.q.selectFrom('leads').selectAll().where('id', 'in', ids).execute());
  return rows.map(asLeadRow);
}

/**
 * Records one attempt and the delivery's new state in one transaction: the attempt row first
 * (its foreign key locks the lead), then the delivery, the same order retention deletes in.
 * A lead deleted meanwhile (retention, by hand) leaves nothing to record.
 */
async function recordAttempt(
  db: Db,
  claim: Claim,
  startedAt: Date,
  outcome: 'sent' | 'failed',
  error: string | null,
  update: (tx: Q, now: string) => Promise<unknown>,
): Promise<void> {
  try {
    await run(`recording a ${outcome} delivery`, () =>
      db.transaction(async (tx) => {
        const now = timestamp(new Date());
        await tx
          .insertInto('delivery_attempts')
          .values({
            lead_id: claim.lead_id,
            channel: claim.channel,
            attempt: claim.attempts,
            started_at: timestamp(startedAt),
            finished_at: now,
            outcome,
            error,
          })
          .execute();
        await update(tx, now);
      }),
    );
  } catch (e) {
    if (e instanceof LeadStoreError && e.code && FOREIGN_KEY.has(e.code)) return;
    throw e;
  }
}

export function recordSent(db: Db, claim: Claim, startedAt: Date): Promise<void> {
  return recordAttempt(db, claim, startedAt, 'sent', null, (tx, now) =>
    tx
      .updateTable('deliveries')
      .set({ status: 'sent', delivered_at: now, claimed_until: null, last_error: null })
      .where('lead_id', '=', claim.lead_id)
      .where('channel', '=', claim.channel)
      .execute(),
  );
}

/** Records a failed attempt; the delivery is retried after `retryMs`, or marked dead. */
export function recordFailed(db: Db, claim: Claim, startedAt: Date, error: string, retryMs: number, dead: boolean): Promise<void> {
  return recordAttempt(db, claim, startedAt, 'failed', error, (tx) =>
    tx
      .updateTable('deliveries')
      .set({ status: dead ? 'dead' : 'pending', claimed_until: null, last_error: error, next_attempt_at: timestamp(ms(retryMs)) })
      .where('lead_id', '=', claim.lead_id)
      .where('channel', '=', claim.channel)
      .execute(),
  );
}

/** Seconds since the oldest lead with a delivery not yet sent (pending or dead) arrived; null if none. */
export async function oldestUndeliveredAgeSeconds(db: Db): Promise<number | null> {
  const row = await run('reading the outbox', () =>
    db.q
      .selectFrom('leads')
      .select((eb) => eb.fn.min('created_at').as('oldest'))
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('deliveries').select('lead_id').whereRef('deliveries.lead_id', '=', 'leads.id').where('status', '<>', 'sent')),
      )
      .executeTakeFirst(),
  );
  if (row?.oldest == null) return null;
  return Math.max(0, Math.floor((Date.now() - toDate(row.oldest as Date | string).getTime()) / 1000));
}

/** Leads undelivered for longer than `afterMs` not yet reported; marks them reported (once, across instances). */
export async function takeOverdue(db: Db, afterMs: number): Promise<{ id: string; kind: string; age: number }[]> {
  const now = new Date();
  const rows = await run('checking overdue leads', () =>
    db.q
      .updateTable('leads')
      .set({ overdue_logged_at: timestamp(now) })
      .where('overdue_logged_at', 'is', null)
      .where('created_at', '<', timestamp(new Date(now.getTime() - afterMs)))
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('deliveries').select('lead_id').whereRef('deliveries.lead_id', '=', 'leads.id').where('status', '<>', 'sent')),
      )
      .returning(['id', 'kind', 'created_at'])
      .execute(),
  );
  return rows.map((r) => ({ id: r.id, kind: r.kind, age: Math.floor((now.getTime() - toDate(r.created_at).getTime()) / 1000) }));
}

/** The moment before which leads are past the retention period. */
export function retentionCutoff(now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes leads older than the retention period; their deliveries and attempts go with them
 * (ON DELETE CASCADE, in the same statement).
 */
export async function deleteExpired(db: Db, now = new Date()): Promise<number> {
  const result = await run('deleting expired leads', () =>
    db.q
      .deleteFrom('leads')
      .where('created_at', '<', timestamp(retentionCutoff(now)))
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}

interface DeliveryState {
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
}

export type LeadWithDeliveries = LeadRow & { deliveries: DeliveryState[] };

/**
 * The most recent leads first (or, with `since`, those received since then; with `ids`, only
 * those), with each channel's delivery state.
 */
export async function recentLeads(
  db: Db,
  limit: number,
  since: Date | null = null,
  ids: readonly string[] | null = null,
): Promise<LeadWithDeliveries[]> {
  if (ids?.length === 0) return [];
  return run('reading leads', async () => {
    const chosen = db.q
      .selectFrom('leads')
      .$if(since !== null, (s) => s.where('created_at', '>=', timestamp(since!)))
      .$if(ids !== null, (s) => s.where('id', 'in', [...ids!]))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit);
    const leads = await chosen.selectAll().execute();
    const deliveries = await db.q
      .selectFrom('deliveries')
      .select(['lead_id', 'channel', 'status', 'attempts', 'last_error', 'delivered_at'])
      .where('lead_id', 'in', chosen.select('id'))
      .orderBy('channel')
      .execute();
    const byLead = new Map<string, DeliveryState[]>();
    for (const d of deliveries) {
      const list = byLead.get(d.lead_id) ?? [];
      list.push({
        channel: d.channel,
        status: d.status,
        attempts: Number(d.attempts),
        last_error: d.last_error,
        delivered_at: d.delivered_at == null ? null : toDate(d.delivered_at),
      });
      byLead.set(d.lead_id, list);
    }
    return leads.map((l) => ({ ...asLeadRow(l), deliveries: byLead.get(l.id) ?? [] }));
  });
}

/** Puts dead deliveries back in the queue (all, or one lead's), with a fresh set of attempts. */
export function requeueDead(db: Db, leadId: string | null): Promise<{ lead_id: string; channel: Channel }[]> {
  return run('requeueing deliveries', () =>
    db.q
      .updateTable('deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: timestamp(new Date()), claimed_until: null })
      .where('status', '=', 'dead')
      .$if(leadId !== null, (u) => u.where('lead_id', '=', leadId!))
      .returning(['lead_id', 'channel'])
      .execute(),
  );
}

export async function deliveryCounts(db: Db): Promise<{ channel: Channel; status: DeliveryStatus; count: number }[]> {
  const rows = await run('counting deliveries', () =>
    db.q
      .selectFrom('deliveries')
      .select(['channel', 'status', sql<number>`count(*)`.as('count')])
      .groupBy(['channel', 'status'])
      .orderBy('channel')
      .orderBy('status')
      .execute(),
  );
  return rows.map((r) => ({ channel: r.channel, status: r.status, count: Number(r.count) }));
}

/** Deliveries not yet sent (waiting or being retried, and given up on), per channel: the outbox's depth. */
export async function undeliveredCounts(db: Db): Promise<{ channel: Channel; status: Exclude<DeliveryStatus, 'sent'>; count: number }[]> {
  const rows = await run('counting undelivered leads', () =>
    db.q
      .selectFrom('deliveries')
      .select(['channel', 'status', sql<number>`count(*)`.as('count')])
      .where('status', '<>', 'sent')
      .groupBy(['channel', 'status'])
      .execute(),
  );
  return rows.map((r) => ({ channel: r.channel, status: r.status as 'pending' | 'dead', count: Number(r.count) }));
}
