import { type ActionFunction, data, redirect, type LoaderFunction } from 'react-router';
import { HONEYPOT_FIELD } from '../shared/lead-fields.ts';
import { dataPathFor, type RouteDataResponse } from '../shared/route-data.ts';

/**
 * The browser's loader for a page: it asks the server for the page's loader data as JSON
 * (`/{path}.data`, answered by server/http/data-endpoint.ts) instead of bundling loaders and content.
 * On the first page view the router already has that data from the HTML, so this runs only on
 * client-side navigation. A redirect comes back as JSON and is followed by the router, so the
 * address bar shows where the visitor ended up; a 404 renders the shared 404 page, a 410 the 410 page.
 */
export function fetchRouteData(routeId: string): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const response = await fetch(dataPathFor(url.pathname) + url.search, {
      signal: request.signal,
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
    // A page the business's facts take away: the 410 page, with what its loader gave it.
    if (response.status === 410) throw data(((await response.json()) as { data?: unknown }).data ?? null, { status: 410, statusText: 'Gone' });
    if (!response.ok) throw new Error(`Loading ${url.pathname} failed with ${response.status}`);
    const body = (await response.json()) as RouteDataResponse;
    if ('redirect' in body) throw redirect(body.redirect, body.status);
    return 'loaderData' in body ? (body.loaderData[routeId] ?? null) : null;
  };
}

/**
 * The browser's action for a page with a form: the form's fields go to the same data path as a
 * POST, where the server runs the route's action (the code path a no-JavaScript post takes too),
 * and the answer comes back as the action's data, with its status.
 */
export function postRouteAction(routeId: string): ActionFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const fields = new URLSearchParams();
    for (const [key, value] of await request.formData()) if (typeof value === 'string') fields.append(key, value);
    const values = Object.fromEntries([...fields].filter(([key]) => key !== HONEYPOT_FIELD));
    let response: Response;
    try {
      response = await fetch(dataPathFor(url.pathname), {
        method: 'POST',
        body: fields,
        signal: request.signal,
        headers: { Accept: 'application/json' },
      });
    } catch (error) {
      // Offline or the server unreachable: the form says it was not sent and keeps what was typed,
      // instead of the page turning into an error page. A cancelled submission stays cancelled.
      if (request.signal.aborted) throw error;
      return data({ status: 'failed', values }, { status: 503 });
    }
    const body = (await response.json().catch(() => null)) as RouteDataResponse | null;
    if (body && 'redirect' in body) throw redirect(body.redirect, body.status);
    // Refused before the action ran (a rate limit in front of it, the cross-site check): the form
    // says so, when to try again where the server said, and keeps what was typed.
    if (!body || !('actionData' in body)) {
      if (response.status === 429) {
        const retryAfterSeconds = Number(response.headers.get('Retry-After')) || undefined;
        return data({ status: 'rate-limited', values, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }, { status: 429 });
      }
      return data({ status: 'failed', values }, { status: response.status });
    }
    return data(body.actionData[routeId] ?? null, { status: body.status });
  };
}
