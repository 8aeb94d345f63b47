import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { test as base, expect, type Page, type Request } from '@playwright/test';
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
  sharedPage: Page;
  skipWithoutChromium: undefined;
  nodeConsoleErrors: undefined;
  serverConsoleErrors: undefined;
}

interface WorkerFixtures {
  workerPages: (javaScriptEnabled: boolean) => Promise<Page>;
}

/** A page is an event emitter at run time; its declared type leaves out the two methods that list listeners. */
type Emitter = Pick<EventEmitter, 'eventNames' | 'listeners' | 'off'>;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /**
   * The origin the tests' pages come from. A file with its own server overrides it; test-scoped, so
   * that file's tests still run in the same workers as the rest (a worker-scoped override would need
   * a worker of its own, started only once another has finished).
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  origin: async ({}, use) => use(fromSharedServer('BROWSER_TEST_ORIGIN')),
  baseURL: async ({ origin }, use) => use(origin),

  // One page per worker with JavaScript on and one with it off, each in its own context, made when
  // a test first asks for it.
  workerPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new Map<boolean, Promise<Page>>();
      await use((javaScriptEnabled) => {
        let page = pages.get(javaScriptEnabled);
        if (!page) {
          const options = {
            baseURL: fromSharedServer('BROWSER_TEST_ORIGIN'),
            reducedMotion: workerInfo.project.use.reducedMotion,
            javaScriptEnabled,
          };
          page = browser.newContext(options).then((context) => context.newPage());
          pages.set(javaScriptEnabled, page);
        }
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],

  /**
   * The worker's page for the test's viewport and JavaScript setting, on the shared server, for a
   * test that changes nothing but the documents it loads: no clock, no routes, no other origin
   * (those take `page`, a context of their own). Each test starts with a full load, so nothing of
   * the test before is left in the document; reusing the page skips a new context's renderer
   * processes, which cost more CPU time than the visit itself.
   */
  sharedPage: async ({ workerPages, viewport, javaScriptEnabled, origin }, use) => {
    if (origin !== fromSharedServer('BROWSER_TEST_ORIGIN'))
      throw new Error('sharedPage loads the shared server; a file with its own server takes page');
    const page = await workerPages(javaScriptEnabled);
    const emitter = page as unknown as Emitter;
    const before = new Map(emitter.eventNames().map((name) => [name, emitter.listeners(name)]));
    const inFlight = new Set<Request>();
    let settled = () => {};
    const ended = (req: Request) => {
      inFlight.delete(req);
      if (inFlight.size === 0) settled();
    };
    page
      .on('request', (req) => inFlight.add(req))
      .on('requestfinished', ended)
      .on('requestfailed', ended);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    // Empty the document (in the same renderer, unlike about:blank), which cuts off what it was
    // still loading, and wait until those requests have ended: the next test's problem watch must
    // not see them, nor anything the next test's new viewport would make this document load.
    await page.setContent('');
    if (inFlight.size > 0) await new Promise<void>((resolve) => (settled = resolve));
    // The listeners this test added (watchProblems, its own, the ones above) go with it.
    for (const name of emitter.eventNames()) {
      for (const listener of emitter.listeners(name)) if (!before.get(name)?.includes(listener)) emitter.off(name, listener as () => void);
    }
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
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      const text = msg.text();
      // The 404 page's own document status is expected; Chromium logs it as a resource error.
      if (/Failed to load resource: the server responded with a status of 404/.test(text) && msg.location().url === page.url()) return;
      problems.push(`console.${msg.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A picture still on its way when the test moves to the next page is cancelled by Chromium
    // (a lazy one may have started just before): that is the visit ending, not a broken page. A
    // missing picture is answered 404, which the response check below reports.
    if (error === 'net::ERR_ABORTED' && req.resourceType() === 'image') return;
    // The same for the tab's icon, which Chromium fetches for the page as a resource of its own kind.
    if (error === 'net::ERR_ABORTED' && new URL(req.url()).pathname.startsWith('/images/favicon')) return;
    problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== 'document') {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return problems;
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
  const problems = watchProblems(page);
  // goto waits for the load event: the stylesheet, scripts and the pictures in view are in.
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await waitForHydration(page);
  await screenshot(page, `${name}-${width}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
  expect(await page.locator('h1').count(), path).toBe(1);
  expect(await seriousViolations(page, path), `${path} at ${width}`).toEqual([]);
  expect(problems, path).toEqual([]);
}

export function templateTitle({ name, path }: TemplatePage): string {
  return `${name} (${path}) hydrates cleanly without sideways scrolling or serious axe violations`;
}

/**
 * Declares one test per page at each width, 375 and 1280 px: a checkTemplate visit each; and, for
 * each template the configured business has no page of, a skipped test whose title says why.
 */
export function templateTests(pages: readonly TemplatePage[], missing: readonly { name: string; why: string }[] = []): void {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`each template at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const template of pages) test(templateTitle(template), ({ sharedPage }) => checkTemplate(sharedPage, template));
      for (const { name, why } of missing) test.skip(`${name}: skipped, this business has no such page (${why})`, () => {});
    });
  }
}
