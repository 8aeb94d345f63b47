/**
 * The webhook's second kind of message: one event per change made in the inbox (taken, note,
 * done, spam, reopened), so a CRM or a chat bot hears about a lead's life as well as its arrival
 * (docs/decisions/068). Each change writes its `lead_events` row in the same transaction as its
 * history row (server/inbox/leads.ts); the outbox worker (worker.ts) claims, sends and retries
 * these rows exactly as it does a lead's deliveries: a lease, backoff, dead after the same number
 * of attempts. The event's id is its idempotency key.
 */
import { sql } from 'kysely';
import { type EventVia, type HistoryAction, type Q, timestamp, toDate, type Db } from '../store/db.ts';

/** One change as the webhook sends it. */
export interface LeadEvent {
  id: string;
  lead_id: string;
  type: HistoryAction;
  at: Date;
  person_name: string;
  via: EventVia;
  note: string | null;
  attempts: number;
}

/** Queues the webhook event of one change, inside the change's own transaction. */
export async function queueEvent(
  tx: Q,
  event: { id: string; leadId: string; type: HistoryAction; at: string; personName: string; via: EventVia; note?: string | null },
): Promise<void> {
  await tx
    .insertInto('lead_events')
    .values({
      id: event.id,
      lead_id: event.leadId,
      type: event.type,
      at: event.at,
      person_name: event.personName,
      via: event.via,
      note: event.note ?? null,
      next_attempt_at: event.at,
    })
    .execute();
}

/** Claims up to `limit` due events for `leaseMs` (SKIP LOCKED on PostgreSQL, as deliveries are), oldest change first. */
export async function claimDueEvents(db: Db, limit: number, leaseMs: number): Promise<LeadEvent[]> {
  const now = timestamp(new Date());
  const rows = await db.q
    .updateTable('lead_events')
    .set((eb) => ({ claimed_until: timestamp(new Date(Date.now() + leaseMs)), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lead_events')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
        .orderBy('at')
        .limit(limit)
        .$if(db.dialect === 'postgres', (s) => s.forUpdate().skipLocked()),
    )
    .returning(['id', 'lead_id', 'type', 'at', 'person_name', 'via', 'note', 'attempts'])
    .execute();
  return rows.map((r) => ({ ...r, at: toDate(r.at), attempts: Number(r.attempts) })).sort((x, y) => x.at.getTime() - y.at.getTime());
}

/** Records the outcome of one attempt: sent, or failed (retried after `retryMs`, or dead). */
export async function recordEventOutcome(
  db: Db,
  id: string,
  outcome: { sent: true } | { sent: false; error: string; retryMs: number; dead: boolean },
): Promise<void> {
  const now = new Date();
  await db.q
    .updateTable('lead_events')
    .set(
      outcome.sent
        ? { status: 'sent', delivered_at: timestamp(now), claimed_until: null, last_error: null }
        : {
            status: outcome.dead ? 'dead' : 'pending',
            claimed_until: null,
            last_error: outcome.error,
            next_attempt_at: timestamp(new Date(now.getTime() + outcome.retryMs)),
          },
    )
    .where('id', '=', id)
    .execute();
}

/** How many events are pending, sent and dead, for `npm run leads -- status`. */
export async function eventCounts(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db.q
    .selectFrom('lead_events')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .orderBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** Each lead's events' states ('sent', 'pending', 'dead'), for `npm run leads -- list`. */
export async function eventStates(db: Db, leadIds: readonly string[]): Promise<Map<string, { status: string; count: number }[]>> {
  const byLead = new Map<string, { status: string; count: number }[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db.q
    .selectFrom('lead_events')
    .select(['lead_id', 'status', sql<number>`count(*)`.as('count')])
    .where('lead_id', 'in', [...leadIds])
    .groupBy(['lead_id', 'status'])
    .orderBy('status')
    .execute();
  for (const r of rows) byLead.set(r.lead_id, [...(byLead.get(r.lead_id) ?? []), { status: r.status, count: Number(r.count) }]);
  return byLead;
}

/** Puts dead events back in the queue with a fresh set of attempts (all, or one lead's): `npm run leads -- requeue`. */
export async function requeueDeadEvents(db: Db, leadId: string | null): Promise<{ lead_id: string; type: HistoryAction }[]> {
  return db.q
    .updateTable('lead_events')
    .set({ status: 'pending', attempts: 0, next_attempt_at: timestamp(new Date()), claimed_until: null })
    .where('status', '=', 'dead')
    .$if(leadId !== null, (u) => u.where('lead_id', '=', leadId!))
    .returning(['lead_id', 'type'])
    .execute();
}
