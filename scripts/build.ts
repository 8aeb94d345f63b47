/**
 * Builds the site into dist/:
 *   dist/client/assets/   the browser bundle: entry, one chunk per route, CSS (hashed names)
 *   dist/client/images/   self-hosted images, copied from client/public/images
 *   dist/client/manifest.json  the entry's hashed JS and CSS names, read by the server
 *   dist/server/main.js   the server, bundled (dependencies stay in node_modules)
 *   dist/server/leads-cli.js  `npm run leads`, the operator's lead tool
 */
import * as esbuild from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const clientOut = path.join(dist, 'client');

/**
 * sonner injects its stylesheet with a runtime <style> element, which a strict CSP
 * (style-src 'self') refuses. We bundle sonner's own styles.css instead (client/styles/index.css)
 * and turn the injection off here; the build fails if sonner changes and the patch no longer applies.
 */
const sonnerWithoutInjectedCss: esbuild.Plugin = {
  name: 'sonner-without-injected-css',
  setup(build) {
    build.onLoad({ filter: /[\\/]sonner[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const marker = 'function __insertCSS(code) {';
      if (!source.includes(marker)) throw new Error('sonner no longer defines __insertCSS; review the CSP patch in scripts/build.ts');
      return { contents: source.replace(marker, `${marker}\n  return;`), loader: 'js' };
    });
  },
};

/**
 * react-router's package exports point every import at its development build (extra checks and
 * warnings, 95 KB more). Both bundles use the production build instead: the client by bundling it,
 * the server by bundling just react-router while other packages stay in node_modules.
 */
const reactRouterProduction: esbuild.Plugin = {
  name: 'react-router-production',
  setup(build) {
    const dir = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(dir, args.path === 'react-router/dom' ? 'dom-export.mjs' : 'index.mjs'),
    }));
  },
};

async function buildClient(): Promise<void> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry: 'client/entry.tsx' },
    outdir: path.join(clientOut, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16', 'firefox114'],
    jsx: 'automatic',
    minify: true,
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'linked',
    plugins: [sonnerWithoutInjectedCss, reactRouterProduction],
    logLevel: 'warning',
  });

  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, meta]) => meta.entryPoint === 'client/entry.tsx');
  if (!entry || !entry[1].cssBundle) throw new Error('esbuild produced no entry script or stylesheet');
  const toUrl = (file: string) => `/${path.relative(clientOut, path.join(root, file)).split(path.sep).join('/')}`;
  const manifest = { js: toUrl(entry[0]), css: toUrl(entry[1].cssBundle) };
  await writeFile(path.join(clientOut, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(dist, 'client-meta.json'), JSON.stringify(result.metafile));
}

async function buildServer(): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'leads-cli': 'server/leads/cli.ts' },
    outdir: path.join(dist, 'server'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    sourcemap: 'linked',
    // CSS imported for the client bundle means nothing to the server.
    loader: { '.css': 'empty' },
    plugins: [reactRouterProduction],
    logLevel: 'warning',
  });
}

await rm(dist, { recursive: true, force: true });
await mkdir(clientOut, { recursive: true });
await Promise.all([buildClient(), buildServer(), cp(path.join(root, 'client', 'public'), clientOut, { recursive: true })]);
console.log('built dist/client and dist/server');
