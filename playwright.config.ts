import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads are never used. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCI = process.env.CI === 'true';

// On CI a missing browser fails the run here, before any test; locally the tests skip (test/browser/fixtures.ts).
if (onCI && !existsSync(chromium)) throw new Error(`Chromium not found at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH`);

/**
 * The browser tests (docs/decisions/034): one shared server, two workers, Debian's Chromium.
 * `npm run build` must have run first: the server serves the built client.
 */
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '*.spec.ts',
  // Playwright empties this folder at the start of every run; test-results/ belongs to other tools.
  outputDir: 'test-output/playwright',
  workers: 2,
  fullyParallel: true,
  forbidOnly: onCI,
  // A flaky test must show as a failure, not pass on a second try.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTimeout: 5 * 60_000,
  // CI reads the closing 'N passed' line.
  reporter: 'list',
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx test/browser/server.ts',
    // The server prints its addresses once it is ready; each named group becomes an environment
    // variable the workers inherit (BROWSER_TEST_ORIGIN, BROWSER_TEST_CONSOLE_ERRORS).
    wait: { stdout: /serving (?<browser_test_origin>http:\S+) console errors at (?<browser_test_console_errors>http:\S+)/ },
    timeout: 60_000,
    // The same zone the vitest suite's servers run in.
    env: { TZ: 'Europe/London' },
  },
});
