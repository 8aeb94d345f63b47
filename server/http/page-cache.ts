import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * 'fast' is what a page's first request waits for (a few milliseconds); 'best' is made later, in
 * the background, and replaces it (docs/decisions/013-fast-first-response.md).
 */
export type Quality = 'fast' | 'best';

const levels: Record<Quality, { gzip: number; br: number }> = {
  fast: { gzip: 6, br: 4 },
  best: { gzip: 9, br: 11 },
};

/** One rendered page: its bytes in each encoding and their validators. */
export interface CachedPage {
  bodies: Record<Encoding, Buffer>;
  /** Strong ETag per encoding and quality: the bytes differ, so the validators do too. */
  etags: Record<Encoding, string>;
  contentType: string;
  cacheControl: string;
  quality: Quality;
  /** Total bytes held for this page, all encodings. */
  size: number;
  /** The route template it was rendered for ('/:city'), for the metrics' route label. */
  route?: string;
}

/**
 * Compresses a page for serving from memory, in libuv's thread pool (off the event loop): at fast
 * levels for the request that rendered it, at the strongest for every request after.
 */
export async function preparePage(html: Buffer, contentType: string, cacheControl: string, quality: Quality = 'best'): Promise<CachedPage> {
  const level = levels[quality];
  const [gz, br] = await Promise.all([
    gzipAsync(html, { level: level.gzip }),
    brotliAsync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: level.br, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }),
  ]);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const tag = quality === 'best' ? '' : `-${quality}`;
  return {
    bodies: { identity: html, gzip: gz, br },
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gz${tag}"`, br: `"${hash}-br${tag}"` },
    contentType,
    cacheControl,
    quality,
    size: html.length + gz.length + br.length,
  };
}

/** Background compression waits this long after the latest render. */
const QUIET_MS = 100;

/** Days since 1970 in UTC: the day a page was rendered on. */
const utcDay = (): number => Math.floor(Date.now() / 86_400_000);

/**
 * Rendered 200 pages keyed by canonical path, least recently used dropped first once the total
 * passes `maxBytes`. Only the server's own routes put pages here, and only pages that answered
 * 200, so a stream of made-up URLs cannot grow it.
 *
 * A page is kept until the end of the (UTC) day it was rendered on, then rendered again: /contact
 * lists the office's closures coming up from that day, so a closure never stays listed once it has
 * passed on a server that runs for weeks (docs/decisions/059). Once a day per page costs little.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  /** The day each held page was rendered on (`today()` at the time). */
  readonly #renderedOn = new Map<string, number>();
  #bytes = 0;

  /** Paths whose page still holds its fast forms, in the order they were first rendered. */
  readonly #toUpgrade = new Set<string>();
  #upgrading: Promise<void> | undefined;
  /** When a page was last rendered and stored: upgrades wait for a quiet moment after it. */
  #lastAdded = 0;

  /**
   * Since start: pages sent from memory, pages rendered and stored (a request the cache could have
   * answered but did not have), and pages dropped to stay within `maxBytes`. Read by the metrics.
   */
  readonly counts = { hits: 0, misses: 0, evictions: 0 };

  /** `today`: the current day as a number; tests pass their own clock. */
  constructor(
    readonly maxBytes: number,
    private readonly today: () => number = utcDay,
  ) {}

  get(path: string): CachedPage | undefined {
    if (this.#renderedOn.has(path) && this.#renderedOn.get(path) !== this.today()) this.delete(path);
    const page = this.#pages.get(path);
    if (page) {
      this.counts.hits++;
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
    this.#renderedOn.set(path, this.today());
    this.#bytes += page.size;
    this.#evict();
  }

  /**
   * Stores a page and, if it was compressed at fast levels, queues its best forms: made one page at
   * a time, never on a request's path, and only once no page has been rendered for QUIET_MS, so
   * a burst of first visits gets the CPU before the background work does.
   */
  add(path: string, page: CachedPage): void {
    this.counts.misses++;
    this.#lastAdded = performance.now();
    this.set(path, page);
    if (page.quality === 'best' || !this.#pages.has(path)) return;
    this.#toUpgrade.add(path);
    this.#upgrading ??= this.#upgradeAll();
  }

  /** Resolves once every queued page has its best forms (tests and benchmarks wait on it). */
  async upgraded(): Promise<void> {
    while (this.#upgrading) await this.#upgrading;
  }

  async #upgradeAll(): Promise<void> {
    try {
      for (const path of this.#toUpgrade) {
        this.#toUpgrade.delete(path);
        for (let wait = QUIET_MS; wait > 0; wait = this.#lastAdded + QUIET_MS - performance.now()) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        const fast = this.#pages.get(path);
        if (!fast || fast.quality === 'best') continue;
        const best = await preparePage(fast.bodies.identity, fast.contentType, fast.cacheControl, 'best');
        if (fast.route !== undefined) best.route = fast.route;
        // Replaced in place (its place in the LRU order kept), unless it was dropped or replaced meanwhile.
        if (this.#pages.get(path) !== fast) continue;
        this.#pages.set(path, best);
        this.#bytes += best.size - fast.size;
        this.#evict();
      }
    } finally {
      this.#upgrading = undefined;
    }
  }

  #evict(): void {
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.counts.evictions++;
      this.#pages.delete(oldest);
      this.#renderedOn.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(path: string): void {
    const page = this.#pages.get(path);
    if (!page) return;
    this.#pages.delete(path);
    this.#renderedOn.delete(path);
    this.#bytes -= page.size;
  }

  /** The paths held, least recently used first. */
  paths(): string[] {
    return [...this.#pages.keys()];
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
  const encoding: Encoding = !header
    ? 'identity'
    : req.acceptsEncodings('br') === 'br'
      ? 'br'
      : req.acceptsEncodings('gzip') === 'gzip'
        ? 'gzip'
        : 'identity';
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
