/**
 * Prometheus metrics (docs/decisions/040), made only when METRICS_TOKEN or METRICS_PORT is set:
 * without them nothing is collected and no request pays for it.
 *
 * Each call makes its own registry (tests build several apps in one process); the server makes one.
 * Gauges that describe state (page cache size, the outbox) are read when Prometheus scrapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** Time React took to render a page (cache misses and uncached pages; the cache's hits render nothing). */
  renderDuration: Histogram<'status_class'>;
  leadsStored: Counter<'kind'>;
  leadsDelivered: Counter<'channel'>;
  leadsDeliveryFailed: Counter<'channel'>;
  leadsDead: Counter<'channel'>;
  leadsRateLimited: Counter<'limit'>;
  /** Rate-limit checks the shared store (Redis) could not answer, answered from memory instead. */
  rateLimitStoreErrors: Counter;
}

/** Seconds: from a cached page's fraction of a millisecond to a render that times out. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // process_* and nodejs_* (event-loop lag nodejs_eventloop_lag_*, heap, GC, handles).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the app to its response finishing',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    renderDuration: new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time to render a page with React (cache misses and pages never cached)',
      labelNames: ['status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    leadsStored: new Counter({ name: 'leads_stored_total', help: 'Leads stored by this instance', labelNames: ['kind'], registers }),
    leadsDelivered: new Counter({
      name: 'leads_delivered_total',
      help: 'Lead deliveries this instance completed, per channel',
      labelNames: ['channel'],
      registers,
    }),
    leadsDeliveryFailed: new Counter({
      name: 'leads_delivery_failures_total',
      help: 'Lead delivery attempts by this instance that failed (retried later), per channel',
      labelNames: ['channel'],
      registers,
    }),
    leadsDead: new Counter({
      name: 'leads_dead_total',
      help: 'Lead deliveries this instance gave up on after LEADS_MAX_ATTEMPTS, per channel',
      labelNames: ['channel'],
      registers,
    }),
    leadsRateLimited: new Counter({
      name: 'leads_rate_limited_total',
      help: 'Form posts refused by a rate limit, per limit (address or phone)',
      labelNames: ['limit'],
      registers,
    }),
    rateLimitStoreErrors: new Counter({
      name: 'rate_limit_store_errors_total',
      help: 'Rate-limit checks the shared store (Redis) could not answer, answered from this instance’s memory instead',
      registers,
    }),
  };
}

/**
 * A counter whose value is kept elsewhere (a plain integer on the hot path) and read at scrape time.
 * Only for values that never go down.
 */
export function counterFrom(metrics: Metrics, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [metrics.registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

/** A gauge read at scrape time. */
export function gaugeFrom(metrics: Metrics, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [metrics.registry],
    collect() {
      this.set(read());
    },
  });
}

/** '2xx' … '5xx': the label stays small whatever status codes the app adds. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `header` is `Bearer <token>`, compared in constant time (as digests, so lengths give nothing away). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * GET /metrics in Prometheus's text format. With a token, only for `Authorization: Bearer <token>`:
 * anything else answers 404, so the endpoint is not even seen to exist. Never cached.
 */
export function metricsEndpoint(metrics: Metrics, token: string | null): RequestHandler {
  return async (req, res, next) => {
    if (token !== null && !bearerMatches(req.headers.authorization, token)) return next();
    res.set('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };
}
