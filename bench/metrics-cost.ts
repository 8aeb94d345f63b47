/**
 * `npm run bench:metrics`: what the Prometheus metrics cost a cached page. Two built servers run
 * side by side, one without metrics and one with METRICS_TOKEN set (every request counted and
 * timed); after a warm-up, autocannon loads one cached page on each in turn, alternating, so both
 * see the same machine state, and the median of the rounds is printed for each. Beside req/s it
 * prints the server's own CPU time per request (from /proc), which other work on a shared machine
 * disturbs far less than the rate.
 *
 *   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_URL=/bath npm run bench:metrics
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const URL_PATH = process.env.BENCH_URL ?? '/bath';
const CONNECTIONS = 50;

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: 'memory://', ENV_FILE: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${port} did not start`);
}

/** CPU seconds (user + system) the process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(port: number, seconds: number, pid?: number) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${URL_PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  const cpuUsPerRequest = pid ? ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total : 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUsPerRequest,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const servers = [
  { name: 'metrics off', port: 3111, env: { METRICS_TOKEN: '', METRICS_PORT: '' } },
  { name: 'METRICS_TOKEN set', port: 3112, env: { METRICS_TOKEN: 'bench-token-0123456789', METRICS_PORT: '' } },
];
const children = await Promise.all(servers.map((s) => start(s.port, s.env)));
const pids = new Map(servers.map((s, i) => [s.name, children[i]!.pid!]));
try {
  const results = new Map<string, Awaited<ReturnType<typeof load>>[]>(servers.map((s) => [s.name, []]));
  // Warm-up: the page rendered and cached, its best compression made, the JIT warm.
  for (const s of servers) await load(s.port, 2);
  await new Promise((r) => setTimeout(r, 500));
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always follows the other.
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const r = await load(s.port, SECONDS, pids.get(s.name));
      results.get(s.name)!.push(r);
      console.log(
        `round ${round + 1} ${s.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.cpuUsPerRequest.toFixed(1)} µs CPU per request, errors ${r.errors}`,
      );
    }
  }
  const scrape = await fetch(`http://127.0.0.1:${servers[1]!.port}/metrics`, { headers: { Authorization: 'Bearer bench-token-0123456789' } });
  const counted = /http_requests_total\{method="GET",route="\/:city",status_class="2xx"\} (\d+)/.exec(await scrape.text())?.[1];
  console.log(`\n${URL_PATH}, cached, ${CONNECTIONS} connections, gzip, ${ROUNDS} rounds of ${SECONDS} s each (median):`);
  const base = results.get(servers[0]!.name)!;
  const baseRps = median(base.map((r) => r.rps));
  const baseCpu = median(base.map((r) => r.cpuUsPerRequest));
  for (const s of servers) {
    const rounds = results.get(s.name)!;
    const rps = median(rounds.map((r) => r.rps));
    const cpu = median(rounds.map((r) => r.cpuUsPerRequest));
    const range = (values: number[], digits: number) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
    console.log(
      `  ${s.name}: ${Math.round(rps)} req/s (${((rps / baseRps - 1) * 100).toFixed(1)} %; rounds ${range(
        rounds.map((r) => r.rps),
        0,
      )}), p50 ${median(rounds.map((r) => r.p50))} ms, p99 ${median(rounds.map((r) => r.p99))} ms, ${cpu.toFixed(1)} µs CPU per request (${(
        (cpu / baseCpu - 1) * 100
      ).toFixed(1)} %; rounds ${range(
        rounds.map((r) => r.cpuUsPerRequest),
        1,
      )})`,
    );
  }
  console.log(`  requests the metrics counted on that route: ${counted}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
