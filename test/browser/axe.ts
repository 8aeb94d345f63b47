import axe from 'axe-core';
import type { Page } from '@playwright/test';

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now and returns its violations. */
export async function axeViolations(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => String(n.target)),
    }));
  });
}

/** The serious and critical violations on the page, one line each, for an assertion to list. */
export async function seriousViolations(page: Page, path: string): Promise<string[]> {
  return (await axeViolations(page))
    .filter((f) => f.impact === 'serious' || f.impact === 'critical')
    .map((f) => `${path}: ${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`);
}
