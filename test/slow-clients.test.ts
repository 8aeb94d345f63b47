/** Slow and idle clients (docs/decisions/011): request and headers timeouts, and the connection cap. Timing-sensitive. */
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { type ConnectionLimits, MIN_WAIT_BEFORE_EVICTION_MS } from '../server/http/http-server.ts';
import { fixturePages } from './helpers/fixture-pages.ts';
import { closeServer, listen, rawGet } from './helpers/raw-http.ts';
import { startApp } from './helpers/recording-app.ts';

describe('slow and idle clients', () => {
  const limits: ConnectionLimits = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 5_000, maxConnections: 30 };

  /** Starts a POST whose body never finishes: one byte every 100 ms. Resolves when the server closes it. */
  function trickle(port: number): { closed: Promise<{ afterMs: number; answer: string }>; socket: net.Socket } {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /ask-the-expert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=',
      );
      timer = setInterval(() => socket.write('a'), 100);
    });
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ afterMs: performance.now() - started, answer: answer.split('\r\n')[0]! });
      }),
    );
    return { closed, socket };
  }

  it('cuts a client trickling a form body at the request timeout, logs it, and serves others meanwhile', async () => {
    const s = startApp({}, { ...limits, requestTimeoutMs: 1_500 });
    const port = await listen(s.server);
    try {
      // Rendered once before, so the visitor below is answered from memory in a few milliseconds.
      expect((await rawGet(port, Buffer.from(fixturePages.city))).status).toBe(200);
      const slow = trickle(port);
      // While it trickles, a normal visitor is answered as usual.
      await once(slow.socket, 'connect');
      expect((await rawGet(port, Buffer.from(fixturePages.city))).status).toBe(200);
      expect(slow.socket.destroyed).toBe(false);
      const { afterMs, answer } = await slow.closed;
      expect(answer).toBe('HTTP/1.1 408 Request Timeout');
      // Cut at 1.5 s, checked every 100 ms: never the 300 s of Node's default.
      expect(afterMs).toBeGreaterThanOrEqual(1_400);
      expect(afterMs).toBeLessThan(4_000);
      expect(s.lines.filter((l) => l.msg === 'client cut').map((l) => l.reason)).toEqual(['request too slow']);
    } finally {
      await closeServer(s.server);
    }
  });

  it('cuts a client that never finishes its headers at the headers timeout', async () => {
    const s = startApp({}, limits);
    const port = await listen(s.server);
    try {
      const socket = net.connect(port, '127.0.0.1');
      const started = performance.now();
      let answer = '';
      socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
      socket.on('data', (d) => (answer += d));
      socket.on('error', () => {});
      await once(socket, 'close');
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      // Cut at 400 ms, checked every 100 ms: never the 60 s of Node's default.
      expect(performance.now() - started).toBeGreaterThanOrEqual(350);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(s.lines.filter((l) => l.msg === 'client cut').map((l) => l.reason)).toEqual(['request too slow']);
    } finally {
      await closeServer(s.server);
    }
  });

  it('at the connection cap, closes the connection waiting longest for its client so a visitor gets in', async () => {
    const s = startApp({}, { ...limits, headersTimeoutMs: 20_000, requestTimeoutMs: 20_000 });
    const port = await listen(s.server);
    const slow: ReturnType<typeof trickle>[] = [];
    try {
      // 40 slow clients against a cap of 30, then visitors on fresh connections.
      // Taken after the server's own connection handler has stamped the first slow client.
      let firstAccepted = Infinity;
      s.server.once('connection', () => (firstAccepted = performance.now()));
      for (let i = 0; i < 40; i++) slow.push(trickle(port));
      // Wait until the server holds as many as its cap allows, and the longest-waiting of them has
      // waited long enough to be closed for a newcomer (a shorter wait refuses the newcomer instead).
      await expect
        .poll(() => new Promise<number>((resolve) => s.server.getConnections((_, n) => resolve(n))), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(limits.maxConnections);
      await expect.poll(() => performance.now() - firstAccepted, { timeout: 10_000 }).toBeGreaterThanOrEqual(MIN_WAIT_BEFORE_EVICTION_MS);
      for (let i = 0; i < 5; i++) expect((await rawGet(port, Buffer.from(fixturePages.city), 5_000)).status).toBe(200);
      const open = slow.filter((t) => !t.socket.destroyed).length;
      expect(open).toBeLessThanOrEqual(limits.maxConnections);
      const cuts = s.lines.filter((l) => l.msg === 'client cut' || l.msg === 'clients cut in the last window');
      expect(cuts.length).toBeGreaterThan(0);
      expect(cuts[0]!.reason).toMatch(/^connection limit/);
    } finally {
      for (const t of slow) t.socket.destroy();
      await closeServer(s.server);
    }
  });
});
