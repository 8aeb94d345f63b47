/**
 * A server process of `npm run dev` (scripts/dev.ts), started before a save needs it. It loads
 * the server's heaviest packages, which a save does not change, and waits. On 'start' (a save was
 * made, the client is built, the old server has let go of the port and the lead database) it runs
 * server/main.ts: only the project's own modules, read fresh from disk, load after the save.
 */
process.once('message', () => void import('../server/main.ts'));
// The channel closes when `npm run dev` ends, however it ends: stop too, rather than hold the port.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

/**
 * About a second of loading together, against a fifth of a second for the project's modules.
 * A package left out still loads, at start; one that fails to load here fails there too.
 */
const PACKAGES = ['express', 'react-router', 'react-dom/server', 'zod', 'libsql', 'kysely', 'libphonenumber-js/max', 'nodemailer', 'pg', 'pino'];
void Promise.allSettled(PACKAGES.map((name) => import(name)));
