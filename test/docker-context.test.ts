/** What the image's build context leaves out (.dockerignore). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLeadConfig } from '../server/leads/config.ts';
import { root } from './helpers/app.ts';

describe('.dockerignore', () => {
  it('leaves out the default lead database folder, where a developer’s local leads are', () => {
    const parsed = parseLeadConfig({}, { name: 'Test', origin: 'https://test.example' });
    if (!('config' in parsed)) throw new Error(parsed.problems.join('\n'));
    const folder = path.posix.normalize(parsed.config.dataDir).replace(/\/$/, '');
    const lines = readFileSync(path.join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain(`${folder}/`);
  });
});
