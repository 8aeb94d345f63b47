import { type BeaconEvent, COUNT_PATH } from '../shared/counts.ts';

/**
 * The page's first-party count beacon (docs/decisions/069): one `navigator.sendBeacon` to this
 * site's own /count per page seen, per tap on a `tel:` link and per call-back dialog opened. It
 * stores nothing in the browser (no cookie, no storage) and sends no identifier: only the event,
 * the page's path, and the host name of the page the visit came from and its utm_source, which the
 * server turns into a source class and forgets. The browser sends the beacon in the background, so
 * nothing on the page waits for it.
 */

/**
 * Where this visit came from, read the first time it is asked, which entry.tsx does as the page
 * arrives (client-side navigations keep it); never at import, since the server renders the
 * components that import this module.
 */
let arrival: { r: string; u: string } | null = null;
function arrivalFields(): { r: string; u: string } {
  if (arrival) return arrival;
  let host = '';
  try {
    host = document.referrer ? new URL(document.referrer).hostname : '';
  } catch {
    // an unreadable referrer counts as none
  }
  arrival = { r: host, u: (new URLSearchParams(location.search).get('utm_source') ?? '').slice(0, 40) };
  return arrival;
}

/** Reports one event on a page: by default the one now shown. */
export function count(event: BeaconEvent, path = location.pathname): void {
  // Only where the server says it counts (client/document.tsx): never to a static host.
  if (!document.documentElement.hasAttribute('data-counts')) return;
  navigator.sendBeacon?.(COUNT_PATH, new URLSearchParams({ e: event, p: path, ...arrivalFields() }).toString());
}

/** Notes where the visit came from, then counts every tap on a `tel:` link, wherever on the page, from before the page has loaded. */
export function countCallTaps(): void {
  arrivalFields();
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) count('call');
    },
    { capture: true, passive: true },
  );
}
