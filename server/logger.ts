import { pino, type Logger } from 'pino';

/** JSON logs on stdout, one line per event; LOG_LEVEL=silent turns them off (tests). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'locksmith-site' } });
}
