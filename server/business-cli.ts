/**
 * `npm run business`: the business file's own tool (docs/decisions/072).
 *
 *   npm run business -- check [FILE]   checks FILE (else BUSINESS_FILE, else data/business.yaml)
 *                                      and the facts that span files; names every problem; exit 1
 *   npm run business -- schema         prints the file's JSON Schema, for an editor's YAML plugin
 *   npm run business -- fingerprints   writes server/business/sample-fingerprints.json from the file:
 *                                      for the shipped sample only, after changing it (go-live uses it)
 *
 * From a build: `node dist/server/business-cli.js check`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './operations/config-error.ts';
import { loadEnvFile, projectRoot } from './operations/env-file.ts';

const usage = 'usage: npm run business -- check [FILE] | schema | fingerprints';

async function main(args: readonly string[]): Promise<number> {
  const [command, file, ...rest] = args;
  if (command === 'schema' && file === undefined) {
    const { businessJsonSchema } = await import('./business/schema.ts');
    process.stdout.write(`${JSON.stringify(businessJsonSchema(), null, 2)}\n`);
    return 0;
  }
  if (command === 'fingerprints' && file === undefined) {
    loadEnvFile(projectRoot());
    const { businessFacts, businessFileLabel, loadedBusinessFile } = await import('./business/file.ts');
    const { fingerprintsOf } = await import('./business/sample-facts.ts');
    const out = path.join(projectRoot(), 'server', 'business', 'sample-fingerprints.json');
    writeFileSync(out, `${JSON.stringify(fingerprintsOf(businessFacts()), null, 2)}\n`);
    console.log(`wrote ${path.relative(projectRoot(), out)} from ${businessFileLabel(loadedBusinessFile())}`);
    return 0;
  }
  if (command !== 'check' || rest.length) {
    console.error(usage);
    return 2;
  }
  loadEnvFile(projectRoot());
  // A file named here wins over BUSINESS_FILE; every module below reads the one it names.
  if (file !== undefined) process.env.BUSINESS_FILE = path.resolve(file);
  try {
    const { businessFacts, businessFileLabel, loadedBusinessFile } = await import('./business/file.ts');
    const facts = businessFacts();
    const { checkBusinessFacts } = await import('./business/business-facts.ts');
    checkBusinessFacts();
    const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
    console.log(
      `${businessFileLabel(loadedBusinessFile())}: OK (${facts.name}; ${count(Object.keys(facts.teams).length, 'team')}, ` +
        `${count(Object.keys(facts.localPhones).length, 'local number')}, ${count(Object.keys(facts.placePrices).length, 'place', 'places')} with prices of their own)`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
