import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where `npm run build` writes the client: hashed bundles in assets/, images/, manifest.json. */
export function clientDirFrom(root: string): string {
  return path.join(root, 'dist', 'client');
}

/** What the build recorded in dist/client/manifest.json (scripts/build.ts writes it). */
const buildManifest = z.object({
  js: z.string(),
  css: z.string(),
  noticesCss: z.string(),
  icons: z.string(),
  /** Chunks the entry imports statically (React, the router): preloaded on every page. */
  entryImports: z.array(z.string()),
  /** Per route id, the route module's chunk and the chunks it adds to the entry's. */
  routeChunks: z.record(z.string(), z.array(z.string())),
  /** Development builds only (scripts/build.ts --dev): the script that reloads a page after a restart. */
  liveReload: z.string().optional(),
});

export type BuildAssets = z.infer<typeof buildManifest>;

/** Reads the hashed file names the build recorded. */
export function readAssets(clientDir: string): BuildAssets {
  const file = path.join(clientDir, 'manifest.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Client build not found at ${file}. Run \`npm run build\` first.`);
  }
  const parsed = buildManifest.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`${file} is out of date (${parsed.error.issues[0]?.message}); rebuild with \`npm run build\`.`);
  return parsed.data;
}
