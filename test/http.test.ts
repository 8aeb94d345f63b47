import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { homeCitySlugs, homeHero } from '../data/home.ts';
import { homePlace, homeReviews, phoneLineHours, technicians } from '../data/business.ts';
import { accreditations, reputation } from '../data/business.ts';
import { featuredServiceSlugs } from '../data/services.ts';
import { readAssets } from '../server/http/assets.ts';
import { isOffered } from '../server/views/offered-services.ts';
import { hoursInWords, isRoundTheClock } from '../shared/hours.ts';
import { telHref } from '../shared/site.ts';
import { clientDir, makeApp, site } from './helpers/app.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';
import { canonicalOf, count, head, jsonLdBlocks, scriptTags, titleOf } from './helpers/html.ts';

const app = makeApp();

describe('pages', () => {
  it('serves the home page with one title, description and absolute canonical in <head>', async () => {
    const res = await request(app)
      .get('/')
      .expect(200)
      .expect('Content-Type', /text\/html; charset=utf-8/);
    const h = head(res.text);
    expect(count(h, /<title>/)).toBe(1);
    expect(count(h, /<meta name="description"/)).toBe(1);
    expect(count(h, /<link rel="canonical"/)).toBe(1);
    expect(count(res.text, /<title>/)).toBe(1);
    expect(canonicalOf(h)).toBe(`${site.origin}/`);
    expect(titleOf(h)).toContain(site.name);
    // The heading names the home team's place (the business file's homeTeam, else its first team).
    const home = servedByPopulation.find((place) => place.slug === homePlace.slug)!;
    expect(res.text).toContain(`>${homeHero.heading.replace('{home}', home.name)}</h1>`);
    expect(count(res.text, /<h1[\s>]/)).toBe(1);
  });

  it('links the phone number as tel: with spaces removed', async () => {
    const res = await request(app).get('/').expect(200);
    expect(telHref('020 7946 0321')).toBe('tel:02079460321');
    expect(res.text).toContain(`href="${telHref(site.phone)}"`);
    expect(res.text).not.toMatch(/href="tel:[^"]*\s/);
    // 'Call Us Now' is a call link, not a notice (docs/decisions/022).
    const callUsNow = /<a [^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Call Us Now/.exec(res.text);
    expect(callUsNow?.[1]).toBe(telHref(site.phone));
  });

  it('needs no inline script: only external, JSON-LD and JSON data blocks', async () => {
    const res = await request(app).get('/').expect(200);
    const tags = scriptTags(res.text);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag).toMatch(/ src="\/assets\/|type="application\/(ld\+)?json"/);
    }
    expect(res.text).toContain(`src="${readAssets(clientDir).js}"`);
  });

  it('names one low-priority script, leaves the modules to it and holds the first paint for the main content', async () => {
    const res = await request(app).get(fixturePages.city).expect(200);
    const modules = [...res.text.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    // The stylesheet and the hero come first on a slow connection; the page works before hydration.
    // The entry asks for the page's modules itself once the page has loaded (docs/decisions/048).
    expect(modules).toHaveLength(1);
    expect(modules[0]).toContain('fetchPriority="low"');
    const payload = JSON.parse(res.text.match(/<script type="application\/json" id="app-data">(.*?)<\/script>/s)![1]!) as {
      assets: { preloads: string[] };
    };
    expect(payload.assets.preloads.length).toBeGreaterThan(1);
    expect(head(res.text)).toContain('<link rel="expect" href="#main" blocking="render"/>');
    expect(res.text).toContain('<main id="main"');
  });

  it('puts valid JSON-LD with the business as a Locksmith on the home page', async () => {
    const res = await request(app).get('/').expect(200);
    const blocks = jsonLdBlocks(res.text);
    expect(blocks).toHaveLength(1);
    const graph = blocks[0]!['@graph'] as Record<string, unknown>[];
    expect(blocks[0]!['@context']).toBe('https://schema.org');
    expect(graph.map((n) => n['@type'])).toEqual(['Locksmith', 'WebSite']);
    expect(JSON.stringify(graph)).not.toContain('aggregateRating');
  });

  it('shows the home page sections of docs/product.md §2 and the rating of §9', async () => {
    const res = await request(app).get('/').expect(200);
    const { score, outOf, reviewCount } = reputation.rating;
    expect(res.text).toContain(`${score}</strong> out of <!-- -->${outOf}<!-- --> from <!-- -->${reviewCount}<!-- --> reviews`);
    for (const item of accreditations) expect(res.text).toContain(item.title.replace(/&/g, '&amp;'));
    for (const person of technicians) expect(res.text).toContain(`${person.yearsExperience} years`);
    expect(count(res.text, /class="card service-card"/)).toBe(4);
    // The home page's reviews, all of them on the sample origin; none where the business has none.
    expect(count(res.text, /class="card review-card"/)).toBe(homeReviews.length);
    // data/home.ts's choice among the served places, then the other served places, most populous first.
    const chosen: string[] = homeCitySlugs.filter(serves);
    const expected = [...chosen, ...servedByPopulation.map((c) => c.slug).filter((slug) => !chosen.includes(slug))].slice(0, homeCitySlugs.length);
    const grid = /<ul class="city-grid">([\s\S]*?)<\/ul>/.exec(res.text)![1]!;
    expect([...grid.matchAll(/<a [^>]*href="\/([^"]+)"/g)].map((m) => m[1])).toEqual(expected);
  });

  it('lists the featured services offered, pricing, sectors and the 6 most populous served places in the footer', async () => {
    const res = await request(app).get('/').expect(200);
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.text)![0];
    const areas = /id="footer-areas"[\s\S]*?<\/ul>/.exec(footer)![0];
    const expected = servedByPopulation.slice(0, 6).map((c) => `/${c.slug}`);
    expect([...areas.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([...expected, '/locksmith-near-me']);
    const servicesColumn = /id="footer-services"[\s\S]*?<\/ul>/.exec(footer)![0];
    expect([...servicesColumn.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...featuredServiceSlugs.filter(isOffered).map((s) => `/services/${s}`),
      '/pricing',
      '/sectors',
    ]);
    // The phone line's hours: round the clock only where the phones are answered every day, all day.
    if (isRoundTheClock(phoneLineHours)) expect(footer).toContain('24 hours a day, 7 days a week, 365 days a year');
    else {
      expect(footer).toContain(`Phone line open ${hoursInWords(phoneLineHours)}`);
      expect(footer).not.toMatch(/24 hours a day|24\/7/);
    }
    expect(footer).toContain(`mailto:${site.email}`);
  });

  it('links pricing and sectors from the Services menu, the mobile menu and the footer of every page', async () => {
    for (const path of ['/', fixturePages.city, '/blog', '/no-such-page']) {
      const html = (await request(app).get(path)).text;
      const parts = {
        'Services menu': /<div id="services-menu"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '',
        'mobile menu': /<nav class="mobile-menu-panel"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '',
        footer: /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '',
      };
      for (const [where, part] of Object.entries(parts)) {
        for (const target of ['/pricing', '/sectors']) expect(part, `${path}: ${where}`).toContain(`href="${target}"`);
      }
    }
  });

  it('keeps working when a second app is built from the same route table', async () => {
    // React Router once emptied the root's shared lazy object, so the second app answered 404.
    expect((await request(app).get('/about')).status).toBe(200);
    const second = makeApp();
    expect((await request(second).get('/contact')).status).toBe(200);
    expect((await request(app).get('/sitemap')).status).toBe(200);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await request(app).head('/').expect(200);
    expect(res.text ?? '').toBe('');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('status codes', () => {
  it('answers unknown paths with the 404 page at the same URL', async () => {
    const res = await request(app).get('/no/such/page').expect(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('>404<');
    expect(res.text).toContain('Sorry, we couldn&#x27;t find the page you&#x27;re looking for:');
    expect(res.text).toContain('/no/such/page');
    expect(res.text).toContain('Return to Home');
    expect(res.text).toContain(`href="${telHref(site.phone)}"`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(count(head(res.text), /<title>/)).toBe(1);
  });

  it('answers /not-found with 404', async () => {
    await request(app).get('/not-found').expect(404);
  });

  it('shows the attempted path escaped', async () => {
    const res = await request(app).get('/"><img src=x onerror=alert(1)>').expect(404);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('onerror=alert(1)>');
  });

  it('redirects upper-case paths to lower case with a 301, keeping the query string', async () => {
    const res = await request(app).get('/Not-Found?utm_source=card&x=Y').expect(301);
    expect(res.headers.location).toBe('/not-found?utm_source=card&x=Y');
  });

  it('redirects a trailing slash to none with a 301', async () => {
    const res = await request(app).get('/services/?a=1').expect(301);
    expect(res.headers.location).toBe('/services?a=1');
    await request(app).get('/').expect(200);
  });

  it('never redirects to another host', async () => {
    const res = await request(app).get('//evil.example/').expect(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('answers other methods with 405 and an Allow header', async () => {
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const res = await request(app)[method]('/').expect(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });

  it('answers malformed and over-long URLs with 400 or 404, never 500', async () => {
    await request(app).get('/%E0%A4%A').expect(400);
    await request(app).get('/bad%ZZencoding').expect(400);
    await request(app).get('/nul%00byte').expect(400);
    await request(app)
      .get(`/${'a'.repeat(5000)}`)
      .expect(404);
    await request(app).get('/assets/%E0%A4%A').expect(400);
    await request(app).get('/..%2f..%2fetc%2fpasswd').expect(400);
    await request(app).get('/').expect(200);
  });
});

describe('headers and caching', () => {
  it('sends a strict Content-Security-Policy and no X-Powered-By', async () => {
    const res = await request(app).get('/').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives HTML an ETag and a short cache policy, and answers 304 when it matches', async () => {
    // Cached pages carry a strong ETag per stored encoding; rendered-each-time ones a weak ETag.
    for (const [cached, shape] of [
      [makeApp([], { pageCacheBytes: 16 * 1024 * 1024 }), /^"[\w-]{20,}"$/],
      [app, /^W\/"[\w-]{20,}"$/],
    ] as const) {
      const first = await request(cached).get('/').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(shape);
      await request(cached).get('/').set('If-None-Match', etag).expect(304);
      const again = await request(cached).get('/').expect(200);
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('compresses HTML when the client accepts gzip', async () => {
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed assets as immutable for a year, and 404s unknown ones', async () => {
    const { js, css } = readAssets(clientDir);
    for (const url of [js, css]) {
      const res = await request(app).get(url).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await request(app).get('/assets/entry-NOPE.js').expect(404);
    expect(missing.headers['content-type']).toMatch(/text\/plain/);
  });

  it('answers /healthz with 200 JSON', async () => {
    const res = await request(app)
      .get('/healthz')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body.status).toBe('ok');
  });
});

describe('errors while rendering', () => {
  const failing = makeApp([
    {
      id: 'test-render-error',
      path: 'test-render-error',
      Component: () => {
        throw new Error('secret-detail-in-render');
      },
    },
    {
      id: 'test-loader-error',
      path: 'test-loader-error',
      loader: () => {
        throw new Error('secret-detail-in-loader');
      },
    },
  ]);

  it('answers a component error with a friendly 500 page that gives the phone number', async () => {
    const res = await request(failing).get('/test-render-error').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain(site.phone);
    expect(res.text).not.toContain('secret-detail');
    expect(res.text).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    await request(failing).get('/').expect(200);
  });

  it('answers a loader error with the 500 page inside the layout', async () => {
    const res = await request(failing).get('/test-loader-error').expect(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).toContain('class="site-header"');
    expect(res.text).toContain(site.phone);
    expect(res.text).not.toContain('secret-detail');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
