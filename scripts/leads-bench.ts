/**
 * Measures the lead pipeline: a burst of 1,000 question posts through the real app (50 client
 * addresses behind a trusted proxy, the default limit of 10 per address an hour), then a mail
 * server outage. The SQLite store in a temporary folder, SMTP server and webhook receiver in
 * this process.
 *
 *   npx tsx scripts/leads-bench.ts            (run `npm run build` first: the app serves dist/client)
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';
import { createLeadService } from '../server/leads/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-bench-'));
const config = loadConfig({});
const logger = pino({ level: 'silent' });

let mails = 0;
let smtp: SMTPServer | null = null;
let smtpPort = 0;
async function smtpUp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _s, cb) {
      stream.resume();
      stream.on('end', () => {
        mails++;
        cb();
      });
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
}
async function smtpDown(): Promise<void> {
  const s = smtp!;
  for (const c of (s as unknown as { connections: Set<{ close(): void }> }).connections) c.close();
  await new Promise<void>((r) => s.close(() => r()));
}

let hooks = 0;
const receiver: Server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    hooks++;
    res.writeHead(204).end();
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
await smtpUp();

const startedDb = performance.now();
const leads = await createLeadService(
  {
    ...config.leads,
    dataDir,
    pollMs: 500,
    retryBaseMs: Number(process.env.LEADS_RETRY_BASE_SECONDS ?? 1) * 1000,
    email: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: 'leads@tumblerway.example', from: 'web@tumblerway.example' },
    webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, secret: 'bench-secret-0123456789' },
  },
  logger,
);
const openMs = performance.now() - startedDb;
const clientDir = clientDirFrom(root);
const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger, leads, trustProxy: 'loopback' });
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function post(i: number, address: string): Promise<number> {
  // The blog form's route action, as its fetcher posts it: the answer's status is the action's.
  const res = await fetch(`${base}/blog.data`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `visitor${i}@example.com`, question: `Question number ${i}` }),
  });
  const body = (await res.json().catch(() => null)) as { status?: number } | null;
  return res.ok && typeof body?.status === 'number' ? body.status : res.status;
}

async function until(check: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// 1. The burst: 1,000 posts, 25 at a time.
const statuses: number[] = [];
const t0 = performance.now();
for (let i = 0; i < 1000; i += 25) {
  statuses.push(...(await Promise.all(Array.from({ length: 25 }, (_, j) => post(i + j, `198.51.100.${(i + j) % 50}`)))));
}
const burstMs = performance.now() - t0;
const accepted = statuses.filter((s) => s === 200).length;
const limited = statuses.filter((s) => s === 429).length;
await until(() => mails >= accepted && hooks >= accepted);
const deliveredMs = performance.now() - t0;
await new Promise((r) => setTimeout(r, 1000));
console.log(`lead store opened (fresh folder, migrations) in ${openMs.toFixed(0)} ms`);
console.log(
  `burst: 1000 posts in ${burstMs.toFixed(0)} ms (${(1000 / (burstMs / 1000)).toFixed(0)}/s): ${accepted} accepted (200), ${limited} rate-limited (429), other ${1000 - accepted - limited}`,
);
console.log(`stored: ${accepted}; delivered: ${mails} e-mails, ${hooks} webhooks; all delivered ${deliveredMs.toFixed(0)} ms after the first post`);

// 2. The outage: 20 posts while the mail server is down for 5 s.
await smtpDown();
const mailsBefore = mails;
for (let i = 0; i < 20; i++) await post(2000 + i, `203.0.113.${i}`);
await new Promise((r) => setTimeout(r, 5000));
const t1 = performance.now();
await smtpUp();
await until(() => mails >= mailsBefore + 20);
console.log(
  `outage: 20 leads stored while SMTP was down 5 s; all 20 e-mailed ${(performance.now() - t1).toFixed(0)} ms after it came back (retry base ${process.env.LEADS_RETRY_BASE_SECONDS ?? 1} s); e-mails total ${mails}, expected ${accepted + 20}`,
);

server.close();
await leads.close();
await smtpDown();
receiver.close();
rmSync(dataDir, { recursive: true, force: true });
