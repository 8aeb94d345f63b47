/**
 * Kysely's SQLite dialect with the connection in a worker thread (sqlite-worker.ts): queries are
 * compiled here and sent over as SQL and parameters, and their rows come back as messages, so a
 * statement waiting for a lock never holds up the event loop (docs/decisions/054).
 *
 * One connection, handed to one caller at a time (a queue): a transaction's statements never
 * interleave with anybody else's. Each hold of the connection has one deadline, counted from
 * when it was asked for: its statements wait for another process's lock only for what is left of
 * it, so callers queued behind a wait are answered within the bound too, not one bound each.
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { CloseRequest, StatementRequest, WorkerOptions, WorkerReply } from './sqlite-worker.ts';

/** An error from the store's thread, with SQLite's code (SQLITE_BUSY, SQLITE_FULL …). */
class SqliteWorkerError extends Error {
  override name = 'SqliteError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The built worker sits beside the bundle (dist/server/); from source, beside this file. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./sqlite-worker.ts', import.meta.url) : new URL('./sqlite-worker.js', import.meta.url);
}

/** The store's thread and the replies it owes. */
class StoreThread {
  #worker: Worker;
  #next = 0;
  #waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  #gone: Error | null = null;

  constructor(options: WorkerOptions) {
    this.#worker = new Worker(workerUrl(), { workerData: options });
    // The thread keeps the process alive only while a reply is owed: an idle store left open
    // (a test's) does not hold up the exit, and a query in flight (the CLI's) is never cut short.
    this.#worker.unref();
    this.#worker.on('message', (reply: WorkerReply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) this.#worker.unref();
      waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#gone ??= error;
      for (const { reject } of this.#waiting.values()) reject(error);
      this.#waiting.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', () => fail(new SqliteWorkerError('the lead store is closed', undefined)));
  }

  send(request: Omit<StatementRequest, 'id'> | Omit<CloseRequest, 'id'>): Promise<WorkerReply> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }
}

class WorkerConnection implements DatabaseConnection {
  /** When the current holder's lock wait runs out (ms since the epoch). */
  deadline = 0;

  constructor(
    private readonly thread: StoreThread,
    private readonly lockWaitMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Rounded up to 100 ms, so the busy timeout changes only when a caller has really waited.
    const left = Math.min(this.lockWaitMs, Math.max(0, Math.ceil((this.deadline - Date.now()) / 100) * 100));
    const reply = await this.thread.send({ sql: query.sql, parameters: query.parameters, lockWaitMs: left });
    if (!reply.ok) throw new SqliteWorkerError(reply.message, reply.code);
    return {
      rows: reply.rows as R[],
      ...(reply.numAffectedRows !== undefined ? { numAffectedRows: reply.numAffectedRows } : {}),
      ...(reply.insertId !== undefined ? { insertId: reply.insertId } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: Kysely's interface asks for a generator; there is nothing to stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the lead store does not stream queries');
  }
}

class WorkerDriver implements Driver {
  #thread: StoreThread | null = null;
  #connection: WorkerConnection | null = null;
  /** The callers holding or waiting for the connection, in order: each waits for the one before. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;
  #closed = false;

  constructor(private readonly options: WorkerOptions) {}

  async init(): Promise<void> {
    this.#thread = new StoreThread(this.options);
    this.#connection = new WorkerConnection(this.#thread, this.options.lockWaitMs);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#closed) throw new SqliteWorkerError('the lead store is closed', undefined);
    const askedAt = Date.now();
    const before = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await before;
    this.#release = release;
    this.#connection!.deadline = askedAt + this.options.lockWaitMs;
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    // Nobody new gets in line; whoever holds the connection or waits for it now finishes first.
    this.#closed = true;
    await this.#queue;
    await this.#thread?.send({ close: true }).then((reply) => {
      if (!reply.ok) throw new SqliteWorkerError(reply.message, reply.code);
    });
  }
}

/**
 * SQLite's adapter, but Kysely is told the driver may be asked for connections at once: it then
 * leaves the queueing to WorkerDriver, which knows when each caller asked (its own mutex would
 * hand the connection over only once the caller before had finished, and so the deadline could
 * not count the time waited in line).
 */
class WorkerSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect over the store's thread. */
export class WorkerSqliteDialect implements Dialect {
  constructor(private readonly options: WorkerOptions) {}

  createDriver(): Driver {
    return new WorkerDriver(this.options);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new WorkerSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
