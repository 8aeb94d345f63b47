/**
 * What an operator can see of a running instance: request ids on every line of a request, log
 * levels and redaction, Prometheus metrics behind a token, and /readyz (docs/decisions/040, 041).
 */
import { pino } from 'pino';
import type { RouteObject } from 'react-router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { Health } from '../server/http/health.ts';
import type { TrustProxy } from '../server/leads/config.ts';
import { createLeadService, lazyLeadService, type LeadService } from '../server/leads/index.ts';
import { bearerMatches, createMetrics, type Metrics } from '../server/operations/metrics.ts';
import { createServerRoutes } from '../server/routes.ts';
import { clientDir, testApp } from './helpers/app.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { fixturePages, servedByPopulation } from './helpers/fixture-pages.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';

const TOKEN = 'scrape-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Pages of the configured business: its home team's place, another place it serves, and a local service page. */
const cityPage = fixturePages.city;
const otherCity = servedByPopulation.find((place) => place.slug !== fixturePages.citySlug)!;
const otherCityPage = `/${otherCity.slug}`;

type Line = Record<string, unknown> & { level: number; msg: string; requestId?: string; req?: { url: string; method: string } };

const failing: RouteObject = {
  id: 'test-observed-failure',
  path: 'test-observed-failure',
  Component: () => {
    throw new Error('render exploded');
  },
};

function openedHealth(): Health {
  const health = new Health();
  health.leadStoreOpened();
  return health;
}

function observedApp({
  metrics,
  trustProxy = false,
  health = openedHealth(),
  leads,
}: {
  metrics?: Metrics;
  trustProxy?: TrustProxy;
  health?: Health;
  leads?: LeadService;
} = {}) {
  const { logger, lines } = capturedLogger<Line>();
  const app = testApp({
    logger,
    routes: createServerRoutes([failing]),
    pageCacheBytes: 8 * 1024 * 1024,
    health,
    trustProxy,
    metrics,
    metricsToken: metrics ? TOKEN : null,
    leads:
      leads ??
      lazyLeadService(async () => createLeadService(testLeadConfig({ storeOnly: true }), logger, { db: await memoryDb(), worker: false, metrics })),
  });
  return { app, lines, health };
}

const accessLine = (lines: Line[], url: string) => lines.find((l) => l.msg === 'request completed' && l.req?.url === url);

describe('request ids', () => {
  it('gives every request a new id, echoes it in X-Request-Id, and puts it on every line the request logs', async () => {
    const { app, lines } = observedApp();
    const page = await request(app).get(cityPage).expect(200);
    const id = page.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(accessLine(lines, cityPage)?.requestId).toBe(id);

    const posted = await request(app)
      .post('/call-back.data')
      .type('form')
      .send({ from: otherCityPage, name: 'Sam Smith', phone: '0113 496 0000', need: 'other' })
      .expect(200);
    const postId = posted.headers['x-request-id'];
    expect(postId).toMatch(UUID);
    expect(postId).not.toBe(id);
    const stored = lines.find((l) => l.msg === 'lead stored');
    expect(stored).toMatchObject({ requestId: postId, component: 'leads' });
  });

  it('takes X-Request-Id from the request only when TRUST_PROXY trusts the connection, and only a plain one', async () => {
    const untrusted = observedApp();
    const ignored = await request(untrusted.app).get('/').set('X-Request-Id', 'lb-1234').expect(200);
    expect(ignored.headers['x-request-id']).toMatch(UUID);

    const behindProxy = observedApp({ trustProxy: 'loopback' });
    const kept = await request(behindProxy.app).get('/').set('X-Request-Id', 'lb-1234').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    expect(accessLine(behindProxy.lines, '/')?.requestId).toBe('lb-1234');
    const odd = await request(behindProxy.app).get('/').set('X-Request-Id', 'a"b<script>').expect(200);
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('logs a render failure with the URL asked for (query values redacted) and the request id', async () => {
    const { app, lines } = observedApp();
    const res = await request(app).get('/test-observed-failure?email=sam%40example.com&utm_source=news').expect(500);
    const failure = lines.find((l) => l.msg === 'render failed');
    expect(failure).toMatchObject({
      level: 50,
      requestId: res.headers['x-request-id'],
      url: '/test-observed-failure?email=%5Bredacted%5D&utm_source=news',
    });
    expect(JSON.stringify(lines)).not.toContain('sam%40example.com');
  });
});

describe('access log', () => {
  it('logs static files and probes at debug, pages at info, and unknown query values redacted', async () => {
    const { app, lines } = observedApp();
    const script = `/assets/${readAssets(clientDir).js.split('/').pop()}`;
    await request(app).get(script).expect(200);
    await request(app).get('/healthz').expect(200);
    await request(app).get('/readyz').expect(200);
    await request(app).get('/images/logo-mark.svg').expect(200);
    await request(app).get(`${cityPage}?utm_source=leaflet&email=a%40b.test&postcode=LS1+4AP`).expect(200);
    for (const url of [script, '/healthz', '/readyz', '/images/logo-mark.svg']) expect(accessLine(lines, url)?.level, url).toBe(20);
    const page = lines.find((l) => l.msg === 'request completed' && l.req?.url.startsWith(`${cityPage}?`));
    expect(page).toMatchObject({ level: 30, req: { url: `${cityPage}?utm_source=leaflet&email=%5Bredacted%5D&postcode=%5Bredacted%5D` } });
    expect(JSON.stringify(lines)).not.toMatch(/a%40b|LS1/);
  });
});

/** One sample's value from Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  it('compares the bearer token in constant time and accepts only the exact header', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('serve /metrics only with the token (a 404 page otherwise), by route template, with cache, render and lead figures', async () => {
    const { app } = observedApp({ metrics: createMetrics() });
    await request(app).get('/metrics').expect(404);
    await request(app).get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(404);
    await request(app).get(cityPage).expect(200);
    await request(app).get(cityPage).expect(200);
    await request(app).get(otherCityPage).expect(200);
    await request(app).get(fixturePages.cityService).expect(200);
    await request(app).get('/no-such-place-at-all').expect(404);
    await request(app).get(`${cityPage}.data`).expect(200);
    await request(app)
      .post('/call-back.data')
      .type('form')
      .send({ from: otherCityPage, name: 'Sam Smith', phone: '0113 496 0000', need: 'other' })
      .expect(200);

    const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(sample(text, 'http_requests_total', 'method="GET",route="/:city",status_class="2xx"')).toBe(3);
    expect(sample(text, 'http_requests_total', 'method="GET",route="/:city/:area",status_class="2xx"')).toBe(1);
    expect(sample(text, 'http_requests_total', 'method="GET",route="not found",status_class="4xx"')).toBe(3);
    expect(sample(text, 'http_requests_total', 'method="GET",route="/:city.data",status_class="2xx"')).toBe(1);
    expect(sample(text, 'http_requests_total', 'method="POST",route="/call-back.data",status_class="2xx"')).toBe(1);
    // Route templates, never the paths asked for.
    for (const asked of [fixturePages.citySlug, otherCity.slug, 'no-such']) expect(text).not.toContain(`route="/${asked}`);
    expect(sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/:city",status_class="2xx"')).toBe(3);
    expect(sample(text, 'page_cache_hits_total')).toBe(1);
    expect(sample(text, 'page_cache_misses_total')).toBe(4);
    expect(sample(text, 'page_cache_pages')).toBe(4);
    expect(sample(text, 'page_cache_bytes')).toBeGreaterThan(10_000);
    expect(sample(text, 'page_render_duration_seconds_count', 'status_class="2xx"')).toBe(3);
    expect(sample(text, 'leads_stored_total', 'kind="callback"')).toBe(1);
    expect(sample(text, 'leads_store_up')).toBe(1);
    for (const family of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
  });

  it('are not served, even with a token, when the app has no metrics', async () => {
    const { app } = observedApp();
    await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('/readyz', () => {
  it('is ready once the lead store opened, and not while draining; /healthz stays about liveness', async () => {
    const health = new Health();
    const { app } = observedApp({ health });
    const before = await request(app).get('/readyz').expect(503);
    expect(before.body).toEqual({ status: 'not ready', checks: { assets: 'loaded', leadStore: 'not opened', draining: false } });
    health.leadStoreOpened();
    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { assets: 'loaded', leadStore: 'opened', draining: false } });
    expect(ready.headers['cache-control']).toBe('no-store');
    health.startDraining();
    expect((await request(app).get('/readyz').expect(503)).body.checks.draining).toBe(true);
    await request(app).get('/healthz').expect(503);
  });

  it('stays ready, and /healthz 200, when the shared lead store stops answering', async () => {
    const health = openedHealth();
    const db = await memoryDb();
    const leads = await createLeadService(testLeadConfig({ storeOnly: true }), pino({ level: 'silent' }), { db, worker: false });
    const { app } = observedApp({ health, leads });
    await db.close();
    await request(app).get('/readyz').expect(200);
    const healthz = await request(app).get('/healthz').expect(200);
    expect(healthz.body.leads).toMatchObject({ store: 'unavailable', rateLimits: { store: 'memory' } });
  });
});
