import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { characterReferences, pagesBySkeleton } from './html-skeleton.ts';
import { htmlValidateConfig } from './html-validate-config.ts';

/** Threads the pages are shared among: the machines this runs on have two cores. */
const THREADS = 2;

/** Validates pages in one thread (test/helpers/html-validate-worker.mjs): one line per problem. */
async function validateInThread(pages: [string, string][]): Promise<string[]> {
  const worker = new Worker(new URL('./html-validate-worker.mjs', import.meta.url), { workerData: { config: htmlValidateConfig, pages } });
  const [problems] = (await once(worker, 'message')) as [string[]];
  await worker.terminate();
  return problems;
}

/** Validates pages ([path, html]) with the site's rules, side by side in two threads: one line per problem, `path: rule: message (selector)`. */
export async function validatePages(pages: [string, string][]): Promise<string[]> {
  const shares = Array.from({ length: Math.min(THREADS, pages.length) }, (_, i) => pages.filter((_, n) => n % THREADS === i));
  return (await Promise.all(shares.map(validateInThread))).flat();
}

/**
 * Validates a site's pages the way test/html-validity.test.ts does: the first page of each
 * skeleton (test/helpers/html-skeleton.ts) in full, and every character reference they use.
 */
export function validateSite(pages: [string, string][], skeletons = pagesBySkeleton(pages)): Promise<string[]> {
  return validatePages([
    ...skeletons.map((g): [string, string] => [g.path, g.html]),
    ['every character reference', referencesDocument(characterReferences(pages))],
  ]);
}

/** A valid document that uses each character reference once in text and once in an attribute. */
export function referencesDocument(references: readonly string[]): string {
  const uses = references.map((reference) => `<p title="a${reference}b">a${reference}b</p>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><title>References</title></head><body><main>${uses}</main></body></html>`;
}
