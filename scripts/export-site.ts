/**
 * `npm run export`: writes every sitemap URL as a static file, plus the assets, images, robots.txt
 * and the sitemaps, into dist/export/, so any static host or CDN can serve the site.
 *
 * Pages are fetched from the real app (the bytes the server sends, uncompressed), so the export and
 * the server cannot differ. Layout: `/` is `index.html`, `/leeds/headingley` is
 * `leeds/headingley/index.html`; the host must serve `/{path}` from `{path}/index.html` without
 * adding a trailing slash (nginx: `try_files $uri $uri/index.html =404;`) and `404.html` for
 * anything else, with status 404.
 *
 * A static host takes no posts, so the pages are rendered as a site whose forms are closed
 * (docs/decisions/038, 049): every call-back button and question form gives way to the page's
 * number and when it is answered, and nothing promises a written answer.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { createApp } from '../server/app.ts';
import { clientDirFrom, readAssets } from '../server/http/assets.ts';
import { loadConfig } from '../server/operations/config.ts';
import { childSitemapPath } from '../server/http/crawler-files.ts';
import { allSitemapPaths, sitemapKinds } from '../server/views/sitemap-urls.ts';
import type { SiteConfig } from '../shared/site.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Where a page's file goes, relative to the export folder. */
export function exportFileFor(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : path.join(...clean.split('/'), 'index.html');
}

export interface ExportResult {
  pages: number;
  bytes: number;
}

/** Exports `paths` (every page, including those kept out of the sitemaps, unless given) into `outDir`, emptied first. */
export async function exportSite(outDir: string, site: SiteConfig, indexing = true, paths = allSitemapPaths()): Promise<ExportResult> {
  const clientDir = clientDirFrom(root);
  const app = createApp({
    site,
    assets: readAssets(clientDir),
    clientDir,
    logger: pino({ level: 'silent' }),
    indexing,
    pageCacheBytes: 0,
    leadFormsOpen: false,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fetchText = async (urlPath: string, expected: number) => {
    // No Accept-Encoding: the plain bytes, exactly as the server renders them.
    const res = await fetch(origin + urlPath, { headers: { 'Accept-Encoding': 'identity' }, redirect: 'manual' });
    if (res.status !== expected) throw new Error(`${urlPath} answered ${res.status}, expected ${expected}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const write = async (file: string, body: Buffer | string) => {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    return Buffer.byteLength(body);
  };

  try {
    await rm(outDir, { recursive: true, force: true });
    let bytes = 0;
    for (const pagePath of paths) bytes += await write(exportFileFor(pagePath), await fetchText(pagePath, 200));
    await write('404.html', await fetchText('/not-found', 404));
    await write('robots.txt', await fetchText('/robots.txt', 200));
    await write('sitemap.xml', await fetchText('/sitemap.xml', 200));
    // A kind with no indexable page has no child sitemap; the index names only the others.
    const index = (await fetchText('/sitemap.xml', 200)).toString('utf8');
    for (const kind of sitemapKinds) {
      if (index.includes(childSitemapPath(kind))) await write(childSitemapPath(kind).slice(1), await fetchText(childSitemapPath(kind), 200));
    }
    await cp(path.join(clientDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
    await cp(path.join(clientDir, 'images'), path.join(outDir, 'images'), { recursive: true });
    return { pages: paths.length, bytes };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  const outDir = path.join(root, 'dist', 'export');
  const started = performance.now();
  const result = await exportSite(outDir, config.site, config.indexing);
  console.log(
    `exported ${result.pages} pages (${(result.bytes / 1024 / 1024).toFixed(1)} MB of HTML) plus assets, images, robots.txt and sitemaps to dist/export in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
