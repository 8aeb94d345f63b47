/** Static files cannot escape their folders: traversal attempts under /assets and /images get a 4xx and none of the file. */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { clientDir, makeApp } from './helpers/app.ts';
import { leaks } from './helpers/leaks.ts';
import { closeServer, listen, rawGet } from './helpers/raw-http.ts';

describe('static files cannot escape their folders', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = makeApp().listen(0, '127.0.0.1');
    port = await listen(server);
  });
  afterAll(() => closeServer(server));

  // dist/client/{assets,images} is two folders below dist and three below the project root,
  // so each escape is tried at two, three and four levels.
  const escapes = [
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/assets/..%2fpackage.json',
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e%2f%2e%2e%2fserver%2fmain.ts',
    '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    ...[2, 3, 4].flatMap((n) => [
      `/assets/${'../'.repeat(n)}package.json`,
      `/assets/${'%2e%2e/'.repeat(n)}package.json`,
      `/assets/${'..%2f'.repeat(n)}package.json`,
      `/assets/${'..%5c'.repeat(n)}package.json`,
      `/assets/${'..\\'.repeat(n)}package.json`,
      `/images/${'%2e%2e%2f'.repeat(n)}server%2fmain.ts`,
      `/images/${'..%2f'.repeat(n)}server/app.ts`,
      `/images/${'.%2e/'.repeat(n)}tsconfig.json`,
      `/Images/${'%2E%2E/'.repeat(n)}package.json`,
      `/assets/chunks/${'../'.repeat(n + 1)}package.json`,
      `/assets/${'..%252f'.repeat(n)}package.json`,
      `/images/${'../'.repeat(n + 3)}etc/passwd`,
      `/images/${'%2e%2e%2f'.repeat(n + 3)}etc%2fpasswd`,
    ]),
  ];

  it('answers every escape attempt with a 4xx and none of the file', async () => {
    const answers: string[] = [];
    for (const target of escapes) {
      const res = await rawGet(port, Buffer.from(target));
      const leaked = leaks(res.body);
      if (res.status < 400 || res.status >= 500 || leaked.length) answers.push(`${target} → ${res.status} ${leaked.join(', ')}`);
    }
    expect(answers).toEqual([]);
  });

  it('still serves the files inside the folders (the escapes were refused, not everything)', async () => {
    const { js } = readAssets(clientDir);
    expect((await rawGet(port, Buffer.from(js))).status).toBe(200);
    expect((await rawGet(port, Buffer.from('/images/favicon.svg'))).status).toBe(200);
  });
});
