/**
 * `npm run dev` (docs/decisions/032-dev-loop.md): builds the client for development and runs the
 * server from source. After every save under the watched paths it restarts the server, first
 * rebuilding the client unless only server/ or data/ changed (the server reads the build's
 * manifest once, at start-up); open pages reload themselves once the new server answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';

const root = path.resolve(import.meta.dirname, '..');
/** Everything the build or the server reads from the repository (client/public included). */
// The business file is under data/ unless BUSINESS_FILE names one elsewhere (docs/decisions/072).
const WATCHED = [
  'client',
  'shared',
  'data',
  'server',
  'scripts',
  'package.json',
  'tsconfig.json',
  ...(process.env.BUSINESS_FILE ? [process.env.BUSINESS_FILE] : []),
];
/** Editors and `git checkout` save in bursts (temp file, rename, touch): wait for quiet first. */
const QUIET_MS = 100;

let server: ChildProcess | undefined;
/** The next server, loading its packages before a save needs it (scripts/dev-server.ts). */
let standby: ChildProcess | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The restart under way, if any, and whether another save arrived during it. */
let running: Promise<void> | undefined;
let changedAgain = false;
/** Whether the client bundle may be out of date; the first start builds it. */
let clientStale = true;
/** Set on SIGINT or SIGTERM: no server is started after it. */
let stopping = false;

/**
 * Whether saving `file` can change the client bundle. The build refuses anything under server/ or
 * data/ in it (scripts/server-only.ts), so saving there only restarts the server.
 */
const reachesClient = (file: string) => !/^(server|data)[\\/]/.test(file);

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
  });
}

/** Servers told to stop: their exit is expected. */
const stopped = new WeakSet<ChildProcess>();

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  stopped.add(child);
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  return stop(child);
}

/** A server process that loads its packages, then waits for 'start' (scripts/dev-server.ts). */
function loadServer(): ChildProcess {
  // No drain: it exists for load balancers (docs/decisions/012), and here it would only delay
  // every restart by its 5 s. One node process runs the source, so no wrapper holds the port.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-server.ts'], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SHUTDOWN_DRAIN_SECONDS: '0' },
  });
  child.once('exit', (code) => {
    // Its own error, if any, is printed above.
    if (!stopped.has(child) && !stopping) console.error(`[dev] the server exited (code ${code}); fix the error and save again`);
  });
  return child;
}

async function restart(): Promise<void> {
  const started = performance.now();
  const next = standby?.connected ? standby : loadServer();
  standby = undefined;
  const building = clientStale;
  clientStale = false;
  // While the client builds and the new server loads, the old one stops: the new one needs the
  // port, and the new manifest.
  const [code] = await Promise.all([building ? run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--dev']) : 0, stopServer()]);
  server = next;
  if (code !== 0 || stopping) {
    if (code !== 0) {
      clientStale = true;
      console.error('[dev] the client build failed; fix the error and save again');
    }
    await stopServer();
    return;
  }
  // A server that failed to load has exited, and said so: it cannot be sent anything.
  next.send('start', (error) => {
    const ms = Math.round(performance.now() - started);
    if (!error) console.log(`[dev] ${building ? 'client built, ' : ''}old server stopped (${ms} ms); starting the new one`);
  });
  standby = loadServer();
}

/** Runs one restart at a time; saves during one are taken by one more after it. */
function requestRestart(): void {
  if (running) {
    changedAgain = true;
    return;
  }
  running = restart().finally(() => {
    running = undefined;
    if (changedAgain) {
      changedAgain = false;
      requestRestart();
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
    if ([...changed].some(reachesClient)) clientStale = true;
    // Packages may have changed with it; the standby loaded the old ones.
    if (changed.has('package.json')) {
      void stop(standby);
      standby = undefined;
    }
    changed.clear();
    requestRestart();
  }, QUIET_MS);
});

function shutdown(): void {
  if (stopping) return;
  stopping = true;
  clearTimeout(timer);
  void Promise.all([watcher.close(), stopServer(), stop(standby)]).then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Started with a channel (scripts/dev-copy.ts does, for the test): stop when it closes, so a test
// run killed before its clean-up leaves no server holding a port.
process.once('disconnect', shutdown);

requestRestart();
console.log(
  `[dev] watching ${WATCHED.join(', ')}; each save restarts the server (after building the client if it can have changed) and reloads open pages`,
);
