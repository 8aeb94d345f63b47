import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { HydrationPayload } from '../shared/hydration.ts';
import { Document } from './document.tsx';
import { setNoticeStylesheet } from './notices.ts';
import { clientRoutes as routes } from './routes.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';
import { count } from './count-beacon.ts';

/**
 * Loads the lazy parts of the routes that match this URL before hydrating: otherwise the router
 * would start uninitialised, render nothing, and the server HTML would not match.
 */
async function resolveLazyMatches(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await lazy());
      } else {
        const entries = Object.entries(lazy) as [keyof RouteObject, () => Promise<unknown>][];
        for (const [key, load] of entries) Object.assign(route, { [key]: await load() });
      }
      delete route.lazy;
    }),
  );
}

/**
 * The router's state as the server left it. A route error response (a 404) arrives as its plain
 * fields, which is all `isRouteErrorResponse` asks of it; any other error arrives as a message
 * only (server/http/render.tsx) and becomes an `Error` again.
 */
function hydrationState({ loaderData, actionData, errors }: HydrationPayload['router']): HydrationState {
  if (!errors) return { loaderData, actionData, errors: null };
  const rebuilt: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    rebuilt[routeId] =
      error.kind === 'response'
        ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
        : new Error(error.message);
  }
  return { loaderData, actionData, errors: rebuilt };
}

/** Given the server's data (and its JSON, which the document renders again), loads the page's route modules and hydrates the document. */
export async function start(payload: HydrationPayload, json: string): Promise<void> {
  setNoticeStylesheet(payload.assets.noticesCss);
  // Each step in a task of its own: evaluating the page's route module, then the router.
  await resolveLazyMatches(routes);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: hydrationState(payload.router) });
  // Each page reached by a client-side navigation is a page seen, like the first (client/count-beacon.ts).
  let shown = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
    shown = state.location.pathname;
    count('view', shown);
  });
  await yieldToBrowser();

  // Hydrating as a transition lets React hand the main thread back to the browser every few
  // milliseconds, so a tap during hydration is answered instead of waiting behind one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document site={payload.site} assets={payload.assets} hydrationJson={json}>
          <HelmetProvider>
            <RouterProvider router={router} />
          </HelmetProvider>
        </Document>
      </StrictMode>,
      {
        // Report hydration mismatches loudly in production builds too, so tests catch them.
        onRecoverableError: (error) => console.error('Recoverable error during hydration:', error),
      },
    );
  });
}
