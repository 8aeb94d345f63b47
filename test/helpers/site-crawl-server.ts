/**
 * The process that crawls the site once per vitest run (started by test/helpers/global-setup.ts):
 * serves the real app on a loopback port, crawls it at once, and answers every request on its own
 * port with the crawl as JSON when it is done. A process of its own, so neither the rendering nor
 * the crawl slows vitest's main process, which loads every test file's modules for the workers.
 * Prints `site crawl at <url>` when it listens; the parent stops it with SIGTERM, or by going away.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from './serve.ts';
import { crawlSite } from './site-crawl.ts';

const app = await serve();
const body = crawlSite(app.origin).then((crawl) => JSON.stringify(crawl));
const server = createServer((_req, res) => {
  body.then(
    (json) => res.writeHead(200, { 'content-type': 'application/json' }).end(json),
    (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.stack ?? String(error)),
  );
});
server.listen(0, '127.0.0.1', () => console.log(`site crawl at http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
process.once('SIGTERM', () => process.exit(0));
// The parent holds our standard input open; when it goes, however it went, so do we.
process.stdin.on('end', () => process.exit(0)).resume();
