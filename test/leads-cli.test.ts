/**
 * `npm run leads` (server/leads-cli.ts, run in this process; one test runs the built entry point) on a SQLite store made here: visitors'
 * control characters reach neither the terminal nor the CSV raw, and `export --output` never
 * overwrites a file unless told (--force) nor writes through a symbolic link.
 */
import { execFile, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openSqlite } from '../server/store/db.ts';
import { migrate } from '../server/store/migrations.ts';
import { insertLead, recentLeads } from '../server/leads/store.ts';
import { channelsEnv, postgresUrl, startReceiver, startSmtp } from './helpers/leads.ts';
import { TEST_LEAD_MARK } from '../server/leads/test-lead-mark.ts';
import { createRateLimits } from '../server/leads/rate-limits.ts';
import { root } from './helpers/app.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { type CliOutcome, leadsCommand } from './helpers/leads-cli.ts';
import { freshPrefix, redisUrl } from './helpers/redis.ts';

/** Whether this copy is a git checkout: a `git archive` copy has no repository to ask. */
const inGitCheckout = spawnSync('git', ['-C', root, 'rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout?.trim() === 'true';
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
const dataDir = path.join(scratch, 'data');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** ESC (a screen-clearing sequence), BEL and a right-to-left override, as a name could carry them. */
const HOSTILE_NAME = 'Sam \u001b[2J\u0007 \u202eevil';
// biome-ignore lint/suspicious/noControlCharactersInRegex: what must never come out raw.
const RAW = /[\u001b\u0007\u202e]/;

type Outcome = CliOutcome;
/** The CLI on this file's store, with `env` added to the environment. */
const leadsCliWith = (env: Record<string, string>, ...args: string[]): Promise<Outcome> =>
  leadsCommand({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env }, ...args);
const leadsCli = (...args: string[]): Promise<Outcome> => leadsCliWith({}, ...args);

beforeAll(async () => {
  const db = openSqlite(databaseFile(dataDir));
  await migrate(db);
  await insertLead(
    db,
    '6f1c4a52-0000-4000-8000-000000000001',
    { kind: 'question', name: HOSTILE_NAME, email: 'sam@example.com', question: 'Line one\nLine two \u0085' },
    { page: '/ask-the-expert', place: null, service: null },
    [],
  );
  await db.close();
});

describe('npm run leads shows visitors’ text harmlessly', () => {
  it('list: ESC, BEL and U+202E in a name are shown as \\uXXXX, never raw', async () => {
    const listed = await leadsCli('list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('Sam \\u001b[2J\\u0007 \\u202eevil');
    expect(listed.stdout).not.toMatch(RAW);
  });

  it('export: the same in the CSV, whose line breaks in a message stay data', async () => {
    const csv = await leadsCli('export');
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toContain('Sam \\u001b[2J\\u0007 \\u202eevil');
    expect(csv.stdout).toContain('"Line one\nLine two \\u0085"');
    expect(csv.stdout).not.toMatch(RAW);
    expect(csv.stdout).not.toMatch(/\u0085/);
  });
});

describe('npm run leads -- export --output', () => {
  const file = (name: string) => path.join(scratch, name);

  it('writes a new file, 0600', async () => {
    const out = await leadsCli('export', '--output', file('new.csv'));
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toContain(`Wrote 1 leads to ${file('new.csv')}`);
    expect(statSync(file('new.csv')).mode & 0o777).toBe(0o600);
    expect(readFileSync(file('new.csv'), 'utf8')).toMatch(/^id,received,kind,/);
  });

  it('refuses an existing file (exit 2, one line) and leaves it as it was; --force overwrites it, made 0600', async () => {
    writeFileSync(file('existing.csv'), 'keep me\n', { mode: 0o644 });
    const refused = await leadsCli('export', '--output', file('existing.csv'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`${file('existing.csv')} already exists: name a new file, or add --force to overwrite it\n`);
    expect(readFileSync(file('existing.csv'), 'utf8')).toBe('keep me\n');

    const forced = await leadsCli('export', '--output', file('existing.csv'), '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(file('existing.csv'), 'utf8')).toMatch(/^id,received,kind,[\s\S]*Sam/);
    expect(statSync(file('existing.csv')).mode & 0o777).toBe(0o600);
  });

  it('never writes through a symbolic link, even with --force, to an existing target or a missing one', async () => {
    writeFileSync(file('target.txt'), 'precious\n');
    symlinkSync(file('target.txt'), file('link.csv'));
    symlinkSync(file('nowhere.txt'), file('dangling.csv'));
    for (const link of ['link.csv', 'dangling.csv']) {
      for (const force of [[], ['--force']]) {
        const out = await leadsCli('export', '--output', file(link), ...force);
        expect(out.code, `${link} ${force}`).toBe(2);
        expect(out.stderr).toBe(`${file(link)} is a symbolic link: export never writes through one, even with --force; name a file instead\n`);
      }
      expect(lstatSync(file(link)).isSymbolicLink()).toBe(true);
    }
    expect(readFileSync(file('target.txt'), 'utf8')).toBe('precious\n');
    expect(readlinkSync(file('dangling.csv'))).toBe(file('nowhere.txt'));
    expect(() => lstatSync(file('nowhere.txt'))).toThrow(/ENOENT/);
  });

  it('refuses what is not a file, and --force without export --output, as usage mistakes (exit 2)', async () => {
    const folder = await leadsCli('export', '--output', scratch, '--force');
    expect(folder).toMatchObject({ code: 2, stderr: `${scratch} is not a regular file: export writes only to files\n` });
    const stray = await leadsCli('list', '--force');
    expect(stray.code).toBe(2);
    expect(stray.stderr).toMatch(/^npm run leads: --force applies only to export --output FILE and backup FILE\nUsage: npm run leads/);
  });
});

describe('npm run leads names each mistake (exit 2)', () => {
  const mistakes: [string[], string][] = [
    [['lsit'], "unknown command 'lsit' (did you mean 'list'?)"],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['export', '--since', '28/11/2026'], "--since must be a date written YYYY-MM-DD (e.g. 2026-11-28), not '28/11/2026'"],
    [['export', '--since', '2026-02-31'], "--since must be a date written YYYY-MM-DD (e.g. 2026-11-28), not '2026-02-31'"],
    [['list', '--limit', 'abc'], "--limit must be a whole number of 1 or more, not 'abc'"],
    [['list', '--limit', '0'], "--limit must be a whole number of 1 or more, not '0'"],
    [['backup'], 'backup needs a FILE to write the copy to, e.g. npm run leads -- backup leads-copy.db'],
    [['list', '--lmit', '5'], "Unknown option '--lmit'"],
  ];
  for (const [args, message] of mistakes)
    it(`${args.join(' ')}: ${message}`, async () => {
      const out = await leadsCli(...args);
      expect(out.code).toBe(2);
      expect(out.stderr.split('\n')[0]).toContain(`npm run leads: ${message}`);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    });
});

describe('npm run leads -- backup', () => {
  it('refuses an existing file (exit 2, one line, left as it was); --force replaces it with a readable copy, 0600', async () => {
    const target = path.join(scratch, 'existing.db');
    writeFileSync(target, 'keep me\n', { mode: 0o644 });
    const refused = await leadsCli('backup', target);
    expect(refused).toMatchObject({ code: 2, stderr: `${target} already exists: name a new file, or add --force to overwrite it\n` });
    expect(readFileSync(target, 'utf8')).toBe('keep me\n');

    const forced = await leadsCli('backup', target, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const copy = openSqlite(target, { readOnly: true });
    try {
      expect(await recentLeads(copy, 10)).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });
});

describe('npm run leads on a clone not built yet', () => {
  it('says to run npm run build first (exit 2), no stack trace', async () => {
    const wrapper = readFileSync(path.join(root, 'scripts', 'built.mjs'), 'utf8');
    const clone = path.join(scratch, 'clone');
    mkdirSync(path.join(clone, 'scripts'), { recursive: true });
    writeFileSync(path.join(clone, 'scripts', 'built.mjs'), wrapper);
    const out = await run(process.execPath, [path.join(clone, 'scripts', 'built.mjs'), 'leads', 'list']).then(
      (r) => ({ code: 0, ...r }),
      (e: Outcome) => e,
    );
    expect(out).toMatchObject({ code: 2, stderr: 'npm run leads: dist/server/leads-cli.js is missing: run npm run build first\n' });
  });

  // The one test of the real entry point: the wrapper, the built bundle and its exit code.
  it('passes arguments and the exit code through to the built CLI when it exists', async () => {
    const out = await run(process.execPath, [path.join(root, 'scripts', 'built.mjs'), 'leads', 'lsit']).then(
      (r) => ({ code: 0, ...r }),
      (e: Outcome) => e,
    );
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/^npm run leads: unknown command 'lsit'/);
  });
});

describe('npm run leads -- limits show|reset', () => {
  const SECRET = 'rate-limit-secret-for-the-cli-tests-0123456789';
  const { prefix, drop } = freshPrefix();
  afterAll(drop);
  const withRedis = (...args: string[]): Promise<Outcome> =>
    leadsCliWith({ REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix, RATE_LIMIT_SECRET: SECRET }, ...args);
  // The server's limits with the CLI's configuration (the defaults: 10 per address, 3 per phone, 60 minutes).
  const serverLimits = () =>
    createRateLimits(
      {
        redis: { url: redisUrl!, keyPrefix: prefix },
        ratePerAddress: 10,
        ratePerPhone: 3,
        rateWindowSeconds: 3600,
        rateLimitSecret: SECRET,
        dataDir,
      },
      capturedLogger().logger,
    );

  it.skipIf(!redisUrl)('finds the server’s budgets under its keys: an address by its /64, a phone in any spelling, and resets them', async () => {
    const limits = serverLimits();
    await limits.settled();
    try {
      for (let i = 0; i < 2; i++) expect(await limits.take('address', '2001:db8:1:2::1')).toBeNull();
      for (let i = 0; i < 3; i++) expect(await limits.take('phone', '+447911123456')).toBeNull();
      expect(await limits.take('phone', '+447911123456')).toBeGreaterThan(0);

      const shown = await withRedis('limits', 'show', '--address', '2001:db8:1:2::99');
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toMatch(/^address 2001:db8:1:2::99: 2 of 10 spent, 8 left; the window ends in \d+ s\.\n$/);

      const reset = await withRedis('limits', 'reset', '--phone', '07911 123456');
      expect(reset).toMatchObject({ code: 0, stdout: 'Reset the phone budget of +447911123456: its next post is allowed.\n' });
      expect(await limits.take('phone', '+447911123456')).toBeNull();
      expect((await withRedis('limits', 'reset', '--address', '192.0.2.7')).stdout).toBe(
        'The address budget of 192.0.2.7 was not spent: nothing to reset.\n',
      );
    } finally {
      await limits.close();
    }
  });

  it('without REDIS_URL says the budgets live in each server’s memory and end with it (exit 1)', async () => {
    const out = await leadsCli('limits', 'show', '--address', '192.0.2.7');
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/^Without REDIS_URL the rate-limit budgets live in each server’s own memory.*restarts/);
  });

  it.each([
    [['limits'], 'limits needs show or reset'],
    [['limits', 'show'], 'limits show needs one of --address A or --phone P'],
    [['limits', 'reset', '--address', 'localhost'], "--address must be an IP address, not 'localhost'"],
    [['limits', 'reset', '--phone', '07911 12345'], "--phone must be a UK phone number, not '07911 12345'"],
    [['list', '--phone', '07911 123456'], '--address and --phone apply only to limits show|reset'],
  ])('%j: %s (exit 2)', async (args, message) => {
    const out = await leadsCli(...args);
    expect(out.code).toBe(2);
    expect(out.stderr.split('\n')[0]).toBe(`npm run leads: ${message}`);
  });
});

describe('lead files kept out of git and backups kept private', () => {
  it.skipIf(!inGitCheckout)(
    '.gitignore covers SQLite stores with their -wal/-shm files, CSV exports and var/ (skipped outside a git checkout)',
    async () => {
      const paths = ['leads-copy.db', 'data/leads.db-wal', 'data/leads.db-shm', 'leads.csv', 'var/anything'];
      const { stdout } = await run('git', ['-C', root, 'check-ignore', '--no-index', ...paths]);
      expect(stdout.trim().split('\n')).toEqual(paths);
    },
  );

  it.skipIf(!postgresUrl)('the PostgreSQL backup command docs/leads.md gives writes a 0600 file', async () => {
    const command = /`(\(umask 077; pg_dump [^`]+\))`/.exec(readFileSync(path.join(root, 'docs', 'leads.md'), 'utf8'))?.[1];
    expect(command).toBeDefined();
    await run('sh', ['-c', `umask 022; ${command}`], { cwd: scratch, env: { ...process.env, DATABASE_URL: postgresUrl! } });
    expect(statSync(path.join(scratch, 'leads.dump')).mode & 0o777).toBe(0o600);
  });
});

describe('npm run leads -- test', () => {
  /** The leads in this file's store: the test lead must never become one. */
  const storedIds = async () => {
    const db = openSqlite(databaseFile(dataDir), { readOnly: true });
    try {
      return (await recentLeads(db, 100)).map((lead) => lead.id);
    } finally {
      await db.close();
    }
  };

  it('sends one marked lead by e-mail and webhook, with the senders the server uses, stores nothing, and exits 0', async () => {
    const [smtp, receiver] = await Promise.all([startSmtp(), startReceiver()]);
    const before = await storedIds();
    try {
      const out = await leadsCliWith(channelsEnv(smtp.port, receiver.url), 'test');
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toMatch(/^ {2}email: delivered, e-mail to leads@tumblerway\.example$/m);
      expect(out.stdout).toMatch(/^ {2}webhook: delivered/m);
      // The webhook got it signed (the receiver checks), and says what it is in the name a person reads.
      expect(receiver.received).toHaveLength(1);
      const [hook] = receiver.received;
      expect(hook!.body).toMatchObject({ name: TEST_LEAD_MARK, phone: null, email: null, postcode: null });
      // The same lead by e-mail, its subject starting with the mark (MIME-encoded for the dash).
      expect(smtp.messages.map((m) => m.leadId)).toEqual([hook!.id]);
      expect(smtp.messages[0]!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?TEST_=E2=80=94_a_test_lead/m);
      expect(await storedIds()).toEqual(before);
    } finally {
      await Promise.all([smtp.close(), receiver.close()]);
    }
  });

  it('names the channel that failed and why, still tries the others, and exits 1', async () => {
    const [smtp, receiver] = await Promise.all([startSmtp(), startReceiver()]);
    receiver.failNext = 1;
    try {
      const out = await leadsCliWith(channelsEnv(smtp.port, receiver.url), 'test');
      expect(out.code).toBe(1);
      expect(out.stdout).toMatch(/^ {2}email: delivered/m);
      expect(out.stdout).toMatch(/^ {2}webhook: FAILED, webhook \(LEADS_WEBHOOK_URL\): webhook answered HTTP 503$/m);
      expect(out.stdout).toContain('1 of 2 channels failed');
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await Promise.all([smtp.close(), receiver.close()]);
    }
  });

  it('says there is nothing to test when no channel is configured (exit 1)', async () => {
    const out = await leadsCliWith({ SMTP_URL: '', LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '' }, 'test');
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/^No delivery channel is configured, so there is nothing to test: set SMTP_URL/);
    expect(out.stdout).toBe('');
  });
});
