import express, { type NextFunction, type Request, type Response } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** File types the build stores compressed beside the original (scripts/build.ts). */
const COMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the hashed client files from `dir`. Each compressible file was written three times at
 * build time (`x.js`, `x.js.br` at brotli's maximum quality, `x.js.gz` at gzip -9), so a request
 * costs a file read, never a compression: the best stored form the client accepts is sent with
 * its `Content-Encoding`, and every answer says `Vary: Accept-Encoding` so caches keep them apart.
 * Names are content hashes, so browsers may keep them for a year.
 */
export function staticAssets(dir: string) {
  const files = new Set(listFiles(dir));
  const serve = express.static(dir, {
    immutable: true,
    maxAge: '1y',
    index: false,
    // A folder never redirects to a trailing slash: that spelling is not canonical.
    redirect: false,
    fallthrough: false,
    setHeaders(res, file) {
      const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : null;
      if (!encoding) return;
      const original = file.slice(0, file.lastIndexOf('.'));
      res.setHeader('Content-Type', COMPRESSED_TYPES[path.extname(original)] ?? 'application/octet-stream');
      res.setHeader('Content-Encoding', encoding);
    },
  });

  return (req: Request, res: Response, next: NextFunction): void => {
    const relative = decodeURIComponent(req.path).slice(1);
    if (files.has(relative) && COMPRESSED_TYPES[path.extname(relative)]) {
      res.setHeader('Vary', 'Accept-Encoding');
      // Stored bytes: the compression middleware must not touch them (server/app.ts).
      res.locals.precompressed = true;
      // Brotli is smaller, so it wins whenever the client takes it, whatever order it lists them in.
      const header = req.headers['accept-encoding'];
      const suffix = !header ? '' : req.acceptsEncodings('br') === 'br' ? '.br' : req.acceptsEncodings('gzip') === 'gzip' ? '.gz' : '';
      if (suffix && files.has(relative + suffix)) req.url = req.url.replace(req.path, `${req.path}${suffix}`);
    }
    serve(req, res, next);
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}
