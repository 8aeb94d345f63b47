/**
 * `npm run go-live` (from source) or `node dist/server/go-live.js` (a build, the container): the
 * checklist before a site goes live (docs/decisions/060). It reads `.env` and the environment as
 * the server does and lists everything still shipped sample content or left unset that a live
 * site should not have, one item per line with a short name.
 *
 * On a real SITE_ORIGIN it exits 1 while any item is neither fixed nor acknowledged by name,
 * `GO_LIVE_ACCEPT=sample-team,indexing-off` or `--accept sample-team,indexing-off`, so a deploy
 * step can run it. On a sample origin (.example, localhost) it prints the list and exits 0.
 * Exit 2: a mistake on the command line, or an acknowledged name that is no item's.
 */
import './operations/preflight.ts';
import { parseArgs } from 'node:util';
import { checkBusinessFacts, isRealOrigin } from './business/business-facts.ts';
import { ConfigError, loadConfig, type ServerConfig } from './operations/config.ts';
import { loadEnvFile, projectRoot } from './operations/env-file.ts';
import { goLiveItems, ITEM_NAMES } from './operations/go-live-checks.ts';
import { misspeltSettings } from './operations/known-settings.ts';

/** The acknowledged names from --accept and GO_LIVE_ACCEPT, or the first name that is no item's. */
function acknowledged(texts: (string | undefined)[]): { names: Set<string> } | { unknown: string } {
  const names = new Set(
    texts
      .flatMap((text) => (text ?? '').split(','))
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const unknown = [...names].find((name) => !(ITEM_NAMES as readonly string[]).includes(name));
  return unknown ? { unknown } : { names };
}

function main(argv: string[]): number {
  let accept: string | undefined;
  try {
    accept = parseArgs({ args: argv, options: { accept: { type: 'string' } } }).values.accept;
  } catch (error) {
    console.error(`npm run go-live: ${(error as Error).message.split('\n')[0]}\nUsage: npm run go-live [-- --accept name,name]`);
    return 2;
  }
  let config: ServerConfig;
  let misspelt: string[] | undefined;
  try {
    const envFile = loadEnvFile(projectRoot());
    misspelt = misspeltSettings(process.env, envFile);
    config = loadConfig();
    checkBusinessFacts();
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('ENV_FILE'))) {
      // A mistyped name is often why a setting is missing: said before the problems, as check-config does.
      for (const line of misspelt ?? []) console.error(`warning: ${line}`);
      console.error(`${error.message}\nFix these first (npm run check-config checks them alone).`);
      return 1;
    }
    throw error;
  }
  const ack = acknowledged([process.env.GO_LIVE_ACCEPT, accept]);
  if ('unknown' in ack) {
    console.error(`npm run go-live: '${ack.unknown}' is not an item of the checklist; the names are ${ITEM_NAMES.join(', ')}`);
    return 2;
  }
  const items = goLiveItems(config, misspelt);
  const real = isRealOrigin(config.site.origin);
  console.log(`Go-live check for ${config.site.origin}`);
  for (const item of items) console.log(`  ${ack.names.has(item.name) ? '[accepted]' : '[ ]'} ${item.name}: ${item.text}`);
  const open = items.filter((item) => !ack.names.has(item.name));
  if (!real) {
    console.log(
      `${config.site.origin} is not a real origin (a .example address or this machine), so nothing is held up. Set SITE_ORIGIN to the site's address to check it for real.`,
    );
    return 0;
  }
  if (open.length === 0) {
    console.log(items.length ? 'Every item is acknowledged: ready to go live.' : 'Nothing left: ready to go live.');
    return 0;
  }
  const names = [...new Set(open.map((item) => item.name))];
  console.log(
    `${names.length} item${names.length === 1 ? '' : 's'} to fix before going live: ${names.join(', ')}.\n` +
      `Fix each as its line says, or, if it is right for this site, acknowledge it by name: GO_LIVE_ACCEPT=${names.join(',')} (or --accept ${names.join(',')}).`,
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
