/**
 * What the page's count beacon (client/count-beacon.ts) may send to the server's counts endpoint
 * (server/counts/beacon.ts), shared so the two cannot drift apart (docs/decisions/069). The body
 * is a short query string: `e` the event, `p` the page's path, `r` the host name of the page the
 * visit came from (never its path or query, and never stored: the server turns it into a source
 * class), `u` the visit's utm_source. No imports: the browser loads it.
 */
export const COUNT_PATH = '/count';

/**
 * Every event the counts know, the one list of them, with the report's column each adds to
 * (server/counts/report.ts): the browser's (BEACON_EVENTS) and the server's own (a call-back
 * request or question stored, a postcode search answered).
 */
export const COUNT_EVENT_COLUMNS = {
  view: 'views',
  call: 'calls',
  callback_open: 'callback_opens',
  callback_request: 'callback_requests',
  question: 'questions',
  finder_page: 'finder_searches',
  finder_uncovered: 'finder_searches',
  finder_invalid: 'finder_searches',
} as const;
export type CountEvent = keyof typeof COUNT_EVENT_COLUMNS;

/** Events the browser reports: a page seen, a tap on a `tel:` link, the call-back dialog opened. */
export const BEACON_EVENTS = ['view', 'call', 'callback_open'] as const satisfies readonly CountEvent[];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];

/** The longest body the endpoint reads; anything longer is dropped unread. */
export const COUNT_BODY_MAX_BYTES = 400;
