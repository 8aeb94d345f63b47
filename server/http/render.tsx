import { keepPromises } from '../business/promises.ts';
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { Document } from '../../client/document.tsx';
import { serializeForScript, type HydrationPayload, type PageAssets, type SerializedRouteError } from '../../shared/hydration.ts';
import { MAX_SHOWN_PATH, sectionPaths } from '../../shared/navigation.ts';
import type { SiteData } from '../../shared/site.ts';
import type { BuildAssets } from './assets.ts';
import { indexEverything } from '../views/content-index.ts';
import { type LoadContext, type RequestFacts, routerContextFor } from './load-context.ts';
import { FatalErrorPage } from './fatal-error-page.tsx';

export interface RenderOptions {
  routes: RouteObject[];
  site: SiteData;
  assets: BuildAssets;
  /** Called with errors thrown while loading or rendering, the request and its facts (logged by the caller). */
  onError?: (error: unknown, request: Request, facts: RequestFacts) => void;
  /** What loaders get as `context` (which location pages may be indexed). */
  loadContext?: LoadContext;
  /** Render the 404 page once and fill in each path (default); off, every 404 is rendered (tests compare the two). */
  shareNotFoundPage?: boolean;
}

/** A render that has not finished by then is abandoned with a 500. */
const RENDER_TIMEOUT_MS = 10_000;

const cachePolicy: Record<number, string> = {
  200: 'public, max-age=300',
  404: 'public, max-age=60',
};

/**
 * The Fetch-style seam between HTTP and React: `Request` in, `Response` out. Express adapts it
 * (server/app.ts); tests can call it directly. The HTML is rendered in full before it is sent, so
 * each response carries an ETag and the bytes can be cached.
 */
export function createRequestHandler({
  routes,
  site,
  assets,
  onError = () => {},
  shareNotFoundPage = true,
  loadContext = { contentIndex: indexEverything, clientAddress: '', leadFormsOpen: site.leadFormsOpen, sampleContent: site.sampleContent },
}: RenderOptions) {
  const handler = createStaticHandler(routes);
  // One 404 page per menu section (the section's link is marked current), at most five.
  const notFoundShells = new Map<string, Promise<string>>();

  /** `facts`: the visitor's address for this request (rate limits of the forms), and whether its form was too large. */
  return async function handleRequest(request: Request, facts: RequestFacts = { clientAddress: '' }): Promise<Response> {
    try {
      const context = await handler.query(request, { requestContext: routerContextFor(loadContext, facts) });
      // A loader may redirect; React Router hands back that Response unchanged.
      if (context instanceof Response) return context;
      for (const error of Object.values(context.errors ?? {})) {
        if (!isRouteErrorResponse(error)) onError(error, request, facts);
      }
      const { pathname } = new URL(request.url);
      if (shareNotFoundPage && isPlainNotFound(context) && pathname.length <= MAX_SHOWN_PATH) {
        // Every 404 page is the same but for the path it shows, so React renders it once, for a
        // placeholder path, and each 404 fills in its own (escaped as React escapes text). Nothing
        // is stored per path, and a flood of made-up URLs costs a string replace each.
        const section = sectionPaths.find((to) => pathname === to || pathname.startsWith(`${to}/`)) ?? '';
        const placeholder = `${section}${NOT_FOUND_PLACEHOLDER}`;
        if (!notFoundShells.has(section)) notFoundShells.set(section, renderNotFoundShell(handler, request, placeholder, site, assets));
        return htmlResponse((await notFoundShells.get(section)!).split(placeholder).join(escapeHtml(pathname)), 404);
      }
      // Promises the business does not make (or only the sample does) leave the page's data here (server/business/promises.ts).
      context.loaderData = keepPromises(context.loaderData, loadContext.sampleContent);
      const html = await renderDocument(context, handler.dataRoutes, site, assets);
      const response = htmlResponse(html, context.statusCode);
      // Headers an action set (Retry-After on a rate-limited form post) go out with the page.
      for (const headers of Object.values(context.actionHeaders ?? {})) for (const [key, value] of headers) response.headers.set(key, value);
      return response;
    } catch (error) {
      onError(error, request, facts);
      return htmlResponse(renderFatalError(site, assets), 500);
    }
  };
}

/** A path no route has, standing in for the real one in the shared 404 page. */
export const NOT_FOUND_PLACEHOLDER = '/zz-404-placeholder-7f3a9c';

async function renderNotFoundShell(
  handler: ReturnType<typeof createStaticHandler>,
  request: Request,
  placeholder: string,
  site: SiteData,
  assets: BuildAssets,
): Promise<string> {
  const context = await handler.query(new Request(new URL(placeholder, request.url)));
  if (context instanceof Response || !isPlainNotFound(context)) throw new Error('the 404 placeholder path did not render the 404 page');
  return renderDocument(context, handler.dataRoutes, site, assets);
}

/** A 404 from the router or a loader, shown by the pages' error boundary: the standard 404 page. */
function isPlainNotFound(context: StaticHandlerContext): boolean {
  const errors = Object.entries(context.errors ?? {});
  return context.statusCode === 404 && errors.length === 1 && errors[0]![0] === 'pages' && isRouteErrorResponse(errors[0]![1]);
}

/** The escaping React applies to text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/**
 * The files a page needs: the entry and its stylesheet, and the chunks the entry imports and the
 * matched routes' own chunks. The chunks travel in the hydration data, not as links in the HTML:
 * the entry asks for them all at once after the page's `load` event (client/entry.tsx,
 * docs/decisions/048), instead of the browser discovering each after the one before.
 */
function pageAssets(assets: BuildAssets, routeIds: readonly string[]): PageAssets {
  const preloads = new Set(assets.entryImports);
  for (const id of routeIds) for (const file of assets.routeChunks[id] ?? []) preloads.add(file);
  const page: PageAssets = { js: assets.js, css: assets.css, noticesCss: assets.noticesCss, icons: assets.icons, preloads: [...preloads] };
  if (assets.liveReload) page.liveReload = assets.liveReload;
  return page;
}

function renderDocument(
  context: StaticHandlerContext,
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  site: SiteData,
  assets: BuildAssets,
): Promise<string> {
  const router = createStaticRouter(dataRoutes, context);
  const payload: HydrationPayload = {
    site,
    // A 404 preloads only the shared chunks: its page is the same whatever route nearly matched.
    assets: pageAssets(assets, isPlainNotFound(context) ? [] : context.matches.map((match) => match.route.id)),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  };
  const app = (
    <Document site={site} assets={payload.assets} hydrationJson={serializeForScript(payload)}>
      <HelmetProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HelmetProvider>
    </Document>
  );

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    const timer = setTimeout(() => stream.abort(new Error('Render timed out')), RENDER_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    sink.on('error', fail);
    const stream = renderToPipeableStream(app, {
      // Crawlers and the cache want the complete page: wait for everything, then send it at once.
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
}

/**
 * The router's errors as the page carries them (client/hydrate.tsx rebuilds them). Only route
 * error responses (404s, 410s) keep their details, with the data a loader gave them on purpose (a
 * 410 place's served places); any other error is reduced to a generic message so nothing about
 * the server leaks into the page.
 */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data ?? null }
      : { kind: 'error', message: 'Unexpected server error' };
  }
  return out;
}

/** The last resort when React itself could not render: static HTML that still gives the phone number. */
function renderFatalError(site: SiteData, assets: BuildAssets): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<FatalErrorPage site={site} stylesheet={assets.css} liveReload={assets.liveReload} />)}`;
}

function htmlResponse(html: string, status: number): Response {
  const body = Buffer.from(html, 'utf8');
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cachePolicy[status] ?? 'no-store',
      ETag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    },
  });
}
