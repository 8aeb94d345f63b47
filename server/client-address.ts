import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The visitor's address as the forms' rate limits key on it: Express's `req.ip` (which follows
 * X-Forwarded-For from the proxies TRUST_PROXY names) when that is an IP address, else the
 * address of the connection itself. A proxy passes on whatever the client wrote into the header,
 * and a made-up value must not earn a rate-limit budget of its own.
 */
export function clientAddressOf(req: Request): string {
  const ip = req.ip;
  if (ip && isIP(ip) !== 0) return ip;
  return req.socket.remoteAddress ?? '';
}
