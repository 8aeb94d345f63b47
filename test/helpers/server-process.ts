import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { root } from './app.ts';
import { freePort } from './ports.ts';
import { waitFor } from './wait-for.ts';

/** The built server (the global setup builds it when dist/ is stale). */
export const serverFile = path.join(root, 'dist', 'server', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

interface SpawnOptions {
  /** What to run; the server by default (the fsync test runs it under strace). */
  command?: string[];
  /** Its own process group, so a signal to the group reaches the server under a wrapper. */
  detached?: boolean;
}

interface WaitOptions {
  /** Waited for until it answers 200: /healthz (listening) or /readyz. */
  readyPath?: string;
  /** For messages: 'the server', 'A'. */
  name?: string;
  /** How long to wait; 30 s by default. */
  timeoutMs?: number;
}

/**
 * The built server as a process of its own, in production mode and logging at info; `env` adds to
 * or overrides that (PORT included). Not waited for: for a server that must refuse to start, or a
 * test that waits with answeringOn.
 */
export function spawnServerProcess(env: Record<string, string>, { command = [process.execPath, serverFile], detached = false }: SpawnOptions = {}) {
  const child = spawn(command[0]!, command.slice(1), {
    detached,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, output: () => text, exited };
}

/**
 * Whether the process `pid` holds a listening socket on `port` (Linux's /proc): so an answer on the
 * port is known to come from it, not from another test's server that took the same free port first.
 * True where /proc cannot tell (another system), which leaves the answer alone to decide.
 */
function listensOn(pid: number | undefined, port: number): boolean {
  if (pid === undefined) return true;
  try {
    const listening = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const columns = line.trim().split(/\s+/);
        // local address (hex ip:port), state 0A = LISTEN, inode
        if (columns.length > 9 && Number.parseInt(columns[1]!.split(':')[1]!, 16) === port && columns[3] === '0A') listening.add(columns[9]!);
      }
    }
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return true;
  }
}

/**
 * Resolves once the process's server on `port` answers `readyPath` with 200, and the port is its own
 * (listensOn): a state, not a count of tries, so a busy machine only makes it take longer. Fails at
 * once with its output if it exits first.
 */
export async function answeringOn(
  server: Pick<ServerProcess, 'child' | 'output'>,
  port: number,
  { readyPath = '/healthz', name = 'the server', timeoutMs = 30_000 }: WaitOptions = {},
  /** Whether the process is the server itself (not a wrapper such as strace), whose sockets can be checked. */
  own = false,
): Promise<void> {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`${name} exited (${server.child.exitCode ?? server.child.signalCode}) before it answered ${readyPath}: ${server.output()}`);
      }
      const answered = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      );
      return answered && (!own || listensOn(server.child.pid, port));
    },
    timeoutMs,
    `${name} to answer ${readyPath}`,
  );
}

/**
 * The built server on a free loopback port, closing at once on SIGTERM (spawnServerProcess).
 * Resolves once `readyPath` answers 200 (answeringOn).
 */
export async function startServerProcess(env: Record<string, string>, options: SpawnOptions & WaitOptions = {}): Promise<ServerProcess> {
  // A free port can be taken by another test's process between freePort and the server's listen:
  // the server then exits, and it is started again on another port, up to three times.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = spawnServerProcess({ PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0', ...env }, options);
    try {
      await answeringOn(server, port, options, options.command === undefined);
      return { ...server, port };
    } catch (error) {
      const exited = server.child.exitCode !== null || server.child.signalCode !== null;
      if (!exited || attempt === 3) throw error;
    }
  }
}
