/**
 * The "I'm taking it" link in a lead's e-mail (docs/decisions/068). The shared address cannot say
 * who reads it, so each invited person gets a copy of the e-mail of their own, with a link bound to
 * (lead, person, expiry): opening it shows the lead and a button (a GET changes nothing), and the
 * button's POST takes the lead for that person, without signing in.
 *
 * The token is 32 random bytes in hex; the store keeps only its SHA-256 (tokens.ts), so a copy of
 * the store claims nothing. A link is spent by the claim that takes the lead, expires after
 * CLAIM_LINK_HOURS, and is refused once the lead is taken, done or spam by anyone. Removing the
 * person deletes their links with them.
 */
import type { EmailCopies } from '../leads/channels.ts';
import { type Db, timestamp, toDate } from '../store/db.ts';
import type { LeadRow } from '../leads/store.ts';
import { type ChangeOptions, type InboxLead, leadById, takeLeadIn } from './leads.ts';
import { digest, newToken } from './tokens.ts';

/** How long a link in a lead e-mail may claim the lead: a night's shift and then some. */
export const CLAIM_LINK_HOURS = 12;

function claimPath(token: string): string {
  return `/inbox/claim/${token}`;
}

/** Makes one person's link for one lead; returns the token (its digest is what is stored). */
export async function createClaimLink(db: Db, leadId: string, personId: string, now = new Date(), hours = CLAIM_LINK_HOURS): Promise<string> {
  const token = newToken();
  await db.q
    .insertInto('claim_links')
    .values({
      token_hash: digest(token),
      lead_id: leadId,
      person_id: personId,
      created_at: timestamp(now),
      expires_at: timestamp(new Date(now.getTime() + hours * 3600_000)),
    })
    .execute();
  return token;
}

/**
 * The copies of one lead's e-mail: the shared address's gets the lead's inbox page, and each
 * invited person (their address from the invitation) a copy with a fresh link of their own.
 * While no one is invited there is nothing to add.
 */
export function emailCopiesFor(db: Db, origin: string): (lead: LeadRow) => Promise<EmailCopies> {
  return async (lead) => {
    const people = await db.q.selectFrom('people').select(['id', 'email']).orderBy('name').execute();
    if (people.length === 0) return { inboxUrl: null, personal: [], claimHours: CLAIM_LINK_HOURS };
    const personal = [];
    for (const person of people) {
      const token = await createClaimLink(db, lead.id, person.id);
      personal.push({ personId: person.id, to: person.email, claimUrl: new URL(claimPath(token), origin).href });
    }
    return { inboxUrl: new URL(`/inbox/leads/${lead.id}`, origin).href, personal, claimHours: CLAIM_LINK_HOURS };
  };
}

/** What a link can do now, and what its page shows. */
export type LinkState =
  | { status: 'unknown' }
  | { status: 'used' | 'expired'; lead: InboxLead | null }
  /** Someone (maybe this person, through the inbox) took it, or it was closed: the page says who or how. */
  | { status: 'closed'; lead: InboxLead }
  | { status: 'ready'; lead: InboxLead; person: { id: string; name: string } };

/** Reads a link without changing anything (the confirm page's GET). */
export async function linkState(db: Db, token: string, now = new Date()): Promise<LinkState> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { status: 'unknown' };
  const row = await db.q
    .selectFrom('claim_links')
    .innerJoin('people', 'people.id', 'claim_links.person_id')
    .select(['claim_links.lead_id', 'claim_links.expires_at', 'claim_links.used_at', 'people.id as personId', 'people.name'])
    .where('claim_links.token_hash', '=', digest(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  const lead = await leadById(db, row.lead_id);
  if (!lead) return { status: 'unknown' };
  if (row.used_at !== null) return { status: 'used', lead };
  if (toDate(row.expires_at).getTime() <= now.getTime()) return { status: 'expired', lead };
  if (lead.state !== 'open') return { status: 'closed', lead };
  return { status: 'ready', lead, person: { id: row.personId, name: row.name } };
}

/**
 * Takes the lead for the link's person and spends the link, in one transaction: the link is spent
 * only by a claim that succeeds. Otherwise says why (as linkState does), reading the lead afresh.
 */
export async function claimWithLink(db: Db, token: string, options: Omit<ChangeOptions, 'via'>, now = new Date()): Promise<LinkState> {
  const before = await linkState(db, token, now);
  if (before.status !== 'ready') return before;
  const taken = await db.transaction(async (tx) => {
    const result = await takeLeadIn(tx, before.lead.id, before.person, { ...options, via: 'email-link' });
    if (!result.ok) return false;
    const spent = await tx
      .updateTable('claim_links')
      .set({ used_at: timestamp(now) })
      .where('token_hash', '=', digest(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  });
  const lead = (await leadById(db, before.lead.id)) ?? before.lead;
  return taken ? { status: 'ready', lead, person: before.person } : { status: 'closed', lead };
}
