/**
 * The forms' rate limits, per client address and per phone number (docs/decisions/018, 039).
 *
 * Without REDIS_URL they live in this process's memory. With it they live in Redis, so every
 * instance behind a load balancer spends from one budget and a restart forgets nothing. Redis is
 * never allowed to break a form: the client queues nothing while disconnected and gives a command
 * half a second, and any check Redis cannot answer is answered by an in-memory limiter instead
 * (rate-limiter-flexible's insurance limiter), counted in the metrics and logged at most once in
 * LOG_EVERY_MS.
 *
 * An address is counted in one spelling, and an IPv6 address per /64 network (addressBudgetKey),
 * so neither another spelling nor another address of the same subscriber earns a new budget.
 */
import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { addressBudgetKey } from '../http/client-address.ts';
import { gaugeFrom, type Metrics } from '../operations/metrics.ts';
import type { LeadConfig } from './config.ts';
import { rateLimitSecret } from './key-secret.ts';

/**
 * The forms' two budgets, and the inbox's two per client address (server/inbox): sign-in attempts,
 * and e-mail claim links opened or pressed. Apart, so that a team taking leads from their e-mail
 * behind one office router never locks itself out of signing in.
 */
type Limit = 'address' | 'phone' | 'sign-in' | 'claim';

/** Sign-in and enrolment requests allowed per client address per INBOX_WINDOW_SECONDS (each try is two: options, then the answer). */
export const SIGN_IN_ATTEMPTS = 20;
/**
 * Claim-link requests without a session allowed per client address per INBOX_WINDOW_SECONDS (each
 * claim is two: the page, then the button). A token cannot be guessed; this bounds the load.
 */
export const CLAIM_ATTEMPTS = 60;
const INBOX_WINDOW_SECONDS = 15 * 60;

export interface RateLimits {
  /** Spends one point of `key`'s budget: null when allowed, else the seconds until a try may pass (nothing spent). */
  take(limit: Limit, key: string): Promise<number | null>;
  /** Gives back a point spent on a post that was then not stored. */
  refund(limit: Limit, key: string): Promise<void>;
  /**
   * Resolves once Redis connected or failed to (at most CONNECT_TIMEOUT_MS): the server waits for it
   * before listening, so the first posts after a start already share the budget.
   */
  settled(): Promise<void>;
  /** Where the budgets live, and whether Redis answers. */
  health(): { store: 'memory' | 'redis'; redis?: 'ok' | 'unavailable' };
  close(): Promise<void>;
}

/** How long Redis may take to connect, and to answer one command, before memory answers instead. */
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
/** Redis's failures are logged at most this often (with a count), however many posts meet them. */
const LOG_EVERY_MS = 30_000;

/**
 * Keys are HMACs of the address or number under a secret (server/leads/key-secret.ts), never the
 * values nor a plain digest of them: with Redis they are stored outside the process (for the
 * window's length only), and a key listing shows no one's details, nor can every phone number be
 * hashed to find whose key is whose.
 */
function keyer(secret: string): (limit: Limit, key: string) => string {
  return (limit, key) =>
    createHmac('sha256', secret)
      .update(limit === 'phone' ? key : addressBudgetKey(key))
      .digest('base64url')
      .slice(0, 32);
}

/** An in-memory limiter that says each time it stands in for Redis. */
class InsuranceLimiter extends RateLimiterMemory {
  readonly #onUse: () => void;

  constructor(options: IRateLimiterOptions, onUse: () => void) {
    super(options);
    this.#onUse = onUse;
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.#onUse();
    return super.consume(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.#onUse();
    return super.reward(...args);
  }
}

/** Logs an event at most once per LOG_EVERY_MS, with how many happened since the last line. */
function throttled(log: (details: Record<string, unknown>) => void): (details?: Record<string, unknown>) => void {
  let last = -Infinity;
  let since = 0;
  return (details = {}) => {
    since++;
    const now = performance.now();
    if (now - last < LOG_EVERY_MS) return;
    log({ ...details, occurrences: since });
    last = now;
    since = 0;
  };
}

export function createRateLimits(
  config: Pick<LeadConfig, 'redis' | 'ratePerAddress' | 'ratePerPhone' | 'rateWindowSeconds' | 'rateLimitSecret' | 'dataDir'>,
  log: Logger,
  metrics?: Metrics,
): RateLimits {
  const keyOf = keyer(rateLimitSecret(config));
  const points: Record<Limit, number> = {
    address: config.ratePerAddress,
    phone: config.ratePerPhone,
    'sign-in': SIGN_IN_ATTEMPTS,
    claim: CLAIM_ATTEMPTS,
  };
  const window: Record<Limit, number> = {
    address: config.rateWindowSeconds,
    phone: config.rateWindowSeconds,
    'sign-in': INBOX_WINDOW_SECONDS,
    claim: INBOX_WINDOW_SECONDS,
  };
  let client: Redis | null = null;
  let settled: Promise<void> = Promise.resolve();
  let limiters: Record<Limit, RateLimiterMemory | RateLimiterRedis>;

  if (!config.redis) {
    limiters = {
      address: new RateLimiterMemory({ keyPrefix: 'address', points: points.address, duration: window.address }),
      phone: new RateLimiterMemory({ keyPrefix: 'phone', points: points.phone, duration: window.phone }),
      'sign-in': new RateLimiterMemory({ keyPrefix: 'sign-in', points: points['sign-in'], duration: window['sign-in'] }),
      claim: new RateLimiterMemory({ keyPrefix: 'claim', points: points.claim, duration: window.claim }),
    };
  } else {
    const redis = new Redis(config.redis.url, {
      // Fail at once while disconnected rather than queue a visitor's post behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // Keep trying in the background, at most every 5 s.
      retryStrategy: (times) => Math.min(times * 200, 5000),
    });
    client = redis;
    settled = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', done);
      redis.once('error', done);
    });
    const where = redisLocation(config.redis.url);
    const logConnectionError = throttled((details) =>
      log.warn({ ...details, redis: where }, 'rate limits: Redis unreachable; each instance limits from its own memory until it answers'),
    );
    let wasReady = false;
    redis.on('error', (error: Error) => logConnectionError({ error: error.message }));
    redis.on('ready', () => {
      log.info({ redis: where, recovered: wasReady }, 'rate limits: Redis connected; budgets are shared');
      wasReady = true;
    });
    const logFallback = throttled((details) => log.warn(details, 'rate limits: Redis did not answer a check; answered from this instance’s memory'));
    const onFallback = () => {
      metrics?.rateLimitStoreErrors.inc();
      logFallback({ redis: where });
    };
    const make = (limit: Limit) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redis!.keyPrefix}rate:${limit}`,
        points: points[limit],
        duration: window[limit],
        // Not connected: straight to memory, without waiting for a command to fail.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new InsuranceLimiter({ keyPrefix: `insurance:${limit}`, points: points[limit], duration: window[limit] }, onFallback),
      });
    limiters = { address: make('address'), phone: make('phone'), 'sign-in': make('sign-in'), claim: make('claim') };
    if (metrics)
      gaugeFrom(metrics, 'rate_limit_redis_up', '1 while the rate limits’ Redis is connected, else 0', () => (redis.status === 'ready' ? 1 : 0));
  }

  return {
    async take(limit, key) {
      try {
        await limiters[limit].consume(keyOf(limit, key));
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          if (limit === 'address' || limit === 'phone') metrics?.leadsRateLimited.inc({ limit });
          return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        }
        throw error;
      }
    },
    async refund(limit, key) {
      await limiters[limit].reward(keyOf(limit, key), 1).catch(() => {});
    },
    settled: () => settled,
    health() {
      if (!client) return { store: 'memory' };
      return { store: 'redis', redis: client.status === 'ready' ? 'ok' : 'unavailable' };
    },
    async close() {
      client?.disconnect();
    },
  };
}

/** Host and port of a Redis URL, for the logs: never its password. */
function redisLocation(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return 'redis';
  }
}

/**
 * `npm run leads -- limits show|reset`: one budget in Redis, found under the server's own key (the
 * same HMAC, prefix, points and window). Only Redis can be reached from outside the server: without
 * REDIS_URL each server's budgets are in its own memory, the caller says so instead.
 */
export async function redisBudget(
  config: Pick<LeadConfig, 'redis' | 'ratePerAddress' | 'ratePerPhone' | 'rateWindowSeconds' | 'rateLimitSecret' | 'dataDir'>,
  limit: Limit,
  key: string,
  action: 'show' | 'reset',
): Promise<string> {
  const redis = new Redis(config.redis!.url, { connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    const points = limit === 'address' ? config.ratePerAddress : config.ratePerPhone;
    const limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis!.keyPrefix}rate:${limit}`,
      points,
      duration: config.rateWindowSeconds,
    });
    const budgetKey = keyer(rateLimitSecret(config))(limit, key);
    if (action === 'reset') {
      const deleted = await limiter.delete(budgetKey);
      return deleted
        ? `Reset the ${limit} budget of ${key}: its next post is allowed.`
        : `The ${limit} budget of ${key} was not spent: nothing to reset.`;
    }
    const state = await limiter.get(budgetKey);
    if (!state) return `${limit} ${key}: nothing spent (${points} posts allowed per ${config.rateWindowSeconds} s).`;
    const left = Math.max(0, points - state.consumedPoints);
    return `${limit} ${key}: ${Math.min(state.consumedPoints, points)} of ${points} spent, ${left} left; the window ends in ${Math.ceil(state.msBeforeNext / 1000)} s.`;
  } finally {
    redis.disconnect();
  }
}
