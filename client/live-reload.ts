/**
 * Reloads the page once the server that rendered it has been replaced: `npm run dev` restarts the
 * server after every save (docs/decisions/032-dev-loop.md). Only development builds contain this
 * script (scripts/build.ts --dev), and only their pages reference it, as an external file, so the
 * Content-Security-Policy stays `script-src 'self'`.
 *
 * The page names its server in this script's URL. The event stream tells each new connection which
 * server is answering; a restart drops the stream, the browser reconnects on its own until the new
 * server answers, and a different id means the page is out of date.
 */
// `shared/` is this repository's top-level folder of code used by server and browser (docs/decisions/050).
import { LIVE_RELOAD_EVENTS, LIVE_RELOAD_SERVER_PARAM } from '../shared/live-reload.ts';

const renderedBy = new URL(import.meta.url).searchParams.get(LIVE_RELOAD_SERVER_PARAM);

new EventSource(LIVE_RELOAD_EVENTS).addEventListener('message', (event) => {
  if (event.data !== renderedBy) location.reload();
});
