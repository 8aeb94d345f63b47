import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext, PHONE, runBrowserTests, useBrowser, waitForHydration } from '../helpers/browser.ts';

/** One page of each template. */
const pages = [
  '/',
  '/bath',
  '/sheffield',
  '/glasgow/west-end',
  '/manchester/didsbury',
  '/london/e1-shoreditch',
  '/leeds/emergency-lockout',
  '/locksmith-near-me',
  '/services',
  '/services/safe-installation',
  '/sectors',
  '/pricing',
  '/blog',
  '/blog/category/commercial-security',
  '/blog/how-to-choose-reliable-emergency-locksmith',
  '/ask-the-expert',
  '/about',
  '/contact',
  '/sitemap',
  '/privacy-policy',
  '/terms-conditions',
  '/no-such-page',
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

describe.skipIf(!runBrowserTests)('accessibility (axe-core in Chromium)', () => {
  const env = useBrowser();

  it('would catch a violation: an image stripped of its alt text is reported as critical', async () => {
    const context = await newContext(env.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${env.origin}/`);
    await waitForHydration(page);
    await page.evaluate(() => document.querySelector('main img')!.removeAttribute('alt'));
    await page.evaluate(axe.source);
    const ids = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'critical').map((v) => v.id);
    });
    expect(ids).toContain('image-alt');
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds no serious or critical violations on any template at ${viewport.width}px`, async () => {
      const context = await newContext(env.browser, viewport);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(env.origin + path);
        await waitForHydration(page);
        // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
        await page.evaluate(axe.source);
        const findings = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact ?? 'unknown',
            help: v.help,
            targets: v.nodes.slice(0, 3).map((n) => String(n.target)),
          }));
        });
        for (const f of findings as Finding[]) {
          if (f.impact === 'serious' || f.impact === 'critical') problems.push(`${path}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
