import { deepStrictEqual } from 'node:assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';

/**
 * The shared server runs in its own process (test/browser/server.ts), where React reports render
 * problems with console.error. That process keeps those calls and hands them out, as JSON, on a
 * loopback port of their own; the test that finishes next fails with them (fixtures.ts).
 */
export async function recordConsoleErrors(): Promise<string> {
  let logged: string[] = [];
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    print(...args);
  };
  // Each answer holds what was logged since the last, so each call fails exactly one test, even
  // though Playwright starts a fresh worker after every failure.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(logged));
    logged = [];
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** In a test worker: what the shared server has logged with console.error since anyone last asked. */
export async function serverConsoleErrors(url: string): Promise<string[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as string[];
}

/**
 * Opens a served app's lead store with a post that stores nothing (a filled honeypot), so the
 * forms' first post in a test, timed by the page's clock, does not wait for the database.
 */
export async function openLeadStore(origin: string): Promise<void> {
  const warm = await fetch(`${origin}/blog.data`, { method: 'POST', body: new URLSearchParams({ website: 'warm-up' }) });
  deepStrictEqual(await warm.json(), { actionData: { blog: { status: 'sent' } }, status: 200 });
}
