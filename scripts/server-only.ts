import type { Plugin } from 'esbuild';
import path from 'node:path';

/**
 * Whether a module must stay on the server: files under server/ or data/ (loaders' lookups,
 * content, the lead pipeline) and any `*.server.ts(x)` file (page loaders and actions). Returns
 * the module's path relative to `root` when it is server-only, else null.
 */
export function findServerOnlyImport(root: string, file: string): string | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return null;
  if (/^(server|data)\//.test(relative) || /\.server\.tsx?$/.test(relative)) return relative;
  return null;
}

/**
 * The client build's guard (docs/decisions/001): the build fails on the first server-only module
 * the browser bundle would include, naming it and the file that imports it. Type-only imports are
 * erased before bundling, so components may still import types from server modules.
 */
export function serverOnlyGuard(root: string): Plugin {
  return {
    name: 'server-only-guard',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const problem = findServerOnlyImport(root, path.resolve(args.resolveDir, args.path));
        if (!problem) return undefined;
        return { errors: [{ text: `${problem} is server-only, but ${path.relative(root, args.importer)} imports it for the browser` }] };
      });
    },
  };
}
