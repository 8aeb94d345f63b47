/**
 * The first import of every entry point that states the business's facts (the server, the build,
 * the content report, `npm run leads`, `npm run go-live`). It reads `.env` (BUSINESS_FILE may be
 * set there) and then the business file, before any module that reads a fact is evaluated, so a
 * mistake in the file stops the process with one message naming the file, line and field of every
 * problem instead of a stack trace from whichever module read it first (docs/decisions/072).
 */
import { businessFacts } from '../business/file.ts';
import { ConfigError } from './config-error.ts';
import { loadEnvFile, projectRoot } from './env-file.ts';

try {
  loadEnvFile(projectRoot());
  businessFacts();
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof Error && error.message.startsWith('ENV_FILE'))) throw error;
  console.error(error.message);
  process.exit(1);
}
