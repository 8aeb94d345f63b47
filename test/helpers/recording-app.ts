/** The real app on an HTTP server with the production connection limits, and a logger a test can read. */
import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { readAssets } from '../../server/assets.ts';
import { createHttpServer, type ConnectionLimits } from '../../server/http-server.ts';
import type { PageCache } from '../../server/page-cache.ts';
import { clientDir, site } from './app.ts';

/** The silent test logger, but keeping every line so a test can read what was logged. */
export function recordingLogger(level = 'info') {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export function startApp(options: Partial<Parameters<typeof createApp>[0]> = {}, limits?: ConnectionLimits) {
  const { logger, lines } = recordingLogger();
  const app = createApp({ site, assets: readAssets(clientDir), clientDir, logger, ...options });
  const server = createHttpServer(app, logger, limits).listen(0, '127.0.0.1');
  return { app, server, lines, logger, cache: app.locals.pageCache as PageCache };
}
