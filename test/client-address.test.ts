/**
 * Behind a trusted proxy the rate limits key on the address X-Forwarded-For names, but only when it
 * is an IP address (server/client-address.ts): anything else a client writes there counts as the
 * connection's own address, so made-up values share one budget instead of each earning a new one.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/leads/db.ts';
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
