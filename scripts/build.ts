/**
 * Builds the site into dist/:
 *   dist/client/assets/   the browser bundle: entry, one chunk per route, CSS, the icon sprite
 *                         (hashed names), each also stored brotli- and gzip-compressed
 *   dist/client/images/   self-hosted images, copied from client/public/images
 *   dist/client/manifest.json  hashed names the server needs: entry, CSS, sprite, each route's chunks
 *   dist/sourcemaps/      the client's source maps, kept out of the public folder: for reading
 *                         error reports, never served (docs/decisions/014-headers-and-details.md)
 *   dist/server/main.js   the server, bundled (dependencies stay in node_modules)
 *   dist/server/leads-cli.js  `npm run leads`, the operator's lead tool
 *   dist/server/go-live.js  `npm run go-live`, the checklist before going live (docs/decisions/060)
 *   dist/server/business-cli.js  `npm run business`, the business file's check and schema (docs/decisions/072)
 *   dist/server/sqlite-worker.js  the SQLite lead store's thread, started by both
 *   dist/inbox/           the leads inbox's own scripts and stylesheet (client/inbox/), served at
 *                         /inbox/static/ to signed-in people only: never part of a public page
 *
 * With `--dev` (scripts/dev.ts, docs/decisions/032-dev-loop.md) it rebuilds dist/client and
 * dist/sourcemaps only, for a server run from source: no server bundle, nothing stored compressed
 * (brotli 11 is most of a full build's time; the server sends the plain file when no compressed
 * one is stored), dist/content-report.json left in place, and one more script, the live reload
 * (client/live-reload.ts), named in the manifest. `npm run build` never passes it.
 */
import '../server/operations/preflight.ts';
import * as esbuild from 'esbuild';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { serverOnlyGuard } from './server-only.ts';
import { buildIconSprite } from './icon-sprite.ts';
import { checkBusinessFacts } from '../server/business/business-facts.ts';
import { ConfigError } from '../server/operations/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const clientOut = path.join(dist, 'client');
const dev = process.argv.includes('--dev');

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

async function buildClient(iconsUrl: string): Promise<void> {
  const result = await esbuild.build({
    absWorkingDir: root,
    // The notices are a second entry point: loaded on first use, with their own stylesheet.
    entryPoints: { entry: 'client/entry.tsx', notices: 'client/notices-host.tsx', ...(dev && { 'live-reload': 'client/live-reload.ts' }) },
    outdir: path.join(clientOut, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16', 'firefox114'],
    jsx: 'automatic',
    minify: true,
    // Written beside the bundles without a sourceMappingURL comment, then moved out of the public folder.
    sourcemap: 'external',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'linked',
    // Asks V8 to compile every function of a file while the file streams in, off the main thread,
    // instead of each on its first call during hydration (docs/decisions/048).
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [serverOnlyGuard(root), sonnerWithoutInjectedCss],
    logLevel: 'warning',
  });

  const outputs = result.metafile.outputs;
  const outputOf = (entryPoint: string) => Object.keys(outputs).find((file) => outputs[file]!.entryPoint === entryPoint);
  const entry = outputOf('client/entry.tsx');
  const entryCss = entry && outputs[entry]!.cssBundle;
  const notices = outputOf('client/notices-host.tsx');
  const noticesCss = notices && outputs[notices]!.cssBundle;
  if (!entry || !entryCss || !noticesCss) throw new Error('esbuild produced no entry script, stylesheet or notices stylesheet');
  const toUrl = (file: string) => `/${path.relative(clientOut, path.join(root, file)).split(path.sep).join('/')}`;
  /** A file and every chunk it imports statically: what loading it downloads. */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') closure(imported.path, seen);
    return seen;
  };
  // The entry imports its parts one by one (client/entry.tsx); they are all part of every page.
  const entryFiles = closure(entry);
  for (const imported of outputs[entry]!.imports) if (imported.kind === 'dynamic-import') closure(imported.path, entryFiles);
  const routeChunks: Record<string, string[]> = {};
  for (const [file, meta] of Object.entries(outputs)) {
    const match = meta.entryPoint?.match(/^client\/routes\/([a-z-]+)\.tsx$/);
    if (match) routeChunks[match[1]!] = [...closure(file)].filter((f) => !entryFiles.has(f)).map(toUrl);
  }
  const liveReload = outputOf('client/live-reload.ts');
  const manifest = {
    js: toUrl(entry),
    css: toUrl(entryCss),
    noticesCss: toUrl(noticesCss),
    icons: iconsUrl,
    entryImports: [...entryFiles].filter((f) => f !== entry).map(toUrl),
    routeChunks,
    ...(liveReload && { liveReload: toUrl(liveReload) }),
  };
  await writeFile(path.join(clientOut, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(dist, 'client-meta.json'), JSON.stringify(result.metafile));
  await moveSourceMaps(path.join(clientOut, 'assets'), path.join(dist, 'sourcemaps'));
}

/** Moves every .map file under `from` to the same relative place under `to`. */
async function moveSourceMaps(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target);
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Stores every text asset compressed beside the original, at the strongest settings (paid once
 * per build, not per request): `x.js.br` (brotli 11) and `x.js.gz` (gzip 9). The server sends
 * the stored form the client accepts (server/http/static-assets.ts).
 */
async function compressAssets(): Promise<void> {
  const dir = path.join(clientOut, 'assets');
  const files = (await readdir(dir, { recursive: true })).filter((file) => /\.(js|css|svg|txt)$/.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const bytes = await readFile(full);
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
}

/**
 * The leads inbox's passkey script, its list's live update (docs/decisions/068) and its stylesheet
 * (docs/decisions/065), built apart from the public bundle so that no public page downloads a byte of them.
 */
async function buildInbox(): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { passkeys: 'client/inbox/passkeys.ts', live: 'client/inbox/live.ts', inbox: 'client/inbox/inbox.css' },
    outdir: path.join(dist, 'inbox'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16', 'firefox114'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

const noStylesOnServer: esbuild.Plugin = {
  name: 'no-styles-on-server',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-styles' }));
    build.onLoad({ filter: /.*/, namespace: 'no-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

async function buildServer(): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    // The SQLite store's thread is a file of its own, beside the bundles that start it (server/store/sqlite-driver.ts).
    entryPoints: {
      main: 'server/main.ts',
      'leads-cli': 'server/leads-cli.ts',
      'go-live': 'server/go-live.ts',
      'business-cli': 'server/business-cli.ts',
      'sqlite-worker': 'server/store/sqlite-worker.ts',
    },
    outdir: path.join(dist, 'server'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    jsx: 'automatic',
    packages: 'external',
    sourcemap: 'linked',
    // CSS imported for the client bundle means nothing to the server, even from a package.
    plugins: [noStylesOnServer],
    logLevel: 'warning',
  });
}

if (dev) for (const dir of [clientOut, path.join(dist, 'sourcemaps')]) await rm(dir, { recursive: true, force: true });
else await rm(dist, { recursive: true, force: true });
// The business facts first: a price written '£6O' or a number one digit short stops the build with
// the file and field named, before anything is written (the server checks them again at start).
try {
  checkBusinessFacts();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await mkdir(path.join(clientOut, 'assets'), { recursive: true });
const iconSprite = await buildIconSprite(path.join(clientOut, 'assets'));
await Promise.all([
  buildClient(`/assets/${iconSprite}`),
  dev ? undefined : buildServer(),
  buildInbox(),
  cp(path.join(root, 'client', 'public'), clientOut, { recursive: true }),
]);
if (!dev) await compressAssets();
console.log(dev ? 'built dist/client for development' : 'built dist/client and dist/server');
