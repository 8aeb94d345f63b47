/**
 * `npm run leads` (server/leads-cli.ts, run in this process) for the inbox: invite prints a single-use
 * enrolment link on the site's origin, people lists who may sign in, remove takes access away,
 * mistakes are named with exit code 2, and list shows each lead's inbox state and its webhook
 * change events (status and requeue too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNote, takeLead } from '../server/inbox/leads.ts';
import { invitationFor } from '../server/inbox/people.ts';
import { databaseFile, openSqlite } from '../server/store/db.ts';
import { migrate } from '../server/store/migrations.ts';
import { insertLead } from '../server/leads/store.ts';
import { site } from './helpers/app.ts';
import { type CliOutcome, leadsCommand } from './helpers/leads-cli.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'inbox-cli-'));
const dataDir = path.join(scratch, 'data');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const leadsCli = (...args: string[]): Promise<CliOutcome> => leadsCommand({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, ...args);

const LEAD_ID = '6f1c4a52-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  const db = openSqlite(databaseFile(dataDir));
  await migrate(db);
  await insertLead(
    db,
    LEAD_ID,
    { kind: 'callback', name: 'Cli Lead', phone: '+447911123456', postcode: '', need: 'lockout', note: '' },
    { page: '/leeds', place: 'Leeds', service: null },
    [],
  );
  await db.close();
});

describe('npm run leads for the inbox', () => {
  it('invite prints a single-use link on the site’s origin; people lists the person; remove takes them away', async () => {
    const invited = await leadsCli('invite', '--name', 'Dave', '--email', 'Dave@Example.co.uk');
    expect(invited.code, invited.stderr).toBe(0);
    const link = invited.stdout.match(/https?:\/\/\S+\/inbox\/enrol\/([0-9a-f]{64})/);
    expect(link?.[0].startsWith(`${site.origin}/inbox/enrol/`)).toBe(true);
    const db = openSqlite(databaseFile(dataDir), { readOnly: true });
    try {
      expect((await invitationFor(db, link![1]!))?.name).toBe('Dave');
    } finally {
      await db.close();
    }
    const people = await leadsCli('people');
    expect(people.stdout).toMatch(/Dave\s+dave@example\.co\.uk\s+0/);
    expect((await leadsCli('remove', '--email', 'dave@example.co.uk')).stdout).toContain('Removed dave@example.co.uk');
    expect((await leadsCli('people')).stdout).toContain('No one may sign in');
    expect((await leadsCli('remove', '--email', 'dave@example.co.uk')).stdout).toContain('nothing to remove');
  });

  it('names a mistake with exit code 2', async () => {
    for (const [args, words] of [
      [['invite', '--email', 'dave@example.co.uk'], 'invite needs --name'],
      [['invite', '--name', 'Dave'], 'invite needs --email'],
      [['invite', '--name', 'Dave', '--email', 'not-an-address'], "--email must be an e-mail address, not 'not-an-address'"],
      [['list', '--name', 'Dave'], '--name applies only to invite'],
    ] as const) {
      const outcome = await leadsCli(...args);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.stderr, args.join(' ')).toContain(words);
    }
  });

  it('list shows who has taken a lead', async () => {
    expect((await leadsCli('list')).stdout).toMatch(/Cli Lead\s+\+447911123456\s+open/);
    const db = openSqlite(databaseFile(dataDir));
    try {
      await takeLead(db, LEAD_ID, { id: 'someone', name: 'Priya' });
    } finally {
      await db.close();
    }
    expect((await leadsCli('list')).stdout).toMatch(/Cli Lead\s+\+447911123456\s+taken by Priya/);
  });

  it('list and status show the webhook’s change events, and requeue puts a dead one back', async () => {
    const db = openSqlite(databaseFile(dataDir));
    try {
      await addNote(db, LEAD_ID, { id: 'someone', name: 'Priya' }, 'Rang, no answer', { webhook: true });
      await addNote(db, LEAD_ID, { id: 'someone', name: 'Priya' }, 'Rang again', { webhook: true });
      await db.q.updateTable('lead_events').set({ status: 'dead', attempts: 10 }).where('note', '=', 'Rang again').execute();
    } finally {
      await db.close();
    }
    expect((await leadsCli('list')).stdout).toMatch(/Cli Lead .*change events: 1 dead, 1 pending/);
    const status = (await leadsCli('status')).stdout;
    expect(status).toContain('webhook change events dead: 1');
    expect(status).toContain('webhook change events pending: 1');
    const requeued = await leadsCli('requeue');
    expect(requeued.code, requeued.stderr).toBe(0);
    expect(requeued.stdout).toContain(`requeued webhook note event of ${LEAD_ID}`);
    expect((await leadsCli('status')).stdout).toContain('webhook change events pending: 2');
  });
});
