/**
 * The lead database: one typed query builder (Kysely) over two engines.
 *
 * - SQLite (the default): one file, `leads.db`, in DATA_DIR, through libsql. Write-ahead log and
 *   `synchronous=FULL`, so a committed lead is on disk (fsync'd) before the visitor is told it
 *   arrived. SQLite's own file locks let `npm run leads` open the same file while the server runs.
 *   The folder is 0700 and the files 0600 whatever the umask.
 * - PostgreSQL (DATABASE_URL), for several instances sharing one store.
 *
 * Both see the same queries (store.ts) and migrations (migrations.ts). The few places where the
 * engines differ read `db.dialect`. Timestamps are written as ISO-8601 strings computed here in
 * JavaScript and read back through `toDate`, so both engines hold and return the same values.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { type ColumnType, Kysely, PostgresDialect, type Selectable, SqliteDialect, sql } from 'kysely';
import pg from 'pg';

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
}

interface DeliveriesTable {
  lead_id: string;
  channel: 'email' | 'webhook';
  status: ColumnType<'pending' | 'sent' | 'dead', 'pending' | undefined, 'pending' | 'sent' | 'dead'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
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

interface Tables {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
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
 * How long one SQLite statement waits for another process's write lock before failing with
 * SQLITE_BUSY. The wait blocks this process's event loop (the driver is synchronous), so it is
 * kept short and the store retries a busy write a few times with pauses between (store.ts).
 */
export const BUSY_TIMEOUT_MS = 250;

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

/** Opens (and creates, unless read-only) the SQLite file. */
export function openSqlite(file: string, { readOnly = false }: SqliteOptions = {}): Db {
  if (file !== ':memory:' && !readOnly) prepareFiles(file);
  const raw = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (file !== ':memory:') raw.pragma('journal_mode = WAL');
    // FULL: the write-ahead log is fsync'd at every commit, so a confirmed lead survives a power cut.
    raw.pragma('synchronous = FULL');
    raw.pragma('foreign_keys = ON');
    if (readOnly) raw.pragma('query_only = ON');
  } catch (error) {
    raw.close();
    throw error;
  }
  const q = new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) });
  return {
    dialect: 'sqlite',
    location: file,
    q,
    transaction: (fn) =>
      // Kysely's SQLite driver has one connection and hands it to one caller at a time.
      q.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          if (raw.inTransaction) await sql`rollback`.execute(conn);
          throw error;
        }
      }),
    close: () => q.destroy(),
  };
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
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
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
