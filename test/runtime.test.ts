/**
 * One Node major everywhere (docs/decisions/052): the version files, the container's stages, the
 * type definitions and the Node this test runs on all name the same major, so production never
 * runs a Node that no test has run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './helpers/app.ts';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);
const nodeMajor = major(read('.node-version'));

describe('the Node version', () => {
  it('is named once: .nvmrc says what .node-version says', () => {
    expect(Number.isInteger(nodeMajor)).toBe(true);
    expect(major(read('.nvmrc'))).toBe(nodeMajor);
  });

  it('is the one the tests run on', () => {
    expect(major(process.versions.node)).toBe(nodeMajor);
  });

  it('is every container stage’s, with its minor pinned', () => {
    const dockerfile = read('Dockerfile');
    const image = /^ARG NODE_IMAGE=node:(\d+)\.(\d+)-[a-z-]+$/m.exec(dockerfile);
    expect(image, 'ARG NODE_IMAGE=node:<major>.<minor>-<variant>').not.toBeNull();
    expect(Number(image![1])).toBe(nodeMajor);
    // Every stage names the argument, never an image of its own.
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.filter((stage) => stage !== '$' + '{NODE_IMAGE}')).toEqual([]);
  });

  it('is what package.json and the benchmark’s package allow and type-check against', () => {
    for (const file of ['package.json', 'bench/package.json']) {
      const pkg = JSON.parse(read(file)) as { engines: { node: string }; devDependencies: Record<string, string> };
      expect(major(pkg.engines.node), `${file} engines.node`).toBeLessThanOrEqual(nodeMajor);
      expect(major(pkg.devDependencies['@types/node']!), `${file} @types/node`).toBe(nodeMajor);
    }
  });
});
