import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../data/site-defaults.ts';
import { ConfigError, loadConfig } from '../server/config.ts';
import { absoluteUrl, telHref } from '../shared/site.ts';

describe('configuration', () => {
  it('falls back to the fictitious defaults', () => {
    const config = loadConfig({});
    expect(config.site.name).toBe(siteDefaults.SITE_NAME);
    expect(config.site.phone).toBe(siteDefaults.SITE_PHONE);
    expect(config.site.email).toMatch(/\.(example|test)$/);
    expect(config.port).toBe(3000);
    // The structured data's logo is a picture on the site; no profiles elsewhere for a made-up brand.
    expect(config.site.logo).toBe(absoluteUrl(siteDefaults.SITE_ORIGIN, siteDefaults.SITE_LOGO));
    expect(config.site.sameAs).toEqual([]);
  });

  it("uses Ofcom's non-geographic drama range for the default number (docs/decisions/027)", () => {
    const digits = telHref(siteDefaults.SITE_PHONE).slice('tel:'.length);
    expect(digits).toMatch(/^03069990\d{3}$/);
    const n = Number(digits.slice(7));
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(999);
  });

  it('takes values from the environment over the defaults', () => {
    const config = loadConfig({
      SITE_NAME: 'Harbour Locks',
      SITE_PHONE: '0161 496 0123',
      SITE_EMAIL: 'hello@harbour.test',
      SITE_ORIGIN: 'https://harbour.test',
      SITE_ADDRESS: 'Unit 3,  Quay Road , Hull',
      SITE_LOGO: 'https://cdn.harbour.test/logo.png',
      SITE_SAME_AS: ' https://social.test/harbour , https://maps.test/harbour-locks',
      PORT: '8080',
      SITE_INDEXING: 'off',
      PAGE_CACHE_MB: '16',
      HEADERS_TIMEOUT_SECONDS: '4',
      REQUEST_TIMEOUT_SECONDS: '7.5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      MAX_CONNECTIONS: '4000',
      SHUTDOWN_DRAIN_SECONDS: '0',
      LEADS_STORE_ONLY: 'yes',
    });
    expect(config).toEqual({
      site: {
        name: 'Harbour Locks',
        phone: '0161 496 0123',
        email: 'hello@harbour.test',
        origin: 'https://harbour.test',
        address: ['Unit 3', 'Quay Road', 'Hull'],
        logo: 'https://cdn.harbour.test/logo.png',
        sameAs: ['https://social.test/harbour', 'https://maps.test/harbour-locks'],
      },
      port: 8080,
      indexing: false,
      pageCacheBytes: 16 * 1024 * 1024,
      limits: { headersTimeoutMs: 4000, requestTimeoutMs: 7500, keepAliveTimeoutMs: 65_000, maxConnections: 4000 },
      drainMs: 0,
      trustProxy: false,
      leads: {
        siteName: 'Harbour Locks',
        siteOrigin: 'https://harbour.test',
        databaseUrl: null,
        dataDir: './var',
        email: null,
        webhook: null,
        maxAttempts: 10,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        pollMs: 2000,
        alertAfterMs: 30 * 60_000,
        ratePerAddress: 10,
        ratePerPhone: 3,
        rateWindowSeconds: 3600,
        attemptTimeoutMs: 15_000,
        retentionEveryMs: 6 * 3_600_000,
        storeOnly: true,
      },
    });
  });

  it('bounds slow clients and drains for 5 s by default', () => {
    const config = loadConfig({});
    expect(config.limits).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: 900 });
    expect(config.drainMs).toBe(5_000);
  });

  it.each([
    ['SITE_PHONE', 'call us'],
    ['SITE_PHONE', '12345'],
    ['SITE_EMAIL', 'not-an-email'],
    ['SITE_ORIGIN', 'https://example.test/'],
    ['SITE_ORIGIN', 'ftp://example.test'],
    ['SITE_ORIGIN', 'example.test'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SITE_NAME', 'X'],
    ['SITE_ADDRESS', 'Hull'],
    ['SITE_INDEXING', 'yes'],
    ['PAGE_CACHE_MB', '-1'],
    ['PAGE_CACHE_MB', 'lots'],
    ['SITE_ADDRESS', 'Unit 3,, Hull'],
    ['SITE_LOGO', 'logo.png'],
    ['SITE_LOGO', '//cdn.test/logo.png'],
    ['SITE_SAME_AS', 'social.test/harbour'],
    ['SITE_SAME_AS', 'https://social.test/a,,https://social.test/b'],
    ['HEADERS_TIMEOUT_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', '11'],
    ['REQUEST_TIMEOUT_SECONDS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '-5'],
    ['MAX_CONNECTIONS', '2.5'],
    ['MAX_CONNECTIONS', '1'],
    ['SHUTDOWN_DRAIN_SECONDS', '61'],
    // Past a week an alert is no use, and the timer's milliseconds would overflow.
    ['LEADS_ALERT_AFTER_MINUTES', '10081'],
    ['LEADS_ALERT_AFTER_MINUTES', '1e12'],
    ['LEADS_ATTEMPT_TIMEOUT_SECONDS', '0'],
    ['LEADS_ATTEMPT_TIMEOUT_SECONDS', '121'],
  ])('rejects %s=%j with a message naming the variable', (key, value) => {
    let caught: unknown;
    try {
      loadConfig({ [key]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toContain(key);
    expect((caught as Error).message).toContain(JSON.stringify(value));
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ SITE_PHONE: 'x', PORT: '-1' })).toThrow(/SITE_PHONE[\s\S]*PORT/);
  });
});

describe('URL helpers', () => {
  it('builds absolute URLs on the configured origin', () => {
    expect(absoluteUrl('https://a.test', '/')).toBe('https://a.test/');
    expect(absoluteUrl('https://a.test', '/services')).toBe('https://a.test/services');
    expect(absoluteUrl('https://a.test', 'blog')).toBe('https://a.test/blog');
  });

  it('strips every separator from tel: links', () => {
    expect(telHref('0113 496 0000')).toBe('tel:01134960000');
    expect(telHref('+44 (0)20 7946-0000')).toBe('tel:+440207946' + '0000');
  });
});
