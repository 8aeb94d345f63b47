/**
 * The server process of `npm run dev` (scripts/dev.ts), started as soon as a save is seen: loading
 * the server's modules is most of a start, so it happens while the client is still building. On
 * the message 'start' (the build is done, the old server has let go of the port and the lead
 * database), it runs server/main.ts, which reads the new build's manifest.
 */
// Most of what server/main.ts imports; anything missing here still loads, later.
import '../server/app.ts';
import '../server/leads/index.ts';

process.once('message', () => void import('../server/main.ts'));
// The channel closes when `npm run dev` ends, however it ends: stop too, rather than hold the port.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
