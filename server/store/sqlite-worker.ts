/**
 * The SQLite store's own thread (node:worker_threads): it holds the one libsql connection and
 * runs the statements the main thread sends (sqlite-driver.ts), one at a time. libsql's API is
 * synchronous, and a statement waiting for another process's write lock blocks its thread for
 * the whole wait; here that thread is this one, so pages go on being served meanwhile.
 *
 * Written with erasable TypeScript only: Node runs it from source (tests, tsx) as well as built.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

export interface WorkerOptions {
  file: string;
  readOnly: boolean;
  /** The longest a statement waits for a lock, in ms (SQLite's busy_timeout). */
  lockWaitMs: number;
}

/** A statement to run; `lockWaitMs` is what is left of its caller's deadline. */
export interface StatementRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  lockWaitMs: number;
}

/** Checkpoint the write-ahead log into the file, then close (the store's close). */
export interface CloseRequest {
  id: number;
  close: true;
}

export type WorkerReply =
  | {
      id: number;
      ok: true;
      rows: Record<string, unknown>[];
      numAffectedRows?: bigint;
      insertId?: bigint;
    }
  | { id: number; ok: false; message: string; code?: string };

const { file, readOnly, lockWaitMs } = workerData as WorkerOptions;
const port = parentPort!;

let db: Database.Database | null = null;
let openError: { message: string; code?: string } | null = null;
let busyTimeout = lockWaitMs;

const described = (error: unknown) => ({
  message: String((error as Error)?.message ?? error),
  ...(typeof (error as { code?: unknown })?.code === 'string' ? { code: (error as { code: string }).code } : {}),
});

try {
  db = new Database(file);
  db.pragma(`busy_timeout = ${busyTimeout}`);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  // FULL: the write-ahead log is fsync'd at every commit, so a confirmed lead survives a power cut.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  if (readOnly) db.pragma('query_only = ON');
} catch (error) {
  // Answered to every request, so the caller sees why (a damaged file, a folder it cannot read).
  openError = described(error);
  try {
    db?.close();
  } catch {
    // the open error is the one that matters
  }
  db = null;
}

/** begin, commit, rollback: run by `exec`, which finalises its statement whatever happens. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback)\b/i;
/** A statement that writes, for Kysely's queries: they start with what they do. */
const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/**
 * Runs one statement. A statement that fails while taking a lock (SQLITE_BUSY) is left "in
 * progress" by libsql, which has no way to reset it, and SQLite then refuses every later COMMIT
 * on the connection ("cannot commit transaction - SQL statements in progress"). So nothing that
 * waits for the write lock is a prepared statement: transaction control goes through `exec`, and
 * a write outside a transaction is wrapped in `BEGIN IMMEDIATE` … `COMMIT` by `exec`, whose
 * statements are finalised even when they fail. Inside a transaction that holds the lock, no
 * statement waits for it.
 */
function execute(database: Database.Database, request: StatementRequest): Omit<Extract<WorkerReply, { ok: true }>, 'id' | 'ok'> {
  if (TRANSACTION_CONTROL.test(request.sql) && request.parameters.length === 0) {
    database.exec(request.sql);
    return { rows: [] };
  }
  const own = WRITE.test(request.sql) && !database.inTransaction;
  if (own) database.exec('begin immediate');
  try {
    const statement = database.prepare(request.sql);
    let result: Omit<Extract<WorkerReply, { ok: true }>, 'id' | 'ok'>;
    if (statement.reader) result = { rows: statement.all(request.parameters) as Record<string, unknown>[] };
    else {
      const { changes, lastInsertRowid } = statement.run(request.parameters);
      result = {
        rows: [],
        ...(changes != null ? { numAffectedRows: BigInt(changes) } : {}),
        ...(lastInsertRowid != null ? { insertId: BigInt(lastInsertRowid) } : {}),
      };
    }
    if (own) database.exec('commit');
    return result;
  } catch (error) {
    if (own && database.inTransaction) database.exec('rollback');
    throw error;
  }
}

function run(request: StatementRequest): WorkerReply {
  if (!db) return { id: request.id, ok: false, ...(openError ?? { message: 'the lead store is closed' }) };
  try {
    if (request.lockWaitMs !== busyTimeout) {
      db.pragma(`busy_timeout = ${request.lockWaitMs}`);
      busyTimeout = request.lockWaitMs;
    }
    return { id: request.id, ok: true, ...execute(db, request) };
  } catch (error) {
    return { id: request.id, ok: false, ...described(error) };
  }
}

function close(request: CloseRequest): WorkerReply {
  try {
    if (db && !readOnly && file !== ':memory:') {
      // Everything in the write-ahead log goes into the file and the log is cut to nothing, so
      // after a clean stop leads.db alone holds every lead.
      db.pragma(`busy_timeout = ${lockWaitMs}`);
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    db?.close();
    db = null;
    return { id: request.id, ok: true, rows: [] };
  } catch (error) {
    db?.close();
    db = null;
    return { id: request.id, ok: false, ...described(error) };
  }
}

port.on('message', (request: StatementRequest | CloseRequest) => {
  if ('close' in request) {
    port.postMessage(close(request));
    port.close();
  } else port.postMessage(run(request));
});
