import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { exportFileFor, exportSite } from '../scripts/export-site.ts';
import { areaLinks } from '../server/views/place-links.ts';
import { makeApp, site } from './helpers/app.ts';
import { fixturePages, serves } from './helpers/fixture-pages.ts';

const outDir = mkdtempSync(path.join(tmpdir(), 'locksmith-export-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const sample = [
  '/',
  '/ask-the-expert',
  '/blog',
  '/contact',
  // Location pages of the configured business: a place, one of its local service pages, and an
  // area page and a London district page where it has them.
  fixturePages.city,
  fixturePages.cityService,
  ...(fixturePages.area ? [fixturePages.area] : []),
  ...(serves('london') ? [areaLinks('london')[0]!.path] : []),
  '/services/safe-installation',
  '/blog/smart-lock-technology',
  '/locksmith-near-me',
];

describe('npm run export', () => {
  it('maps each page to {path}/index.html', () => {
    expect(exportFileFor('/')).toBe('index.html');
    const [, place, service] = fixturePages.cityService.split('/') as [string, string, string];
    expect(exportFileFor(fixturePages.city)).toBe(path.join(place, 'index.html'));
    expect(exportFileFor(fixturePages.cityService)).toBe(path.join(place, service, 'index.html'));
  });

  it('writes the same bytes the server sends, plus the 404 page, robots.txt, sitemaps and assets', async () => {
    const result = await exportSite(outDir, site, true, sample);
    expect(result.pages).toBe(sample.length);
    // A static host takes no posts, so the export is rendered as a site with its forms closed.
    const app = makeApp([], { leadFormsOpen: false });
    for (const pagePath of sample) {
      const served = await request(app)
        .get(pagePath)
        .set('Accept-Encoding', 'identity')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const exported = readFileSync(path.join(outDir, exportFileFor(pagePath)));
      expect(exported.equals(served.body as Buffer), pagePath).toBe(true);
    }
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('Page not found');
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(readFileSync(path.join(outDir, 'sitemaps', 'blog.xml'), 'utf8')).toContain('<urlset');
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const asset of html.matchAll(/(?:src|href)="(\/(?:assets|images)\/[^"#]+)[^"]*"/g)) {
      expect(existsSync(path.join(outDir, asset[1]!)), asset[1]).toBe(true);
    }
  });

  it('publishes no form that cannot post: the number and its hours stand in for every form (docs/decisions/038, 049)', () => {
    for (const pagePath of sample) {
      const html = readFileSync(path.join(outDir, exportFileFor(pagePath)), 'utf8');
      expect(html, pagePath).not.toMatch(/<form[^>]*method="post"/);
      expect(html, pagePath).not.toContain('href="/call-back');
      expect(html, pagePath).not.toContain('answer by e-mail');
      expect(html, pagePath).toContain('"leadFormsOpen":false');
    }
    const ask = readFileSync(path.join(outDir, exportFileFor('/ask-the-expert')), 'utf8').replace(/<!-- -->/g, '');
    expect(ask).toContain(`Please call us on <a href="tel:${site.phone.replace(/ /g, '')}">${site.phone}</a>: we answer`);
  });
});
