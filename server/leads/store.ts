/**
 * Every query of the lead pipeline. Each is one statement (see db.ts on why), and numbers are
 * cast to int/float8 so PGlite and node-postgres return the same JavaScript types.
 */
import type { Queryable } from './db.ts';
import type { LeadData } from './validate.ts';

export type Channel = 'email' | 'webhook';
export type DeliveryStatus = 'pending' | 'sent' | 'dead';

/** The privacy policy's retention period for contact data. */
export const RETENTION_MONTHS = 12;

export interface LeadRow {
  id: string;
  kind: 'callback' | 'question';
  created_at: Date;
  page: string;
  place: string | null;
  service: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  postcode: string | null;
  need: string | null;
  message: string | null;
}

export interface StoredMeta {
  page: string;
  place: string | null;
  service: string | null;
}

export async function insertLead(db: Queryable, id: string, lead: LeadData, meta: StoredMeta, channels: readonly Channel[]): Promise<void> {
  const c = lead.kind === 'callback' ? lead : null;
  const q = lead.kind === 'question' ? lead : null;
  // One statement: the lead and its outbox rows are stored together or not at all.
  await db.query(
    `with lead as (
       insert into leads (id, kind, page, place, service, name, phone, email, postcode, need, message)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       returning id
     )
     insert into deliveries (lead_id, channel) select lead.id, channel from lead, unnest($12::text[]) as channel`,
    [
      id,
      lead.kind,
      meta.page,
      meta.place,
      meta.service,
      lead.name,
      c?.phone ?? null,
      q?.email ?? null,
      c?.postcode ?? null,
      c?.need ?? null,
      c ? c.note : q!.question,
      [...channels],
    ],
  );
}

export interface Claim {
  lead_id: string;
  channel: Channel;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries on `channels` for `leaseMs`. SKIP LOCKED lets several
 * instances claim at once without waiting for or taking each other's rows; the lease hands a
 * row to another worker only if its claimer died mid-attempt.
 */
export function claimDue(db: Queryable, channels: readonly Channel[], limit: number, leaseMs: number): Promise<Claim[]> {
  return db.query<Claim>(
    `update deliveries d
        set claimed_until = now() + $3::int * interval '1 millisecond', attempts = d.attempts + 1
       from (select lead_id, channel from deliveries
              where status = 'pending' and channel = any($1::text[]) and next_attempt_at <= now()
                and (claimed_until is null or claimed_until < now())
              order by next_attempt_at
              limit $2
              for update skip locked) due
      where d.lead_id = due.lead_id and d.channel = due.channel
      returning d.lead_id, d.channel, d.attempts`,
    [[...channels], limit, leaseMs],
  );
}

export function leadsById(db: Queryable, ids: string[]): Promise<LeadRow[]> {
  return db.query<LeadRow>('select * from leads where id = any($1::uuid[])', [ids]);
}

export async function recordSent(db: Queryable, claim: Claim, startedAt: Date): Promise<void> {
  await db.query(
    `with attempt as (
       insert into delivery_attempts (lead_id, channel, attempt, started_at, outcome) values ($1, $2, $3, $4, 'sent')
     )
     update deliveries set status = 'sent', delivered_at = now(), claimed_until = null, last_error = null
      where lead_id = $1 and channel = $2`,
    [claim.lead_id, claim.channel, claim.attempts, startedAt],
  );
}

/** Records a failed attempt; the delivery is retried after `retryMs`, or marked dead. */
export async function recordFailed(db: Queryable, claim: Claim, startedAt: Date, error: string, retryMs: number, dead: boolean): Promise<void> {
  await db.query(
    `with attempt as (
       insert into delivery_attempts (lead_id, channel, attempt, started_at, outcome, error) values ($1, $2, $3, $4, 'failed', $5)
     )
     update deliveries
        set status = $7, claimed_until = null, last_error = $5,
            next_attempt_at = now() + $6::int * interval '1 millisecond'
      where lead_id = $1 and channel = $2`,
    [claim.lead_id, claim.channel, claim.attempts, startedAt, error, retryMs, dead ? 'dead' : 'pending'],
  );
}

/** Seconds since the oldest lead with a delivery not yet sent (pending or dead) arrived; null if none. */
export async function oldestUndeliveredAgeSeconds(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ age: number | null }>(
    `select extract(epoch from now() - min(l.created_at))::float8 as age
       from leads l
      where exists (select 1 from deliveries d where d.lead_id = l.id and d.status <> 'sent')`,
  );
  return row?.age == null ? null : Math.max(0, Math.floor(row.age));
}

/** Leads undelivered for longer than `afterMs` not yet reported; marks them reported (once, across instances). */
export function takeOverdue(db: Queryable, afterMs: number): Promise<{ id: string; kind: string; age: number }[]> {
  return db.query(
    `update leads l set overdue_logged_at = now()
      where overdue_logged_at is null
        and created_at < now() - $1::int * interval '1 millisecond'
        and exists (select 1 from deliveries d where d.lead_id = l.id and d.status <> 'sent')
      returning id, kind, floor(extract(epoch from now() - created_at))::int as age`,
    [afterMs],
  );
}

/** Deletes leads (with their deliveries and attempts) older than the retention period. */
export async function deleteExpired(db: Queryable): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `with gone as (delete from leads where created_at < now() - make_interval(months => $1) returning 1)
     select count(*)::int as deleted from gone`,
    [RETENTION_MONTHS],
  );
  return row?.deleted ?? 0;
}

interface DeliveryState {
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: string | null;
}

export type LeadWithDeliveries = LeadRow & { deliveries: DeliveryState[] };

/** The most recent leads first, with each channel's delivery state. */
export function recentLeads(db: Queryable, limit: number, since: Date | null = null): Promise<LeadWithDeliveries[]> {
  return db.query<LeadWithDeliveries>(
    `select l.id, l.kind, l.created_at, l.page, l.place, l.service, l.name, l.phone, l.email, l.postcode, l.need, l.message,
            coalesce(json_agg(json_build_object(
              'channel', d.channel, 'status', d.status, 'attempts', d.attempts,
              'last_error', d.last_error, 'delivered_at', d.delivered_at) order by d.channel)
              filter (where d.channel is not null), '[]') as deliveries
       from leads l left join deliveries d on d.lead_id = l.id
      where $2::timestamptz is null or l.created_at >= $2::timestamptz
      group by l.id
      order by l.created_at desc, l.id
      limit $1`,
    [limit, since],
  );
}

/** Puts dead deliveries back in the queue (all, or one lead's), with a fresh set of attempts. */
export function requeueDead(db: Queryable, leadId: string | null): Promise<{ lead_id: string; channel: Channel }[]> {
  return db.query(
    `update deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null
      where status = 'dead' and ($1::uuid is null or lead_id = $1::uuid)
      returning lead_id, channel`,
    [leadId],
  );
}

export function deliveryCounts(db: Queryable): Promise<{ channel: Channel; status: DeliveryStatus; count: number }[]> {
  return db.query(`select channel, status, count(*)::int as count from deliveries group by channel, status order by channel, status`);
}
