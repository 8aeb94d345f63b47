/**
 * Behind a trusted proxy the rate limits key on the address X-Forwarded-For names, but only when it
 * is an IP address (server/http/client-address.ts): anything else a client writes there counts as the
 * connection's own address, so made-up values share one budget instead of each earning a new one.
 * Every address is counted in one spelling, and an IPv6 address per /64.
 */
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBudgetKey, canonicalAddress } from '../server/http/client-address.ts';
import type { Db } from '../server/store/db.ts';
import { createLeadService, type LeadService } from '../server/leads/index.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { closeServer } from './helpers/raw-http.ts';
import { testApp } from './helpers/app.ts';

/** LEADS_RATE_PER_ADDRESS's default. */
const PER_ADDRESS = 10;
const question = { email: 'sam@example.com', question: 'Which lock?' };

/** Values a client may put in X-Forwarded-For that name no address. */
function garbage(i: number): string {
  const made = [
    'not-an-ip',
    `${i}.${i}.${i}`,
    `999.1.1.${i}`,
    `host${i}.example`,
    `::g${i}`,
    `192.0.2.${i}:8080`,
    `${Math.random()}`,
    `[2001:db8::${i}]`,
  ];
  return made[i % made.length]!;
}

let db: Db;
const services: LeadService[] = [];
beforeAll(async () => {
  db = await memoryDb();
});
afterAll(async () => {
  for (const service of services) await service.close();
  await db.close();
});

/** The app behind a proxy it trusts, with a lead service (and so rate limits) of its own. */
async function appTrusting(trustProxy: string | number) {
  const leads = await createLeadService(testLeadConfig({ ratePerAddress: PER_ADDRESS, ratePerPhone: 1000 }), pino({ level: 'silent' }), {
    db: { ...db, close: async () => {} },
  });
  services.push(leads);
  return testApp({ leads, trustProxy, pageCacheBytes: 0 });
}

describe('one spelling per address, one budget per IPv6 /64', () => {
  it('writes an address one way: IPv4-mapped as IPv4, IPv6 compressed in lower case without a zone', () => {
    for (const spelling of ['198.51.100.7', '::ffff:198.51.100.7', '::FFFF:198.51.100.7', '::ffff:c633:6407', '0:0:0:0:0:ffff:c633:6407']) {
      expect(canonicalAddress(spelling), spelling).toBe('198.51.100.7');
    }
    for (const spelling of ['2001:db8::1', '2001:DB8::1', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::1', '2001:db8::1%eth0']) {
      expect(canonicalAddress(spelling), spelling).toBe('2001:db8::1');
    }
    for (const notAnAddress of [undefined, '', 'unknown', '01.2.3.4', '999.1.1.1', '[2001:db8::1]', '192.0.2.1:8080']) {
      expect(canonicalAddress(notAnAddress), String(notAnAddress)).toBeNull();
    }
  });

  it('keys an IPv4 address by itself and an IPv6 address by its /64', () => {
    expect(addressBudgetKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::1%eth0']) {
      expect(addressBudgetKey(address), address).toBe('2001:db8:1:2::/64');
    }
    expect(addressBudgetKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBudgetKey('::1')).toBe('::/64');
    expect(addressBudgetKey('fe80::1:2:3:4')).toBe('fe80::/64');
    // A dotted tail stands for the last 32 bits, outside the /64.
    expect(addressBudgetKey('64:ff9b:1:2::198.51.100.7')).toBe('64:ff9b:1:2::/64');
    expect(addressBudgetKey('unknown')).toBe('unknown');
  });

  it('with TRUST_PROXY=loopback: 15 posts from one IPv6 /64 and 12 from one IPv4 address written two ways stop at the limit', async () => {
    const app = await appTrusting('loopback');
    const post = async (ip: string) => (await request(app).post('/blog.data').set('X-Forwarded-For', ip).type('form').send(question)).body.status;
    const ipv6: number[] = [];
    for (let i = 0; i < 15; i++) ipv6.push(await post(i % 2 ? `2001:db8:5:6::${i + 1}` : `2001:DB8:5:6:${i}:ab:0:1`));
    expect(ipv6).toEqual([...Array(PER_ADDRESS).fill(200), ...Array(5).fill(429)]);
    const ipv4: number[] = [];
    for (let i = 0; i < 12; i++) ipv4.push(await post(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9'));
    expect(ipv4).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);
    // The next /64 is someone else.
    expect(await post('2001:db8:5:7::1')).toBe(200);
  });

  it('a made-up X-Forwarded-For spends from the peer’s budget, whichever way the peer’s address is written', async () => {
    // Listening on every address (dual stack), as the server does: a peer on 127.0.0.1 shows as ::ffff:127.0.0.1.
    const server = (await appTrusting('loopback')).listen(0);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < PER_ADDRESS + 2; i++) {
        // In turn: no header (the peer's own address), a made-up value, and the peer's address as a proxy would write it.
        const forwarded = [null, garbage(i), '127.0.0.1'][i % 3];
        const res = await fetch(`http://127.0.0.1:${port}/blog.data`, {
          method: 'POST',
          body: new URLSearchParams(question),
          headers: forwarded ? { 'X-Forwarded-For': forwarded } : {},
        });
        statuses.push(((await res.json()) as { status: number }).status);
      }
      expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);
    } finally {
      await closeServer(server);
    }
  });
});

describe('X-Forwarded-For that is not an IP address', () => {
  it('with TRUST_PROXY=loopback (supertest): posts with made-up values are rate-limited like posts from one address', async () => {
    const app = await appTrusting('loopback');
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const res = await request(app).post('/blog.data').set('X-Forwarded-For', garbage(i)).type('form').send(question);
      statuses.push(res.body.status);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);
    // Real addresses behind the proxy still each have their own budget.
    for (const ip of ['198.51.100.1', '2001:db8::1']) {
      expect((await request(app).post('/blog').set('X-Forwarded-For', ip).type('form').send(question)).status, ip).toBe(200);
    }
  });

  it('with TRUST_PROXY=1 (raw HTTP, one proxy hop): the same for page posts', async () => {
    const server = (await appTrusting(1)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (path: string, forwardedFor: string) =>
      new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams(question).toString();
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            agent: false,
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              'Content-Length': Buffer.byteLength(body),
              'X-Forwarded-For': forwardedFor,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < PER_ADDRESS + 2; i++) statuses.push(await post('/blog', `${garbage(i)}, ${garbage(i + 1)}`));
      expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);
      // /ask-the-expert wants a name: a post without one is answered as invalid (400), and, spending
      // nothing, is never the one that is refused for the budget.
      expect(await post('/ask-the-expert', garbage(99))).toBe(400);
      // A made-up value after a real one: the proxy's hop names the made-up one, which is ignored too.
      expect(await post('/blog', `198.51.100.7, ${garbage(3)}`)).toBe(429);
      expect(await post('/blog', '198.51.100.7')).toBe(200);
    } finally {
      await closeServer(server);
    }
  });
});
