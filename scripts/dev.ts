/**
 * `npm run dev` (docs/decisions/032-dev-loop.md): builds the client for development, runs the
 * server from source, and after every save under the watched paths rebuilds the client and
 * restarts the server (the server reads the build's manifest once, at start-up); open pages
 * reload themselves once the new server answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';

const root = path.resolve(import.meta.dirname, '..');
/** Everything the build or the server reads from the repository (client/public included). */
const WATCHED = ['client', 'shared', 'data', 'server', 'scripts', 'package.json', 'tsconfig.json'];
/** Editors and `git checkout` save in bursts (temp file, rename, touch): wait for quiet first. */
const QUIET_MS = 100;

let server: ChildProcess | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The rebuild under way, if any, and whether another save arrived during it. */
let running: Promise<void> | undefined;
let changedAgain = false;
/** Set on SIGINT or SIGTERM: no server is started after it. */
let stopping = false;

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
  });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A server process that loads its modules, then waits for 'start' (scripts/dev-server.ts). */
function loadServer(): ChildProcess {
  // No drain: it exists for load balancers (docs/decisions/012), and here it would only delay
  // every restart by its 5 s. One node process runs the source, so no wrapper holds the port.
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-server.ts'], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SHUTDOWN_DRAIN_SECONDS: '0' },
  });
}

async function rebuildAndRestart(): Promise<void> {
  const started = performance.now();
  const next = loadServer();
  // While the client builds and the new server loads, the old one stops: the new one needs the
  // port, the lead database's lock and the new manifest.
  const [code] = await Promise.all([run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--dev']), stopServer()]);
  server = next;
  if (code !== 0 || stopping) {
    if (code !== 0) console.error('[dev] build failed; fix the error and save again');
    await stopServer();
    return;
  }
  if (!next.connected) {
    console.error('[dev] the server failed to load; fix the error and save again');
    return;
  }
  next.send('start');
  console.log(`[dev] rebuilt in ${Math.round(performance.now() - started)} ms; server starting`);
}

/** Runs one rebuild at a time; saves during a rebuild are taken by one more rebuild after it. */
function rebuild(): void {
  if (running) {
    changedAgain = true;
    return;
  }
  running = rebuildAndRestart().finally(() => {
    running = undefined;
    if (changedAgain) {
      changedAgain = false;
      rebuild();
    }
  });
}

// chokidar watches each folder and follows a file replaced by rename (temp file, then rename over
// it), which Node 20's recursive fs.watch stops seeing after the first such save.
const watcher = watch(WATCHED, {
  cwd: root,
  ignoreInitial: true,
  // Every event counts and bursts are merged here, so chokidar need not hold back a deletion to
  // see whether the file comes back (that delay made a rename-save look like two saves).
  atomic: false,
  // Editors' swap and backup files, and anything installed or built inside a watched folder.
  ignored: (file) => /(^|[\\/])(node_modules|\.[^\\/]+)([\\/]|$)|~$/.test(path.relative(root, file)),
});
const changed = new Set<string>();
watcher.on('all', (_event, file) => {
  changed.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log(`[dev] changed: ${[...changed].join(', ')}`);
    changed.clear();
    rebuild();
  }, QUIET_MS);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(timer);
    void Promise.all([watcher.close(), stopServer()]).then(() => process.exit(0));
  });
}

rebuild();
console.log(`[dev] watching ${WATCHED.join(', ')}; each save rebuilds, restarts the server and reloads open pages`);
