import { type BeaconEvent, COUNT_PATH } from '../shared/counts.ts';

/**
 * The page's first-party count beacon (docs/decisions/069): one `navigator.sendBeacon` to this
 * site's own /count per page seen, per tap on a `tel:` link and per call-back dialog opened. It
 * stores nothing in the browser (no cookie, no storage) and sends no identifier: only the event,
 * the page's path, and the host name of the page the visit came from and its utm_source, which the
 * server turns into a source class and forgets. The browser sends the beacon in the background, so
 * nothing on the page waits for it.
 */

/** Where this visit came from, read once when the visitor arrives (client-side navigations keep it). */
const arrival = (() => {
  let host = '';
  try {
    host = document.referrer ? new URL(document.referrer).hostname : '';
  } catch {
    // an unreadable referrer counts as none
  }
  return { r: host, u: (new URLSearchParams(location.search).get('utm_source') ?? '').slice(0, 40) };
})();

/** Reports one event on a page: by default the one now shown. */
export function count(event: BeaconEvent, path = location.pathname): void {
  navigator.sendBeacon?.(COUNT_PATH, new URLSearchParams({ e: event, p: path, ...arrival }).toString());
}

/** Counts every tap on a `tel:` link, wherever on the page, from before the scripts have loaded. */
export function countCallTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) count('call');
    },
    { capture: true, passive: true },
  );
}
