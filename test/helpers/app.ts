import path from 'node:path';
import { pino } from 'pino';
import type { RouteObject } from 'react-router';
import { createServerRoutes } from '../../server/routes.ts';
import { type AppOptions, createApp } from '../../server/app.ts';
import { clientDirFrom, readAssets } from '../../server/http/assets.ts';
import { loadConfig } from '../../server/operations/config.ts';
import { emailCopiesFor } from '../../server/inbox/claim-links.ts';
import { createLeadService, lazyLeadService } from '../../server/leads/index.ts';
import { memoryDb } from './leads.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const clientDir = clientDirFrom(root);
/** The configuration the tests run with: the repository's defaults. */
const config = loadConfig({});
export const site = config.site;

/**
 * The real app on the built client (the global setup builds it when dist/ is stale). The page cache is
 * off unless a test asks for it: most tests read each page once, and caching would brotli-compress
 * (at quality 11) hundreds of pages nobody reads again. test/page-cache.test.ts turns it on.
 */
export function makeApp(
  extraPages: RouteObject[] = [],
  { pageCacheBytes = 0, leadFormsOpen }: { pageCacheBytes?: number; leadFormsOpen?: boolean } = {},
) {
  const logger = pino({ level: 'silent' });
  return testApp({
    logger,
    // Forms posted in these tests are stored in an in-memory database, made on the first post.
    leads: lazyLeadService(async () =>
      createLeadService({ ...config.leads, dataDir: 'memory://' }, logger, { db: await memoryDb(), emailCopies: emailCopiesFor }),
    ),
    routes: extraPages.length ? createServerRoutes(extraPages) : undefined,
    pageCacheBytes,
    ...(leadFormsOpen === undefined ? {} : { leadFormsOpen }),
  });
}

/**
 * The real app on the built client with the repository's site and a silent logger; `options` adds
 * to or overrides that (a test's own lead service, site, logger, page cache or proxy setting).
 */
export function testApp(options: Partial<AppOptions> = {}) {
  return createApp({ site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), ...options });
}
