import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A Redis server for the shared-limit tests, or null (they skip locally; .ci/run exports REDIS_URL,
 * which vitest.config.ts hands the tests as TEST_REDIS_URL).
 */
export const redisUrl = process.env.TEST_REDIS_URL || null;

/** A key prefix of this test's own, and a cleanup that deletes every key under it. */
export function freshPrefix(): { prefix: string; drop: () => Promise<void> } {
  const prefix = `locksmith-test:${randomUUID()}:`;
  return {
    prefix,
    drop: async () => {
      if (!redisUrl) return;
      const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
