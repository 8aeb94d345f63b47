import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServerOnlyImport, serverOnlyGuard } from '../scripts/server-only.ts';
import { root } from './helpers/app.ts';

const fixtures = path.join(root, 'test', 'fixtures', 'client-guard');

function bundle(entry: string) {
  return esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(fixtures, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime'],
    plugins: [serverOnlyGuard(root)],
    logLevel: 'silent',
  });
}

describe('the client build keeps server-only modules out of the browser', () => {
  it('names server/, data/ and *.server modules as server-only, and nothing else', () => {
    expect(findServerOnlyImport(root, path.join(root, 'server', 'app.ts'))).toBe('server/app.ts');
    expect(findServerOnlyImport(root, path.join(root, 'data', 'cities.ts'))).toBe('data/cities.ts');
    expect(findServerOnlyImport(root, path.join(root, 'client', 'routes', 'city.server.ts'))).toBe('client/routes/city.server.ts');
    expect(findServerOnlyImport(root, path.join(root, 'client', 'routes', 'city.tsx'))).toBeNull();
    expect(findServerOnlyImport(root, path.join(root, 'shared', 'site.ts'))).toBeNull();
  });

  it('fails a build that imports a *.server module for the browser', async () => {
    await expect(bundle('leaky-page.tsx')).rejects.toThrow(/leaky-page\.server\.ts is server-only/);
  });

  it('lets a page import only the type of its loader', async () => {
    const result = await bundle('clean-page.tsx');
    expect(result.errors).toHaveLength(0);
    expect(result.outputFiles[0]!.text).not.toContain('server data');
  });

  it('left no server module, data module or loader in the real client build', () => {
    const meta = JSON.parse(readFileSync(path.join(root, 'dist', 'client-meta.json'), 'utf8')) as esbuild.Metafile;
    const inputs = Object.keys(meta.inputs).filter((input) => !input.startsWith('node_modules/'));
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((input) => findServerOnlyImport(root, path.join(root, input)))).toEqual([]);
  });
});
