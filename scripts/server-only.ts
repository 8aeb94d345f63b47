import path from 'node:path';

/**
 * Whether a module must stay on the server: files under server/ or data/ (loaders, content, the
 * lead pipeline) and any `*.server.ts(x)` file. Returns the module's path relative to `root` when
 * it is server-only, else null. Used by the client build's guard (scripts/build.ts).
 */
export function findServerOnlyImport(root: string, file: string): string | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('..')) return null;
  if (/^(server|data)\//.test(relative) || /\.server\.tsx?$/.test(relative)) return relative;
  return null;
}
