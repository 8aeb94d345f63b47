import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { LIVE_RELOAD_SERVER_PARAM } from '../../shared/live-reload.ts';

/** How soon the browser retries a dropped stream: a restart takes a second or two. */
const RETRY_MS = 200;

/** Streams open in this process; one server runs per process. */
const streams = new Set<Response>();
let endOnSignal = false;

export interface LiveReload {
  /** The script's URL as pages reference it, naming this server process. */
  scriptUrl: string;
  /** The event stream: this server's id, sent once, then held open until the process stops. */
  events: RequestHandler;
}

/**
 * Live reload for a development build (docs/decisions/032-dev-loop.md), whose manifest names the
 * script (`scriptPath`, built from client/live-reload.ts). Each process gets a new id.
 */
export function liveReload(scriptPath: string): LiveReload {
  const id = randomUUID();
  if (!endOnSignal) {
    endOnSignal = true;
    // An open stream is a request that never finishes, and the shutdown waits for those
    // (server/operations/shutdown.ts): end them on the same signal, so `npm run dev` restarts at once.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        for (const res of streams) res.end();
      });
    }
  }
  return {
    scriptUrl: `${scriptPath}?${LIVE_RELOAD_SERVER_PARAM}=${id}`,
    events: (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write(`retry: ${RETRY_MS}\ndata: ${id}\n\n`);
      streams.add(res);
      res.once('close', () => streams.delete(res));
    },
  };
}
