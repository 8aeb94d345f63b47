import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = 'br' | 'gzip' | 'identity';

/** One rendered page: its bytes in each encoding, compressed once, and its validators. */
export interface CachedPage {
  bodies: Record<Encoding, Buffer>;
  /** Strong ETag per encoding: the bytes differ, so the validators do too. */
  etags: Record<Encoding, string>;
  contentType: string;
  cacheControl: string;
  /** Total bytes held for this page, all encodings. */
  size: number;
}

/**
 * Compresses a page once, at the strongest settings (the cost is paid once per process, off the
 * main thread in libuv's pool), for serving from memory ever after.
 */
export async function preparePage(html: Buffer, contentType: string, cacheControl: string): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(html, { level: 9 }),
    brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  ]);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return {
    bodies: { identity: html, gzip: gz, br },
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
    contentType,
    cacheControl,
    size: html.length + gz.length + br.length,
  };
}

/**
 * Rendered 200 pages keyed by canonical path, least recently used dropped first once the total
 * passes `maxBytes`. Only the server's own routes put pages here, and only pages that answered
 * 200, so a stream of made-up URLs cannot grow it.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(path: string): CachedPage | undefined {
    const page = this.#pages.get(path);
    if (page) {
      // Map keeps insertion order: re-inserting marks the page as most recently used.
      this.#pages.delete(path);
      this.#pages.set(path, page);
    }
    return page;
  }

  set(path: string, page: CachedPage): void {
    if (page.size > this.maxBytes) return;
    this.delete(path);
    this.#pages.set(path, page);
    this.#bytes += page.size;
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(path: string): void {
    const page = this.#pages.get(path);
    if (!page) return;
    this.#pages.delete(path);
    this.#bytes -= page.size;
  }

  get stats(): { pages: number; bytes: number; maxBytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}

/** True when `If-None-Match` lists `etag` (or is '*'). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Sends a cached page in the encoding the client prefers, or 304 when its copy is current. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, serverTiming: string): void {
  // Already compressed: the compression middleware must leave these bytes alone (see app.ts).
  res.locals.precompressed = true;
  // Brotli is smaller, so it wins whenever the client takes it, whatever order it lists them in.
  const header = req.headers['accept-encoding'];
  const encoding: Encoding = !header ? 'identity' : req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
  const etag = page.etags[encoding];
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Cache-Control', page.cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Server-Timing', serverTiming);
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const body = page.bodies[encoding];
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
