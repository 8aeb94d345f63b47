import { main } from '../../server/leads-cli.ts';

export type CliOutcome = { code: number; stdout: string; stderr: string };

/**
 * `npm run leads -- …args` run in this process (`main` of server/leads-cli.ts) with `env` as its
 * whole environment: what it wrote and its exit code. A process per call cost about a second of
 * CPU; test/leads-cli.test.ts keeps one test of the real entry point (scripts/built.mjs and the
 * built dist/server/leads-cli.js).
 */
export async function leadsCommand(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { env, out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** `leadsCommand` that rejects, with the outcome, when the command exits non-zero. */
export async function leadsCommandOrThrow(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliOutcome> {
  const outcome = await leadsCommand(env, ...args);
  if (outcome.code !== 0) throw Object.assign(new Error(outcome.stderr), outcome);
  return outcome;
}
