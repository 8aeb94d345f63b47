/**
 * No import circles among the project's modules, except through type-only imports, which leave
 * no trace at run time (docs/decisions/089). A lazy route module's `import('./x')` counts. A
 * circle makes load order matter and makes the layers impossible to read from the folders.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { root } from './helpers/app.ts';

const FOLDERS = ['server', 'client', 'shared', 'data'];

/**
 * Each module's run-time imports of other modules of the project, by path from the root, as
 * esbuild (which builds the site) reads them: static imports and re-exports, `import './x'` and
 * `import('./x')`, without the imports TypeScript erases (those used only as types).
 */
async function importGraph(): Promise<Map<string, string[]>> {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: 'import-graph',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty' },
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (!/^(server|client|shared|data)\//.test(file)) continue;
    graph.set(
      file,
      input.imports.filter((i) => !i.external && /^(server|client|shared|data)\/.*\.tsx?$/.test(i.path)).map((i) => i.path),
    );
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan's algorithm), each sorted. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

describe('the modules', () => {
  it('would find a circle: a imports b, b imports c, c imports a', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('import one another in no circle, type-only imports aside', async () => {
    const graph = await importGraph();
    expect(graph.size).toBeGreaterThan(300);
    // Lazy route modules are edges too.
    expect(graph.get('client/routes.tsx')).toContain('client/routes/home.tsx');
    expect(circles(graph)).toEqual([]);
  });

  it('keep the lead pipeline free of the inbox built on it, and the server free of the route table but at the render seam', async () => {
    const graph = await importGraph();
    const from = (prefix: string, target: RegExp) =>
      [...graph].flatMap(([file, targets]) => (file.startsWith(prefix) ? targets.filter((t) => target.test(t)).map((t) => `${file} -> ${t}`) : []));
    expect(from('server/leads/', /^server\/inbox\//)).toEqual([]);
    expect(from('server/', /^client\/routes\.tsx$/).filter((edge) => !edge.startsWith('server/routes.ts '))).toEqual([]);
  });
});
