import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { LeadConfig } from '../../server/leads/config.ts';

/** A PostgreSQL server for the server-variant tests, or null (they skip; CI sets DATABASE_URL). */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

/** A fresh schema on the test PostgreSQL, so runs never collide; returns its URL and a cleanup. */
export async function freshSchema(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: u.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export const WEBHOOK_SECRET = 'test-secret-0123456789abcdef';

/** The environment that sends a server process's leads to a test's mail server and webhook receiver. */
export function channelsEnv(smtpPort: number, webhookUrl: string): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_EMAIL_TO: 'leads@tumblerway.example',
    LEADS_EMAIL_FROM: 'web@tumblerway.example',
    LEADS_WEBHOOK_URL: webhookUrl,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
}

export interface SmtpMessage {
  messageId: string;
  leadId: string;
  raw: string;
}

/** A real SMTP server in this process that can be taken down and brought back on the same port. */
/**
 * A real SMTP server on loopback that keeps the messages it is sent. `stop()` takes it down the way
 * a crashed mail server looks to a sender (open connections dropped, new ones refused) while it
 * keeps its port, so no other test can take the port before `start()` brings it back: a server
 * that closed its socket and bound again raced every other test's listen(0). `down: true` starts
 * it refusing.
 */
export async function startSmtp({ down = false } = {}): Promise<{
  port: number;
  messages: SmtpMessage[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}> {
  const messages: SmtpMessage[] = [];
  let refusing = down;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      // A server that is down: the connection is answered with an error and closed.
      if (refusing) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (d: string) => (raw += d));
      stream.on('end', () => {
        const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        messages.push({
          messageId: /^Message-ID:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? '',
          leadId: /^X-Lead-Id:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? '',
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  // once() rejects on 'error', so a test fails instead of hanging.
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  const connections = () => (server as unknown as { connections: Set<{ close(): void }> }).connections ?? [];
  return {
    port,
    messages,
    start: async () => {
      refusing = false;
    },
    stop: async () => {
      refusing = true;
      // Drop open (pooled) connections too, as a crashed mail server would.
      for (const conn of connections()) conn.close();
    },
    /** Closes it for good, at the end of a test. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const conn of connections()) conn.close();
        server.close(() => resolve());
      }),
  };
}

export interface Received {
  id: string;
  body: Record<string, unknown>;
}

/** A webhook receiver that checks the signature the way docs/leads.md tells integrators to. */
export async function startReceiver(
  secret = WEBHOOK_SECRET,
): Promise<{ url: string; received: Received[]; refused: number; failNext: number; server: Server; close(): Promise<void> }> {
  const state = {
    received: [] as Received[],
    refused: 0,
    failNext: 0,
  };
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-lead-timestamp'] ?? '');
      const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      const given = String(req.headers['x-lead-signature'] ?? '');
      const ok = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      if (!ok) {
        state.refused++;
        res.writeHead(401).end();
        return;
      }
      if (state.failNext > 0) {
        state.failNext--;
        res.writeHead(503).end();
        return;
      }
      state.received.push({ id: String(req.headers['idempotency-key']), body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return Object.assign(state, {
    url,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A lead configuration for tests: fast polling and retries. */
export function testLeadConfig(overrides: Partial<LeadConfig> = {}): LeadConfig {
  return {
    siteName: 'Tumblerway Locksmiths',
    siteOrigin: 'https://www.tumblerway.example',
    databaseUrl: null,
    dataDir: 'memory://',
    email: null,
    webhook: null,
    maxAttempts: 10,
    retryBaseMs: 100,
    retryMaxMs: 1000,
    pollMs: 100,
    alertAfterMs: 60_000,
    ratePerAddress: 1000,
    ratePerPhone: 1000,
    rateWindowSeconds: 3600,
    attemptTimeoutMs: 3000,
    retentionEveryMs: 3_600_000,
    storeOnly: false,
    redis: null,
    rateLimitSecret: null,
    ...overrides,
  };
}

/** An empty, migrated in-memory SQLite lead store (the same engine and queries as the server's default). */
export async function memoryDb() {
  const { openSqlite } = await import('../../server/store/db.ts');
  const { migrate } = await import('../../server/store/migrations.ts');
  const db = openSqlite(':memory:');
  await migrate(db);
  return db;
}
