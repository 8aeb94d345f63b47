// One thread of the whole-site HTML check (test/html-validity.test.ts): validates the pages it is
// given with the rules it is given and posts back one line per problem. Plain JavaScript, so the
// thread starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { HtmlValidate } from 'html-validate';

/** @type {{ config: import('html-validate').ConfigData; pages: [string, string][] }} */
const { config, pages } = workerData;
const validator = new HtmlValidate(config);
const problems = [];
for (const [path, html] of pages) {
  const report = await validator.validateString(html);
  for (const result of report.results) {
    for (const message of result.messages) problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector})`);
  }
  if (problems.length > 50) break;
}
parentPort?.postMessage(problems);
