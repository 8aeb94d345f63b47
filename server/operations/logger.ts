import { hostname } from 'node:os';
import { pino, type Logger } from 'pino';

/**
 * JSON logs on stdout, one line per event, each with the host name, the process id and an ISO
 * timestamp, so lines from several instances can be told apart and read without converting epoch
 * milliseconds. LOG_LEVEL (validated with the other settings) sets the level; `silent` in tests.
 * Writes are synchronous: lines reach the collector in the order they were logged and none are
 * lost when the process exits (pino's default asynchronous stream once wrote 'stopped' ahead of
 * 'shutting down' under CI).
 */
export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    { level, base: { service: 'locksmith-site', hostname: hostname(), pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: true }),
  );
}
