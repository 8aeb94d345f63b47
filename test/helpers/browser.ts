import { afterAll, beforeAll, expect } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { makeApp, root } from './app.ts';
import { type Served, serve as serveApp } from './serve.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
/** On CI a missing browser is a failure (the browser suite runs and fails), never a quiet skip. */
export const runBrowserTests = hasChromium || process.env.CI === 'true';

const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

async function launch(): Promise<Browser> {
  if (!hasChromium) throw new Error(`Chromium not found at ${CHROMIUM}: run \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM,
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
  });
}

/** Serves the real app on a free loopback port for the browser, its lead store already open. */
async function serve(app: Express = makeApp()): Promise<Served> {
  const served = await serveApp(app);
  // Open the in-memory lead database now (a filled honeypot stores nothing), so the forms'
  // first post in a test, timed by the page's clock, does not wait for it.
  const warm = await fetch(`${served.origin}/blog.data`, { method: 'POST', body: new URLSearchParams({ website: 'warm-up' }) });
  expect(await warm.json()).toEqual({ actionData: { blog: { status: 'sent' } }, status: 200 });
  return served;
}

/**
 * Collects everything that would show a broken page: console errors (React's hydration
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
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function newContext(browser: Browser, viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ viewport, javaScriptEnabled, reducedMotion: 'reduce' });
}

/**
 * Loads a page at phone and desktop width: 200, hydrated, one h1, no sideways scrolling, a clean
 * console, and a screenshot of each for a person to look at.
 */
export async function checkPageAtBothSizes(browser: Browser, origin: string, name: string, path: string): Promise<void> {
  for (const [size, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(origin + path);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${name}-${size}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${size}`).toBeLessThanOrEqual(viewport.width);
    expect(await page.locator('h1').count(), path).toBe(1);
    expect(problems, path).toEqual([]);
    await context.close();
  }
}

/**
 * Starts the app (the test's own, when it passes one) and Chromium once for the enclosing describe
 * block and stops them after it.
 * Read `.browser` and `.origin` inside tests (they exist once beforeAll has run).
 */
export function useBrowser(appFor?: () => Promise<Express>): { readonly browser: Browser; readonly origin: string } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  beforeAll(async () => {
    server = await serve(appFor ? await appFor() : undefined);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('useBrowser(): Chromium is not running yet');
      return browser;
    },
    get origin() {
      if (!server) throw new Error('useBrowser(): the server is not running yet');
      return server.origin;
    },
  };
}
