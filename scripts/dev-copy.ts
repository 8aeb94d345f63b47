/**
 * `npm run dev` on a throwaway copy of the repository, for test/dev-loop.test.ts and
 * scripts/dev-timing.ts: they save files in it, while the real files stay untouched (other tests
 * read data/ at the same time). node_modules is linked, not copied.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** What the build and the server read. */
const COPIED = ['client', 'server', 'shared', 'data', 'scripts', 'package.json', 'tsconfig.json'];

export interface DevCopy {
  /** The copy's folder. */
  dir: string;
  /** Where its server answers, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** Everything the loop, its builds and its servers printed so far. */
  output(): string;
  /** True once the loop has exited. */
  exited(): boolean;
  /** Saves `file` (relative to the copy) as careful editors and `git checkout` do: a new file renamed over the old. */
  saveByRename(file: string, edit: (text: string) => string): void;
  /** Stops the loop with its builds and servers (one process group), then removes the copy. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The business file the copy's loop reads (BUSINESS_FILE, or data/business.yaml): one elsewhere in
 * the project (test/fixtures/business/...) is copied to the same place; one outside it is read
 * where it is.
 */
function copyBusinessFile(dir: string): void {
  const file = process.env.BUSINESS_FILE;
  if (!file || path.isAbsolute(file)) return;
  const target = path.join(dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(root, file), target);
}

export async function startDevCopy(): Promise<DevCopy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-loop-'));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  copyBusinessFile(dir);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const port = await freePort();
  // Its own process group, so stop() reaches the builds and the server the loop starts.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: dir,
    detached: true,
    // The channel tells the loop when this process has gone, however it went (scripts/dev.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: path.join(dir, 'var') },
  });
  let output = '';
  let exited = false;
  const exit = once(child, 'exit').then(() => (exited = true));
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  return {
    dir,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited: () => exited,
    saveByRename(file, edit) {
      const full = path.join(dir, file);
      writeFileSync(`${full}.tmp`, edit(readFileSync(full, 'utf8')));
      renameSync(`${full}.tmp`, full);
    },
    async stop() {
      try {
        // The whole group, even when the loop itself has ended: a server it started may not have.
        process.kill(-child.pid!, 'SIGKILL');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
      await exit;
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
