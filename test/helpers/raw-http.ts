/**
 * Raw HTTP over TCP, and starting and stopping a test server on a loopback port. Garbage request
 * targets must reach the server exactly as written: fetch and supertest parse the address with
 * WHATWG URL first, which resolves `..` and `%2e%2e`, turns `\` into `/` and encodes what it likes.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as latin1 text (no Accept-Encoding is sent, so it is never compressed). */
  body: string;
}

/** Sends `GET <target> HTTP/1.1` exactly as given and reads the answer until the server closes. */
export function rawGet(port: number, target: Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!match) {
        reject(new Error(`no HTTP status line in ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(match[1]), headers, body: split === -1 ? '' : text.slice(split + 4) });
    });
    socket.write(Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')]));
  });
}

export async function listen(server: Server): Promise<number> {
  if (!server.listening) await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
