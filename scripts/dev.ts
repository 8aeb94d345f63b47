/**
 * `npm run dev`: builds, starts the server from source, and on every change under client/,
 * shared/, data/, server/ or scripts/ rebuilds and restarts it, so a page never runs against a
 * stale bundle (the server reads the build's manifest once, at start-up).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WATCHED = ['client', 'shared', 'data', 'server', 'scripts'];
/** Editors save in bursts (temp file, rename, touch): wait for quiet before rebuilding. */
const QUIET_MS = 150;

let server: ChildProcess | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> = Promise.resolve();

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function rebuildAndRestart(): Promise<void> {
  await stopServer();
  const code = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
  if (code !== 0) {
    console.error('[dev] build failed; fix the error and save again');
    return;
  }
  // One node process running the TypeScript source (no npx or tsx wrapper left holding the port).
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
}

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(rebuildAndRestart);
  }, QUIET_MS);
}

for (const dir of WATCHED) {
  watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (file && !file.includes('node_modules')) schedule();
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopServer().then(() => process.exit(0));
  });
}

running = rebuildAndRestart();
console.log(`[dev] watching ${WATCHED.join(', ')}; saving a file rebuilds and restarts the server`);
