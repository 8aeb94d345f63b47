/**
 * The operator commands work inside the container image as the README says (docs/decisions/088):
 * in a folder laid out as the Dockerfile's runtime stage lays out /app (the files it copies, and
 * node_modules with the production dependencies alone, as `npm ci --omit=dev` leaves them), with no
 * tsx and no sources, `npm run leads -- list`, `npm run go-live`, `npm run business -- check`,
 * `npm run check-config` and `node dist/server/main.js --check` run; and `npm start` stopped with
 * SIGTERM takes its server with it.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openSqlite } from '../server/store/db.ts';
import { migrate } from '../server/store/migrations.ts';
import { insertLead } from '../server/leads/store.ts';
import { root } from './helpers/app.ts';
import { freePort } from './helpers/ports.ts';
import { waitFor } from './helpers/wait-for.ts';

const image = mkdtempSync(path.join(tmpdir(), 'image-layout-'));

/** The servers (node dist/server/main.js) running in the image folder, by process id. */
function servers(): number[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        const [program, script] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return readlinkSync(`/proc/${pid}/cwd`) === image && path.basename(program!) === 'node' && script === 'dist/server/main.js';
      } catch {
        return false;
      }
    })
    .map(Number);
}

afterAll(() => {
  // A failed run leaves no server behind either.
  for (const pid of servers()) process.kill(pid, 'SIGKILL');
  rmSync(image, { recursive: true, force: true });
});

/** The runtime stage's COPY lines: [from the build (true) or the context, source, destination]. */
function runtimeCopies(): { fromStage: string | null; source: string; target: string }[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...runtime.matchAll(/^COPY\s+((?:--\S+\s+)*)(\S+)\s+(\S+)\s*$/gm)].map(([, flags = '', source, target]) => ({
    fromStage: /--from=(\S+)/.exec(flags)?.[1] ?? null,
    source: source!.replace(/^\/app\//, ''),
    target: target!,
  }));
}

/** The production dependencies, as package-lock.json marks them: every top-level package not dev-only. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev)
    .map(([key]) => key.slice('node_modules/'.length))
    .filter((name) => existsSync(path.join(root, 'node_modules', name)));
}

/** The environment of a command run in the image: no node_modules/.bin of this project on the PATH (no tsx), the image's own settings. */
const imageEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter),
  HOME: image,
  NODE_ENV: 'production',
  DATA_DIR: path.join(image, 'var'),
  LOG_LEVEL: 'silent',
  ENV_FILE: '',
  ...extra,
});

type Outcome = { code: number; stdout: string; stderr: string };
const inImage = (command: string, args: string[], env?: Record<string, string>): Promise<Outcome> =>
  promisify(execFile)(command, args, { cwd: image, env: imageEnv(env) }).then(
    (r) => ({ code: 0, ...r }),
    (e: Outcome) => e,
  );

beforeAll(async () => {
  for (const { fromStage, source, target } of runtimeCopies()) {
    if (source === 'node_modules') continue;
    expect(fromStage === null || fromStage === 'build', `COPY ${source}: from the build stage or the context`).toBe(true);
    const destination = path.join(image, target.endsWith('/') || target === './' ? path.join(target, path.basename(source)) : target);
    mkdirSync(path.dirname(destination), { recursive: true });
    cpSync(path.join(root, source), destination, { recursive: true });
  }
  for (const name of productionPackages()) {
    mkdirSync(path.dirname(path.join(image, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', name), path.join(image, 'node_modules', name));
  }
  // A store with one lead, as the server leaves it in the volume.
  const db = openSqlite(databaseFile(path.join(image, 'var')));
  await migrate(db);
  await insertLead(
    db,
    '6f1c4a52-0000-4000-8000-0000000000c1',
    { kind: 'question', name: 'Pat Image', email: 'pat@example.com', question: 'Does it run here?' },
    { page: '/ask-the-expert', place: null, service: null },
    [],
  );
  await db.close();
});

describe('the operator commands in the container image', () => {
  it('has the layout the Dockerfile copies: the build, package.json, the business file and the commands’ runner; no sources, no tsx', () => {
    expect(existsSync(path.join(image, 'dist', 'server', 'main.js'))).toBe(true);
    expect(existsSync(path.join(image, 'scripts', 'built.mjs'))).toBe(true);
    expect(existsSync(path.join(image, 'server'))).toBe(false);
    expect(existsSync(path.join(image, 'client'))).toBe(false);
    expect(readdirSync(path.join(image, 'node_modules'))).not.toContain('tsx');
    expect(readlinkSync(path.join(image, 'node_modules', 'express'))).toBe(path.join(root, 'node_modules', 'express'));
  });

  it('npm run leads -- list', async () => {
    const out = await inImage('npm', ['run', '--silent', 'leads', '--', 'list']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('Pat Image');
  });

  it('npm run go-live lists what is still sample content, and exits 0 on the sample’s .example origin', async () => {
    const out = await inImage('npm', ['run', '--silent', 'go-live']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/sample/i);
  });

  it('npm run business -- check', async () => {
    const out = await inImage('npm', ['run', '--silent', 'business', '--', 'check']);
    expect(out.code, out.stderr + out.stdout).toBe(0);
  });

  it('npm run check-config and node dist/server/main.js --check', async () => {
    for (const [command, args] of [
      ['npm', ['run', '--silent', 'check-config']],
      [process.execPath, ['dist/server/main.js', '--check']],
    ] as const) {
      const out = await inImage(command, [...args]);
      expect(out.code, `${command} ${args.join(' ')}: ${out.stderr}`).toBe(0);
    }
  });

  it('npm start, stopped with SIGTERM, stops its server with it: no node process is left behind', async () => {
    const start = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    // The image has no sources to build: run what npm start runs after its build.
    expect(start).toMatch(/^npm run build && (.*)$/);
    const layout = JSON.parse(readFileSync(path.join(image, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    writeFileSync(
      path.join(image, 'package.json'),
      JSON.stringify({ ...layout, scripts: { ...layout.scripts, start: start.replace(/^npm run build && /, '') } }),
    );
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: image,
      env: imageEnv({ PORT: String(port), DATA_DIR: 'memory://', SHUTDOWN_DRAIN_SECONDS: '0' }),
      stdio: 'ignore',
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true, 20_000, 'the server answering');
    expect(servers()).toHaveLength(1);
    npm.kill('SIGTERM');
    await once(npm, 'exit');
    await waitFor(() => servers().length === 0, 20_000, 'the server gone with npm start');
    expect(servers()).toEqual([]);
  });
});
