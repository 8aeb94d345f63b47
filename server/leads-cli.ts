/**
 * `npm run leads`: the operator's view of the lead store.
 *
 *   npm run leads                               the 20 most recent leads and their delivery state
 *   npm run leads -- list --limit 100           more of them
 *   npm run leads -- export [--since 2026-01-31] --output leads.csv [--force]
 *   npm run leads -- requeue [--id <lead id>]   retry deliveries (and webhook change events) marked dead
 *   npm run leads -- status                     oldest undelivered lead, deliveries by state
 *   npm run leads -- limits show|reset --address A | --phone P   a rate-limit budget in Redis
 *   npm run leads -- backup leads-copy.db [--force]  a consistent copy of the SQLite store
 *   npm run leads -- test                       send a test lead through every configured channel
 *   npm run leads -- invite --name Dave --email dave@example.co.uk   a single-use inbox enrolment link
 *   npm run leads -- people                     who may sign in to the inbox
 *   npm run leads -- remove --email dave@example.co.uk   takes someone's access away
 *   npm run leads -- report [--days 28] [--format csv]   what the site's counts say (docs/decisions/069)
 *
 * Reads DATABASE_URL / DATA_DIR like the server, `.env` included. The SQLite file may be open in the running
 * server at the same time: SQLite's own locks keep the two apart, and in write-ahead-log mode a
 * reader never holds up the server's writes. Commands that only read never create a store: a
 * mistyped DATA_DIR is reported, not filled with an empty database.
 */
import './operations/preflight.ts';
import { chmodSync, closeSync, constants, existsSync, fchmodSync, lstatSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { canonicalAddress } from './http/client-address.ts';
import { ConfigError, loadConfig } from './operations/config.ts';
import { loadEnvFile, projectRoot } from './operations/env-file.ts';
import type { LeadConfig } from './leads/config.ts';
import { csvRow } from './leads/csv.ts';
import { countsReport, hasCounts, reportCsv, reportText } from './counts/report.ts';
import { checkIntegrity, databaseFile, type Db, LeadStoreDamaged, LOCK_WAIT_MS, openPostgres, openSqlite } from './store/db.ts';
import { hasLeadTables } from './store/migrations.ts';
import { redisBudget } from './leads/rate-limits.ts';
import * as store from './leads/store.ts';
import { sendTestLead } from './leads/test-lead.ts';
import { TEST_LEAD_MARK } from './leads/test-lead-mark.ts';
import { showControls } from './leads/visible-text.ts';
import { migrate } from './store/migrations.ts';
import { inboxStates } from './inbox/leads.ts';
import { eventCounts, eventStates, requeueDeadEvents } from './leads/event-outbox.ts';
import { enrolPath, INVITATION_HOURS, invite, listPeople, removePerson } from './inbox/people.ts';

const usage = `Usage: npm run leads -- [list|export|requeue|status|limits|backup|test|invite|people|remove|report] [options]
  list     [--limit N]                    most recent leads first (default 20) with their inbox state and each channel's delivery state
  export   [--since DATE] [--output FILE] all leads (or those since DATE, YYYY-MM-DD) as CSV, to FILE (made 0600) or stdout;
           [--force]                      an existing FILE is overwritten only with --force, and a symbolic link never
  requeue  [--id LEAD_ID]                 put deliveries and webhook change events marked dead back in the queue (all, or one lead's)
  status                                  age of the oldest undelivered lead and deliveries by state
  limits   show|reset --address A | --phone P  a rate-limit budget in Redis (REDIS_URL): how much is spent, or
                                          spend none of it again; without Redis budgets live in each server's memory
  backup   FILE [--force]                 a consistent copy of the SQLite store (made 0600), safe while the server runs;
                                          an existing FILE is overwritten only with --force
  test                                    send a test lead (marked TEST, no customer's details, not stored) through
                                          every configured channel, as the server sends leads, and say how each went
  invite   --name NAME --email EMAIL      let someone sign in to the inbox (/inbox): prints a single-use link valid
                                          ${INVITATION_HOURS} hours to make their passkey; again for a new device or a lost link
  people                                  who may sign in to the inbox, and how many passkeys each has
  remove   --email EMAIL                  take someone's access away: their passkeys and sessions end at once
  report   [--days N] [--format csv]      the site's counts (views, calls, call-backs, questions, postcode searches) over
                                          the last N days (default 7), by page, place, service and source; as CSV,
                                          one row per page with a column per count. Nothing in them names a visitor
Run it as the same user as the server, so files SQLite creates beside the store stay readable to the server.
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

/** The webhook events of a lead's changes (taken, note, done…), by state: '; change events: 2 sent, 1 pending'. */
function eventsText(counts: { status: string; count: number }[] | undefined): string {
  if (!counts?.length) return '';
  return `; change events: ${counts.map((c) => `${c.count} ${c.status}`).join(', ')}`;
}

function table(rows: string[][]): string {
  // Control characters, line breaks and bidi controls shown as \uXXXX: one cell, one line, in its place.
  const cells = rows.map((r) => r.map((cell) => showControls(cell)));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}

/** The inbox's state of a lead: open, taken by whom, done or spam (open on a store the server has not migrated yet). */
function stateText(state: { state: string; taken_by_name: string | null } | undefined): string {
  if (!state) return 'open';
  return state.state === 'taken' ? `taken by ${state.taken_by_name ?? '?'}` : state.state;
}

async function list(db: Db, limit: number): Promise<string> {
  const leads = await store.recentLeads(db, limit);
  if (leads.length === 0) return 'No leads stored.';
  const states = await inboxStates(
    db,
    leads.map((l) => l.id),
  ).catch(() => new Map());
  // A store the server has not migrated yet has no events table: no events to show.
  const events = await eventStates(
    db,
    leads.map((l) => l.id),
  ).catch(() => new Map());
  return table([
    ['RECEIVED', 'ID', 'KIND', 'PAGE', 'NAME', 'CONTACT', 'STATE', 'DELIVERY'],
    ...leads.map((l) => [
      when(l.created_at),
      l.id,
      l.kind,
      [l.page, l.place].filter(Boolean).join(' '),
      l.name ?? '',
      l.phone ?? l.email ?? '',
      stateText(states.get(l.id)),
      deliveryText(l) + eventsText(events.get(l.id)),
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
  const events = await eventCounts(db).catch(() => []);
  return [
    `Oldest undelivered lead: ${age === null ? 'none waiting' : `${age} seconds old`}`,
    ...(counts.length ? counts.map((c) => `${c.channel} ${c.status}: ${c.count}`) : ['No deliveries recorded.']),
    ...events.map((c) => `webhook change events ${c.status}: ${c.count}`),
  ].join('\n');
}

/**
 * Why export may not write to `file` (one line), or null. Like backup, it never overwrites a file
 * unless told to (--force), and it never writes to a `file` that is a symbolic link, even when
 * told: the link could point anywhere the operator can write (a shell's start-up file, another
 * export), and personal data should land where the command line says.
 */
function outputRefusal(file: string, force: boolean, command = 'export'): string | null {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (stat.isSymbolicLink()) return `${file} is a symbolic link: ${command} never writes through one, even with --force; name a file instead`;
  if (!stat.isFile()) return `${file} is not a regular file: ${command} writes only to files`;
  return force ? null : `${file} already exists: name a new file, or add --force to overwrite it`;
}

/**
 * Writes personal data to a file only its owner can read. The open itself refuses what
 * outputRefusal refused, in case the path changed in between: a new file only ('wx', which also
 * never follows a link), or with `force` an existing one, truncated, but never a link (O_NOFOLLOW).
 */
function writePrivate(file: string, text: string, force: boolean): void {
  const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants;
  const fd = openSync(file, force ? O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW : 'wx', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/**
 * A consistent copy of the SQLite store while the server keeps writing (VACUUM INTO reads one
 * snapshot). The copy is made 0600 before SQLite fills it. VACUUM INTO writes only into a missing
 * or empty file, so with `force` an existing one (never a link: O_NOFOLLOW) is emptied first.
 */
async function backup(db: Db, target: string, force: boolean): Promise<string> {
  const file = path.resolve(target);
  const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants;
  closeSync(openSync(file, force ? O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW : 'wx', 0o600));
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

const OPTIONS = {
  limit: { type: 'string' },
  since: { type: 'string' },
  id: { type: 'string' },
  output: { type: 'string', short: 'o' },
  force: { type: 'boolean' },
  address: { type: 'string' },
  phone: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  days: { type: 'string' },
  format: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The longest report: about the counts' default retention (25 months). */
const MAX_REPORT_DAYS = 800;

const COMMANDS = ['list', 'export', 'requeue', 'status', 'backup', 'limits', 'test', 'invite', 'people', 'remove', 'report'];
/** The commands that change who may sign in: they open the store for writing and bring its tables up to date. */
const PEOPLE_COMMANDS = ['invite', 'people', 'remove'];

/** An e-mail address as the invitation records it: one @, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The command nearest a mistyped one (at most two edits away), for "did you mean". */
function nearest(word: string): string | undefined {
  const distance = (a: string, b: string): number => {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row = [i];
      for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = row;
    }
    return previous[b.length]!;
  };
  return COMMANDS.map((c) => ({ c, d: distance(word, c) }))
    .filter(({ d }) => d <= 2)
    .sort((x, y) => x.d - y.d)[0]?.c;
}

/** A calendar date written YYYY-MM-DD (31/02 refused, not rolled into March), as midnight UTC. */
function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? day : null;
}

/** A phone number as the server keys its budget (E.164, as the form stores it), or null. */
function budgetPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'GB');
  return parsed?.isValid() ? parsed.number : null;
}

/** What is wrong with the command line, as one line naming it, or null. */
function usageMistake(
  command: string,
  values: {
    limit?: string;
    since?: string;
    id?: string;
    output?: string;
    force?: boolean;
    address?: string;
    phone?: string;
    name?: string;
    email?: string;
    days?: string;
    format?: string;
  },
  extra: string[],
): string | null {
  if (!COMMANDS.includes(command)) {
    const guess = nearest(command);
    return `unknown command '${command}'${guess ? ` (did you mean '${guess}'?)` : ''}`;
  }
  if (values.limit !== undefined && !/^[1-9]\d*$/.test(values.limit)) return `--limit must be a whole number of 1 or more, not '${values.limit}'`;
  if (values.since !== undefined && !parseDay(values.since))
    return `--since must be a date written YYYY-MM-DD (e.g. 2026-11-28), not '${values.since}'`;
  if (values.id !== undefined && !/^[0-9a-f-]{36}$/i.test(values.id))
    return `--id must be a lead id as list shows it (36 characters), not '${values.id}'`;
  if (command === 'limits') {
    if (extra[0] !== 'show' && extra[0] !== 'reset') return `limits needs show or reset${extra[0] ? `, not '${extra[0]}'` : ''}`;
    if ((values.address === undefined) === (values.phone === undefined)) return `limits ${extra[0]} needs one of --address A or --phone P`;
    if (values.address !== undefined && !canonicalAddress(values.address)) return `--address must be an IP address, not '${values.address}'`;
    if (values.phone !== undefined && !budgetPhone(values.phone)) return `--phone must be a UK phone number, not '${values.phone}'`;
  } else if (values.address !== undefined || values.phone !== undefined) return '--address and --phone apply only to limits show|reset';
  if (command === 'invite' && !values.name?.trim()) return 'invite needs --name NAME, the name the inbox shows (e.g. --name Dave)';
  if ((command === 'invite' || command === 'remove') && !values.email) return `${command} needs --email EMAIL (e.g. --email dave@example.co.uk)`;
  if (values.email !== undefined && !EMAIL.test(values.email)) return `--email must be an e-mail address, not '${values.email}'`;
  if (command !== 'invite' && values.name !== undefined) return '--name applies only to invite';
  if (command !== 'invite' && command !== 'remove' && values.email !== undefined) return '--email applies only to invite and remove';
  if (values.days !== undefined && !(/^[1-9]\d{0,3}$/.test(values.days) && Number(values.days) <= MAX_REPORT_DAYS))
    return `--days must be a whole number from 1 to ${MAX_REPORT_DAYS}, not '${values.days}'`;
  if (values.format !== undefined && values.format !== 'csv' && values.format !== 'text')
    return `--format must be csv or text, not '${values.format}'`;
  if (command !== 'report' && (values.days !== undefined || values.format !== undefined)) return '--days and --format apply only to report';
  if (command === 'backup' && extra.length === 0) return 'backup needs a FILE to write the copy to, e.g. npm run leads -- backup leads-copy.db';
  const operands = command === 'backup' || command === 'limits' ? 1 : 0;
  if (extra.length > operands) return `unexpected '${extra[operands]}' after ${command}`;
  if (values.force && !(command === 'backup' || (command === 'export' && values.output)))
    return '--force applies only to export --output FILE and backup FILE';
  return null;
}

/** Where a command writes and what it reads: the process's own, or a test's (test/leads-cli.test.ts). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: CliIo = { env: process.env, out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/** `npm run leads -- …`: runs one command and returns its exit code (0 done, 1 failed, 2 a usage mistake). */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown or incomplete option: node:util names it (e.g. "Unknown option '--lmit'").
    io.err(`npm run leads: ${(error as Error).message.split('\n')[0]}\n${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    io.err(usage);
    return 0;
  }
  const command = positionals[0] ?? 'list';
  const mistake = usageMistake(command, values, positionals.slice(1));
  if (mistake) {
    io.err(`npm run leads: ${mistake}\n${usage}`);
    return 2;
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  const since = values.since === undefined ? null : parseDay(values.since);
  const backupTarget = command === 'backup' ? positionals[1] : undefined;
  const force = values.force === true;
  const refused =
    command === 'export' && values.output ? outputRefusal(values.output, force) : backupTarget ? outputRefusal(backupTarget, force, 'backup') : null;
  if (refused) {
    io.err(`${refused}\n`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    // The same `.env` the server reads, so both open the same store.
    loadEnvFile(projectRoot(), io.env);
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('ENV_FILE'))) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  if (command === 'test') return runTestLead(config.leads, io);

  if (command === 'limits') {
    if (!config.leads.redis) {
      io.err(
        'Without REDIS_URL the rate-limit budgets live in each server’s own memory, out of reach of this command: they end when the server restarts (or when their window ends).\n',
      );
      return 1;
    }
    const [limit, key] = values.address !== undefined ? (['address', values.address] as const) : (['phone', budgetPhone(values.phone!)!] as const);
    try {
      io.out(`${await redisBudget(config.leads, limit, key, positionals[1] as 'show' | 'reset')}\n`);
      return 0;
    } catch (error) {
      io.err(`Redis (REDIS_URL) failed: ${String((error as Error)?.message ?? error).split('\n')[0]}\n`);
      return 1;
    }
  }

  const { databaseUrl, dataDir } = config.leads;
  if (command === 'backup' && databaseUrl) {
    io.err('With DATABASE_URL the leads are in PostgreSQL: back them up with (umask 077; pg_dump "$DATABASE_URL" -Fc -f leads.dump)\n');
    return 2;
  }
  const file = databaseUrl ? null : databaseFile(dataDir);
  if (file && (file === ':memory:' || !existsSync(file))) {
    io.err(`No lead store at ${file}: nothing has been stored there yet, or DATA_DIR is not the server's (it is ${JSON.stringify(dataDir)}).\n`);
    return 1;
  }
  let db: Db | null = null;
  try {
    const writes = command === 'requeue' || command === 'backup' || PEOPLE_COMMANDS.includes(command);
    db = databaseUrl ? openPostgres(databaseUrl, { max: 1 }) : openSqlite(file!, { readOnly: !writes });
    io.err(`Using ${db.location}\n`);
    // A damaged file is named as such before any command reads half of it.
    await checkIntegrity(db);
    if (!(await hasLeadTables(db)))
      throw new UsageError('No leads stored: the store has no lead tables yet (the server creates them when it starts).');
    if (PEOPLE_COMMANDS.includes(command)) {
      // The server migrates at start; a store an older server made gets the inbox's tables now.
      await migrate(db);
      io.out(`${await people(db, command, values.name ?? '', values.email ?? '', config.site.origin)}\n`);
    } else if (command === 'list') io.out(`${await list(db, limit)}\n`);
    else if (command === 'status') io.out(`${await status(db)}\n`);
    else if (command === 'report') {
      if (!(await hasCounts(db))) throw new UsageError('No counts yet: the server records them once it has started with this version.');
      const report = await countsReport(db, values.days === undefined ? 7 : Number(values.days));
      io.out(values.format === 'csv' ? reportCsv(report) : `${reportText(report)}\n`);
    } else if (command === 'export') {
      const csv = await exportCsv(db, since);
      if (values.output) {
        writePrivate(values.output, csv, force);
        io.err(`Wrote ${csv.split('\r\n').length - 2} leads to ${values.output}\n`);
      } else io.out(csv);
    } else if (command === 'backup') {
      io.out(`Backed up the lead store to ${await backup(db, backupTarget!, force)}\n`);
    } else {
      const requeued = [
        ...(await store.requeueDead(db, values.id ?? null)).map((r) => `requeued ${r.channel} delivery of ${r.lead_id}`),
        // A store the server has not migrated yet has no change events.
        ...(await requeueDeadEvents(db, values.id ?? null).catch(() => [])).map((r) => `requeued webhook ${r.type} event of ${r.lead_id}`),
      ];
      io.out(
        requeued.length === 0 ? 'No dead deliveries to requeue.\n' : `${requeued.join('\n')}\nThe running server sends them within a few seconds.\n`,
      );
    }
    return 0;
  } catch (error) {
    io.err(`${failureMessage(error, db?.location ?? file ?? 'the lead store')}\n`);
    return 1;
  } finally {
    await db?.close().catch(() => {});
  }
}

/**
 * Sends one test lead through every configured channel (server/leads/test-lead.ts) and prints each
 * one's result: 0 when every channel delivered it, 1 when one failed or none is configured.
 */
async function runTestLead(config: LeadConfig, io: CliIo): Promise<number> {
  const { lead, results } = await sendTestLead(config);
  if (results.length === 0) {
    io.err(
      'No delivery channel is configured, so there is nothing to test: set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM for e-mail, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET for a webhook.\n',
    );
    return 1;
  }
  io.out(`Sent a test lead (${lead.id}), marked "${TEST_LEAD_MARK}", through ${results.length} channel${results.length === 1 ? '' : 's'}:\n`);
  for (const { channel, target, error } of results) {
    io.out(error === null ? `  ${channel}: delivered, ${target}\n` : `  ${channel}: FAILED, ${target}: ${error}\n`);
  }
  const failed = results.filter((result) => result.error !== null).length;
  io.out(
    failed === 0
      ? 'Every channel delivered the test lead.\n'
      : `${failed} of ${results.length} channels failed: fix the setting the line names, then try again.\n`,
  );
  return failed === 0 ? 0 : 1;
}

/** invite, people and remove: who may sign in to the inbox (server/inbox/people.ts). */
async function people(db: Db, command: string, name: string, email: string, origin: string): Promise<string> {
  if (command === 'invite') {
    const { token, expires } = await invite(db, name.trim(), email);
    return [
      `Invited ${name.trim()} <${email.trim().toLowerCase()}>. Send them this link; it works once, until ${when(expires)} (UK time):`,
      `${origin}${enrolPath(token)}`,
      'Opening it on their phone or computer makes a passkey there, and signs them in to /inbox.',
    ].join('\n');
  }
  if (command === 'remove') {
    return (await removePerson(db, email))
      ? `Removed ${email}: their passkeys and sessions no longer work. What they did stays in the leads' history.`
      : `No one with the e-mail ${email} may sign in: nothing to remove (npm run leads -- people lists them).`;
  }
  const everyone = await listPeople(db);
  if (everyone.length === 0) return 'No one may sign in to the inbox yet: invite someone with npm run leads -- invite --name NAME --email EMAIL.';
  return table([['NAME', 'EMAIL', 'PASSKEYS', 'INVITED'], ...everyone.map((p) => [p.name, p.email, String(p.passkeys), when(p.created_at)])]);
}

/** A failure as one line for the operator: what happened and what to do, never a stack trace. */
function failureMessage(error: unknown, location: string): string {
  if (error instanceof UsageError) return error.message;
  if (error instanceof LeadStoreDamaged) return `The lead store cannot be read: ${error.message}.`;
  const code = (error as { code?: unknown })?.code;
  const message = String((error as Error)?.message ?? error).split('\n')[0]!;
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code))
    return `The lead store ${location} stayed locked by another process for ${LOCK_WAIT_MS / 1000} s (${code}): try again in a moment; if it stays locked, look for a sqlite3 or another tool holding a transaction open on it.`;
  if (code === '55P03' || code === '57014')
    return `The lead store (${location}) did not answer in time (${code}: ${message}): another session holds a lock; try again in a moment.`;
  return `The lead store ${location} failed: ${message}`;
}

// Run as a program (node dist/server/leads-cli.js), not when a test imports it.
if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
