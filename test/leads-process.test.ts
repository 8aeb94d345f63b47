/**
 * The built server and `npm run leads` as separate processes on one SQLite store in a temporary
 * DATA_DIR: a crash in the middle of a burst, another process reading the file, file modes,
 * fsync before each confirmation, and the operator's commands.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './helpers/app.ts';
import { channelsEnv, startReceiver, startSmtp } from './helpers/leads.ts';
import { leadsCommandOrThrow } from './helpers/leads-cli.ts';
import { waitFor } from './helpers/wait-for.ts';
import { freePort } from './helpers/ports.ts';
import { type ServerProcess, serverFile, spawnServerProcess, startServerProcess } from './helpers/server-process.ts';
import { BATCH } from '../server/leads/worker.ts';

const STRACE = '/usr/bin/strace';

const scratch = mkdtempSync(path.join(tmpdir(), 'leads-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
/** A DATA_DIR that does not exist yet. */
const newDataDir = () => path.join(scratch, `data-${++folders}`);

/** The server on `dataDir`'s SQLite store, with fast polling and no per-address limit to speak of. */
function startServer(dataDir: string, env: Record<string, string> = {}, command?: string[]): Promise<ServerProcess> {
  // The server listens only once its store is open, so the first answer means leads can be taken.
  return startServerProcess(
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      LEADS_POLL_SECONDS: '0.2',
      LEADS_RETRY_BASE_SECONDS: '0.2',
      LEADS_RATE_PER_ADDRESS: '1000',
      ...env,
    },
    // Its own process group, so a stop reaches the server even under strace.
    { command, detached: true },
  );
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) process.kill(-server.child.pid!, 'SIGTERM');
  const [code] = await server.exited;
  expect(code, server.output()).toBe(0);
}

/** Posts a question as the page's form does with JavaScript; true when the visitor was told it was sent. */
async function ask(port: number, question: string): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/ask-the-expert.data`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Priya Secretname', email: 'priya@example.com', question }),
  });
  const body = (await res.json()) as { actionData?: { 'ask-the-expert'?: { status?: string } } };
  return res.status === 200 && body.actionData?.['ask-the-expert']?.status === 'sent';
}

/** `npm run leads` on a data folder, in this process; rejects, with the outcome, when it exits non-zero. */
const leadsCli = (dataDir: string, ...args: string[]) => leadsCommandOrThrow({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, ...args);

/** The stored leads as CSV rows (header first), through `npm run leads -- export --output`. */
async function exported(dataDir: string): Promise<string[][]> {
  const file = path.join(scratch, `export-${Math.random().toString(36).slice(2)}.csv`);
  await leadsCli(dataDir, 'export', '--output', file);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  return readFileSync(file, 'utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the lead store across processes (SQLite in DATA_DIR)', () => {
  it('keeps every lead acknowledged before a kill -9 in a burst of 50, and delivers each at least once per channel after the restart, repeating only what the killed server had claimed', {
    timeout: 120_000,
  }, async () => {
    const dataDir = newDataDir();
    const smtp = await startSmtp({ down: true }); // the mail server is down
    const receiver = await startReceiver();
    receiver.failNext = Number.POSITIVE_INFINITY; // and the webhook's receiver answers 503
    const channels = {
      // Deliveries claimed by the killed server are retried once their lease (twice this) runs out.
      LEADS_ATTEMPT_TIMEOUT_SECONDS: '1',
      ...channelsEnv(smtp.port, receiver.url),
    };
    const first = await startServer(dataDir, channels);

    // 50 posts at once; the server is killed when the 15th confirmation arrives.
    const acknowledged: string[] = [];
    let confirmations = 0;
    const burst = Array.from({ length: 50 }, (_, i) => `Burst question ${i}`).map((question) =>
      ask(first.port, question).then(
        (ok) => {
          if (!ok) return;
          acknowledged.push(question);
          if (++confirmations === 15) first.child.kill('SIGKILL');
        },
        () => {}, // the connection died with the server
      ),
    );
    await Promise.all(burst);
    const [, signal] = await first.exited;
    expect(signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    await smtp.start();
    receiver.failNext = 0;
    const second = await startServer(dataDir, channels);
    try {
      const rows = await exported(dataDir);
      const header = rows[0]!;
      const stored = rows.slice(1).map((r) => ({ id: r[header.indexOf('id')]!, message: r[header.indexOf('message')]! }));
      // Every acknowledged lead is stored; none lost.
      const storedMessages = new Set(stored.map((s) => s.message));
      expect(acknowledged.filter((q) => !storedMessages.has(q))).toEqual([]);
      await waitFor(() => smtp.messages.length >= stored.length && receiver.received.length >= stored.length, 30_000, 'every delivery');
      await waitFor(async () => (await leadsCli(dataDir, 'status')).stdout.includes('none waiting'), 10_000, 'every delivery recorded');
      // At least once per channel, as docs/leads.md promises: every stored lead by e-mail and by
      // webhook, and a repeat only of a send the killed server had claimed but not recorded (at most
      // one round, BATCH per channel), under the same Message-ID or Idempotency-Key.
      const ids = stored.map((s) => s.id).sort();
      const distinct = (list: string[]) => [...new Set(list)].sort();
      expect(distinct(smtp.messages.map((m) => m.leadId))).toEqual(ids);
      expect(distinct(receiver.received.map((r) => r.id))).toEqual(ids);
      expect(smtp.messages.length - ids.length).toBeLessThanOrEqual(BATCH);
      expect(receiver.received.length - ids.length).toBeLessThanOrEqual(BATCH);
      console.info(
        `kill -9 in a burst of 50: acknowledged ${acknowledged.length}, stored ${stored.length}, delivered ${smtp.messages.length} by e-mail and ${receiver.received.length} by webhook, lost ${acknowledged.filter((q) => !storedMessages.has(q)).length}`,
      );
      await stop(second);
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
      await smtp.close();
      await receiver.close();
    }
    const logged = first.output() + second.output();
    for (const secret of ['Secretname', 'priya@example.com', 'Burst question']) expect(logged).not.toContain(secret);
  });

  it('stores and acknowledges all 20 posts while another process holds a read transaction on the store', { timeout: 60_000 }, async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    expect(await ask(server.port, 'Before the reader')).toBe(true);
    // A second process opens the file, starts a transaction, reads, and holds it until told to stop.
    const reader = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import Database from 'libsql';
         const db = new Database(process.argv[1]);
         db.exec('begin');
         console.log('holding ' + db.prepare('select count(*) as n from leads').get().n);
         process.stdin.on('end', () => { db.exec('commit'); console.log('released'); db.close(); }).resume();`,
        path.join(dataDir, 'leads.db'),
      ],
      { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let said = '';
    reader.stdout!.on('data', (d) => (said += d));
    await waitFor(() => said.includes('holding 1'), 10_000, 'the reader to hold its transaction');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(server.port, `During the reader ${i}`)));
    expect(results.filter(Boolean)).toHaveLength(20);
    reader.stdin!.end();
    await once(reader, 'exit');
    expect(said).toContain('released');
    expect((await exported(dataDir)).length - 1).toBe(21);
    await stop(server);
  });

  it('keeps the folder 0700 and the store files 0600 whatever the umask, tightening files made looser', { timeout: 60_000 }, async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { mode: 0o755 });
    // A store copied in by hand with a world-readable mode.
    writeFileSync(path.join(dataDir, 'leads.db'), '', { mode: 0o644 });
    const server = await startServer(dataDir, {}, ['/bin/sh', '-c', `umask 000 && exec "${process.execPath}" "${serverFile}"`]);
    expect(await ask(server.port, 'Mode check')).toBe(true);
    expect(mode(dataDir)).toBe(0o700);
    for (const file of ['leads.db', 'leads.db-wal', 'leads.db-shm']) expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    // A backup while the server runs: a consistent copy, 0600, that never overwrites a file.
    const copy = path.join(scratch, `backup-${folders}.db`);
    const backedUp = await leadsCli(dataDir, 'backup', copy);
    expect(backedUp.stdout).toContain('Backed up the lead store');
    expect(mode(copy)).toBe(0o600);
    const fromCopy = await leadsCli(path.dirname(copy), 'list').catch((e: { stderr: string }) => e);
    expect(String((fromCopy as { stderr: string }).stderr)).toContain('No lead store'); // the copy is not named leads.db
    const restoredDir = path.join(scratch, `restored-${folders}`);
    mkdirSync(restoredDir);
    writeFileSync(path.join(restoredDir, 'leads.db'), readFileSync(copy));
    expect((await leadsCli(restoredDir, 'list')).stdout).toContain('question');
    // Naming an existing file is the operator's mistake: named, exit 2, the file untouched.
    const before = readFileSync(copy);
    await expect(leadsCli(dataDir, 'backup', copy)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('already exists') });
    expect(readFileSync(copy).equals(before)).toBe(true);
    await stop(server);
  });

  // Skipped on a machine without strace, but not in CI: .ci/run installs it, and decision 036
  // rests on this count, so a CI run without it fails here (as the PostgreSQL variant does).
  it.runIf(existsSync(STRACE) || process.env.CI === 'true')(
    'flushes the store to disk before each confirmation (counted with strace)',
    { timeout: 60_000 },
    async () => {
      expect(existsSync(STRACE), `${STRACE} is missing: .ci/run installs Debian's strace`).toBe(true);
      const dataDir = newDataDir();
      const trace = path.join(scratch, `fsync-${folders}.trace`);
      const server = await startServer(dataDir, {}, [STRACE, '-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, serverFile]);
      const flushes = () =>
        readFileSync(trace, 'utf8')
          .split('\n')
          .filter((l) => /\b(fsync|fdatasync)\(/.test(l)).length;
      const perLead: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = flushes();
        expect(await ask(server.port, `Flush ${i}`)).toBe(true);
        perLead.push(flushes() - before);
      }
      console.info(`flushes per acknowledged lead: ${perLead.join(', ')}`);
      for (const n of perLead) expect(n).toBeGreaterThanOrEqual(1);
      await stop(server);
    },
  );

  it('refuses to start, before listening, when the store cannot open', { timeout: 30_000 }, async () => {
    const notAFolder = path.join(scratch, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const port = await freePort();
    const server = spawnServerProcess({ DATABASE_URL: '', DATA_DIR: notAFolder, PORT: String(port) });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('the lead store could not open');
    expect(server.output()).not.toContain('listening on');
  });
});

describe('npm run leads', () => {
  it('reports a DATA_DIR with no store and creates nothing there', async () => {
    const missing = path.join(scratch, 'mistyped');
    for (const command of ['list', 'status', 'export']) {
      const failed = await leadsCli(missing, command).catch((e: { code: number; stderr: string }) => e);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toContain(`No lead store at ${path.join(missing, 'leads.db')}`);
    }
    expect(existsSync(missing)).toBe(false);
  });

  it('writes a clean CSV and shows control characters in visitors’ text as escapes', { timeout: 60_000 }, async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    const res = await fetch(`http://127.0.0.1:${server.port}/ask-the-expert.data`, {
      method: 'POST',
      // A name cannot hold C0 controls (ESC), but it can hold a bidi override and C1 controls,
      // which some terminals take as the start of an escape sequence.
      body: new URLSearchParams({ name: 'Sam \u202e\u009b2J', email: 'sam@example.com', question: 'Line one\r\nLine two' }),
    });
    expect(res.status).toBe(200);
    await stop(server);
    const listed = await leadsCli(dataDir, 'list');
    expect(listed.stdout).toContain('Sam \\u202e\\u009b2J');
    expect(listed.stdout).not.toMatch(/[\u202e\u009b]/);
    const rows = await exported(dataDir);
    expect(rows[0]!.slice(0, 3)).toEqual(['id', 'received', 'kind']);
  });
});
