import { isIP, SocketAddress } from 'node:net';
import type { Request } from 'express';

/**
 * The visitor's address as the forms' rate limits key on it, in one spelling (canonicalAddress):
 * Express's `req.ip` (which follows X-Forwarded-For from the proxies TRUST_PROXY names) when that
 * is an IP address, else the address of the connection itself. A proxy passes on whatever the
 * client wrote into the header, and a made-up value must not earn a rate-limit budget of its own:
 * it counts as the connection's address, spelt as a post without the header would spell it.
 */
export function clientAddressOf(req: Request): string {
  return canonicalAddress(req.ip) ?? canonicalAddress(req.socket.remoteAddress) ?? '';
}

/**
 * One spelling for each address, so a client cannot earn a budget per spelling: IPv6 as
 * inet_ntop writes it (lower case, zeros compressed, RFC 5952) without a zone (`%eth0`), and an
 * IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, `::ffff:c633:6407`) as the IPv4 address it
 * maps. Null for anything that is not an IP address.
 */
export function canonicalAddress(text: string | undefined): string | null {
  const family = text ? isIP(text) : 0;
  if (family === 0) return null;
  const address = new SocketAddress({ address: text!, family: family === 4 ? 'ipv4' : 'ipv6' }).address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * What one address budget is kept for: an IPv4 address, or an IPv6 address's /64 network
 * (`2001:db8:1:2::/64`). A single IPv6 subscriber is usually given a whole /64 and may use any
 * address in it, so counting per address would give one visitor 2^64 budgets. Text that is not
 * an address (a test's 'unknown') is its own key.
 */
export function addressBudgetKey(address: string): string {
  const canonical = canonicalAddress(address);
  if (canonical === null) return address;
  if (isIP(canonical) === 4) return canonical;
  const network = ipv6Groups(canonical).slice(0, 4).join(':');
  return `${new SocketAddress({ address: `${network}::`, family: 'ipv6' }).address}/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as hexadecimal text. */
function ipv6Groups(address: string): string[] {
  // A dotted IPv4 tail ('::1.2.3.4') stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
