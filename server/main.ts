import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { clientDirFrom, readAssets } from './assets.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

/** Grace period for in-flight requests after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const logger = createLogger();

function projectRoot(): string {
  // Works both from server/main.ts (tsx) and from the bundle at dist/server/main.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');
}

function start(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const clientDir = clientDirFrom(projectRoot());
  const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger, indexing: config.indexing });
  const server = app.listen(config.port, () => {
    logger.info({ port: config.port, origin: config.site.origin }, `listening on http://localhost:${config.port}`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed to start');
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // close() stops accepting and calls back once every in-flight request has finished.
    server.close((error) => {
      if (error) logger.error({ err: error }, 'error while closing');
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('requests still running after the grace period; closing them');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
