import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { makeApp } from './app.ts';

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/** Serves the real app (the test's own, or the default) on a free loopback port. */
export async function serve(app: Express = makeApp()): Promise<Served> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
