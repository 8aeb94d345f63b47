/**
 * The people who may sign in to the inbox, and their invitations. An operator invites someone
 * from the terminal (`npm run leads -- invite --name Dave --email dave@example.co.uk`), which
 * prints a single-use enrolment link valid for INVITATION_HOURS; following it makes a passkey.
 * Inviting the same e-mail again gives that person a new link (another device). Removing a person
 * deletes their passkeys, sessions and invitations with them (ON DELETE CASCADE); what they did
 * stays in the leads' history under their name.
 */
import { randomUUID } from 'node:crypto';
import { type Db, type Q, timestamp, toDate } from '../store/db.ts';
import { digest, newToken } from './tokens.ts';

/**
 * How long an instance trusts its last answer to "is anyone invited": every /inbox request asks,
 * the list's once-a-second poll included, and the answer changes only with an invitation or a
 * removal. Those made through this instance's store forget the answer at once; those made
 * elsewhere (`npm run leads -- invite`, another instance) reach every instance within this time.
 */
export const INVITED_CACHE_MS = 5_000;
const invitedAnswers = new WeakMap<object, { invited: boolean; at: number }>();

export const INVITATION_HOURS = 24;

export interface Person {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  passkeys: number;
}

/** The path of an enrolment link, under the site's origin. */
export function enrolPath(token: string): string {
  return `/inbox/enrol/${token}`;
}

/** Adds the person (or finds them by e-mail) and makes a new invitation; returns its secret token and expiry. */
export async function invite(db: Db, name: string, email: string, now = new Date()): Promise<{ token: string; expires: Date; personId: string }> {
  const token = newToken();
  const expires = new Date(now.getTime() + INVITATION_HOURS * 3600_000);
  const normalised = email.trim().toLowerCase();
  const personId = await db.transaction(async (tx) => {
    const existing = await tx.selectFrom('people').select('id').where('email', '=', normalised).executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    if (existing) {
      await tx.updateTable('people').set({ name }).where('id', '=', id).execute();
      // A new link voids the ones sent before that were not used: only the newest can enrol.
      await tx.deleteFrom('invitations').where('person_id', '=', id).where('used_at', 'is', null).execute();
    } else
      await tx
        .insertInto('people')
        .values({ id, name, email: normalised, created_at: timestamp(now) })
        .execute();
    await tx
      .insertInto('invitations')
      .values({ token_hash: digest(token), person_id: id, created_at: timestamp(now), expires_at: timestamp(expires) })
      .execute();
    return id;
  });
  // After the write, so no request in between can keep the old answer.
  invitedAnswers.delete(db.q);
  return { token, expires, personId };
}

/** The person an unused, unexpired invitation is for, or null (the same null for every reason: nothing to enumerate). */
export async function invitationFor(db: Db, token: string): Promise<{ personId: string; name: string; expires: Date } | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await db.q
    .selectFrom('invitations')
    .innerJoin('people', 'people.id', 'invitations.person_id')
    .select(['people.id as personId', 'people.name', 'invitations.expires_at'])
    .where('invitations.token_hash', '=', digest(token))
    .where('invitations.used_at', 'is', null)
    .where('invitations.expires_at', '>', timestamp(new Date()))
    .executeTakeFirst();
  return row ? { personId: row.personId, name: row.name, expires: toDate(row.expires_at) } : null;
}

/**
 * Marks the invitation used, inside the transaction that stores the new passkey; false when it was
 * used (or expired) meanwhile, so a link makes one passkey however many tabs race with it.
 */
export async function spendInvitation(q: Q, token: string): Promise<boolean> {
  const result = await q
    .updateTable('invitations')
    .set({ used_at: timestamp(new Date()) })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', timestamp(new Date()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listPeople(db: Db): Promise<Person[]> {
  const rows = await db.q
    .selectFrom('people')
    .leftJoin('passkeys', 'passkeys.person_id', 'people.id')
    .select((eb) => ['people.id', 'people.name', 'people.email', 'people.created_at', eb.fn.count('passkeys.id').as('passkeys')])
    .groupBy(['people.id', 'people.name', 'people.email', 'people.created_at'])
    .orderBy('people.name')
    .execute();
  return rows.map((r) => ({ ...r, created_at: toDate(r.created_at), passkeys: Number(r.passkeys) }));
}

/** Removes the person found by e-mail with their passkeys, sessions and invitations; false when there is none. */
export async function removePerson(db: Db, email: string): Promise<boolean> {
  const result = await db.q.deleteFrom('people').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  invitedAnswers.delete(db.q);
  return Number(result.numDeletedRows) > 0;
}

/** Whether anyone was ever invited and not removed: until then the inbox answers 404 like any unknown page. */
export async function anyoneInvited(db: Db, now = Date.now()): Promise<boolean> {
  const known = invitedAnswers.get(db.q);
  if (known && now - known.at < INVITED_CACHE_MS) return known.invited;
  const invited = (await db.q.selectFrom('people').select('id').limit(1).executeTakeFirst()) !== undefined;
  invitedAnswers.set(db.q, { invited, at: now });
  return invited;
}
