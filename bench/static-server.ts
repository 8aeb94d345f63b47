/**
 * The benchmark's reference: the exported site (npm run export) served by express.static with the
 * compression middleware, the usual way to serve static files from Node. `/{path}` maps to
 * `{path}/index.html` as a static host would map it; unknown paths get 404.html with status 404.
 * Usage: PORT=3200 npx tsx bench/static-server.ts
 */
import path from 'node:path';
import compression from 'compression';
import express from 'express';

const dir = path.resolve(import.meta.dirname, '..', 'dist', 'export');
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use((req, _res, next) => {
  if (!path.extname(req.path)) req.url = `${req.path.replace(/\/$/, '')}/index.html`;
  next();
});
app.use(express.static(dir, { redirect: false }));
app.use((_req, res) => res.status(404).sendFile(path.join(dir, '404.html')));
const port = Number(process.env.PORT ?? 3200);
app.listen(port, '127.0.0.1', () => console.log(`static reference on http://127.0.0.1:${port}`));
