import compression from 'compression';
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import type { SiteConfig } from '../shared/site.ts';
import type { BuildAssets } from './http/assets.ts';
import { type ContentIndex, loadContentIndex } from './views/content-index.ts';
import { crawlerFiles, noindexEverything } from './http/crawler-files.ts';
import { LIVE_RELOAD_EVENTS } from '../shared/live-reload.ts';
import { dataPathFor } from '../shared/route-data.ts';
import type { LoadContext, RequestFacts } from './http/load-context.ts';
import { actionPaths, postedFormFor } from './routes.ts';
import { clientAddressOf } from './http/client-address.ts';
import { countBeacon } from './counts/beacon.ts';
import type { CountRecorder } from './counts/recorder.ts';
import { isCountable } from './counts/visitor.ts';
import { COUNT_PATH } from '../shared/counts.ts';
import { createDataHandler, dataEndpoint, isDataRequest } from './http/data-endpoint.ts';
import { formBody } from './http/form-body.ts';
import { Health, healthz, readyz } from './http/health.ts';
import { countNotFound, errorBody, permissionsPolicy, refuseSourceMaps, weakenEtag } from './http/hardening.ts';
import type { TrustProxy } from './leads/config.ts';
import { refuseCrossSitePosts } from './leads/cross-site.ts';
import type { LeadService } from './leads/index.ts';
import { PageCache, preparePage, sendCachedPage } from './http/page-cache.ts';
import { createRequestHandler } from './http/render.tsx';
import { liveReload } from './http/live-reload.ts';
import { createServerRoutes } from './routes.ts';
import { staticAssets } from './http/static-assets.ts';
import { allowOnlyReads, redirectToCanonical, rejectMalformedUrls } from './http/url-guards.ts';
import { counterFrom, gaugeFrom, type Metrics, metricsEndpoint, statusClass } from './operations/metrics.ts';
import { redactUrl } from './operations/redact.ts';
import { httpMetrics, requestLogging } from './http/request-log.ts';
import { buildSiteData } from './views/site-data.ts';
import { showsSampleContent } from './business/business-facts.ts';

export interface AppOptions {
  site: SiteConfig;
  assets: BuildAssets;
  /** The built client folder (dist/client): assets/ and images/. */
  clientDir: string;
  logger: Logger;
  /** The server's route table (server/routes.ts); tests pass their own to exercise error paths. */
  routes?: RouteObject[];
  /** False on staging and previews (SITE_INDEXING=off): robots.txt disallows all, responses say noindex. */
  indexing?: boolean;
  /** Which location pages may be indexed; by default read from the build's content report. */
  contentIndex?: ContentIndex;
  /** Memory for rendered pages (PAGE_CACHE_MB); 0 renders every request. */
  pageCacheBytes?: number;
  /** Shared with the shutdown, which turns /healthz to 503 while the server drains. */
  health?: Health;
  /**
   * Stores and delivers what the forms send (server/leads). The server always has one; without
   * it (the static export, the budgets script) form posts answer 503 and store nothing.
   */
  leads?: LeadService;
  /**
   * The leads inbox at /inbox (server/inbox, docs/decisions/065), when the server runs one; it
   * answers the site's 404 until someone is invited. Absent, /inbox is an unknown URL.
   */
  inbox?: { router: RequestHandler };
  /** Which proxies may name the client address (TRUST_PROXY); the rate limits key on it. */
  trustProxy?: TrustProxy;
  /**
   * Whether the pages show their call-back and question forms: the server passes
   * leadFormsOpen(config.leads) (docs/decisions/038). When false every form gives way to the page's
   * number and a post is answered with that page, storing nothing. Default true.
   */
  leadFormsOpen?: boolean;
  /**
   * Prometheus metrics (server/operations/metrics.ts), when the operator serves them; absent, nothing is
   * counted. `/metrics` is served on this app only with `metricsToken` (METRICS_TOKEN).
   */
  metrics?: Metrics;
  metricsToken?: string | null;
  /**
   * First-party counts (server/counts, docs/decisions/069): the beacon's endpoint at /count, and
   * the leads and postcode searches the server answers. Absent, nothing is counted and /count is
   * an unknown URL.
   */
  counts?: CountRecorder;
}

/** The page cache's default memory budget (PAGE_CACHE_MB=64). */
const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The middleware stack, in the order a request meets it:
 * request metrics (when served) → access log and 404 count → security headers (and noindex when
 * indexing is off) → malformed URLs → canonical redirects (data requests answer their own) →
 * cached pages → live-reload events (development builds only) → the count beacon (/count) → compression → the leads inbox (/inbox) → /healthz, /readyz,
 * /metrics (with a token), /assets and /images → robots.txt and sitemaps → cross-site post check
 * → form body parsers (action paths only) → data requests (/{path}.data, loader data or a form
 * post with JavaScript) → form posts to route actions → method check → server-side rendering →
 * error handler.
 */
export function createApp({
  site,
  assets,
  clientDir,
  logger,
  routes = createServerRoutes(),
  indexing = true,
  pageCacheBytes = DEFAULT_PAGE_CACHE_BYTES,
  contentIndex = loadContentIndex(path.join(clientDir, '..', 'content-report.json')),
  health = new Health(),
  leads,
  inbox,
  trustProxy = false,
  leadFormsOpen = true,
  metrics,
  metricsToken = null,
  counts,
}: AppOptions) {
  // Sample reviews and the sample rating are shown only while the site runs with sample facts (docs/decisions/046).
  const sampleContent = showsSampleContent(site.origin, indexing);
  const loadContext: LoadContext = { contentIndex, leads, clientAddress: '', leadFormsOpen, sampleContent, logger, ...(counts ? { counts } : {}) };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  if (metrics) app.use(httpMetrics(metrics));
  // 404s are what crawlers and scanners cause all day: info, with a summary line if they flood.
  app.use(requestLogging(logger));
  app.use(countNotFound(logger));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // The same policy as frame-ancestors 'none', for browsers that only read the older header.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(permissionsPolicy);
  if (!indexing) app.use(noindexEverything);
  app.use(rejectMalformedUrls);
  // One spelling per resource, before anything could render, store or serve a second one.
  // Data requests answer a non-canonical spelling themselves, as JSON the browser's router follows
  // (server/http/data-endpoint.ts); a 301 there would be followed by fetch unseen.
  app.use((req, res, next) => (isDataRequest(req.path) ? next() : redirectToCanonical(req, res, next)));

  // Pages rendered before are sent from memory, already compressed, before any other work.
  const pageCache = new PageCache(pageCacheBytes);
  app.locals.pageCache = pageCache;
  if (metrics) observePageCache(metrics, pageCache);
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?')) return next();
    const page = pageCache.get(req.path);
    if (!page) return next();
    res.locals.route = page.route;
    sendCachedPage(req, res, page, 'cache;desc="hit"');
  });

  // A development build reloads its pages after each restart; a production build has no such script.
  const reload = assets.liveReload ? liveReload(assets.liveReload) : undefined;
  // Before compression, which would hold the event stream back until it ends.
  if (reload) app.get(LIVE_RELOAD_EVENTS, reload.events);

  // The count beacon: an empty 204 whatever arrives, before anything that reads bodies or compresses.
  if (counts) app.post(COUNT_PATH, countBeacon({ recorder: counts, ownHost: new URL(site.origin).hostname }));

  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));

  // The business's own inbox, before the public pages' cross-site check and body parsers: it
  // checks Origin and a CSRF token itself, and reads its own bodies (server/inbox/routes.ts).
  if (inbox) app.use('/inbox', inbox.router);

  app.get('/healthz', healthz(health, leads));
  app.get(
    '/readyz',
    readyz(health, { assetsLoaded: existsSync(path.join(clientDir, 'assets', path.basename(assets.js))), takesLeads: leads !== undefined }),
  );
  // Without a token the path falls through to the pages' 404: nothing says metrics exist.
  if (metrics && metricsToken) app.get('/metrics', metricsEndpoint(metrics, metricsToken));

  // Hashed file names never change content, so browsers may keep them for a year; each file was
  // compressed once at build time, and the stored form the client accepts is sent as it is.
  // Source maps are never served (docs/decisions/014).
  app.use('/assets', refuseSourceMaps);
  app.use('/assets', staticAssets(path.join(clientDir, 'assets')));
  // Image names are chosen by the data, so they may be replaced in place: cache for a day.
  app.use('/images', express.static(path.join(clientDir, 'images'), { maxAge: '1d', index: false, redirect: false, fallthrough: false }));

  app.use(crawlerFiles(site, indexing, contentIndex));

  const pageSite = buildSiteData(site, leadFormsOpen, sampleContent, counts !== undefined);
  // With the URL asked for and, through the request's own logger, its request id.
  const onRenderError = (error: unknown, request: Request, facts: RequestFacts) => {
    const url = new URL(request.url);
    (facts.log ?? logger).error({ err: error, url: redactUrl(url.pathname + url.search).slice(0, 300) }, 'render failed');
  };
  /** The route template a page path matches ('/:city/:area'), for the metrics' route label. */
  const routeOf = (pathname: string) => routePattern(routes, pathname);

  // Forms are only taken from this site's own pages.
  app.use(refuseCrossSitePosts(site.origin));
  // Pages with a route action take a form post, as a page (no JavaScript) or as data (with it),
  // each up to the largest body its own form can send (server/http/form-body.ts).
  for (const path of actionPaths) app.post([path, dataPathFor(path)], formBody(postedFormFor(path)));

  // Client-side navigation asks for a page's loader data as JSON (/london.data), and forms post there.
  app.use(
    dataEndpoint({
      handleDataRequest: createDataHandler(routes, loadContext, onRenderError),
      actionPaths,
      origin: site.origin,
      pageCache,
      cacheEnabled: pageCacheBytes > 0,
      routeOf: metrics ? routeOf : undefined,
    }),
  );
  // Pages name the script with this process's id, so they can tell when the server was replaced.
  const pageAssets = reload ? { ...assets, liveReload: reload.scriptUrl } : assets;
  const handleRequest = createRequestHandler({ routes, site: pageSite, assets: pageAssets, loadContext, onError: onRenderError });

  // A form post without JavaScript: the route's action runs, and the page is rendered with its
  // answer (the confirmation, or the form again with what was sent: 400 with the errors beside
  // their fields; 413, 429 or 500 with the page's number). Never cached.
  app.post([...actionPaths], async (req, res) => {
    const body = new URLSearchParams((req.body ?? {}) as Record<string, string>);
    const facts = { clientAddress: clientAddressOf(req), bodyTooLarge: res.locals.formTooLarge === true, log: req.log, countable: isCountable(req) };
    res.locals.route = req.path;
    const response = await handleRequest(toFetchRequest(req, res, site.origin, body), facts);
    res.status(response.status);
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'no-store');
    res.removeHeader('ETag');
    res.send(Buffer.from(await response.arrayBuffer()));
  });
  app.use(allowOnlyReads([...actionPaths]));

  app.get('/{*splat}', async (req, res) => {
    const started = performance.now();
    const response = await handleRequest(toFetchRequest(req, res, site.origin), { clientAddress: '', log: req.log, countable: isCountable(req) });
    const body = Buffer.from(await response.arrayBuffer());
    const renderMs = performance.now() - started;
    const timing = `render;dur=${renderMs.toFixed(1)}`;
    if (metrics) {
      res.locals.route = response.status === 404 ? 'not found' : routeOf(req.path);
      metrics.renderDuration.observe({ status_class: statusClass(response.status) }, renderMs / 1000);
    }
    // A 200 page depends only on its path and the day (/contact's coming closures; the cache
    // renders each page again the next day, docs/decisions/059), so it is kept; anything else (404s show the path
    // asked for) is rendered each time and never stored under a path someone made up.
    // The first request gets fast compression at once; the best forms follow in the background.
    if (response.status === 200 && !req.url.includes('?') && pageCacheBytes > 0) {
      const page = await preparePage(body, response.headers.get('content-type')!, response.headers.get('cache-control')!, 'fast');
      if (metrics) page.route = res.locals.route as string;
      pageCache.add(req.path, page);
      sendCachedPage(req, res, page, timing);
      return;
    }
    res.status(response.status);
    for (const [key, value] of response.headers) res.setHeader(key, value);
    weakenEtag(res);
    res.setHeader('Server-Timing', timing);
    // Express compares the ETag with If-None-Match and answers 304 when they match.
    res.send(body);
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) req.log?.error({ err }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).type('text/plain').set('Cache-Control', 'no-store');
    res.send(errorBody(status));
  };
  app.use(onError);

  return app;
}

/** The route template of the pages' route table a path matches: '/:city/:area', or 'not found' for none. */
function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return 'not found';
  const pattern = matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/');
  return `/${pattern}`.replace(/\/{2,}/g, '/');
}

/** The page cache's counts and size, read when Prometheus scrapes. */
function observePageCache(metrics: Metrics, cache: PageCache): void {
  counterFrom(metrics, 'page_cache_hits_total', 'Pages and page data sent from the page cache', () => cache.counts.hits);
  counterFrom(metrics, 'page_cache_misses_total', 'Pages and page data rendered and stored in the page cache', () => cache.counts.misses);
  counterFrom(metrics, 'page_cache_evictions_total', 'Pages dropped from the page cache to stay within PAGE_CACHE_MB', () => cache.counts.evictions);
  gaugeFrom(metrics, 'page_cache_bytes', 'Bytes held by the page cache, every encoding', () => cache.stats.bytes);
  gaugeFrom(metrics, 'page_cache_max_bytes', 'The page cache’s budget (PAGE_CACHE_MB)', () => cache.stats.maxBytes);
  gaugeFrom(metrics, 'page_cache_pages', 'Pages and page data held by the page cache', () => cache.stats.pages);
}

/** The request as the router sees it, on the configured origin (never the Host header). */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string, form?: URLSearchParams): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  // A form post carries its fields; HEAD is answered like GET (Express drops the body).
  const url = new URL(req.originalUrl, origin);
  return form
    ? new Request(url, { method: 'POST', body: form, signal: controller.signal })
    : new Request(url, { method: 'GET', signal: controller.signal });
}
