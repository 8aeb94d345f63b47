/**
 * The second business (test/fixtures/business/ridgeway.yaml, docs/decisions/072, 076) in Chromium,
 * beside the configured business the other specs check: a page of each kind it has, and an
 * unserved place's 410, hydrate with a clean console and no serious or critical axe-core violation.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cities } from '../../data/cities.ts';
import { cityServices } from '../../data/city-services.ts';
import { readBusinessFile } from '../../server/business/file.ts';
import { servesPlace } from '../../server/business/served.ts';
import { root } from '../helpers/app.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { seriousViolations } from './axe.ts';
import { PHONE, waitForHydration } from './fixtures.ts';

const file = path.join(root, 'test', 'fixtures', 'business', 'ridgeway.yaml');
const other = readBusinessFile(file);
const home = other.homeTeam ?? Object.keys(other.teams)[0]!;
const gone = cities.find((place) => !servesPlace(other.serves, place))!;

/** Its pages, chosen from its own facts, with the status each answers. */
const pages: readonly { path: string; status: number }[] = [
  { path: '/', status: 200 },
  { path: `/${home}`, status: 200 },
  { path: `/${home}/${cityServices[0]!.slug}`, status: 200 },
  { path: '/locksmith-near-me', status: 200 },
  { path: '/pricing', status: 200 },
  { path: '/contact', status: 200 },
  { path: '/about', status: 200 },
  { path: `/${gone.slug}`, status: 410 },
];

let server: ServerProcess;

test.beforeAll(async () => {
  // One process of its own, with leads in memory and none of the CI's shared stores (REDIS_URL and
  // DATABASE_URL, which would ask for their secrets): the environment vitest.config.ts gives its servers.
  server = await startServerProcess({
    BUSINESS_FILE: file,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ENV_FILE: '',
    REDIS_URL: '',
    DATABASE_URL: '',
  });
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

test.describe('another business in Chromium', () => {
  test.use({ viewport: PHONE });

  for (const { path: pagePath, status } of pages) {
    test(`${pagePath} answers ${status}, hydrates with a clean console and has no serious axe violation`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // The document's own status is the answer asked for, not a fault.
        if (status !== 200 && message.text().includes(`status of ${status}`)) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const res = await page.goto(`http://127.0.0.1:${server.port}${pagePath}`);
      expect(res?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: new RegExp(other.nationalPhone.replace(/ /g, '\\s?')) }).first()).toBeVisible();
      expect(await seriousViolations(page, pagePath)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
