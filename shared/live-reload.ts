/**
 * The development server's event stream (server/http/live-reload.ts): on every connection it first
 * sends the id of the server process answering, which the page's live-reload script compares
 * with the id of the server that rendered the page (client/live-reload.ts).
 */
export const LIVE_RELOAD_EVENTS = '/__dev/events';

/** The query parameter of the live-reload script's URL that names the server that rendered the page. */
export const LIVE_RELOAD_SERVER_PARAM = 'server';
