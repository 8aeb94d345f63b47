/**
 * `npm test`: every check the project has, in as little wall time as two cores allow, with the time
 * each phase took.
 *
 *   1. typecheck, lint and build, side by side (none needs another's output);
 *   2. the page-weight budgets, on the build;
 *   3. vitest (unit, HTTP and whole-site tests) and Playwright (the browser tests), side by side.
 *
 * Phases that run side by side print their output when they end, one after the other, so each
 * runner's own summary stays whole. The last line counts every test of both runners.
 * Exits non-zero when any phase fails; a later phase does not start after a failed one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// Node keeps the compiled code of every file it loads here (node_modules/.cache, git-ignored), so
// the many processes a run starts (servers, the crawl, the commands) skip most of their compiling:
// `node dist/server/main.js --check` takes 0.9 s with it and 1.4 s without. Inherited by both
// runners and everything they start; a bundle that changed simply compiles again.
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules', '.cache', 'node-compile-cache');

/** Machine-readable results of both runners, for the closing count. */
const reports = path.join(root, 'test-output', 'reports');

interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Ran {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs one phase, its output kept for later (`live` false) or passed through as it comes. */
function run(phase: Phase, live: boolean): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd: root,
      env: { ...process.env, ...phase.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ name: phase.name, code: code ?? 1, seconds: (performance.now() - started) / 1000, output }));
  });
}

const times: string[] = [];

/**
 * Runs phases side by side. With `stream`, the first passes its output through as it comes (a
 * long run shows progress); the others print theirs when they end.
 */
async function together(phases: Phase[], stream = false): Promise<boolean> {
  if (stream) process.stdout.write(`\n── ${phases[0]!.name} ──\n`);
  const runs = phases.map((phase, i) => run(phase, stream && i === 0));
  let ok = true;
  for (const ran of await Promise.all(runs)) {
    process.stdout.write(`\n── ${ran.name} (${ran.seconds.toFixed(1)} s) ──\n${ran.output}`);
    times.push(`${ran.name} ${ran.seconds.toFixed(1)} s`);
    if (ran.code !== 0) {
      console.error(`\n${ran.name} failed (exit ${ran.code})`);
      ok = false;
    }
  }
  return ok;
}

/** Passed and failed counts from vitest's and Playwright's JSON reports. */
function counts(): { passed: number; failed: number } {
  const vitest = JSON.parse(readFileSync(path.join(reports, 'vitest.json'), 'utf8')) as { numPassedTests: number; numFailedTests: number };
  const playwright = JSON.parse(readFileSync(path.join(reports, 'playwright.json'), 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return {
    passed: vitest.numPassedTests + playwright.stats.expected,
    failed: vitest.numFailedTests + playwright.stats.unexpected + playwright.stats.flaky,
  };
}

const started = performance.now();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const ok =
  (await together([
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
    { name: 'lint', command: 'sh', args: ['-c', `"${bin('biome')}" check . && "${bin('knip')}"`] },
    { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  ])) &&
  (await together([{ name: 'budgets', command: bin('tsx'), args: ['scripts/budgets.ts'] }])) &&
  (await together(
    [
      {
        name: 'vitest',
        command: bin('vitest'),
        args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`],
      },
      {
        name: 'browser tests',
        command: bin('playwright'),
        args: ['test', '--reporter=list,json'],
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, 'playwright.json') },
      },
    ],
    true,
  ));

console.log(`\nnpm test took ${((performance.now() - started) / 1000).toFixed(1)} s: ${times.join(', ')}`);
if (!ok) process.exit(1);
const { passed, failed } = counts();
console.log(`tests: ${passed} passed, ${failed} failed`);
console.log(
  process.env.CHECK_SAMPLE_DATA === '1'
    ? "sample-data check: on (the shipped sample business is docs/product.md's)"
    : 'sample-data check: off (set CHECK_SAMPLE_DATA=1 to check the shipped sample business against docs/product.md; .ci/run does)',
);
process.exit(failed === 0 ? 0 : 1);
