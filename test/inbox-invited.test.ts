/**
 * "Is anyone invited" (server/inbox/people.ts), which every /inbox request asks, the list's
 * once-a-second poll included: answered from memory for INVITED_CACHE_MS, forgotten at once when
 * this instance invites or removes someone, and read again after that time when someone else did.
 */
import { describe, expect, it } from 'vitest';
import { anyoneInvited, INVITED_CACHE_MS, invite, removePerson } from '../server/inbox/people.ts';
import { memoryDb } from './helpers/leads.ts';

describe('whether anyone is invited', () => {
  it('is remembered for a while, forgotten at once by an invitation or removal here, and read again after the while', async () => {
    const db = await memoryDb();
    const start = Date.now();
    expect(await anyoneInvited(db, start)).toBe(false);
    // Another process (npm run leads -- invite) adds someone behind this instance's back.
    await db.q
      .insertInto('people')
      .values({ id: 'p-elsewhere', name: 'Elsewhere', email: 'elsewhere@example.com', created_at: new Date(start).toISOString() })
      .execute();
    expect(await anyoneInvited(db, start + INVITED_CACHE_MS - 1)).toBe(false);
    expect(await anyoneInvited(db, start + INVITED_CACHE_MS)).toBe(true);
    await db.q.deleteFrom('people').execute();
    expect(await anyoneInvited(db, start + INVITED_CACHE_MS + 1)).toBe(true);
    // Through this instance: known at once.
    await invite(db, 'Sam', 'sam@example.com');
    expect(await anyoneInvited(db, start + INVITED_CACHE_MS + 2)).toBe(true);
    await removePerson(db, 'sam@example.com');
    expect(await anyoneInvited(db, start + INVITED_CACHE_MS + 3)).toBe(false);
    await db.close();
  });
});
