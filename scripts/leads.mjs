// `npm run leads`: runs the built CLI, or says to build it first instead of Node's stack trace on
// a clone where dist/ does not exist yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/server/leads-cli.js', import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write('npm run leads: dist/server/leads-cli.js is missing: run npm run build first\n');
  process.exit(2);
}
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
