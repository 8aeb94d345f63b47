import { pino, type Logger } from 'pino';

/**
 * JSON logs on stdout, one line per event; LOG_LEVEL=silent turns them off (tests).
 * Writes are synchronous: lines reach the collector in the order they were logged and
 * none are lost when the process exits (pino's default asynchronous stream once wrote
 * 'stopped' ahead of 'shutting down' under CI).
 */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'locksmith-site' } }, pino.destination({ dest: 1, sync: true }));
}
