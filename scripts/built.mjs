// The operator commands (`npm run leads`, `npm run go-live`, `npm run business`, `npm run
// check-config`): runs the built command, dist/server/<name>.js, with the arguments after it, and
// exits with its code. Plain JavaScript on Node alone, so it runs in the container image, which
// has neither the sources nor tsx (the Dockerfile copies this file beside dist/). On a clone not
// built yet it says to build first instead of printing Node's stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Each command's bundle in dist/server/, and the arguments it always takes. */
const COMMANDS = {
  leads: ['leads-cli'],
  'go-live': ['go-live'],
  business: ['business-cli'],
  'check-config': ['main', '--check'],
};

const [name = '', ...args] = process.argv.slice(2);
if (!Object.hasOwn(COMMANDS, name)) {
  process.stderr.write(`scripts/built.mjs: unknown command '${name}' (${Object.keys(COMMANDS).join(', ')})\n`);
  process.exit(2);
}
const [entry, ...fixed] = COMMANDS[name];
const cli = fileURLToPath(new URL(`../dist/server/${entry}.js`, import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write(`npm run ${name}: dist/server/${entry}.js is missing: run npm run build first\n`);
  process.exit(2);
}
const result = spawnSync(process.execPath, [cli, ...fixed, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
