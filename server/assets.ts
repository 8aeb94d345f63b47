import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../shared/hydration.ts';

/** Where `npm run build` writes the client: hashed bundles in assets/, images/, manifest.json. */
export function clientDirFrom(root: string): string {
  return path.join(root, 'dist', 'client');
}

/** Reads the hashed entry file names the build recorded. */
export function readAssets(clientDir: string): ClientAssets {
  const file = path.join(clientDir, 'manifest.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Client build not found at ${file}. Run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(raw) as Partial<ClientAssets>;
  if (typeof manifest.js !== 'string' || typeof manifest.css !== 'string') {
    throw new Error(`${file} is missing "js" or "css"; rebuild with \`npm run build\`.`);
  }
  return { js: manifest.js, css: manifest.css };
}
