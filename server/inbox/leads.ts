/**
 * The inbox's queries on leads: the list with its filters and search, one lead with its history,
 * and the changes (take, note, done, spam, reopen), each written together with its history row in
 * one transaction. Taking is one `UPDATE … WHERE taken_by IS NULL`: when two people press "I'm
 * taking it" at once, the database lets exactly one update the row, on SQLite and PostgreSQL
 * alike, and the other is told who has it. With a webhook configured, each change also queues its
 * signed event in the same transaction (server/leads/event-outbox.ts, docs/decisions/068).
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type Db, type EventVia, type HistoryAction, type LeadState, type Q, timestamp, toDate } from '../store/db.ts';
import { queueEvent } from '../leads/event-outbox.ts';
import { recentLeads, type LeadWithDeliveries } from '../leads/store.ts';

export type Filter = LeadState;
export const FILTERS: readonly Filter[] = ['open', 'taken', 'done', 'spam'];

/** Who does something: a signed-in person (or the CLI, for tests and tools). */
export interface Actor {
  id: string;
  name: string;
}

export interface InboxLead extends LeadWithDeliveries {
  state: LeadState;
  taken_by: string | null;
  taken_by_name: string | null;
  taken_at: Date | null;
}

export interface HistoryEntry {
  at: Date;
  person_name: string;
  action: HistoryAction;
  note: string | null;
}

/** Whether changes go to the webhook too, and where they were made (the inbox, or an e-mail's link). */
export interface ChangeOptions {
  webhook: boolean;
  via?: EventVia;
}

const NO_WEBHOOK: ChangeOptions = { webhook: false };

/** Appends a change to the lead's history and, with a webhook, queues its event: both in the caller's transaction. */
async function recordChange(
  tx: Q,
  leadId: string,
  at: string,
  actor: Actor,
  action: HistoryAction,
  note: string | null,
  { webhook, via = 'inbox' }: ChangeOptions,
): Promise<void> {
  await tx.insertInto('lead_history').values({ lead_id: leadId, at, person_id: actor.id, person_name: actor.name, action, note }).execute();
  if (webhook) await queueEvent(tx, { id: randomUUID(), leadId, type: action, at, personName: actor.name, via, note });
}

/** How many leads one list shows: the newest first. */
const LIST_LIMIT = 100;

/** The longest note kept, as the call-back form's note field allows. */
export const NOTE_MAX = 2000;

/** A search as SQL LIKE patterns: the words as typed, the number's digits, the postcode without spaces. */
function searchPatterns(query: string): { text: string; digits: string | null; postcode: string } {
  // LIKE's wildcards are dropped from what was typed, rather than escaped (SQLite and PostgreSQL escape differently).
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, '');
  const trimmed = query.trim().toLowerCase();
  const phone = parsePhoneNumberFromString(query, 'GB');
  // Stored numbers are E.164 (+447911123456): a whole number matches exactly, a piece by its digits.
  const digits = phone?.isValid() ? phone.number : /^[\d\s+()-]{3,}$/.test(trimmed) ? trimmed.replace(/\D/g, '').replace(/^0/, '') : null;
  return {
    text: `%${escapeLike(trimmed)}%`,
    digits: digits ? `%${escapeLike(digits)}%` : null,
    postcode: `%${escapeLike(trimmed.replace(/\s+/g, ''))}%`,
  };
}

/** The leads in one state (newest first), narrowed by a search when one is given. */
export async function listLeads(db: Db, filter: Filter, query = ''): Promise<InboxLead[]> {
  let chosen = db.q.selectFrom('leads').select('id').where('state', '=', filter);
  if (query.trim() !== '') {
    const p = searchPatterns(query);
    chosen = chosen.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', p.text),
        eb(eb.fn('lower', [eb.fn('replace', ['postcode', eb.val(' '), eb.val('')])]), 'like', p.postcode),
        ...(p.digits ? [eb('phone', 'like', p.digits)] : []),
      ]),
    );
  }
  const ids = (await chosen.orderBy('created_at', 'desc').limit(LIST_LIMIT).execute()).map((r) => r.id);
  return withInboxColumns(db, ids);
}

/** One lead with its inbox state, or null. */
export async function leadById(db: Db, id: string): Promise<InboxLead | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return (await withInboxColumns(db, [id]))[0] ?? null;
}

/** The inbox's columns of these leads, by id (`npm run leads -- list` shows them too). */
export async function inboxStates(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Pick<InboxLead, 'state' | 'taken_by' | 'taken_by_name' | 'taken_at'>>();
  const rows = await db.q
    .selectFrom('leads')
    .select(['id', 'state', 'taken_by', 'taken_by_name', 'taken_at'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { state: r.state, taken_by: r.taken_by, taken_by_name: r.taken_by_name, taken_at: r.taken_at == null ? null : toDate(r.taken_at) },
    ]),
  );
}

/** The pipeline's view of these leads (with delivery state) plus the inbox's columns, newest first. */
async function withInboxColumns(db: Db, ids: string[]): Promise<InboxLead[]> {
  const states = await inboxStates(db, ids);
  const leads = await recentLeads(db, ids.length, null, ids);
  return leads.map((l) => ({ ...l, ...states.get(l.id)! }));
}

export async function historyOf(db: Db, leadId: string): Promise<HistoryEntry[]> {
  const rows = await db.q
    .selectFrom('lead_history')
    .select(['at', 'person_name', 'action', 'note'])
    .where('lead_id', '=', leadId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, at: toDate(r.at) }));
}

export type TakeResult =
  | { ok: true }
  /** Someone else has it, or (takenBy null) it was marked done or spam before anyone took it. */
  | { ok: false; takenBy: string | null; takenAt: Date | null; state: LeadState }
  | { ok: false; missing: true };

/**
 * Takes a lead for `actor`. The WHERE clause makes the database choose: of two people taking the
 * same open lead at once, one row update succeeds and the other updates nothing, then reads who won.
 */
export async function takeLead(db: Db, leadId: string, actor: Actor, options: ChangeOptions = NO_WEBHOOK): Promise<TakeResult> {
  return db.transaction((tx) => takeLeadIn(tx, leadId, actor, options));
}

/** takeLead inside a transaction the caller holds (an e-mail link's claim spends the link in the same one). */
export async function takeLeadIn(tx: Q, leadId: string, actor: Actor, options: ChangeOptions): Promise<TakeResult> {
  const now = timestamp(new Date());
  const updated = await tx
    .updateTable('leads')
    .set({ state: 'taken', taken_by: actor.id, taken_by_name: actor.name, taken_at: now })
    .where('id', '=', leadId)
    .where('taken_by', 'is', null)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) {
    await recordChange(tx, leadId, now, actor, 'taken', null, options);
    return { ok: true } as const;
  }
  const row = await tx.selectFrom('leads').select(['taken_by_name', 'taken_at', 'state']).where('id', '=', leadId).executeTakeFirst();
  if (!row) return { ok: false, missing: true } as const;
  return { ok: false, takenBy: row.taken_by_name, takenAt: row.taken_at == null ? null : toDate(row.taken_at), state: row.state } as const;
}

/** Adds a note to the lead's history; false when there is no such lead. */
export async function addNote(db: Db, leadId: string, actor: Actor, note: string, options: ChangeOptions = NO_WEBHOOK): Promise<boolean> {
  const text = note.trim().slice(0, NOTE_MAX);
  if (text === '') return true;
  return db.transaction(async (tx) => {
    const lead = await tx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return false;
    await recordChange(tx, leadId, timestamp(new Date()), actor, 'note', text, options);
    return true;
  });
}

/**
 * Marks a lead done or spam, or reopens it (which lets go of its taker), with a history row;
 * false when there is no such lead.
 */
export async function setState(
  db: Db,
  leadId: string,
  actor: Actor,
  action: 'done' | 'spam' | 'reopened',
  options: ChangeOptions = NO_WEBHOOK,
): Promise<boolean> {
  const now = timestamp(new Date());
  return db.transaction(async (tx) => {
    const update = tx.updateTable('leads').where('id', '=', leadId);
    const result = await (action === 'reopened'
      ? update.set({ state: 'open', taken_by: null, taken_by_name: null, taken_at: null })
      : update.set({ state: action })
    ).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordChange(tx, leadId, now, actor, action, null, options);
    return true;
  });
}

/**
 * A short stamp that changes whenever the list could: a lead arrives or is deleted, a change is
 * recorded (history only grows), a delivery is attempted or sent. The list's live script compares
 * it every few seconds; one small query, the same on every instance sharing the store.
 */
export async function changeStamp(db: Db): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`select
      (select count(*) from leads) as leads,
      (select max(created_at) from leads) as newest,
      (select max(id) from lead_history) as history,
      (select coalesce(sum(attempts), 0) from deliveries) as attempts,
      (select count(*) from deliveries where status = 'sent') as sent`.execute(db.q);
  const row = rows[0] ?? {};
  const newest = row.newest == null ? '' : toDate(row.newest as Date | string).toISOString();
  return createHash('sha256').update([row.leads, newest, row.history, row.attempts, row.sent].map(String).join('|')).digest('hex').slice(0, 16);
}
