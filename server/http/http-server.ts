import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { RateLog } from './rate-log.ts';

/**
 * How long a client may take, and how many may be connected at once
 * (docs/decisions/011-bounded-slow-clients.md).
 */
export interface ConnectionLimits {
  /** From the first byte of a request to the end of its headers. Node's default is 60 s. */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body (the forms' bodies). Node's default is 300 s. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveTimeoutMs: number;
  /** Connections held at once; past it, the one waiting longest for its client is closed. */
  maxConnections: number;
}

const DEFAULT_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 900,
};

/** A connection whose client has been silent for less than this is never closed to make room. */
export const MIN_WAIT_BEFORE_EVICTION_MS = 500;

/** Node's own answers to requests it could not parse, as it writes them when no one else does. */
const parseErrorAnswers: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * An HTTP server for `app` that bounds slow and idle clients:
 *   - Node's header, request and keep-alive timeouts set explicitly, and checked every second
 *     (Node checks every 30 s by default, so a 10 s limit could hold a socket for 40 s);
 *   - at most `maxConnections` sockets: when one more arrives, the connection that has waited
 *     longest for its client (a trickled request, or idle between requests) is closed to make room,
 *     so a crowd of slow clients can never hold every file descriptor while visitors wait outside;
 *   - every client cut is logged (the first ten in each 10 s, then a count).
 */
export function createHttpServer(app: RequestListener, logger: Logger, limits: ConnectionLimits = DEFAULT_LIMITS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4))),
    },
    app,
  );
  // The option is only honoured on newer Node releases; the property works on every one.
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  const cuts = new RateLog(logger, 'client cut', 'clients cut in the last window');

  /** Sockets still open, each with the time it started waiting for its client (null while we answer). */
  const waiting = new Map<Socket, number | null>();

  server.on('connection', (socket: Socket) => {
    waiting.set(socket, performance.now());
    socket.once('close', () => waiting.delete(socket));
    if (waiting.size <= limits.maxConnections) return;
    let oldest: Socket | undefined;
    let since = Infinity;
    for (const [other, t] of waiting) {
      if (t !== null && t < since && other !== socket) {
        oldest = other;
        since = t;
      }
    }
    if (oldest && performance.now() - since >= MIN_WAIT_BEFORE_EVICTION_MS) {
      cuts.record({ reason: 'connection limit', waitedMs: Math.round(performance.now() - since), connections: waiting.size });
      oldest.destroy();
    } else {
      cuts.record({ reason: 'connection limit, new connection refused', connections: waiting.size });
      socket.destroy();
    }
  });

  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    // A request without a body is ours to answer from here; one with a body waits for the client until it has arrived.
    const hasBody =
      req.headers['content-length'] !== undefined ? req.headers['content-length'] !== '0' : req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) waiting.set(socket, null);
    else req.once('end', () => waiting.has(socket) && waiting.set(socket, null));
    res.once('finish', () => waiting.has(socket) && waiting.set(socket, performance.now()));
  });

  server.on('clientError', (error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket) => {
    const answer = parseErrorAnswers[error.code ?? ''] ?? '400 Bad Request';
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      cuts.record({ reason: 'request too slow', limitMs: limits.requestTimeoutMs, headersLimitMs: limits.headersTimeoutMs });
    // What Node itself does without this listener: answer once if nothing was written yet, then close.
    if (socket.writable && socket.bytesWritten === 0) {
      socket.write(`HTTP/1.1 ${answer}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    }
    socket.destroy();
  });

  return server;
}
