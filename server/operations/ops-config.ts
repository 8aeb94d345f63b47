/**
 * The operator's settings beside the site's: the log level and where the Prometheus metrics are
 * served. Read with the others (server/operations/config.ts), so one bad start names every bad variable.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export interface OpsConfig {
  /** pino's level (LOG_LEVEL). */
  logLevel: LogLevel;
  /**
   * Prometheus metrics (docs/decisions/040): collected only when they are served somewhere, on the
   * site's port at /metrics with METRICS_TOKEN as a bearer token, and/or on METRICS_PORT.
   */
  metrics: { token: string | null; port: number | null; host: string } | null;
  /**
   * The address the site listens on (HOST), or null for every interface. Behind a proxy on the same
   * machine, 127.0.0.1 keeps PORT out of reach from outside (docs/deploy.md).
   */
  host: string | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** A whole number in a range; every error names the range ('must be a whole number from 1 to 65535'). */
export function wholeNumber(min: number, max: number) {
  const range = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number<string>(range).int(range).min(min, range).max(max, range);
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** An address to bind to: an IP address, or 'localhost'. */
const bindAddress = z.string().refine((v) => isIP(v) !== 0 || v === 'localhost', 'must be an IP address to bind to, e.g. 127.0.0.1');

const schema = z.object({
  HOST: optional.pipe(bindAddress.optional()),
  LOG_LEVEL: optional.pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional()),
  // Printable ASCII without spaces, as an Authorization header carries it; long enough not to guess.
  METRICS_TOKEN: optional.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .max(200, 'must be at most 200 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  METRICS_PORT: optional.pipe(wholeNumber(1, 65535).optional()),
  METRICS_HOST: optional.pipe(bindAddress.optional()),
});

/** Reads the operator's settings; returns the problems as '  VARIABLE message (got "...")' lines instead of throwing. */
export function parseOpsConfig(
  env: Record<string, string | undefined>,
  sitePort: number | undefined,
): { config: OpsConfig } | { problems: string[] } {
  const input = {
    HOST: env.HOST,
    LOG_LEVEL: env.LOG_LEVEL,
    METRICS_TOKEN: env.METRICS_TOKEN,
    METRICS_PORT: env.METRICS_PORT,
    METRICS_HOST: env.METRICS_HOST,
  };
  const parsed = schema.safeParse(input);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]) as keyof typeof input;
        // The token is a secret: never echoed.
        return `  ${key} ${issue.message}${key === 'METRICS_TOKEN' ? '' : ` (got ${JSON.stringify(input[key] ?? '')})`}`;
      });
  if (parsed.success && parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === sitePort) {
    problems.push(`  METRICS_PORT must differ from PORT (got ${JSON.stringify(input.METRICS_PORT)})`);
  }
  if (parsed.success && parsed.data.METRICS_HOST !== undefined && parsed.data.METRICS_PORT === undefined) {
    problems.push('  METRICS_HOST only applies with METRICS_PORT: set METRICS_PORT too, or unset METRICS_HOST');
  }
  if (!parsed.success || problems.length > 0) return { problems };
  const c = parsed.data;
  const served = c.METRICS_TOKEN !== undefined || c.METRICS_PORT !== undefined;
  return {
    config: {
      logLevel: c.LOG_LEVEL ?? 'info',
      host: c.HOST ?? null,
      metrics: served ? { token: c.METRICS_TOKEN ?? null, port: c.METRICS_PORT ?? null, host: c.METRICS_HOST ?? '127.0.0.1' } : null,
    },
  };
}
