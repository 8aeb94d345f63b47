import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { root } from './app.ts';
import { waitFor } from './leads.ts';
import { freePort } from './ports.ts';

/** The built server (`npm run build` first). */
export const serverFile = path.join(root, 'dist', 'server', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

interface StartOptions {
  /** What to run; the server by default (the fsync test runs it under strace). */
  command?: string[];
  /** Waited for until it answers 200: /healthz (listening) or /readyz. */
  readyPath?: string;
  /** Its own process group, so a signal to the group reaches the server under a wrapper. */
  detached?: boolean;
  /** For messages: 'the server', 'A'. */
  name?: string;
}

/**
 * The built server as a process of its own on a free loopback port, in production mode, logging
 * at info and closing at once on SIGTERM; `env` adds to or overrides that. Resolves once
 * `readyPath` answers 200, and fails at once with its output if it exits first.
 */
export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const { command = [process.execPath, serverFile], readyPath = '/healthz', detached = false, name = 'the server' } = options;
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    detached,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${text}`);
      return fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      );
    },
    30_000,
    `${name} to answer ${readyPath}`,
  );
  return { child, port, output: () => text, exited };
}
