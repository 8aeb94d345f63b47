/**
 * When a phone on a slow connection sees the page and when it becomes interactive, measured in a
 * real Chromium rather than simulated: Lighthouse's mobile settings applied to the browser itself
 * (4G at 1.6 Mbit/s with 150 ms round trips, as DevTools applies them, and a 4x slower CPU).
 *
 * For each page, three fresh visits, median printed:
 *   - first paint and largest paint (PerformanceObserver);
 *   - hydrated: when React has taken over the page (the menu's `data-enhanced` appears);
 *   - blocking time: long tasks after the first paint, each counted beyond 50 ms, until 2 s
 *     after hydration.
 * Lighthouse's simulation decides from a trace which requests could have delayed a paint; it
 * counts every script requested before the largest paint, whatever its priority. This measures
 * what the browser does with those priorities. Used by `npm run lighthouse` and `npm run bench`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, LIGHTHOUSE_PAGES } from './lighthouse-run.ts';

const RUNS = 3;
/** Present once React has hydrated: the desktop menu marks itself enhanced in an effect. */
const HYDRATED = 'nav.site-nav[data-enhanced="true"]';

interface Timing {
  firstPaint: number;
  largestPaint: number;
  hydrated: number;
  blocking: number;
}

declare global {
  interface Window {
    __timing: Timing;
  }
}

/** Runs in the page before any of its own code: records the paints, long tasks and hydration. */
function observe(hydratedSelector: string): void {
  const timing: Timing = { firstPaint: 0, largestPaint: 0, hydrated: 0, blocking: 0 };
  window.__timing = timing;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timing.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timing.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (timing.firstPaint && entry.startTime > timing.firstPaint) timing.blocking += Math.max(0, entry.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!timing.hydrated && document.querySelector(hydratedSelector)) timing.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced'] });
}

export async function printPaintTiming(origin: string, pages: readonly string[] = LIGHTHOUSE_PAGES): Promise<void> {
  console.log('\n| Real Chromium, slow 4G and 4x CPU, median of 3 | first paint ms | largest paint ms | hydrated ms | blocking ms |');
  console.log('|---|---|---|---|---|');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    for (const urlPath of pages) {
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse's phone: 412 x 823 CSS pixels at 1.75x.
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // Lighthouse's "applied" slow 4G: 150 ms RTT x 3.75 and 1.6 Mbit/s x 0.9.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 562.5,
          downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
          uploadThroughput: ((750 * 1024) / 8) * 0.9,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(observe, HYDRATED);
        await page.goto(origin + urlPath, { waitUntil: 'load' });
        await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 60_000 });
        await page.waitForTimeout(2000);
        runs.push(await page.evaluate(() => window.__timing));
        await context.close();
      }
      const median = (key: keyof Timing) => Math.round(runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!);
      console.log(`| ${urlPath} | ${median('firstPaint')} | ${median('largestPaint')} | ${median('hydrated')} | ${median('blocking')} |`);
    }
  } finally {
    await browser.close();
  }
}
