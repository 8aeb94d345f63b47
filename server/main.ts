import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { clientDirFrom, readAssets } from './assets.ts';
import { checkBusinessFacts, warnAboutSampleContent } from './business-facts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { Health } from './health.ts';
import { createHttpServer } from './http-server.ts';
import { leadFormsOpen } from './leads/config.ts';
import { createLeadService, type LeadService } from './leads/index.ts';
import { createLogger } from './logger.ts';
import { installGracefulShutdown } from './shutdown.ts';

const logger = createLogger();

function projectRoot(): string {
  // Works both from server/main.ts (tsx) and from the bundle at dist/server/main.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');
}

async function start(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    checkBusinessFacts();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  warnAboutSampleContent(config.site, logger, config.indexing);

  // The lead store opens before the server listens, so nothing is served, and no form
  // acknowledged, until leads can be stored. A store that cannot open stops the start.
  const started = performance.now();
  let leads: LeadService;
  try {
    leads = await createLeadService(config.leads, logger);
  } catch (error) {
    logger.fatal(
      { err: error },
      `the lead store could not open (${config.leads.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.leads.dataDir}`}); not starting`,
    );
    logger.flush();
    process.exit(1);
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'lead store ready');
  const formsOpen = leadFormsOpen(config.leads);
  if (!formsOpen) {
    logger.warn('no lead channel (SMTP_URL or LEADS_WEBHOOK_URL) and LEADS_STORE_ONLY unset: the pages show the phone number instead of their forms');
  }

  const clientDir = clientDirFrom(projectRoot());
  const health = new Health();
  const app = createApp({
    site: config.site,
    assets: readAssets(clientDir),
    clientDir,
    logger,
    indexing: config.indexing,
    pageCacheBytes: config.pageCacheBytes,
    health,
    leads,
    trustProxy: config.trustProxy,
    leadFormsOpen: formsOpen,
  });
  const server = createHttpServer(app, logger, config.limits);
  server.listen(config.port, () => {
    logger.info({ port: config.port, origin: config.site.origin }, `listening on http://localhost:${config.port}`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed to start');
    process.exit(1);
  });

  installGracefulShutdown(server, logger, { drainMs: config.drainMs, health, beforeExit: () => leads.close() });
}

await start();
