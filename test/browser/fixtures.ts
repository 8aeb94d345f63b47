import { existsSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { test as base, type ConsoleMessage, expect, type Page, type Request, type Response } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { serverConsoleErrors } from './shared-server.ts';

export { expect };

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** What playwright.config.ts's webServer read from test/browser/server.ts's output. */
function fromSharedServer(name: 'BROWSER_TEST_ORIGIN' | 'BROWSER_TEST_CONSOLE_ERRORS'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npx playwright test\``);
  return value;
}

interface TestFixtures {
  origin: string;
  templatePage: Page;
  skipWithoutChromium: undefined;
  nodeConsoleErrors: undefined;
  serverConsoleErrors: undefined;
}

interface WorkerFixtures {
  workerPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * The origin the tests' pages come from. A file with its own server overrides it; test-scoped, so
   * that file's tests still run in the same workers as the rest (a worker-scoped override would need
   * a worker of its own, started only once another has finished).
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  origin: async ({}, use) => use(fromSharedServer('BROWSER_TEST_ORIGIN')),
  baseURL: async ({ origin }, use) => use(origin),

  // The template checks share no state, so each worker runs them all in one page: a new context's
  // first visit starts a renderer and compiles the scripts again, and takes two to three times as long.
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: fromSharedServer('BROWSER_TEST_ORIGIN'),
        reducedMotion: workerInfo.project.use.reducedMotion,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  templatePage: async ({ workerPage, viewport }, use) => {
    if (viewport) await workerPage.setViewportSize(viewport);
    await use(workerPage);
    // Leave nothing of this test's page loading when the next test starts watching for problems.
    await workerPage.goto('about:blank');
  },

  // Locally a missing Chromium skips the tests; on CI playwright.config.ts has already failed the run.
  skipWithoutChromium: [
    async ({ launchOptions }, use, testInfo) => {
      const chromium = launchOptions.executablePath;
      testInfo.skip(!!chromium && !existsSync(chromium), `Chromium not found at ${chromium}: apt-get install -y chromium`);
      await use(undefined);
    },
    { auto: true },
  ],

  // A console.error in this process (test code, a server a file starts itself) fails the test, as
  // test/helpers/fail-on-console-error.ts does for vitest: React reports its problems there.
  nodeConsoleErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => {
        logged.push(format(...args));
      };
      try {
        await use(undefined);
      } finally {
        console.error = original;
      }
      if (logged.length > 0) throw new Error(`console.error was called ${logged.length} time(s); first: ${logged[0]!.slice(0, 500)}`);
    },
    { auto: true },
  ],

  // The same for the shared server's process: a problem it logs fails the next test to finish, in
  // either worker (the one that loaded the page, or the one running beside it).
  serverConsoleErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      const logged = await serverConsoleErrors(fromSharedServer('BROWSER_TEST_CONSOLE_ERRORS'));
      if (logged.length > 0) throw new Error(`the shared server logged console.error ${logged.length} time(s); first: ${logged[0]!.slice(0, 500)}`);
    },
    { auto: true },
  ],
});

/**
 * Collects everything that would show a broken page: console errors and warnings (React's hydration
 * warnings, CSP refusals), uncaught exceptions, and failed or 4xx/5xx sub-resources.
 */
export function watchProblems(page: Page): string[] {
  return listenForProblems(page).problems;
}

/** watchProblems for a page that outlives the test: `stop` removes the listeners again. */
function listenForProblems(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      const text = msg.text();
      // The 404 page's own document status is expected; Chromium logs it as a resource error.
      if (/Failed to load resource: the server responded with a status of 404/.test(text) && msg.location().url === page.url()) return;
      problems.push(`console.${msg.type()}: ${text}`);
    }
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onRequestFailed = (req: Request) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
  const onResponse = (res: Response) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') problems.push(`HTTP ${res.status()}: ${res.url()}`);
  };
  page.on('console', onConsole).on('pageerror', onPageError).on('requestfailed', onRequestFailed).on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole).off('pageerror', onPageError).off('requestfailed', onRequestFailed).off('response', onResponse);
  };
  return { problems, stop };
}

/** Waits until React has hydrated: the desktop nav marks itself enhanced in an effect. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('nav.site-nav[data-enhanced="true"]', { state: 'attached' });
}

/** A screenshot of what the viewport shows, for a person to look at, in the run's output folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(test.info().project.outputDir, 'screenshots', `${name}.png`) });
}

export interface TemplatePage {
  /** Names the screenshots: `${name}-375.png` and `${name}-1280.png`. */
  name: string;
  path: string;
  /** The document's status: 200 unless said otherwise. */
  status?: number;
}

/**
 * One visit checks all a template page needs at the page fixture's viewport: its status, hydration,
 * a screenshot, no sideways scrolling, one h1, no serious or critical axe-core violations and a
 * clean console.
 */
export async function checkTemplate(page: Page, { name, path, status = 200 }: TemplatePage): Promise<void> {
  const { width } = page.viewportSize()!;
  const { problems, stop } = listenForProblems(page);
  try {
    // goto waits for the load event: the stylesheet, scripts and the pictures in view are in.
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await waitForHydration(page);
    await screenshot(page, `${name}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
    expect(await page.locator('h1').count(), path).toBe(1);
    expect(await seriousViolations(page, path), `${path} at ${width}`).toEqual([]);
    expect(problems, path).toEqual([]);
  } finally {
    stop();
  }
}

export function templateTitle({ name, path }: TemplatePage): string {
  return `${name} (${path}) hydrates cleanly without sideways scrolling or serious axe violations`;
}
