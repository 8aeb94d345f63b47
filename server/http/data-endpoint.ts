import { keepPromises } from '../business/promises.ts';
import { createHash } from 'node:crypto';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createStaticHandler, type ErrorResponse, isRouteErrorResponse, type RouteObject } from 'react-router';
import { pagePathFor, type RouteDataResponse } from '../../shared/route-data.ts';
import { clientAddressOf } from './client-address.ts';
import { isCountable } from '../counts/visitor.ts';
import { type LoadContext, type RequestFacts, routerContextFor } from './load-context.ts';
import { type PageCache, preparePage, sendCachedPage } from './page-cache.ts';
import { weakenEtag } from './hardening.ts';
import { canonicalPath } from './url-guards.ts';

/**
 * Loader data for client-side navigation (docs/decisions/001). `GET /{path}.data` runs the same
 * route table as the page `/{path}` and answers with exactly the loader data that page embeds in
 * its HTML, so it can serve nothing a page would not:
 * - 200 `{ loaderData }` for a page that exists, cached and validated like the page itself;
 * - 404 where the page would be a 404;
 * - 202 `{ redirect, status }` where the page would redirect (a canonical spelling or a loader's
 *   redirect), so the browser's router follows it itself instead of `fetch` following it unseen;
 * - 500 with no details when a loader fails.
 * A form post to `/{path}.data` runs the page's action alone and answers with its data.
 */
export function createDataHandler(
  routes: RouteObject[],
  loadContext: LoadContext,
  onError: (error: unknown, request: Request, facts: RequestFacts) => void = () => {},
) {
  const handler = createStaticHandler(routes);

  return async function handleDataRequest(request: Request, facts: RequestFacts = { clientAddress: '' }): Promise<Response> {
    try {
      // A form post needs only the action's answer: the browser keeps the page's loader data (its
      // routes do not revalidate after a post, client/routes.tsx), so no loader runs for it. A post
      // without JavaScript renders the whole page, loaders included (server/http/render.tsx).
      const context = await handler.query(request, {
        requestContext: routerContextFor(loadContext, facts),
        skipRevalidation: request.method === 'POST',
      });
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        if (location && context.status >= 300 && context.status < 400) return redirectAnswer(location, context.status);
        return jsonAnswer({ error: 'Unexpected response' }, 500);
      }
      const errors = Object.values(context.errors ?? {});
      const failure = errors.find((error) => !isRouteErrorResponse(error));
      if (failure) {
        onError(failure, request, facts);
        return jsonAnswer({ error: 'Unexpected server error' }, 500);
      }
      // A 404 or 410, with the data its loader gave it (a 410 place's served places).
      if (errors.length) {
        const [error] = errors as ErrorResponse[];
        return jsonAnswer({ error: error!.statusText, ...(error!.data != null ? { data: error!.data } : {}) }, context.statusCode);
      }
      // A form post: the action's answer and its status (400 when the form needs correcting) in the
      // body. The response itself is a 200: a form to correct is an answer, not a failed request.
      if (request.method === 'POST') {
        return jsonAnswer({ actionData: context.actionData ?? {}, status: context.statusCode } satisfies RouteDataResponse, 200);
      }
      const loaderData = keepPromises(
        Object.fromEntries(Object.entries(context.loaderData).filter(([, value]) => value !== undefined)),
        loadContext.sampleContent,
      );
      return jsonAnswer({ loaderData } satisfies RouteDataResponse, 200);
    } catch (error) {
      onError(error, request, facts);
      return jsonAnswer({ error: 'Unexpected server error' }, 500);
    }
  };
}

function redirectAnswer(location: string, status: number): Response {
  const body: RouteDataResponse = { redirect: location, status };
  return jsonAnswer(body, 202);
}

function jsonAnswer(body: unknown, status: number): Response {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  const cacheControl =
    'actionData' in (body as object)
      ? 'no-store'
      : status === 200 || status === 202
        ? 'public, max-age=300'
        : status === 404
          ? 'public, max-age=60'
          : 'no-store';
  return new Response(bytes, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl,
      ETag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`,
    },
  });
}

/** Whether a path is a data request (`/london.data`, `/_root.data`). */
export function isDataRequest(path: string): boolean {
  return pagePathFor(path) !== null;
}

interface DataEndpointOptions {
  handleDataRequest: (request: Request, facts?: RequestFacts) => Promise<Response>;
  /** Pages whose route has an action: their data path also takes a form POST. */
  actionPaths: readonly string[];
  origin: string;
  pageCache: PageCache;
  cacheEnabled: boolean;
  /** The route template of a page path, for the metrics' route label; absent without metrics. */
  routeOf?: (pagePath: string) => string;
}

/** Express side of the data endpoint: canonical spellings first, then the cache, then the router. */
export function dataEndpoint({ handleDataRequest, actionPaths, origin, pageCache, cacheEnabled, routeOf }: DataEndpointOptions) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    const pagePath = pagePathFor(req.path);
    if (pagePath === null) return next();
    if (routeOf) res.locals.route = `${routeOf(pagePath)}.data`;
    if (req.method === 'POST' && actionPaths.includes(pagePath)) {
      // The body was read by the form parser (server/http/form-body.ts); anything else counts as an empty form.
      const body = new URLSearchParams((req.body ?? {}) as Record<string, string>);
      const request = new Request(new URL(pagePath, origin), { method: 'POST', body });
      await send(
        res,
        await handleDataRequest(request, {
          clientAddress: clientAddressOf(req),
          bodyTooLarge: res.locals.formTooLarge === true,
          log: req.log,
          countable: isCountable(req),
        }),
      );
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const query = req.url.slice(req.path.length);
    const canonical = canonicalPath(pagePath);
    if (canonical !== pagePath) {
      await send(res, redirectAnswer(canonical + query, 301));
      return;
    }
    const cacheable = cacheEnabled && query === '';
    const cached = cacheable ? pageCache.get(req.path) : undefined;
    if (cached) {
      sendCachedPage(req, res, cached, 'cache;desc="hit"');
      return;
    }
    const response = await handleDataRequest(new Request(new URL(pagePath + query, origin), { method: 'GET' }), {
      clientAddress: '',
      log: req.log,
      countable: isCountable(req),
    });
    if (cacheable && response.status === 200) {
      const body = Buffer.from(await response.arrayBuffer());
      // Like a page: fast compression now, the best forms in the background (server/http/page-cache.ts).
      const entry = await preparePage(body, response.headers.get('content-type')!, response.headers.get('cache-control')!, 'fast');
      pageCache.add(req.path, entry);
      sendCachedPage(req, res, entry, 'render');
      return;
    }
    await send(res, response);
  };
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [key, value] of response.headers) res.setHeader(key, value);
  // One body, compressed per request: its validator cannot promise the same bytes (docs/decisions/014).
  weakenEtag(res);
  res.send(Buffer.from(await response.arrayBuffer()));
}
