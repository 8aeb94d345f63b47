/** SIGTERM (docs/decisions/012): the server process draining a slow response, the grace period, the drain under load. Timing-sensitive. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http, { createServer, request as httpRequest } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Health } from '../server/http/health.ts';
import { installGracefulShutdown } from '../server/operations/shutdown.ts';
import { root } from './helpers/app.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { freePort } from './helpers/ports.ts';
import { closeServer, listen } from './helpers/raw-http.ts';
import { startApp } from './helpers/recording-app.ts';
import { waitFor } from './helpers/wait-for.ts';
import { capturedLogger } from './helpers/captured-logger.ts';

/** Resolves with the connection's error code, or 'connected' if the server accepted it. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('graceful shutdown', () => {
  it('after SIGTERM: healthz 503 and answers while draining, the slow response finishes, then refuses connections, logs and exits 0', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test', 'fixtures', 'slow-server.tsx')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), SHUTDOWN_DRAIN_SECONDS: '3' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // 'close' comes after the exit and after the last of its output has been read: a process that
    // logs a line and exits at once may exit before that line reaches us.
    let closed = false;
    child.once('close', () => (closed = true));
    const lines = () =>
      output
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => {
          try {
            return JSON.parse(l) as { msg?: string; level?: number; req?: { url?: string }; res?: { statusCode?: number } };
          } catch {
            return { msg: `(not JSON) ${l}` };
          }
        });
    const logged = async (what: string, test: (l: ReturnType<typeof lines>[number]) => boolean) => {
      try {
        await waitFor(() => {
          if (lines().some(test)) return true;
          if (closed) throw new Error('exited');
          return false;
        }, 15_000);
      } catch {
        throw new Error(`never logged ${what}; output:\n${output}`);
      }
    };

    try {
      await logged('listening', (l) => l.msg?.startsWith('listening') ?? false);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      const slow = fetch(`http://127.0.0.1:${port}/slow-test`).then(async (r) => ({
        status: r.status,
        connection: r.headers.get('connection'),
        text: await r.text(),
      }));
      slow.catch(() => {}); // awaited below; keeps an early rejection from counting as unhandled
      // SIGTERM once the request is certainly in flight: its loader has started its 1.5 s wait.
      await logged('the slow loader starting', (l) => l.msg === 'slow-test loader started');
      child.kill('SIGTERM');
      await logged('shutting down', (l) => l.msg?.startsWith('shutting down') ?? false);

      // Draining: still answering, on new connections too, but unhealthy and closing each connection.
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get('connection')).toBe('close');
      expect(await health.json()).toMatchObject({ status: 'draining' });
      expect((await fetch(`http://127.0.0.1:${port}${fixturePages.city}`)).status).toBe(200);

      await logged('the drain ending', (l) => l.msg?.startsWith('drain over') ?? false);
      // The listening socket is closed in the same tick as that log line, which reaches us through a pipe.
      await expect.poll(() => tryConnect(port), { message: 'a new connection after the drain' }).toBe('ECONNREFUSED');

      const res = await slow;
      expect(res.status).toBe(200);
      expect(res.text).toContain('slow page done');
      // Its keep-alive connection is not left open to hold the server up after it finishes.
      expect(res.connection).toBe('close');

      // Had the grace period run out instead, the process would exit 0 too, but without 'stopped' last.
      const [code, signal] = await exited;
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });

      const msgs = lines();
      const shuttingDown = msgs.findIndex((l) => l.msg?.startsWith('shutting down'));
      const slowDone = msgs.findIndex((l) => l.req?.url === '/slow-test');
      const drainOver = msgs.findIndex((l) => l.msg?.startsWith('drain over'));
      const stopped = msgs.findIndex((l) => l.msg === 'stopped');
      expect(msgs[slowDone]?.res?.statusCode, output).toBe(200);
      // In order: the signal, the 1.5 s response finishing inside the 3 s drain, the drain ending,
      // then 'stopped' as the last line.
      expect(shuttingDown, output).toBeGreaterThanOrEqual(0);
      expect(slowDone, output).toBeGreaterThan(shuttingDown);
      expect(drainOver, output).toBeGreaterThan(slowDone);
      expect(stopped, output).toBeGreaterThan(drainOver);
      expect(stopped, output).toBe(msgs.length - 1);
      expect(output).not.toContain('grace period');
      // The drain's 503 on /healthz is planned: logged at info, not as an error.
      const drainingHealth = msgs.filter((l) => l.req?.url === '/healthz' && l.res?.statusCode === 503);
      expect(drainingHealth.length, output).toBeGreaterThan(0);
      expect(drainingHealth.every((l) => l.level === 30)).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

describe('installGracefulShutdown in process', () => {
  it('closes requests still running after the grace period, still closes the lead store once, and exits 0', async () => {
    const { logger, lines: loggedLines } = capturedLogger('info');
    // One request that never gets an answer.
    const server = createServer((req, res) => {
      if (req.url !== '/hang') res.end('ok');
    }).listen(0, '127.0.0.1');
    const port = await listen(server);
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    const exitCodes: number[] = [];
    let exited!: () => void;
    const firstExit = new Promise<void>((resolve) => (exited = resolve));
    let storeClosed = 0;
    const serverClosed = once(server, 'close');
    const shutdown = installGracefulShutdown(server, logger, {
      drainMs: 0,
      timeoutMs: 300,
      beforeExit: async () => {
        storeClosed++;
      },
      exit: (code) => {
        exitCodes.push(code);
        exited();
      },
    });
    try {
      const hanging = new Promise<string>((resolve) => {
        const req = httpRequest({ port, host: '127.0.0.1', path: '/hang', agent: false }, () => resolve('answered'));
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end();
      });
      // Wait until the server holds the request, then stop.
      while ((await new Promise<number>((r) => server.getConnections((_e, n) => r(n)))) === 0) {
        await new Promise((r) => setTimeout(r, 10));
      }
      shutdown('SIGTERM');
      await firstExit;
      expect(exitCodes[0]).toBe(0);
      expect(await hanging).toBe('ECONNRESET');
      expect(loggedLines.slice(0, 4).map((line) => line.msg)).toEqual([
        'shutting down: draining (healthz 503, connections closed after their next response)',
        'drain over: no new connections, finishing requests in flight',
        'requests still running after the grace period; closing them',
        'stopped',
      ]);
      // The listener's own close callback comes too once the connection is gone: still one close, one exit.
      await serverClosed;
      expect(storeClosed).toBe(1);
      expect(exitCodes).toEqual([0]);
    } finally {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
        }
      }
      await closeServer(server);
    }
  });
});

describe('drain on SIGTERM under keep-alive load', () => {
  it('answers every request sent before the signal or during the drain, says 503 on /healthz, then closes', { timeout: 30_000 }, async () => {
    const health = new Health();
    const s = startApp({ health }, { headersTimeoutMs: 5_000, requestTimeoutMs: 5_000, keepAliveTimeoutMs: 30_000, maxConnections: 500 });
    const port = await listen(s.server);
    const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    let exited!: (code: number) => void;
    const exit = new Promise<number>((resolve) => (exited = resolve));
    // The drain ends when this test's clients have stopped and had their answers (a waited-for
    // state, not a clock): what the test checks is that everything sent before the signal or
    // during the drain is answered, not how a busy machine's timers line up.
    let endDrain: (() => void) | undefined;
    const shutdown = installGracefulShutdown(s.server, s.logger, {
      drainMs: 60_000,
      timeoutMs: 2_000,
      health,
      exit: (code) => exited(code),
      endDrainAfter: (_ms, end) => (endDrain = end),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const paths = ['/', fixturePages.city, '/no-such-page', '/healthz', '/locksmith-near-me'];
    const outcomes: { sentAt: number; path: string; status?: number; connection?: string; error?: string; doneAt?: number }[] = [];
    const one = (path: string) =>
      new Promise<void>((resolve) => {
        const outcome: (typeof outcomes)[number] = { sentAt: performance.now(), path };
        outcomes.push(outcome);
        const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            outcome.status = res.statusCode;
            outcome.connection = res.headers.connection;
            outcome.doneAt = performance.now();
            resolve();
          });
          res.on('error', (error) => {
            outcome.error = error.message;
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          outcome.error = error.code ?? error.message;
          resolve();
        });
        req.end();
      });
    try {
      // Warm: first renders are slow in a fresh app, and this test is about the drain.
      for (const path of paths) await one(path);
      outcomes.length = 0;
      // Twenty clients keep sending. The signal comes after 60 requests, while the others are in
      // flight, and the clients stop after 60 more sent during the drain: every one is answered.
      const PER_PHASE = 60;
      let signalAt = Infinity;
      const worker = async (i: number) => {
        for (let k = i; ; k++) {
          if (signalAt === Infinity && outcomes.length >= PER_PHASE) {
            signalAt = performance.now();
            shutdown('SIGTERM');
          }
          if (outcomes.filter((o) => o.sentAt >= signalAt).length >= PER_PHASE) return;
          await one(paths[k % paths.length]!);
        }
      };
      await Promise.all(Array.from({ length: 20 }, (_, i) => worker(i)));
      expect(s.lines.some((l) => l.msg.startsWith('drain over'))).toBe(false);
      endDrain!();

      const before = outcomes.filter((o) => o.sentAt < signalAt);
      const during = outcomes.filter((o) => o.sentAt >= signalAt);
      expect(before.length).toBeGreaterThan(20);
      expect(during.length).toBeGreaterThan(20);
      expect(outcomes.filter((o) => o.error).map((o) => `${o.path}: ${o.error}`)).toEqual([]);
      expect(outcomes.filter((o) => o.status! >= 500 && o.path !== '/healthz')).toEqual([]);
      // While draining: unhealthy, and no connection kept alive.
      expect(during.filter((o) => o.path === '/healthz').every((o) => o.status === 503)).toBe(true);
      expect(during.filter((o) => o.path === '/healthz').length).toBeGreaterThan(0);
      expect(during.every((o) => o.connection === 'close')).toBe(true);
      const healthyBefore = outcomes.filter((o) => o.path === '/healthz' && o.doneAt! < signalAt);
      expect(healthyBefore.length).toBeGreaterThan(0);
      expect(healthyBefore.every((o) => o.status === 200)).toBe(true);

      expect(await exit).toBe(0);
      expect(await tryConnect(port)).toBe('ECONNREFUSED');
      expect(s.lines.map((l) => l.msg).filter((m) => /^(shutting down|drain over|stopped)/.test(m))).toEqual([
        'shutting down: draining (healthz 503, connections closed after their next response)',
        'drain over: no new connections, finishing requests in flight',
        'stopped',
      ]);
    } finally {
      agent.destroy();
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
        }
      }
      if (s.server.listening) await closeServer(s.server);
    }
  });
});
