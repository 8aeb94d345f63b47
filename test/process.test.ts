import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../server/operations/env-file.ts';
import { freePort } from './helpers/ports.ts';
import { answeringOn, serverFile, spawnServerProcess } from './helpers/server-process.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'process-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Until the server answers /healthz, however long a busy machine takes: the test's timeout bounds the wait. */
const answering = (server: Parameters<typeof answeringOn>[0], port: number) => answeringOn(server, port, { timeoutMs: Number.POSITIVE_INFINITY });

// Each test starts the built server as a process: about 1.3 s of CPU alone, 12 s when both cores
// are busy with the rest of the suite, so they get twice the default timeout.
describe('the server process', { timeout: 60_000 }, () => {
  it('refuses to start with bad configuration and names the variable', async () => {
    const { child, output } = spawnServerProcess({ SITE_PHONE: 'not a number', PORT: String(await freePort()) });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('SITE_PHONE');
  });

  it('serves, logs JSON access lines, and exits 0 on SIGTERM after its drain', async () => {
    const port = await freePort();
    const { child, output } = spawnServerProcess({ PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DRAIN_SECONDS: '0.5' });
    await answering({ child, output }, port);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    await res.text();
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code, output()).toBe(0);
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/' && (l.res as { statusCode?: number }).statusCode === 200)).toBe(
      true,
    );
    expect(lines.at(-1)?.msg, output()).toBe('stopped');
    // Bound to HOST, as the listening line says.
    expect(
      lines.find((l) => l.msg === `listening on http://127.0.0.1:${port}`),
      output(),
    ).toMatchObject({ host: '127.0.0.1', port });
    // Lines say which machine and process wrote them, and when, in ISO 8601.
    for (const line of lines)
      expect(line).toMatchObject({ hostname: hostname(), pid: child.pid, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(
      lines.some((l) => l.msg === 'drain over: no new connections, finishing requests in flight'),
      output(),
    ).toBe(true);
  });
});

const check = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [serverFile, '--check'], { env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

describe('configuration an operator can get right first time', { timeout: 60_000 }, () => {
  it('says in one line that the port is in use, and exits 1', async () => {
    const holder = createServer().listen(0);
    await once(holder, 'listening');
    const { port } = holder.address() as { port: number };
    try {
      const { child, output } = spawnServerProcess({ PORT: String(port), DATA_DIR: 'memory://' });
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      const lines = output().trim().split('\n');
      const fatal = lines.filter((l) => l.includes('"level":60'));
      expect(fatal).toHaveLength(1);
      expect(JSON.parse(fatal[0]!).msg).toBe(
        `the server could not listen: port ${port} is already in use: stop what holds it, or set PORT to another port`,
      );
      expect(output()).not.toContain('"stack"');
    } finally {
      holder.close();
    }
  });

  it('reports a bad LOG_LEVEL with the other settings, before anything is logged', async () => {
    const { child, output } = spawnServerProcess({ LOG_LEVEL: 'loud', PAGE_CACHE_MB: '-5', PORT: String(await freePort()) });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toBe(
      'Invalid configuration:\n  PAGE_CACHE_MB must be a whole number from 0 to 8192 (got "-5")\n  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")\n',
    );
  });

  it('checks the settings with --check and exits without serving: 0 and a summary, or 1 and every problem', async () => {
    const [ok, bad, plain] = await Promise.all([
      check({
        SITE_PHONE: '+44 (0)113 496 0254',
        SITE_ORIGIN: 'https://www.harbour.test/',
        REDIS_URL: 'redis://:secret@cache:6379',
        // Required beside REDIS_URL when DATABASE_URL is set too, as it is in CI.
        RATE_LIMIT_SECRET: 'secret-for-rate-limit-keys-0123456789',
        METRICS_TOKEN: 'scrape-token-0123456789',
      }),
      check({ SITE_PHONE: '12345', PORT: '70000' }),
      check({ SITE_ORIGIN: 'http://www.example-locks.co.uk' }),
    ]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('configuration OK');
    expect(ok.stdout).toContain('https://www.harbour.test, phone 0113 496 0254');
    expect(ok.stdout).toContain('rate limits: shared in Redis (REDIS_URL)');
    expect(ok.stdout).toContain('metrics: /metrics on PORT with METRICS_TOKEN');
    expect(ok.stdout + ok.stderr).not.toMatch(/secret|scrape-token/);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/SITE_PHONE must be a UK phone number[\s\S]*PORT must be a whole number from 1 to 65535/);
    // A real site's origin on plain http: refused, naming the setting.
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('SITE_ORIGIN must be https:// for a real site');
  });

  it('warns of a mistyped setting (SITE_URL for SITE_ORIGIN) with --check, and still exits 0; PATH and HOME are left alone', async () => {
    const result = await check({ SITE_URL: 'https://www.harbour.test', SMTP_UR: 'smtp://127.0.0.1:2525' });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('configuration OK');
    expect(result.stderr).toContain('warning: SITE_URL is not a setting; did you mean SITE_ORIGIN?\n');
    expect(result.stderr).toContain('warning: SMTP_UR is not a setting; did you mean SMTP_URL?\n');
    expect(result.stderr).not.toMatch(/PATH|HOME/);
  });

  it('logs a mistyped setting once as a warning when it starts', async () => {
    const port = await freePort();
    const { child, output } = spawnServerProcess({
      PORT: String(port),
      SITE_URL: 'https://www.harbour.test',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      SHUTDOWN_DRAIN_SECONDS: '0',
    });
    try {
      await answering({ child, output }, port);
      const warnings = output()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg === 'SITE_URL is not a setting; did you mean SITE_ORIGIN?');
      expect(warnings.map((line) => line.level)).toEqual([40]);
    } finally {
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code, output()).toBe(0);
    }
  });

  it('reads a .env file without overriding the environment', async () => {
    const file = path.join(scratch, 'site.env');
    writeFileSync(file, 'SITE_NAME=Harbour Locks\nSITE_PHONE=0161 496 0123\nPORT=8123\n');
    const [result, missing] = await Promise.all([check({ ENV_FILE: file, PORT: '8124' }), check({ ENV_FILE: path.join(scratch, 'nope.env') })]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`configuration OK (with ${file})`);
    expect(result.stdout).toContain('site: Harbour Locks');
    expect(result.stdout).toContain('phone 0161 496 0123');
    expect(result.stdout).toContain('port: 8124');
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('ENV_FILE names') });
  });

  it('reads .env from the project folder by default into the environment given, never over a value set, and none with ENV_FILE empty', () => {
    const project = mkdtempSync(path.join(scratch, 'project-'));
    writeFileSync(path.join(project, '.env'), 'LOCKSMITH_DOTENV_PROBE=from-file\n');
    const none: NodeJS.ProcessEnv = { ENV_FILE: '' };
    expect(loadEnvFile(project, none)).toBeNull();
    expect(none.LOCKSMITH_DOTENV_PROBE).toBeUndefined();
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(project, env)).toBe(path.join(project, '.env'));
    expect(env.LOCKSMITH_DOTENV_PROBE).toBe('from-file');
    expect(process.env.LOCKSMITH_DOTENV_PROBE).toBeUndefined();
    const set: NodeJS.ProcessEnv = { LOCKSMITH_DOTENV_PROBE: 'set' };
    loadEnvFile(project, set);
    expect(set.LOCKSMITH_DOTENV_PROBE).toBe('set');
    expect(loadEnvFile(scratch, {})).toBeNull();
  });

  it('serves metrics on METRICS_PORT, on 127.0.0.1 by default, and not on the site without a token', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const { child, output } = spawnServerProcess({
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: 'memory://',
      SHUTDOWN_DRAIN_SECONDS: '0',
    });
    try {
      await answering({ child, output }, port);
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      expect(output()).toContain(`"msg":"metrics on http://127.0.0.1:${metricsPort}/metrics"`);
    } finally {
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code, output()).toBe(0);
    }
  });
});
