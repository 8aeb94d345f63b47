/**
 * The forms' rate limits on Redis (REDIS_URL): one budget for every instance that survives a
 * restart, and forms that keep working, limited from memory, when Redis is down or stalls.
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLeadService } from '../server/leads/index.ts';
import { createRateLimits, type RateLimits } from '../server/leads/rate-limits.ts';
import { createMetrics } from '../server/metrics.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { freePort } from './helpers/ports.ts';
import { freshPrefix, redisUrl } from './helpers/redis.ts';

const limitsOn = (url: string, prefix: string, ratePerAddress = 3, metrics = createMetrics()) => {
  const { logger, lines } = capturedLogger();
  const limits = createRateLimits({ redis: { url, keyPrefix: prefix }, ratePerAddress, ratePerPhone: 2, rateWindowSeconds: 600 }, logger, metrics);
  return { limits, lines, metrics };
};

const metricValue = async (metrics: ReturnType<typeof createMetrics>, name: string) =>
  (await metrics.registry.getSingleMetric(name)!.get()).values.reduce((sum, v) => sum + v.value, 0);

/** Spends `n` points in order and returns what each take answered (null: allowed). */
async function takeEach(limits: RateLimits[], key: string): Promise<(number | null)[]> {
  const answers: (number | null)[] = [];
  for (const l of limits) answers.push(await l.take('address', key));
  return answers;
}

describe('the rate limits when Redis cannot answer', () => {
  const toClose: RateLimits[] = [];
  const servers: Server[] = [];
  afterAll(async () => {
    for (const l of toClose) await l.close();
    for (const s of servers) s.close();
  });

  it('answer from memory at once when nothing listens, keep the budget there, and log and count the failure', async () => {
    const port = await freePort();
    const { limits, lines, metrics } = limitsOn(`redis://127.0.0.1:${port}`, 'unreachable:');
    toClose.push(limits);
    const started = performance.now();
    const answers = await takeEach([limits, limits, limits, limits], '203.0.113.9');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answers.slice(0, 3)).toEqual([null, null, null]);
    expect(answers[3]).toBeGreaterThan(0);
    expect(limits.health()).toEqual({ store: 'redis', redis: 'unavailable' });
    expect(await metricValue(metrics, 'rate_limit_store_errors_total')).toBe(4);
    expect(await metricValue(metrics, 'leads_rate_limited_total')).toBe(1);
    expect(await metricValue(metrics, 'rate_limit_redis_up')).toBe(0);
    // Logged once however many posts met it, never an unhandled client error.
    expect(lines.filter((l) => String(l.msg).startsWith('rate limits: Redis did not answer'))).toHaveLength(1);
  });

  it('answer from memory within about a second when Redis accepts the connection and never replies', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    servers.push(silent);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    const { limits, metrics } = limitsOn(`redis://127.0.0.1:${port}`, 'silent:');
    toClose.push(limits);
    const started = performance.now();
    expect(await limits.take('address', '203.0.113.10')).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await metricValue(metrics, 'rate_limit_store_errors_total')).toBe(1);
    for (const s of sockets) s.destroy();
  });
});

describe.runIf(redisUrl)('the rate limits on Redis', () => {
  const drops: (() => Promise<void>)[] = [];
  const toClose: RateLimits[] = [];
  afterAll(async () => {
    for (const l of toClose) await l.close();
    for (const drop of drops) await drop();
  });
  const fresh = () => {
    const { prefix, drop } = freshPrefix();
    drops.push(drop);
    return prefix;
  };
  /** Limits on the test Redis, once it is connected (a real server connects within milliseconds). */
  const connected = async (prefix: string, ratePerAddress = 3) => {
    const made = limitsOn(redisUrl!, prefix, ratePerAddress);
    toClose.push(made.limits);
    await made.limits.settled();
    expect(made.limits.health()).toEqual({ store: 'redis', redis: 'ok' });
    return made;
  };

  it('share one budget between instances, and keep it across a restart', async () => {
    const prefix = fresh();
    const a = await connected(prefix);
    const b = await connected(prefix);
    expect(await takeEach([a.limits, b.limits, a.limits], '203.0.113.20')).toEqual([null, null, null]);
    expect(await b.limits.take('address', '203.0.113.20')).toBeGreaterThan(0);
    // Another address has a budget of its own.
    expect(await a.limits.take('address', '203.0.113.21')).toBeNull();
    // A restarted instance (a new client) still sees the spent budget.
    await a.limits.close();
    const restarted = await connected(prefix);
    expect(await restarted.limits.take('address', '203.0.113.20')).toBeGreaterThan(0);
    // A point given back on one instance can be spent on the other.
    expect(await takeEach([restarted.limits, b.limits, b.limits], '203.0.113.22')).toEqual([null, null, null]);
    await b.limits.refund('address', '203.0.113.22');
    expect(await restarted.limits.take('address', '203.0.113.22')).toBeNull();
    expect(await restarted.limits.take('address', '203.0.113.22')).toBeGreaterThan(0);
    expect(await metricValue(b.metrics, 'rate_limit_store_errors_total')).toBe(0);
  });

  it('store digests, never the address or the number, under the configured prefix', async () => {
    const prefix = fresh();
    const { limits } = await connected(prefix);
    await limits.take('address', '203.0.113.30');
    await limits.take('phone', '+447911123456');
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/203\.0\.113|7911/);
    expect(keys.every((k) => k.startsWith(`${prefix}rate:`))).toBe(true);
  });

  it('spend nothing on a post that fails validation, through the lead service', async () => {
    const prefix = fresh();
    const leads = await createLeadService(
      testLeadConfig({ redis: { url: redisUrl!, keyPrefix: prefix }, ratePerAddress: 2, storeOnly: true }),
      pino({ level: 'silent' }),
      { db: await memoryDb(), worker: false },
    );
    try {
      const meta = { page: '/contact', clientAddress: '203.0.113.40' };
      const valid = { name: 'Sam Smith', phone: '0113 496 0001', need: 'other' };
      for (let i = 0; i < 5; i++) expect((await leads.submit('callback', { ...valid, phone: 'not a number' }, meta)).status).toBe('invalid');
      expect((await leads.submit('callback', valid, meta)).status).toBe('stored');
      expect((await leads.submit('callback', { ...valid, phone: '0113 496 0002' }, meta)).status).toBe('stored');
      expect((await leads.submit('callback', { ...valid, phone: '0113 496 0003' }, meta)).status).toBe('rate-limited');
      expect((await leads.health()).rateLimits).toEqual({ store: 'redis', redis: 'ok' });
    } finally {
      await leads.close();
    }
  });
});

describe('the Redis variant', () => {
  it.runIf(process.env.CI === 'true')('runs in CI (.ci/run provides REDIS_URL)', () => {
    expect(redisUrl).not.toBeNull();
  });
});
