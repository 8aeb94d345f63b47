/**
 * The lead database: one typed query builder (Kysely) over two engines.
 *
 * - SQLite (the default): one file, `leads.db`, in DATA_DIR, through libsql in a thread of its own
 *   (sqlite-driver.ts), so a lock held by another process slows lead posts only, never pages.
 *   Write-ahead log and `synchronous=FULL`, so a committed lead is on disk (fsync'd) before the
 *   visitor is told it arrived; the log is checkpointed into the file every minute and cut to
 *   nothing at close. SQLite's own file locks let `npm run leads` open the same file while the
 *   server runs. The folder is 0700 and the files 0600 whatever the umask.
 * - PostgreSQL (DATABASE_URL), for several instances sharing one store.
 *
 * On both, a statement waits at most LOCK_WAIT_MS for a lock, then fails (docs/decisions/054).
 *
 * Both see the same queries (store.ts) and migrations (migrations.ts). The few places where the
 * engines differ read `db.dialect`. Timestamps are written as ISO-8601 strings computed here in
 * JavaScript and read back through `toDate`, so both engines hold and return the same values.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ColumnType, Kysely, PostgresDialect, type Selectable, sql } from 'kysely';
import pg from 'pg';
import { WorkerSqliteDialect } from './sqlite-driver.ts';

/** Written as an ISO string; read back as a Date (PostgreSQL) or the same string (SQLite). */
type Timestamp = ColumnType<Date | string, string, string>;

interface LeadsTable {
  id: string;
  kind: 'callback' | 'question';
  created_at: Timestamp;
  page: string;
  place: string | null;
  service: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  postcode: string | null;
  need: string | null;
  message: string | null;
  overdue_logged_at: Timestamp | null;
  /** The inbox's state (server/inbox): open until someone takes it, then done or spam. */
  state: ColumnType<LeadState, LeadState | undefined, LeadState>;
  taken_by: string | null;
  taken_by_name: string | null;
  taken_at: Timestamp | null;
}

export type LeadState = 'open' | 'taken' | 'done' | 'spam';

/** An outbox row's sending state: claimed by one worker at a time, retried with backoff, dead after the last try. */
interface OutboxColumns {
  status: ColumnType<'pending' | 'sent' | 'dead', 'pending' | undefined, 'pending' | 'sent' | 'dead'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
}

interface DeliveriesTable extends OutboxColumns {
  lead_id: string;
  channel: 'email' | 'webhook';
}

interface DeliveryAttemptsTable {
  id: ColumnType<number | string | bigint, never, never>;
  lead_id: string;
  channel: string;
  attempt: number;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: 'sent' | 'failed';
  error: string | null;
}

/** Someone of the business who may sign in to the inbox, invited with `npm run leads -- invite`. */
interface PeopleTable {
  id: string;
  name: string;
  email: string;
  created_at: Timestamp;
}

interface InvitationsTable {
  token_hash: string;
  person_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface PasskeysTable {
  /** The credential's id, base64url. */
  id: string;
  person_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number | string, number, number>;
  /** JSON array of the authenticator's transports, as the browser reported them. */
  transports: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

interface SessionsTable {
  token_hash: string;
  person_id: string;
  csrf_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'enrol' | 'sign-in';
  invitation_hash: string | null;
  expires_at: Timestamp;
}

export type HistoryAction = 'taken' | 'note' | 'done' | 'spam' | 'reopened';

interface LeadHistoryTable {
  id: ColumnType<number | string | bigint, never, never>;
  lead_id: string;
  at: Timestamp;
  person_id: string | null;
  person_name: string;
  action: HistoryAction;
  note: string | null;
}

/** A "taking it" link of one lead e-mail, for one person (server/inbox/claim-links.ts). */
interface ClaimLinksTable {
  token_hash: string;
  lead_id: string;
  person_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type EventVia = 'inbox' | 'email-link';

/** One change to a lead, waiting for (or sent to) the webhook (server/leads/event-outbox.ts). */
interface LeadEventsTable extends OutboxColumns {
  id: string;
  lead_id: string;
  type: HistoryAction;
  at: Timestamp;
  person_name: string;
  via: EventVia;
  note: string | null;
}

/**
 * First-party counts (server/counts, migration 0005): how many times an event happened on a page
 * on a day, by source class. `day` is the London date, YYYY-MM-DD.
 */
interface DailyCountsTable {
  day: string;
  path: string;
  event: string;
  source: string;
  template: string;
  place: string | null;
  service: string | null;
  /** bigint: PostgreSQL's driver reads it as a string. */
  count: ColumnType<number | string, number, number>;
}

interface Tables {
  daily_counts: DailyCountsTable;
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  people: PeopleTable;
  invitations: InvitationsTable;
  passkeys: PasskeysTable;
  sessions: SessionsTable;
  webauthn_challenges: WebauthnChallengesTable;
  lead_history: LeadHistoryTable;
  claim_links: ClaimLinksTable;
  lead_events: LeadEventsTable;
}

export type Lead = Selectable<LeadsTable>;
export type Dialect = 'sqlite' | 'postgres';
export type Q = Kysely<Tables>;

export interface Db {
  readonly dialect: Dialect;
  /** Where the data is, for messages: the file, or the PostgreSQL host and database (no password). */
  readonly location: string;
  readonly q: Q;
  /**
   * Runs `fn` in one transaction that holds the write lock from its first statement (SQLite's
   * BEGIN IMMEDIATE; an ordinary transaction on PostgreSQL, whose row locks do the same job).
   */
  transaction<T>(fn: (tx: Q) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database file's name inside DATA_DIR. */
const DATABASE_FILE = 'leads.db';

/**
 * How long a store operation waits for a lock held by someone else (an operator's `sqlite3`, a
 * long transaction in PostgreSQL) before it fails: SQLite's busy timeout, counted from when the
 * operation asked for the connection, and PostgreSQL's lock_timeout. A visitor's post then gets
 * the form's failure answer with the page's number within a few seconds, never a hang.
 */
export const LOCK_WAIT_MS = 3_000;

/** PostgreSQL's statement_timeout: no statement of the pipeline takes anywhere near this. */
const STATEMENT_TIMEOUT_MS = 10_000;

/** How often the write-ahead log is copied into the database file while the server runs. */
const CHECKPOINT_EVERY_MS = 60_000;

/** A timestamp as both engines store it. */
export function timestamp(date: Date): string {
  return date.toISOString();
}

/** A stored timestamp as a Date, from either engine. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The database file for DATA_DIR; `memory://` is an in-memory database (tests only). */
export function databaseFile(dataDir: string): string {
  return dataDir === 'memory://' ? ':memory:' : path.join(path.resolve(dataDir), DATABASE_FILE);
}

/**
 * Makes the folder (0700) and the database file (0600) before SQLite opens it, and tightens
 * modes an older or hand-made copy may have. SQLite gives its -wal and -shm files the database
 * file's mode, so they are 0600 too.
 */
function prepareFiles(file: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(f) && (statSync(f).mode & 0o077) !== 0) chmodSync(f, 0o600);
  }
}

export interface SqliteOptions {
  /** Refuse to write (the operator's read-only commands). */
  readOnly?: boolean;
}

/** Opens (and creates, unless read-only) the SQLite file; the connection lives in its own thread. */
export function openSqlite(file: string, { readOnly = false }: SqliteOptions = {}): Db {
  if (file !== ':memory:' && !readOnly) prepareFiles(file);
  const q = new Kysely<Tables>({ dialect: new WorkerSqliteDialect({ file, readOnly, lockWaitMs: LOCK_WAIT_MS }) });
  // PASSIVE never waits for anyone: whatever readers allow goes into the file now, the rest next time.
  const checkpoints =
    file === ':memory:' || readOnly ? null : setInterval(() => sql`pragma wal_checkpoint(PASSIVE)`.execute(q).catch(() => {}), CHECKPOINT_EVERY_MS);
  checkpoints?.unref();
  return {
    dialect: 'sqlite',
    location: file,
    q,
    transaction: (fn) =>
      // The connection is this caller's until the end: nobody else's statement runs inside.
      q.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          // Always closed, whatever failed (a statement, the commit): the next caller starts clean.
          // SQLite refuses the rollback only when no transaction is open, which is then the truth.
          await sql`rollback`.execute(conn).catch(() => {});
          throw error;
        }
      }),
    close: () => {
      if (checkpoints) clearInterval(checkpoints);
      // The store's thread checkpoints the log into the file and cuts it to nothing (sqlite-worker.ts).
      return q.destroy();
    },
  };
}

/** A store file that SQLite finds damaged: the server does not start on it, the CLI says so. */
export class LeadStoreDamaged extends Error {
  override name = 'LeadStoreDamaged';
  constructor(file: string, detail: string) {
    super(
      `the lead store ${file} is damaged (${detail.slice(0, 200)}): stop the server, move leads.db and any leads.db-wal and leads.db-shm beside it to another folder, put the latest backup (npm run leads -- backup) in its place as leads.db, and start again; keep the damaged copy for recovery (docs/leads.md, Backups)`,
    );
  }
}

const DAMAGED = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * SQLite's quick check of the whole file (every page's structure, not the indexes' contents): a
 * few milliseconds for thousands of leads. Throws LeadStoreDamaged when the file is damaged;
 * PostgreSQL checks its own pages.
 */
export async function checkIntegrity(db: Db): Promise<void> {
  if (db.dialect !== 'sqlite') return;
  let problems: string[];
  try {
    const rows = (await sql.raw<{ quick_check: string }>('pragma quick_check').execute(db.q)).rows;
    problems = rows.map((r) => String(Object.values(r)[0])).filter((r) => r !== 'ok');
  } catch (error) {
    const code = (error as { code?: unknown })?.code;
    if (typeof code === 'string' && DAMAGED.test(code)) throw new LeadStoreDamaged(db.location, `${code}: ${(error as Error).message}`);
    throw error;
  }
  if (problems.length > 0) throw new LeadStoreDamaged(db.location, problems.join('; '));
}

/** SQLite's synchronous setting, as a number (2 = FULL); for tests and the operator's status. */
export async function sqliteSettings(db: Db): Promise<{ journalMode: string; synchronous: number; busyTimeout: number; foreignKeys: number }> {
  const one = async <T>(pragma: string) => (await sql.raw<Record<string, T>>(`pragma ${pragma}`).execute(db.q)).rows[0]!;
  return {
    journalMode: String(Object.values(await one<string>('journal_mode'))[0]),
    synchronous: Number(Object.values(await one<number>('synchronous'))[0]),
    busyTimeout: Number(Object.values(await one<number>('busy_timeout'))[0]),
    foreignKeys: Number(Object.values(await one<number>('foreign_keys'))[0]),
  };
}

/** A pool on a PostgreSQL server. */
export function openPostgres(connectionString: string, { max = 5 }: { max?: number } = {}): Db {
  // Every connection waits at most LOCK_WAIT_MS for a lock and STATEMENT_TIMEOUT_MS for a statement.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 10_000,
    lock_timeout: LOCK_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const q = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  let location = 'PostgreSQL';
  try {
    const u = new URL(connectionString);
    location = `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    // the configuration checked the URL already
  }
  return {
    dialect: 'postgres',
    location,
    q,
    transaction: (fn) => q.transaction().execute(fn),
    close: () => q.destroy(),
  };
}

/** The server's store: PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export function openStore(config: { databaseUrl: string | null; dataDir: string }): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(databaseFile(config.dataDir));
}
