/**
 * `npm run leads`: the operator's view of the lead store.
 *
 *   npm run leads                               the 20 most recent leads and their delivery state
 *   npm run leads -- list --limit 100           more of them
 *   npm run leads -- export [--since 2026-01-31] --output leads.csv
 *   npm run leads -- requeue [--id <lead id>]   retry deliveries marked dead
 *   npm run leads -- status                     oldest undelivered lead, deliveries by state
 *   npm run leads -- backup leads-copy.db       a consistent copy of the SQLite store
 *
 * Reads DATABASE_URL / DATA_DIR like the server, `.env` included. The SQLite file may be open in the running
 * server at the same time: SQLite's own locks keep the two apart, and in write-ahead-log mode a
 * reader never holds up the server's writes. Commands that only read never create a store: a
 * mistyped DATA_DIR is reported, not filled with an empty database.
 */
import { chmodSync, closeSync, existsSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from './config.ts';
import { loadEnvFile, projectRoot } from './env-file.ts';
import { csvRow } from './leads/csv.ts';
import { databaseFile, type Db, openPostgres, openSqlite } from './leads/db.ts';
import { hasLeadTables } from './leads/migrations.ts';
import * as store from './leads/store.ts';

const usage = `Usage: npm run leads -- [list|export|requeue|status|backup] [options]
  list     [--limit N]                    most recent leads first (default 20) with each channel's delivery state
  export   [--since DATE] [--output FILE] all leads (or those since DATE, YYYY-MM-DD) as CSV, to FILE (made 0600) or stdout
  requeue  [--id LEAD_ID]                 put deliveries marked dead back in the queue (all, or one lead's)
  status                                  age of the oldest undelivered lead and deliveries by state
  backup   FILE                           a consistent copy of the SQLite store (made 0600), safe while the server runs
Run it as the same user as the server, so files SQLite creates beside the store stay readable to the server.
`;

const when = (d: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/London' }).format(d);

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from visitors, made safe for a terminal: control characters (escape sequences could
 * rewrite the screen), line breaks and bidi overrides are shown as \\uXXXX.
 */
function forTerminal(value: string): string {
  return value.replace(UNSAFE_FOR_TERMINAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function deliveryText(lead: store.LeadWithDeliveries): string {
  if (lead.deliveries.length === 0) return 'stored only (no channel configured)';
  return lead.deliveries
    .map(
      (d) =>
        `${d.channel}: ${d.status}${d.status === 'sent' ? '' : ` after ${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`}${d.last_error && d.status !== 'sent' ? ` (${d.last_error.slice(0, 60)})` : ''}`,
    )
    .join('; ');
}

function table(rows: string[][]): string {
  const cells = rows.map((r) => r.map(forTerminal));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

async function list(db: Db, limit: number): Promise<string> {
  const leads = await store.recentLeads(db, limit);
  if (leads.length === 0) return 'No leads stored.';
  return table([
    ['RECEIVED', 'ID', 'KIND', 'PAGE', 'NAME', 'CONTACT', 'DELIVERY'],
    ...leads.map((l) => [
      when(l.created_at),
      l.id,
      l.kind,
      [l.page, l.place].filter(Boolean).join(' '),
      l.name ?? '',
      l.phone ?? l.email ?? '',
      deliveryText(l),
    ]),
  ]);
}

const CSV_HEADER = [
  'id',
  'received',
  'kind',
  'page',
  'place',
  'service',
  'name',
  'phone',
  'email',
  'postcode',
  'need',
  'message',
  'email_delivery',
  'webhook_delivery',
];

async function exportCsv(db: Db, since: Date | null): Promise<string> {
  const leads = await store.recentLeads(db, Number.MAX_SAFE_INTEGER, since);
  const rows = [csvRow(CSV_HEADER)];
  for (const l of leads.reverse()) {
    const state = (channel: string) => l.deliveries.find((d) => d.channel === channel)?.status ?? '';
    rows.push(
      csvRow([
        l.id,
        l.created_at,
        l.kind,
        l.page,
        l.place,
        l.service,
        l.name,
        l.phone,
        l.email,
        l.postcode,
        l.need,
        l.message,
        state('email'),
        state('webhook'),
      ]),
    );
  }
  return rows.join('');
}

async function status(db: Db): Promise<string> {
  const age = await store.oldestUndeliveredAgeSeconds(db);
  const counts = await store.deliveryCounts(db);
  return [
    `Oldest undelivered lead: ${age === null ? 'none waiting' : `${age} seconds old`}`,
    ...(counts.length ? counts.map((c) => `${c.channel} ${c.status}: ${c.count}`) : ['No deliveries recorded.']),
  ].join('\n');
}

/** Writes personal data to a file only its owner can read. */
function writePrivate(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * A consistent copy of the SQLite store while the server keeps writing (VACUUM INTO reads one
 * snapshot). The copy is made 0600 before SQLite fills it; an existing file is never overwritten.
 */
async function backup(db: Db, target: string): Promise<string> {
  const file = path.resolve(target);
  closeSync(openSync(file, 'wx', 0o600));
  try {
    await sql`vacuum into ${file}`.execute(db.q);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  chmodSync(file, 0o600);
  return file;
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      since: { type: 'string' },
      id: { type: 'string' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0] ?? 'list';
  if (values.help || !['list', 'export', 'requeue', 'status', 'backup'].includes(command)) {
    process.stderr.write(usage);
    return values.help ? 0 : 2;
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  const since = values.since === undefined ? null : new Date(`${values.since}T00:00:00Z`);
  const backupTarget = command === 'backup' ? positionals[1] : undefined;
  if (
    !Number.isInteger(limit) ||
    limit < 1 ||
    (since && Number.isNaN(since.getTime())) ||
    (values.id && !/^[0-9a-f-]{36}$/i.test(values.id)) ||
    (command === 'backup' && !backupTarget)
  ) {
    process.stderr.write(usage);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    // The same `.env` the server reads, so both open the same store.
    loadEnvFile(projectRoot());
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('ENV_FILE'))) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  const { databaseUrl, dataDir } = config.leads;
  if (command === 'backup' && databaseUrl) {
    process.stderr.write('With DATABASE_URL the leads are in PostgreSQL: back them up with pg_dump "$DATABASE_URL" -Fc -f leads.dump\n');
    return 2;
  }
  const file = databaseUrl ? null : databaseFile(dataDir);
  if (file && (file === ':memory:' || !existsSync(file))) {
    process.stderr.write(
      `No lead store at ${file}: nothing has been stored there yet, or DATA_DIR is not the server's (it is ${JSON.stringify(dataDir)}).\n`,
    );
    return 1;
  }
  const db = databaseUrl ? openPostgres(databaseUrl, { max: 1 }) : openSqlite(file!, { readOnly: command !== 'requeue' && command !== 'backup' });
  try {
    process.stderr.write(`Using ${db.location}\n`);
    if (!(await hasLeadTables(db)))
      throw new UsageError('No leads stored: the store has no lead tables yet (the server creates them when it starts).');
    if (command === 'list') process.stdout.write(`${await list(db, limit)}\n`);
    else if (command === 'status') process.stdout.write(`${await status(db)}\n`);
    else if (command === 'export') {
      const csv = await exportCsv(db, since);
      if (values.output) {
        writePrivate(values.output, csv);
        process.stderr.write(`Wrote ${csv.split('\r\n').length - 2} leads to ${values.output}\n`);
      } else process.stdout.write(csv);
    } else if (command === 'backup') {
      process.stdout.write(`Backed up the lead store to ${await backup(db, backupTarget!)}\n`);
    } else {
      const requeued = await store.requeueDead(db, values.id ?? null);
      process.stdout.write(
        requeued.length === 0
          ? 'No dead deliveries to requeue.\n'
          : `${requeued.map((r) => `requeued ${r.channel} delivery of ${r.lead_id}`).join('\n')}\nThe running server sends them within a few seconds.\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
