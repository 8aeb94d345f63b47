/**
 * The soak (part of `npm run bench`, or alone: `npm run build && npm run soak`):
 * the production server under a mix of well-behaved visitors (cached pages, 404s, `.data`
 * requests, question-form posts) from 50 connections for 60 s, while 1,000 slow clients trickle
 * form bodies beside them and reconnect whenever they are cut. The server runs with
 * `ulimit -n 1024`, the limit that let 1,100 slow clients lock every visitor out
 * (docs/decisions/011-bounded-slow-clients.md).
 *
 * Reports requests per second, p50/p99 latency, visitor errors (connection errors, timeouts and
 * any status the mix does not expect), slow clients cut, and the server's peak RSS. Exits 1 when a
 * well-behaved visitor saw an error.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');

export interface SoakOptions {
  port?: number;
  seconds?: number;
  connections?: number;
  slowClients?: number;
  /** The server's file-descriptor limit (`ulimit -n`). */
  fileLimit?: number;
}

export interface SoakResult {
  seconds: number;
  connections: number;
  slowClients: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: Record<string, number>;
  statuses: Record<string, number>;
  slowCut: number;
  slowOpenAtEnd: number;
  peakRssMb: number;
}

/** Each visitor request, with the statuses it may answer; anything else counts as an error. */
const form = 'name=Sam+Visitor&email=sam%40example.com&question=Can+you+fit+an+anti-snap+cylinder%3F';
const mix: { method: 'GET' | 'POST'; path: string; expect: number[]; body?: string }[] = [
  { method: 'GET', path: '/', expect: [200] },
  { method: 'GET', path: '/bath', expect: [200] },
  { method: 'GET', path: '/locksmith-near-me', expect: [200] },
  { method: 'GET', path: '/services/emergency-locksmith', expect: [200] },
  { method: 'GET', path: '/manchester/didsbury', expect: [200] },
  { method: 'GET', path: '/blog/how-to-choose-reliable-emergency-locksmith', expect: [200] },
  { method: 'GET', path: '/no-such-page', expect: [404] },
  { method: 'GET', path: '/london/zq-not-a-district', expect: [404] },
  // Route data for client navigation; answered once the `.data` endpoint is in, a 404 before.
  { method: 'GET', path: '/bath.data', expect: [200, 404] },
  { method: 'GET', path: '/_root.data', expect: [200, 404] },
  { method: 'GET', path: '/locksmith-near-me.data', expect: [200, 404] },
  { method: 'POST', path: '/ask-the-expert', expect: [200], body: form },
];

function startServer(port: number, fileLimit: number): Promise<ChildProcess> {
  const child = spawn('bash', ['-c', `ulimit -n ${fileLimit} && exec "${process.execPath}" dist/server/main.js`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      // Every simulated visitor posts from 127.0.0.1: a per-address limit meant for one person
      // would turn the form's posts into 429s after the tenth.
      LEADS_RATE_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/healthz`);
        resolve(child);
      } catch {
        if (Date.now() > deadline) reject(new Error('the server did not start'));
        else setTimeout(poll, 100);
      }
    };
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    void poll();
  });
}

/** 'VmHWM' is the process's peak resident set size. */
function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Slow clients: each posts a form body one byte a second, and comes back 100 ms after being cut. */
function slowFlood(port: number, count: number) {
  let running = true;
  let cut = 0;
  const sockets = new Set<net.Socket>();
  const open = () => {
    if (!running) return;
    const socket = net.connect(port, '127.0.0.1');
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /ask-the-expert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=',
      );
      timer = setInterval(() => socket.write('a'), 1000);
    });
    socket.resume();
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (!running) return;
      cut++;
      setTimeout(open, 100);
    });
  };
  for (let i = 0; i < count; i++) setTimeout(open, Math.floor((i / count) * 2000));
  return {
    stop: () => {
      running = false;
      const stillOpen = sockets.size;
      for (const socket of sockets) socket.destroy();
      return { cut, stillOpen };
    },
  };
}

export async function runSoak({
  port = 3104,
  seconds = 60,
  connections = 50,
  slowClients = 1000,
  fileLimit = 1024,
}: SoakOptions = {}): Promise<SoakResult> {
  const server = await startServer(port, fileLimit);
  try {
    const origin = `http://127.0.0.1:${port}`;
    // Every page once, so the soak measures serving, not first renders.
    for (const r of mix)
      await (
        await fetch(origin + r.path, {
          method: r.method,
          body: r.body,
          headers: r.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          redirect: 'manual',
        })
      ).arrayBuffer();

    const flood = slowFlood(port, slowClients);
    await new Promise((r) => setTimeout(r, 3000));
    const unexpected: Record<string, number> = {};
    const statuses: Record<string, number> = {};
    let peak = peakRssMb(server.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(server.pid!))), 1000);
    const result = await autocannon({
      url: origin,
      connections,
      duration: seconds,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip, br' },
      requests: mix.map((r) => ({
        method: r.method,
        path: r.path,
        ...(r.body ? { body: r.body, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } } : {}),
        onResponse: (status: number) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (!r.expect.includes(status)) unexpected[`${r.method} ${r.path} ${status}`] = (unexpected[`${r.method} ${r.path} ${status}`] ?? 0) + 1;
        },
      })),
    });
    clearInterval(sampler);
    peak = Math.max(peak, peakRssMb(server.pid!));
    const { cut, stillOpen } = flood.stop();
    const wrong = Object.values(unexpected).reduce((a, b) => a + b, 0);
    return {
      seconds,
      connections,
      slowClients,
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + wrong,
      unexpected,
      statuses,
      slowCut: cut,
      slowOpenAtEnd: stillOpen,
      peakRssMb: peak,
    };
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

export function printSoak(r: SoakResult): void {
  console.log(
    `\nSoak: ${r.connections} visitor connections for ${r.seconds} s (cached pages, 404s, .data requests, form posts) beside ${r.slowClients} slow clients, server at ulimit -n 1024.`,
  );
  console.log('| req/s | p50 ms | p99 ms | requests | visitor errors | slow clients cut | slow still open at end | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.slowCut} | ${r.slowOpenAtEnd} | ${r.peakRssMb.toFixed(0)} |`,
  );
  console.log(`statuses: ${JSON.stringify(r.statuses)}`);
  if (r.errors) console.error(`visitor errors: ${JSON.stringify(r.unexpected)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runSoak({ seconds: Number(process.env.SOAK_SECONDS ?? 60), slowClients: Number(process.env.SOAK_SLOW_CLIENTS ?? 1000) });
  printSoak(result);
  if (result.errors) process.exitCode = 1;
}
