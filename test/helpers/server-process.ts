import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
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
 * Resolves once the process's server on `port` answers `readyPath` with 200: a state, not a count
 * of tries, so a busy machine only makes it take longer. Fails at once with its output if it exits first.
 */
export async function answeringOn(
  server: Pick<ServerProcess, 'child' | 'output'>,
  port: number,
  { readyPath = '/healthz', name = 'the server', timeoutMs = 30_000 }: WaitOptions = {},
): Promise<void> {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`${name} exited (${server.child.exitCode ?? server.child.signalCode}) before it answered ${readyPath}: ${server.output()}`);
      }
      return fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      );
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
  const port = await freePort();
  const server = spawnServerProcess({ PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0', ...env }, options);
  await answeringOn(server, port, options);
  return { ...server, port };
}
