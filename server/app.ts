import compression from 'compression';
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { routes as appRoutes } from '../client/routes.tsx';
import type { ClientAssets } from '../shared/hydration.ts';
import type { SiteConfig } from '../shared/site.ts';
import { crawlerFiles, noindexEverything } from './crawler-files.ts';
import type { TrustProxy } from './leads/config.ts';
import { refuseCrossSitePosts } from './leads/cross-site.ts';
import type { LeadService } from './leads/index.ts';
import { PageCache, preparePage, sendCachedPage } from './page-cache.ts';
import { questionFormPaths, receiveQuestion } from './questions.ts';
import { createRequestHandler } from './render.tsx';
import { allowOnlyReads, redirectToCanonical, rejectMalformedUrls } from './url-guards.ts';

export interface AppOptions {
  site: SiteConfig;
  assets: ClientAssets;
  /** The built client folder (dist/client): assets/ and images/. */
  clientDir: string;
  logger: Logger;
  /** The route table; tests pass their own to exercise error paths. */
  routes?: RouteObject[];
  /** False on staging and previews (SITE_INDEXING=off): robots.txt disallows all, responses say noindex. */
  indexing?: boolean;
  /** Memory for rendered pages (PAGE_CACHE_MB); 0 renders every request. */
  pageCacheBytes?: number;
  /**
   * Stores and delivers what the forms send (server/leads). The server always has one; without
   * it (the static export, the budgets script) form posts answer 503 and store nothing.
   */
  leads?: LeadService;
  /** Which proxies may name the client address (TRUST_PROXY); the rate limits key on it. */
  trustProxy?: TrustProxy;
}

/** The page cache's default memory budget (PAGE_CACHE_MB=64). */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The middleware stack, in the order a request meets it:
 * access log → security headers → bad URLs → cached pages → compression → health and static files
 * → robots.txt and sitemaps → canonical redirects → cross-site post check → question forms (POST) → method check → server-side rendering → error handler.
 */
export function createApp({
  site,
  assets,
  clientDir,
  logger,
  routes = appRoutes,
  indexing = true,
  pageCacheBytes = DEFAULT_PAGE_CACHE_BYTES,
  leads,
  trustProxy = false,
}: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.slice(0, 300) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

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
    }),
  );
  if (!indexing) app.use(noindexEverything);
  app.use(rejectMalformedUrls);

  // Pages rendered before are sent from memory, already compressed, before any other work.
  const pageCache = new PageCache(pageCacheBytes);
  app.locals.pageCache = pageCache;
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?')) return next();
    const page = pageCache.get(req.path);
    if (!page) return next();
    sendCachedPage(req, res, page, 'cache;desc="hit"');
  });

  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));

  app.get('/healthz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    let oldestUndeliveredLeadSeconds: number | null;
    try {
      oldestUndeliveredLeadSeconds = leads ? await leads.oldestUndeliveredAgeSeconds() : null;
    } catch (error) {
      logger.error({ err: error }, 'health check: lead database unreachable');
      res.status(503).json({ status: 'error', uptimeSeconds: Math.round(process.uptime()), leads: 'database unreachable' });
      return;
    }
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), oldestUndeliveredLeadSeconds });
  });

  // Hashed file names never change content, so browsers may keep them for a year.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // Image names are chosen by the data, so they may be replaced in place: cache for a day.
  app.use('/images', express.static(path.join(clientDir, 'images'), { maxAge: '1d', index: false, fallthrough: false }));

  app.use(crawlerFiles(site, indexing));

  app.use(redirectToCanonical);
  // Forms are only taken from this site's own pages.
  app.use(refuseCrossSitePosts(site.origin));
  // Without JavaScript the question forms post here; with it they never leave the page.
  if (leads) app.post([...questionFormPaths], ...receiveQuestion(leads));
  else app.post([...questionFormPaths], (_req, res) => void res.status(503).type('text/plain').send('This copy of the site does not take forms.\n'));
  app.use(allowOnlyReads(questionFormPaths));

  const handleRequest = createRequestHandler({
    routes,
    site,
    assets,
    onError: (error) => logger.error({ err: error }, 'render failed'),
  });

  app.get('/{*splat}', async (req, res) => {
    const started = performance.now();
    const response = await handleRequest(toFetchRequest(req, res, site.origin));
    const body = Buffer.from(await response.arrayBuffer());
    const timing = `render;dur=${(performance.now() - started).toFixed(1)}`;
    // A 200 page depends only on its path, so it is kept; anything else (404s show the path
    // asked for) is rendered each time and never stored under a path someone made up.
    if (response.status === 200 && !req.url.includes('?') && pageCacheBytes > 0) {
      const page = await preparePage(body, response.headers.get('content-type')!, response.headers.get('cache-control')!);
      pageCache.set(req.path, page);
      sendCachedPage(req, res, page, timing);
      return;
    }
    res.status(response.status);
    response.headers.forEach((value, key) => res.setHeader(key, value));
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
    res.send(status === 404 ? 'Not Found\n' : status === 500 ? 'Internal Server Error\n' : 'Bad Request\n');
  };
  app.use(onError);

  return app;
}

/** The request as the router sees it, on the configured origin (never the Host header). */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  // HEAD is answered like GET (Express drops the body).
  return new Request(new URL(req.originalUrl, origin), { method: 'GET', signal: controller.signal });
}
