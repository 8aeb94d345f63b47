/**
 * The forms' rate limits on Redis (REDIS_URL): one budget for every instance that survives a
 * restart, and forms that keep working, limited from memory, when Redis is down or stalls.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLeadService } from '../server/leads/index.ts';
import { rateLimitSecret } from '../server/leads/key-secret.ts';
import { createRateLimits, type RateLimits } from '../server/leads/rate-limits.ts';
import { createMetrics } from '../server/operations/metrics.ts';
import { capturedLogger } from './helpers/captured-logger.ts';
import { memoryDb, testLeadConfig } from './helpers/leads.ts';
import { freePort } from './helpers/ports.ts';
import { freshPrefix, redisUrl } from './helpers/redis.ts';

/** RATE_LIMIT_SECRET as instances sharing one configuration have it. */
const SECRET = 'rate-limit-secret-for-the-tests-0123456789';

const limitsOn = (url: string | null, prefix: string, ratePerAddress = 3, metrics = createMetrics(), secret: string | null = SECRET) => {
  const { logger, lines } = capturedLogger();
  const limits = createRateLimits(
    {
      redis: url ? { url, keyPrefix: prefix } : null,
      ratePerAddress,
      ratePerPhone: 2,
      rateWindowSeconds: 600,
      rateLimitSecret: secret,
      dataDir: 'memory://',
    },
    logger,
    metrics,
  );
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

  it('key by HMAC under the secret: no key is a plain SHA-256 of the number or the address, and another secret gives other keys', async () => {
    const prefix = fresh();
    const { limits } = await connected(prefix);
    const other = limitsOn(redisUrl!, prefix, 3, createMetrics(), 'another-secret-of-at-least-32-characters');
    toClose.push(other.limits);
    await other.limits.settled();
    for (const l of [limits, other.limits]) {
      await l.take('address', '198.51.100.7');
      await l.take('phone', '+447911220000');
    }
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    // Two limits under two secrets: four keys, not two shared ones.
    expect(keys).toHaveLength(4);
    const plain = ['198.51.100.7', '+447911220000'].flatMap((value) => {
      const digest = createHash('sha256').update(value).digest();
      return [digest.toString('hex'), digest.toString('base64url'), digest.toString('base64url').slice(0, 32), digest.toString('base64')];
    });
    for (const key of keys) {
      const digest = key.slice(key.lastIndexOf(':') + 1);
      expect(digest).toHaveLength(32);
      expect(
        plain.some((p) => p.includes(digest)),
        key,
      ).toBe(false);
    }
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

/** The same address written the ways a client (or its proxy) may write it. */
const IPV4_SPELLINGS = [
  '198.51.100.7',
  '::ffff:198.51.100.7',
  '::FFFF:198.51.100.7',
  '::ffff:c633:6407',
  '0:0:0:0:0:ffff:c633:6407',
  '0000::ffff:198.51.100.7',
];

/** Fifteen addresses in one /64, in several spellings and with a zone. */
const ONE_SLASH_64 = Array.from(
  { length: 15 },
  (_, i) => [`2001:db8:1:2::${i + 1}`, `2001:DB8:1:2:${i}:0:0:1`, `2001:0db8:0001:0002:ffff:${i}:abcd:1`, `2001:db8:1:2::${i}%eth0`][i % 4]!,
);

describe.each([
  ['in memory', null],
  ['on Redis', redisUrl],
])('the address limit %s', (where, url) => {
  const drops: (() => Promise<void>)[] = [];
  const toClose: RateLimits[] = [];
  afterAll(async () => {
    for (const l of toClose) await l.close();
    for (const drop of drops) await drop();
  });
  const limits = async (ratePerAddress: number) => {
    const { prefix, drop } = freshPrefix();
    drops.push(drop);
    const made = limitsOn(url, prefix, ratePerAddress);
    toClose.push(made.limits);
    await made.limits.settled();
    if (url) expect(made.limits.health()).toEqual({ store: 'redis', redis: 'ok' });
    return made;
  };
  // The Redis variant runs where Redis is (CI); the memory one always.
  const runs = url !== null || where === 'in memory';

  it.runIf(runs)('stops 15 posts from one IPv6 /64 at the limit of 10; the next /64 has a budget of its own', async () => {
    const { limits: l } = await limits(10);
    const each: (number | null)[] = [];
    for (const address of ONE_SLASH_64) each.push(await l.take('address', address));
    expect(each.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(each.slice(10).every((wait) => wait !== null && wait > 0)).toBe(true);
    expect(await l.take('address', '2001:db8:1:3::1')).toBeNull();
  });

  it.runIf(runs)('stops 12 posts from one IPv4 address, written six ways, at the limit of 10', async () => {
    const { limits: l } = await limits(10);
    const each: (number | null)[] = [];
    for (let i = 0; i < 12; i++) each.push(await l.take('address', IPV4_SPELLINGS[i % IPV4_SPELLINGS.length]!));
    expect(each.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(each.slice(10).every((wait) => wait !== null && wait > 0)).toBe(true);
  });

  it.runIf(runs)('gives back a point spent in one spelling when it is refunded in another', async () => {
    const { limits: l } = await limits(1);
    expect(await l.take('address', '198.51.100.8')).toBeNull();
    await l.refund('address', '::ffff:198.51.100.8');
    expect(await l.take('address', '::ffff:c633:6408')).toBeNull();
    expect(await l.take('address', '198.51.100.8')).toBeGreaterThan(0);
  });
});

describe('the rate limits’ secret (RATE_LIMIT_SECRET unset)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'rate-secret-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const redis = { url: 'redis://127.0.0.1:1', keyPrefix: 'x:' };

  it('with Redis and the SQLite store: made once in DATA_DIR, 0600, and read back on the next start', () => {
    const dataDir = path.join(scratch, 'data');
    const first = rateLimitSecret({ rateLimitSecret: null, redis, dataDir });
    const file = path.join(dataDir, 'rate-limit-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(rateLimitSecret({ rateLimitSecret: null, redis, dataDir })).toBe(first);
    expect(readdirSync(dataDir)).toEqual(['rate-limit-secret']);
  });

  it('refuses a file too short to be a secret, naming it', () => {
    const dataDir = path.join(scratch, 'short');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'rate-limit-secret'), 'abc\n');
    expect(() => rateLimitSecret({ rateLimitSecret: null, redis, dataDir })).toThrow(
      `${path.join(dataDir, 'rate-limit-secret')} holds no usable rate-limit secret`,
    );
  });

  it('the setting wins; budgets in memory, or DATA_DIR=memory://, get a secret of the process’s own and write nothing', () => {
    const dataDir = path.join(scratch, 'untouched');
    expect(rateLimitSecret({ rateLimitSecret: SECRET, redis, dataDir })).toBe(SECRET);
    const a = rateLimitSecret({ rateLimitSecret: null, redis: null, dataDir });
    const b = rateLimitSecret({ rateLimitSecret: null, redis, dataDir: 'memory://' });
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  });
});

describe('the Redis variant', () => {
  it.runIf(process.env.CI === 'true')('runs in CI (.ci/run provides REDIS_URL)', () => {
    expect(redisUrl).not.toBeNull();
  });
});
