/**
 * `npm run leads`: the operator's view of the lead database.
 *
 *   npm run leads                        the 20 most recent leads and their delivery state
 *   npm run leads -- list --limit 100    more of them
 *   npm run leads -- export [--since 2026-01-31] > leads.csv
 *   npm run leads -- requeue [--id <lead id>]   retry deliveries marked dead
 *   npm run leads -- status              oldest undelivered lead, deliveries by state
 *
 * Reads DATABASE_URL / DATA_DIR like the server. With the embedded database it talks to the
 * running server through the socket in the data folder, and opens the folder itself only when
 * no server holds it.
 */
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../config.ts';
import { csvRow } from './csv.ts';
import { DataDirBusyError, openForTool, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import * as store from './store.ts';

const usage = `Usage: npm run leads -- [list|export|requeue|status] [options]
  list     [--limit N]       most recent leads first (default 20) with each channel's delivery state
  export   [--since DATE]    all leads (or those since DATE, YYYY-MM-DD) as CSV on stdout
  requeue  [--id LEAD_ID]    put deliveries marked dead back in the queue (all, or one lead's)
  status                     age of the oldest undelivered lead and deliveries by state
`;

const when = (d: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/London' }).format(d);

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
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
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

async function exportCsv(db: Db, since: Date | null, write: (s: string) => void): Promise<void> {
  const leads = await store.recentLeads(db, 1_000_000, since);
  write(
    csvRow([
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
    ]),
  );
  for (const l of leads.reverse()) {
    const state = (channel: string) => l.deliveries.find((d) => d.channel === channel)?.status ?? '';
    write(
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
}

async function status(db: Db): Promise<string> {
  const age = await store.oldestUndeliveredAgeSeconds(db);
  const counts = await store.deliveryCounts(db);
  return [
    `Oldest undelivered lead: ${age === null ? 'none waiting' : `${age} seconds old`}`,
    ...(counts.length ? counts.map((c) => `${c.channel} ${c.status}: ${c.count}`) : ['No deliveries recorded.']),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { limit: { type: 'string' }, since: { type: 'string' }, id: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0] ?? 'list';
  if (values.help || !['list', 'export', 'requeue', 'status'].includes(command)) {
    process.stderr.write(usage);
    return values.help ? 0 : 2;
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  const since = values.since === undefined ? null : new Date(`${values.since}T00:00:00Z`);
  if (!Number.isInteger(limit) || limit < 1 || (since && Number.isNaN(since.getTime())) || (values.id && !/^[0-9a-f-]{36}$/i.test(values.id))) {
    process.stderr.write(usage);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  let db: Awaited<ReturnType<typeof openForTool>>;
  try {
    db = await openForTool(config.leads.databaseUrl, config.leads.dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      process.stderr.write(`${error.message}, but its socket is not answering yet; try again in a few seconds.\n`);
      return 1;
    }
    throw error;
  }
  try {
    // Harmless when the server already applied them; needed on a fresh folder.
    if (db.driver === 'postgres' || db.via.startsWith('the data folder')) await migrate(db);
    process.stderr.write(`Using ${db.via}\n`);
    if (command === 'list') process.stdout.write(`${await list(db, limit)}\n`);
    else if (command === 'status') process.stdout.write(`${await status(db)}\n`);
    else if (command === 'export') await exportCsv(db, since, (s) => process.stdout.write(s));
    else {
      const requeued = await store.requeueDead(db, values.id ?? null);
      process.stdout.write(
        requeued.length === 0
          ? 'No dead deliveries to requeue.\n'
          : `${requeued.map((r) => `requeued ${r.channel} delivery of ${r.lead_id}`).join('\n')}\nThe running server sends them within a few seconds.\n`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
