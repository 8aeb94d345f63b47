/**
 * The built server's SQLite store against what an operator or the machine does to it
 * (docs/decisions/054): another process holding the write lock, a clean stop while another
 * process has the file open, damaged pages, a full disk; and the PostgreSQL store under a lock
 * held by another session.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, closeSync, rmSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pino } from 'pino';
import { openPostgres } from '../server/store/db.ts';
import { createLeadService } from '../server/leads/index.ts';
import { leadsCommandOrThrow } from './helpers/leads-cli.ts';
import { freshSchema, postgresUrl, testLeadConfig } from './helpers/leads.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { freePort } from './helpers/ports.ts';
import { type ServerProcess, serverFile, startServerProcess } from './helpers/server-process.ts';
import { waitFor } from './helpers/wait-for.ts';

const run = promisify(execFile);

const scratch = mkdtempSync(path.join(tmpdir(), 'leads-store-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const newDataDir = () => path.join(scratch, `data-${++folders}`);

function startServer(dataDir: string): Promise<ServerProcess> {
  return startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir, LEADS_RATE_PER_ADDRESS: '1000' });
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  const [code] = await server.exited;
  expect(code, server.output()).toBe(0);
}

/** Posts a question as the page's script does; the form's answer ('sent', 'failed' …). */
async function ask(port: number, question: string): Promise<string | undefined> {
  const res = await fetch(`http://127.0.0.1:${port}/ask-the-expert.data`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Priya', email: 'priya@example.com', question }),
  });
  const body = (await res.json()) as { actionData?: { 'ask-the-expert'?: { status?: string } } };
  return body.actionData?.['ask-the-expert']?.status;
}

/** `npm run leads` on a data folder, in this process; rejects, with the outcome, when it exits non-zero. */
const leadsCli = (dataDir: string, ...args: string[]) => leadsCommandOrThrow({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, ...args);

/** How many leads `npm run leads -- export` finds in DATA_DIR's leads.db. */
async function leadCount(dataDir: string): Promise<number> {
  const { stdout } = await leadsCli(dataDir, 'export');
  return stdout.split('\r\n').filter(Boolean).length - 1;
}

/** The `sqlite3` command-line tool on the store, fed statements as the test goes. */
function sqlite3(file: string) {
  const child = spawn('sqlite3', [file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let said = '';
  child.stdout!.on('data', (d) => (said += d));
  return {
    /** Runs `statements`, then waits until the tool has printed `marker` (it prints as it goes). */
    async say(statements: string, marker: string) {
      child.stdin!.write(`${statements}\nSELECT '${marker}';\n`);
      await waitFor(() => said.includes(marker), 10_000, `sqlite3 to print ${marker}`);
    },
    async quit() {
      child.stdin!.end('.quit\n');
      await once(child, 'exit');
    },
  };
}

const hasSqlite3 = existsSync('/usr/bin/sqlite3');

describe('the SQLite lead store', () => {
  it.runIf(hasSqlite3)(
    'serves pages at once while another process holds the write lock, answers a post within the bound, and takes the next posts at once',
    { timeout: 60_000 },
    async () => {
      const dataDir = newDataDir();
      const server = await startServer(dataDir);
      try {
        expect(await ask(server.port, 'Before the lock')).toBe('sent');
        const holder = sqlite3(path.join(dataDir, 'leads.db'));
        await holder.say('BEGIN IMMEDIATE;', 'held');

        // A post while the lock is held waits for it, a bounded time (LOCK_WAIT_MS). Pages are asked for
        // one after another until that post is answered: each page that answers while the post
        // still waits shows the wait is not on the thread that serves pages (with the store on
        // that thread, no page could answer until the post gave up).
        let postAnswered = false;
        const during = ask(server.port, 'During the lock').finally(() => (postAnswered = true));
        let pagesWhileWaiting = 0;
        while (!postAnswered) {
          const res = await fetch(`http://127.0.0.1:${server.port}${fixturePages.city}`);
          await res.arrayBuffer();
          expect(res.status).toBe(200);
          if (!postAnswered) pagesWhileWaiting++;
        }
        // The post was answered while the lock was still held (it is released only now), and
        // told honestly that it failed (the form then names the phone number).
        const answer = await during;
        await holder.say('ROLLBACK;', 'released');
        await holder.quit();
        expect(answer).toBe('failed');
        expect(pagesWhileWaiting).toBeGreaterThan(3);
        // Nothing was left open by the failure: the next five posts are all taken.
        for (let i = 0; i < 5; i++) expect(await ask(server.port, `After the lock ${i}`)).toBe('sent');
        console.info(`while a post waited for the held lock and then answered '${answer}', ${pagesWhileWaiting} pages were served`);
      } finally {
        await stop(server);
      }
      expect(await leadCount(dataDir)).toBe(6);
    },
  );

  it.runIf(hasSqlite3)(
    'leaves every lead in leads.db and no write-ahead log after a clean stop, even with another process holding the file open',
    { timeout: 60_000 },
    async () => {
      const dataDir = newDataDir();
      const server = await startServer(dataDir);
      // Another process with the file open: SQLite's own checkpoint at the last close would not run.
      const other = sqlite3(path.join(dataDir, 'leads.db'));
      await other.say('SELECT count(*) FROM leads;', 'opened');
      for (let i = 0; i < 30; i++) expect(await ask(server.port, `Kept ${i}`)).toBe('sent');
      await stop(server);
      const wal = path.join(dataDir, 'leads.db-wal');
      expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
      await other.quit();
      // leads.db alone, copied to a folder of its own, holds all 30.
      const copyDir = path.join(scratch, `copy-${folders}`);
      mkdirSync(copyDir);
      copyFileSync(path.join(dataDir, 'leads.db'), path.join(copyDir, 'leads.db'));
      expect(await leadCount(copyDir)).toBe(30);
    },
  );

  it.runIf(hasSqlite3)(
    'refuses to start on a store with damaged pages, naming the file and what to do; the CLI says so in one line',
    { timeout: 60_000 },
    async () => {
      const dataDir = newDataDir();
      const server = await startServer(dataDir);
      await stop(server);
      const file = path.join(dataDir, 'leads.db');
      // Many leads, so the file has many pages.
      const filler = sqlite3(file);
      await filler.say(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
         INSERT INTO leads (id, kind, created_at, page, name, email, message)
         SELECT printf('00000000-0000-4000-8000-%012d', i), 'question', '2026-11-28T09:00:00.000Z', '/ask-the-expert', 'Name ' || i, 'a@example.com', hex(randomblob(100)) FROM n;`,
        'filled',
      );
      await filler.quit();
      expect(await leadCount(dataDir)).toBe(5000);
      const pages = Math.floor(statSync(file).size / 4096);
      expect(pages).toBeGreaterThan(100);
      // Random bytes over four pages in the middle.
      const fd = openSync(file, 'r+');
      writeSync(fd, randomBytes(4 * 4096), 0, 4 * 4096, Math.floor(pages / 2) * 4096);
      closeSync(fd);

      const port = await freePort();
      const child = spawn(process.execPath, [serverFile], {
        env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout!.on('data', (d) => (text += d));
      child.stderr!.on('data', (d) => (text += d));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(text).toContain(`the lead store ${file} is damaged`);
      expect(text).toContain('npm run leads -- backup');
      expect(text).not.toContain('listening on');
      expect(text).not.toContain('lead store ready');

      const failed = (await leadsCli(dataDir, 'list').catch((e: unknown) => e)) as { code: number; stdout: string; stderr: string };
      expect(failed.code).toBe(1);
      const lines = failed.stderr.trim().split('\n');
      expect(lines[0]).toBe(`Using ${file}`);
      expect(lines.slice(1)).toHaveLength(1);
      expect(lines[1]).toContain(`The lead store cannot be read: the lead store ${file} is damaged`);
      expect(failed.stderr).not.toMatch(/^\s+at /m);
    },
  );

  it('says in /healthz that the store cannot write once its disk is full, and ok again when there is room', { timeout: 60_000 }, async (ctx) => {
    const dataDir = newDataDir();
    mkdirSync(dataDir);
    // A real full disk: a small tmpfs of its own (needs root; skipped where mounting is not allowed).
    const mounted = await run('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dataDir]).then(
      () => true,
      () => false,
    );
    if (!mounted) ctx.skip();
    try {
      const server = await startServer(dataDir);
      const health = async () =>
        ((await (await fetch(`http://127.0.0.1:${server.port}/healthz`)).json()) as { leads: { store: string; storeProblem?: string } }).leads;
      try {
        expect(await ask(server.port, 'Before the disk filled')).toBe('sent');
        expect(await health()).toMatchObject({ store: 'ok' });
        const filler = path.join(dataDir, 'filler');
        const fd = openSync(filler, 'w');
        try {
          for (;;) writeSync(fd, Buffer.alloc(64 * 1024));
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
        } finally {
          closeSync(fd);
        }
        const full = await health();
        expect(full.store).toBe('cannot write');
        expect(full.storeProblem).toMatch(/^disk full/);
        rmSync(filler);
        expect(await health()).toMatchObject({ store: 'ok' });
        expect(await ask(server.port, 'After the disk was cleared')).toBe('sent');
      } finally {
        await stop(server);
      }
    } finally {
      await run('umount', [dataDir]);
    }
  });
});

describe('npm run leads on a locked store', () => {
  it.runIf(hasSqlite3)('answers a write it cannot make in one line, not a stack trace', { timeout: 30_000 }, async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    await stop(server);
    const holder = sqlite3(path.join(dataDir, 'leads.db'));
    await holder.say('BEGIN IMMEDIATE;', 'held');
    try {
      const failed = (await leadsCli(dataDir, 'requeue').catch((e: unknown) => e)) as { code: number; stderr: string };
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('stayed locked by another process');
      expect(failed.stderr.trim().split('\n')).toHaveLength(2);
    } finally {
      await holder.say('ROLLBACK;', 'released');
      await holder.quit();
    }
  });
});

describe.runIf(postgresUrl)('the PostgreSQL lead store under a lock held by another session', () => {
  it('fails a lead within the bound, then stores the next at once', { timeout: 30_000 }, async () => {
    const { url, drop } = await freshSchema(postgresUrl!);
    const leads = await createLeadService(testLeadConfig({ databaseUrl: url }), pino({ level: 'silent' }), { db: openPostgres(url), worker: false });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const question = { name: 'Priya', email: 'priya@example.com', question: 'Is the lock timed?' };
    const meta = { page: '/ask-the-expert', clientAddress: '203.0.113.9' };
    try {
      await other.query('begin');
      await other.query('lock table leads in access exclusive mode');
      // 55P03, lock_not_available: the store's lock_timeout gave up, not a test's patience.
      const failed = await leads.submit('question', question, meta).catch((error: unknown) => error);
      expect(failed).toMatchObject({ name: 'LeadStoreError', code: '55P03' });
      await other.query('rollback');
      expect(await leads.submit('question', question, meta)).toMatchObject({ status: 'stored' });
    } finally {
      await other.end();
      await leads.close();
      await drop();
    }
  });
});
