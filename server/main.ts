import './operations/preflight.ts';
import express from 'express';
import http from 'node:http';
import { createApp } from './app.ts';
import { clientDirFrom, readAssets } from './http/assets.ts';
import { checkBusinessFacts, warnAboutSampleContent } from './business/business-facts.ts';
import { ConfigError, loadConfig, type ServerConfig } from './operations/config.ts';
import { loadEnvFile, projectRoot } from './operations/env-file.ts';
import { Health } from './http/health.ts';
import { createHttpServer } from './http/http-server.ts';
import { leadFormsOpen } from './leads/config.ts';
import { type Db, LeadStoreDamaged, openStore } from './store/db.ts';
import { emailCopiesFor } from './inbox/claim-links.ts';
import { createInbox } from './inbox/index.ts';
import { createLeadService, type LeadService } from './leads/index.ts';
import { misspeltSettings } from './operations/known-settings.ts';
import { createLogger } from './operations/logger.ts';
import { createMetrics, metricsEndpoint } from './operations/metrics.ts';
import { countsData } from '../data/counts.ts';
import { createCountRecorder } from './counts/recorder.ts';
import { installGracefulShutdown } from './operations/shutdown.ts';
import { pageTemplates } from './routes.ts';

/**
 * `node dist/server/main.js` serves the site; with `--check` (`npm run check-config`) it only
 * reads `.env` and the environment, checks them and the business facts, prints what it would run
 * with, and exits: 0 when the server would start, 1 with every problem named when it would not.
 */
const checkOnly = process.argv.includes('--check');
const root = projectRoot();

/**
 * Reads `.env` and the settings; a mistake is printed as one message and stops the process.
 * Names that look like a mistyped setting (SITE_URL for SITE_ORIGIN) come back as warnings: a
 * setting never read is not an error, but the operator should hear of it, and before the errors
 * when there are any, since a mistyped name is often why a required one is missing.
 */
function readConfiguration(): { config: ServerConfig; envFile: string | null; misspelt: string[] } {
  let misspelt: string[] = [];
  try {
    const envFile = loadEnvFile(root);
    misspelt = misspeltSettings(process.env, envFile);
    const config = loadConfig();
    checkBusinessFacts();
    return { config, envFile, misspelt };
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.message.startsWith('ENV_FILE'))) {
      for (const line of misspelt) console.error(`warning: ${line}`);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The settings in a few lines, secrets left out: what `--check` prints. */
function summary(config: ServerConfig, envFile: string | null): string {
  const { leads, ops, site } = config;
  const channels = [leads.email && 'e-mail', leads.webhook && 'webhook'].filter(Boolean).join(' and ');
  const metrics = ops.metrics
    ? [ops.metrics.token && '/metrics on PORT with METRICS_TOKEN', ops.metrics.port && `${ops.metrics.host}:${ops.metrics.port}`]
        .filter(Boolean)
        .join(' and ')
    : 'off (set METRICS_TOKEN or METRICS_PORT)';
  return [
    `configuration OK${envFile ? ` (with ${envFile})` : ''}`,
    `  site: ${site.name}, ${site.origin}, phone ${site.phone}`,
    `  port: ${config.port}, log level ${ops.logLevel}, indexing ${config.indexing ? 'on' : 'off'}`,
    `  leads: ${leads.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${leads.dataDir}`}, delivered by ${channels || 'no channel'}${leadFormsOpen(leads) ? '' : ' (forms closed: the pages show the phone number)'}`,
    `  rate limits: ${leads.redis ? 'shared in Redis (REDIS_URL)' : 'in memory, per instance'}`,
    `  metrics: ${metrics}`,
  ].join('\n');
}

async function start(): Promise<void> {
  const { config, envFile, misspelt } = readConfiguration();
  if (checkOnly) {
    console.log(summary(config, envFile));
    // Warnings only: the exit code says whether the server would start, and it would.
    for (const line of misspelt) console.error(`warning: ${line}`);
    process.exit(0);
  }

  const logger = createLogger(config.ops.logLevel);
  if (envFile) logger.info({ file: envFile }, 'read settings from the .env file (the environment wins where both set one)');
  for (const line of misspelt) logger.warn(line);
  warnAboutSampleContent(config.site, logger, config.indexing);
  const metrics = config.ops.metrics ? createMetrics() : undefined;

  // The lead store opens before the server listens, so nothing is served, and no form
  // acknowledged, until leads can be stored. A store that cannot open stops the start.
  const started = performance.now();
  let leads: LeadService;
  let db: Db;
  try {
    // Opened here so the inbox shares the service's store; the service checks and migrates it.
    db = openStore(config.leads);
    leads = await createLeadService(config.leads, logger, { metrics, db, emailCopies: emailCopiesFor });
  } catch (error) {
    // A damaged file is named, with what to do, in the line itself (LeadStoreDamaged's message).
    logger.fatal(
      { err: error },
      `the lead store could not open (${config.leads.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.leads.dataDir}`})${error instanceof LeadStoreDamaged ? `: ${error.message}` : ''}; not starting`,
    );
    logger.flush();
    process.exit(1);
  }
  logger.info({ ms: Math.round(performance.now() - started) }, 'lead store ready');
  const formsOpen = leadFormsOpen(config.leads);
  if (!formsOpen) {
    logger.warn('no lead channel (SMTP_URL or LEADS_WEBHOOK_URL) and LEADS_STORE_ONLY unset: the pages show the phone number instead of their forms');
  }

  // First-party counts (docs/decisions/069): buffered in memory, added to the store every few seconds and at shutdown.
  const counts = createCountRecorder({ db, logger, metrics, retentionMonths: countsData.retentionMonths, templates: pageTemplates });

  const clientDir = clientDirFrom(root);
  // Off (the site's 404) until someone is invited with npm run leads -- invite (docs/decisions/065).
  const inbox = createInbox({ db, origin: config.site.origin, siteName: config.site.name, clientDir, config: config.leads, logger });
  const health = new Health();
  health.leadStoreOpened();
  const app = createApp({
    site: config.site,
    assets: readAssets(clientDir),
    clientDir,
    logger,
    indexing: config.indexing,
    pageCacheBytes: config.pageCacheBytes,
    health,
    leads,
    inbox,
    trustProxy: config.trustProxy,
    leadFormsOpen: formsOpen,
    metrics,
    metricsToken: config.ops.metrics?.token ?? null,
    counts,
  });

  /** A listener that could not start (or failed later): one line saying why, then exit 1 (no stack trace). */
  const failedToListen = (what: string, variable: string, port: number) => (error: NodeJS.ErrnoException) => {
    const why =
      error.code === 'EADDRINUSE'
        ? `port ${port} is already in use: stop what holds it, or set ${variable} to another port`
        : error.code === 'EACCES'
          ? `port ${port} needs privileges this user lacks: use a port above 1023 (${variable})`
          : error.code === 'EADDRNOTAVAIL'
            ? `address ${config.ops.metrics?.host} is not one of this machine's (METRICS_HOST)`
            : null;
    logger.fatal({ code: error.code, port }, why ? `${what} could not listen: ${why}` : `${what} failed: ${error.code ?? 'error'}: ${error.message}`);
    logger.flush();
    process.exit(1);
  };

  const server = createHttpServer(app, logger, config.limits);
  server.on('error', failedToListen('the server', 'PORT', config.port));
  // On HOST when set (127.0.0.1 behind a proxy on the same machine), else on every interface.
  const host = config.ops.host ?? undefined;
  server.listen(config.port, host, () => {
    logger.info(
      { port: config.port, host: host ?? 'all interfaces', origin: config.site.origin },
      `listening on http://${host ?? 'localhost'}:${config.port}`,
    );
  });

  // Metrics on a port of their own, bound to METRICS_HOST (127.0.0.1 unless the operator says otherwise).
  let metricsServer: http.Server | null = null;
  const metricsPort = config.ops.metrics?.port;
  if (metrics && metricsPort) {
    const metricsApp = express();
    metricsApp.disable('x-powered-by');
    metricsApp.get('/metrics', metricsEndpoint(metrics, config.ops.metrics?.token ?? null));
    metricsApp.use((_req, res) => res.status(404).type('text/plain').send('Not Found'));
    const host = config.ops.metrics!.host;
    metricsServer = http.createServer(metricsApp);
    metricsServer.on('error', failedToListen('the metrics server', 'METRICS_PORT', metricsPort));
    metricsServer.listen(metricsPort, host, () => logger.info({ port: metricsPort, host }, `metrics on http://${host}:${metricsPort}/metrics`));
  }

  installGracefulShutdown(server, logger, {
    drainMs: config.drainMs,
    health,
    beforeExit: async () => {
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      await inbox.close();
      // Before the store closes: what the last seconds counted is written.
      await counts.close();
      await leads.close();
    },
  });
}

await start();
