import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Health } from '../http/health.ts';

/** How long the server keeps answering after SIGTERM while a load balancer takes it out (SHUTDOWN_DRAIN_SECONDS). */
const DEFAULT_DRAIN_MS = 5_000;

/** After the drain, how long requests in flight may keep running before their connections are closed. */
const SHUTDOWN_TIMEOUT_MS = 4_000;

export interface ShutdownOptions {
  /** Time between the signal and closing the listener; 0 closes at once. */
  drainMs?: number;
  /** How long requests in flight may keep running after the listener closed. */
  timeoutMs?: number;
  /** Told first, so /healthz answers 503 for the whole drain. */
  health?: Health;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
  /** Runs once the HTTP server has closed, before the process exits (closing the lead database). */
  beforeExit?: () => Promise<void>;
  /**
   * Ends the drain: calls `end` once `drainMs` have passed. A test passes its own to end the drain
   * when its clients have stopped, instead of racing a clock.
   */
  endDrainAfter?: (drainMs: number, end: () => void) => void;
}

/**
 * The drain's end, after `drainMs`. When it comes, requests that have already reached the socket
 * but that a busy event loop has not read yet would make their connection look idle, and closing
 * it would reset them: setImmediate lets the poll phase read them first, so they count as in flight.
 */
const endDrainAfterTimeout = (drainMs: number, end: () => void) => {
  setTimeout(() => setImmediate(end), drainMs);
};

/**
 * On SIGTERM or SIGINT (docs/decisions/012-drain-on-shutdown.md):
 *   1. drain, for `drainMs`: `/healthz` answers 503, every response says `Connection: close` and
 *      closes its connection, and new connections are still accepted and answered, so requests a
 *      load balancer or a keep-alive client sends in this time all get answers;
 *   2. close: stop accepting, close the connections left idle, let requests in flight finish,
 *      log 'stopped', flush the log and exit 0. Requests still running `timeoutMs` later have
 *      their connections closed, and the process exits 0 all the same.
 * Defaults (5 s + 4 s) fit inside a container runtime's usual 10 s between SIGTERM and SIGKILL.
 *
 * Returns the handler, so a caller can start the same shutdown without a signal.
 */
export function installGracefulShutdown(
  server: Server,
  logger: Logger,
  {
    drainMs = DEFAULT_DRAIN_MS,
    timeoutMs = SHUTDOWN_TIMEOUT_MS,
    health,
    exit = (code) => process.exit(code),
    beforeExit = async () => {},
    endDrainAfter = endDrainAfterTimeout,
  }: ShutdownOptions = {},
): (signal: string) => void {
  let stopping = false;
  let closing = false;
  const inFlight = new Set<ServerResponse>();

  // While draining, a response whose headers already went out leaves its connection open: the
  // client's next request on it is answered with `Connection: close`. Closing idle connections
  // here would reset requests other clients are sending on them at that moment.
  const closeConnectionAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else if (closing) res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  // Before the app's own listener, so a request arriving while stopping is marked before it is answered.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) closeConnectionAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  // Runs once, whichever comes first: every request finished, or the grace period ran out.
  let finishing: Promise<void> | null = null;
  const finish = () =>
    (finishing ??= (async () => {
      try {
        await beforeExit();
      } catch (closeError) {
        logger.error({ err: closeError }, 'error while closing the lead service');
      }
      logger.info('stopped');
      logger.flush(() => exit(0));
    })());

  const close = () => {
    closing = true;
    logger.info('drain over: no new connections, finishing requests in flight');
    // close() stops accepting, closes idle connections and calls back once every request has finished.
    server.close((error) => {
      if (error) logger.error({ err: error }, 'error while closing');
      void finish();
    });
    server.closeIdleConnections();
    for (const res of inFlight) closeConnectionAfter(res);
    setTimeout(() => {
      logger.warn('requests still running after the grace period; closing them');
      server.closeAllConnections();
      // The lead store is closed on this path too, so nothing is left half-written.
      void finish();
    }, timeoutMs).unref();
  };

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    health?.startDraining();
    logger.info({ signal, drainMs }, 'shutting down: draining (healthz 503, connections closed after their next response)');
    for (const res of inFlight) closeConnectionAfter(res);
    // Idle keep-alive connections are left alone while draining: closing one just as its client
    // reuses it is what resets a request. Their next answer closes them, or their idle timeout does.
    if (drainMs > 0) endDrainAfter(drainMs, close);
    else close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return shutdown;
}
