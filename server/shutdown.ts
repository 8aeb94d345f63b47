import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** Grace period for in-flight requests after SIGTERM/SIGINT before the process gives up. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ShutdownOptions {
  /** How long requests in flight may keep running before their connections are closed. */
  timeoutMs?: number;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
  /** Runs once the HTTP server has closed, before the process exits (closing the lead database). */
  beforeExit?: () => Promise<void>;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, close idle keep-alive connections, let
 * requests in flight finish, log 'stopped', flush the log and exit 0. Requests still running after
 * the grace period have their connections closed, and the process exits 0 all the same.
 *
 * A response that finishes during shutdown closes its connection (`Connection: close`, or closed
 * once idle when its headers had already gone), so a keep-alive client cannot hold the server
 * open until its keep-alive timeout.
 *
 * Returns the handler, so a caller can start the same shutdown without a signal.
 */
export function installGracefulShutdown(
  server: Server,
  logger: Logger,
  { timeoutMs = SHUTDOWN_TIMEOUT_MS, exit = (code) => process.exit(code), beforeExit = async () => {} }: ShutdownOptions = {},
): (signal: string) => void {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();

  const closeConnectionAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  // Before the app's own listener, so a request arriving while stopping is marked before it is answered.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) closeConnectionAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // close() stops accepting and calls back once every in-flight request has finished.
    server.close(async (error) => {
      if (error) logger.error({ err: error }, 'error while closing');
      try {
        await beforeExit();
      } catch (closeError) {
        logger.error({ err: closeError }, 'error while closing the lead service');
      }
      logger.info('stopped');
      logger.flush(() => exit(0));
    });
    server.closeIdleConnections();
    for (const res of inFlight) closeConnectionAfter(res);
    setTimeout(() => {
      logger.warn('requests still running after the grace period; closing them');
      server.closeAllConnections();
      exit(0);
    }, timeoutMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return shutdown;
}
