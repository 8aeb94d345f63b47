import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { clientDirFrom, readAssets } from './assets.ts';
import { checkBusinessFacts, warnAboutSampleContent } from './business-facts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { Health } from './health.ts';
import { createHttpServer } from './http-server.ts';
import { leadFormsOpen } from './leads/config.ts';
import { DataDirBusyError } from './leads/db.ts';
import { createLeadService, deferredLeadService } from './leads/index.ts';
import { createLogger } from './logger.ts';
import { installGracefulShutdown } from './shutdown.ts';

const logger = createLogger();

function projectRoot(): string {
  // Works both from server/main.ts (tsx) and from the bundle at dist/server/main.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');
}

function start(): void {
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

  warnAboutSampleContent(config.site, logger);

  // The lead database opens beside the page server (a fresh folder takes seconds); a form post
  // waits for it, so nothing is acknowledged before it is stored. Failing to open it is fatal.
  const started = performance.now();
  const leadsReady = createLeadService(config.leads, logger);
  leadsReady.then(
    () => logger.info({ ms: Math.round(performance.now() - started) }, 'lead database ready'),
    (error: unknown) => {
      if (error instanceof DataDirBusyError) logger.fatal(`${error.message}: is another server running on DATA_DIR?`);
      else logger.fatal({ err: error }, 'lead database failed to open');
      logger.flush();
      process.exit(1);
    },
  );
  const leads = deferredLeadService(leadsReady);
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

start();
