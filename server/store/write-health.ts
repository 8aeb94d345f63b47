/**
 * Whether the lead store can take a write, for /healthz's body: a store that still answers reads
 * may refuse every write (a full disk, a file system remounted read-only), and visitors' posts
 * then fail while a read-only health check says all is well.
 *
 * Two signals, both cheap enough for every /healthz: the free space on the SQLite file's file
 * system (a write needs room for the write-ahead log and, at the checkpoint, the file), and the
 * outcome of the last lead the service tried to store. A lock held elsewhere (busy) says
 * nothing about the disk, so it changes neither.
 */
import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.ts';

/** Below this much free space a SQLite write may fail: reported before it does. */
const MIN_FREE_BYTES = 1024 * 1024;

/** SQLite's and PostgreSQL's codes for "this store cannot write" (disk full, read-only, I/O error, damage). */
const CANNOT_WRITE = /^(SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB)|53100|25006|58030)/;

export interface WriteHealth {
  /** The outcome of a write: nothing (it worked) or the error it failed with. */
  wrote(error?: unknown): void;
  /** Why the store cannot write now, or null when nothing says so. */
  problem(): string | null;
}

export function watchWrites(db: Db): WriteHealth {
  let failed: string | null = null;
  const folder = db.dialect === 'sqlite' && db.location !== ':memory:' ? path.dirname(db.location) : null;
  return {
    wrote(error) {
      if (error === undefined) failed = null;
      else {
        const code = (error as { code?: unknown })?.code;
        if (typeof code === 'string' && CANNOT_WRITE.test(code)) failed = `the last lead could not be stored (${code})`;
      }
    },
    problem() {
      if (folder) {
        try {
          const { bavail, bsize } = statfsSync(folder);
          if (bavail * bsize < MIN_FREE_BYTES) return `disk full: ${bavail * bsize} bytes free where the store is`;
        } catch {
          // a folder gone missing shows in the store's own answers
        }
      }
      return failed;
    },
  };
}
