import type { SiteConfig } from './site.ts';

/** Hashed client files, read from the build's manifest by the server. */
export interface ClientAssets {
  /** e.g. '/assets/entry-3FJ2KQ7A.js' */
  js: string;
  /** e.g. '/assets/entry-LZ4X6N2P.css' */
  css: string;
}

/** The router's state after the server's loaders ran, in the shape React Router's client expects. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * Everything the client needs to hydrate, written by the server into one
 * `<script type="application/json">` block. A data block is never executed, so the page
 * needs no inline script and the Content-Security-Policy can stay `script-src 'self'`.
 */
export interface HydrationPayload {
  site: SiteConfig;
  assets: ClientAssets;
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
