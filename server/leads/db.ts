/**
 * One small database interface over two drivers: PGlite (embedded PostgreSQL in DATA_DIR) and
 * node-postgres (DATABASE_URL). Same SQL on both.
 *
 * PGlite is one process's database. The server holds its folder with a lock file
 * (`server.pid`) and serves the same database on a Unix socket in the folder
 * (`.s.PGSQL.5432`), so `npm run leads` connects there while the server runs and opens the
 * folder itself only when nobody holds it. All queries are single statements: over the socket
 * other clients share PGlite's one session, so the server never leaves a transaction open
 * between statements once the socket is up.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface Queryable {
  /** One statement, with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection. Only before the socket is served (migrations). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SOCKET_NAME = '.s.PGSQL.5432';
const LOCK_NAME = 'server.pid';
/** Linux's limit for a Unix socket path is 107 bytes. */
const MAX_SOCKET_PATH = 107;

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`the data folder ${dir} is held by process ${pid}`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file, or throws DataDirBusyError when a live process holds it. A lock
 * left by a process that died (or by this very process id, after a container restart) is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        try {
          if (Number(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = NaN;
      try {
        pid = Number(readFileSync(file, 'utf8'));
      } catch {
        continue; // removed meanwhile: try again
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dir}`);
}

function pgliteQueryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/** A Db over an open PGlite instance; closing it closes the instance. */
export function pgliteDb(db: PGlite): Db {
  return {
    driver: 'pglite',
    ...pgliteQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(pgliteQueryable(tx))),
    close: () => db.close(),
  };
}

/**
 * Opens PGlite in `dataDir` (created if missing) after taking the folder's lock. An in-memory
 * database (`memory://`) may start from `template`, a dump made by PGlite's dumpDataDir(), which
 * skips initdb (tens of seconds on a busy machine; the tests use one).
 */
export async function openEmbedded(dataDir: string, template?: Blob): Promise<Db & { serve(): Promise<void>; socketPath: string | null }> {
  if (dataDir === 'memory://') {
    return { ...pgliteDb(await PGlite.create(template ? { loadDataDir: template } : {})), socketPath: null, async serve() {} };
  }
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const socketPath = path.join(dir, SOCKET_NAME);
  const unlock = lockDataDir(dir);
  let db: PGlite;
  try {
    db = await PGlite.create(path.join(dir, 'pgdata'));
  } catch (error) {
    unlock();
    throw error;
  }
  let server: PGLiteSocketServer | null = null;
  return {
    driver: 'pglite',
    socketPath,
    ...pgliteQueryable(db),
    transaction: (fn) => db.transaction((tx) => fn(pgliteQueryable(tx))),
    async serve() {
      if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
        throw new Error(`DATA_DIR is too long for its Unix socket (${socketPath}); use a shorter path`);
      }
      // The lock says nobody else serves this folder, so a socket file left here is stale.
      rmSync(socketPath, { force: true });
      server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 16 });
      await server.start();
    },
    async close() {
      if (server) await server.stop();
      rmSync(socketPath, { force: true });
      await db.close();
      unlock();
    },
  };
}

function pgQueryable(client: pg.Pool | pg.PoolClient | pg.Client): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A pool on a PostgreSQL server (DATABASE_URL), or on a running server's PGlite socket. */
export function openPostgres(config: pg.PoolConfig, driver: Db['driver'] = 'postgres'): Db {
  const pool = new pg.Pool({ max: 5, connectionTimeoutMillis: 10_000, ...config });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    driver,
    ...pgQueryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(pgQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * For tools run beside the server (`npm run leads`): the PostgreSQL server when configured;
 * else the running server's socket in the data folder; else the folder itself, locked, when no
 * server holds it. Never opens a folder another live process holds.
 */
export async function openForTool(databaseUrl: string | null, dataDir: string): Promise<Db & { via: string }> {
  if (databaseUrl) return { ...openPostgres({ connectionString: databaseUrl, max: 1 }), via: 'DATABASE_URL' };
  const dir = path.resolve(dataDir);
  const viaSocket = openPostgres({ host: dir, user: 'postgres', database: 'postgres', max: 1, connectionTimeoutMillis: 3000 }, 'pglite');
  try {
    await viaSocket.query('select 1');
    return { ...viaSocket, via: `the running server's socket in ${dir}` };
  } catch {
    await viaSocket.close().catch(() => {});
  }
  mkdirSync(dir, { recursive: true });
  const db = await openEmbedded(dir); // throws DataDirBusyError if a live process holds the folder
  return { ...db, via: `the data folder ${dir} (no server running)` };
}
