/** The real app on an HTTP server with the production connection limits, and a logger a test can read. */
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../server/app.ts';
import { createHttpServer, type ConnectionLimits } from '../../server/http/http-server.ts';
import type { PageCache } from '../../server/http/page-cache.ts';
import { testApp } from './app.ts';
import { capturedLogger } from './captured-logger.ts';
import { closeServer, listen } from './raw-http.ts';

export function startApp(options: Partial<AppOptions> = {}, limits?: ConnectionLimits) {
  const { logger, lines } = capturedLogger('info');
  const app = testApp({ logger, ...options });
  const server = createHttpServer(app, logger, limits).listen(0, '127.0.0.1');
  return { app, server, lines, logger, cache: app.locals.pageCache as PageCache };
}

/** startApp on a loopback port for every test of a file: started before the first, closed after the last. */
export function appForFile(options: Partial<AppOptions> = {}, limits?: ConnectionLimits) {
  const running = {} as ReturnType<typeof startApp> & { port: number };
  beforeAll(async () => {
    Object.assign(running, startApp(options, limits));
    running.port = await listen(running.server);
  });
  afterAll(() => closeServer(running.server));
  return running;
}
