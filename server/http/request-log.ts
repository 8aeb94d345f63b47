/**
 * What each request leaves behind: its access-log line (pino-http), its request id, and, when
 * metrics are on, its count and latency by route template (docs/decisions/041, 040).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { type Metrics, statusClass } from '../operations/metrics.ts';
import { redactUrl } from '../operations/redact.ts';
import { COUNT_PATH } from '../../shared/counts.ts';

/** Paths machines ask for all day: logged at debug when they succeed. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
/** The count beacon (server/counts) is sent with every page seen: debug too. */
const QUIET_POSTS = new Set([COUNT_PATH]);
const STATIC_PREFIXES = ['/assets/', '/images/'];

/** The path a request was made to, before Express's mounted middleware rewrote `req.url`. */
function originalUrl(req: IncomingMessage): string {
  return (req as Partial<Request>).originalUrl ?? req.url ?? '/';
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function isQuiet(path: string): boolean {
  return PROBES.has(path) || QUIET_POSTS.has(path) || STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/favicon.ico';
}

/** A request id as a proxy may pass it on: short, and nothing a log viewer could misread. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` a trusted proxy sent (TRUST_PROXY names it, and the
 * connection comes from it), else a new UUID. Echoed in the response's `X-Request-Id`.
 */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const trusted = (req as Partial<Request>).app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const fromProxy = typeof given === 'string' && REQUEST_ID.test(given) && trusted?.(req.socket.remoteAddress ?? '', 0) ? given : undefined;
  const id = fromProxy ?? randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The access log. Every line logged through `req.log` during the request carries `requestId`;
 * the closing line adds the method, the URL with unknown query values redacted (server/operations/redact.ts),
 * the status and the time taken. Levels: 5xx and thrown errors at error; other 4xx but 404 at warn;
 * successful static files and probes (/healthz, /readyz, /metrics) at debug; the rest at info.
 * A probe's 503 is the planned drain at shutdown: info.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (req, res, err) => {
      const path = pathOf(originalUrl(req));
      if (err || (res.statusCode >= 500 && !(res.statusCode === 503 && PROBES.has(path)))) return 'error';
      if (res.statusCode < 400 && isQuiet(path)) return 'debug';
      return res.statusCode >= 400 && res.statusCode !== 404 && res.statusCode !== 503 ? 'warn' : 'info';
    },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: redactUrl(originalUrl(req)).slice(0, 300) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * The route template a request is counted under: what a handler set in `res.locals.route` (the
 * page's route pattern, '/:city/:area'), else the file area or probe it asked for, else what its
 * status says. Never the raw path: made-up URLs must not make new series.
 */
function routeLabel(req: Request, res: Response): string {
  const set = res.locals.route;
  if (typeof set === 'string') return set;
  const path = pathOf(req.originalUrl);
  for (const prefix of STATIC_PREFIXES) if (path.startsWith(prefix)) return `${prefix}*`;
  if (PROBES.has(path) || path === '/robots.txt' || path === '/sitemap.xml') return path;
  if (path.startsWith('/sitemap')) return '/sitemap*';
  if (res.statusCode >= 300 && res.statusCode < 400) return 'redirect';
  if (res.statusCode === 404) return 'not found';
  return 'other';
}

/** Counts each request and times it, by method, route template and status class. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(req, res), status_class: statusClass(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
