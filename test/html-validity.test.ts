/**
 * Every page the site-wide crawl reached is valid HTML: html-validate's recommended rules, less the
 * few in test/helpers/html-validate-config.ts, each off for a stated reason. Apart from
 * test/crawl.test.ts so the two run side by side in separate workers.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { htmlValidateConfig } from './helpers/html-validate-config.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

describe('the site-wide crawl', () => {
  it('finds valid HTML on every page (html-validate, rules in test/helpers/html-validate-config.ts)', async () => {
    const crawl = await siteSnapshot();
    expect(crawl.crawled.length).toBeGreaterThan(800);
    const validator = new HtmlValidate(htmlValidateConfig);
    const problems: string[] = [];
    for (const path of crawl.crawled) {
      const report = await validator.validateString(crawl.html(path));
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector})`);
      }
      if (problems.length > 50) break;
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
