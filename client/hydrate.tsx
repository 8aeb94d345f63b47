import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { HydrationPayload } from '../shared/hydration.ts';
import { Document } from './document.tsx';
import { setNoticeStylesheet } from './notices.ts';
import { clientRoutes as routes } from './routes.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

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

/** Given the server's data (and its JSON, which the document renders again), loads the page's route modules and hydrates the document. */
export async function start(payload: HydrationPayload, json: string): Promise<void> {
  // React Router reads this global (and turns serialised errors back into error objects).
  window.__staticRouterHydrationData = payload.router;
  setNoticeStylesheet(payload.assets.noticesCss);
  // Each step in a task of its own: evaluating the page's route module, then the router.
  await resolveLazyMatches(routes);
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
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
