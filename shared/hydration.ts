import type { SiteData } from './site.ts';

/** The hashed client files one page uses (the server picks them from the build's manifest). */
export interface PageAssets {
  /** e.g. '/assets/entry-3FJ2KQ7A.js' */
  js: string;
  /** e.g. '/assets/entry-LZ4X6N2P.css' */
  css: string;
  /** The notices' stylesheet, loaded with them on the first notice (client/notices.ts). */
  noticesCss: string;
  /** The icon sprite, e.g. '/assets/icons-5XQ2.svg'; icons are `<use href="{icons}#{name}">`. */
  icons: string;
  /** Chunks the page will import: the entry's shared chunks and the matched routes' own. */
  preloads: string[];
  /** Development builds only: the live-reload script, naming the server that rendered the page (server/http/live-reload.ts). */
  liveReload?: string;
}

/**
 * An error a route's loader or action threw, as the page carries it: a route error response (a
 * 404) keeps its status, any other error only a generic message, so nothing about the server leaks.
 */
export type SerializedRouteError = { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

/** The router's state after the server's loaders ran; the client passes it to `createBrowserRouter` as `hydrationData`. */
interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedRouteError> | null;
}

/**
 * Everything the client needs to hydrate, written by the server into one
 * `<script type="application/json">` block. A data block is never executed, so the page
 * needs no inline script and the Content-Security-Policy can stay `script-src 'self'`.
 */
export interface HydrationPayload {
  site: SiteData;
  assets: PageAssets;
  router: RouterHydrationData;
}

export const HYDRATION_ELEMENT_ID = 'app-data';

/** JSON safe to place inside a `<script>` element: no `</script>` or HTML comment can be formed. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
