import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../data/site-defaults.ts';
import { ConfigError, loadConfig, ukPhoneDisplay } from '../server/operations/config.ts';
import { absoluteUrl, telHref } from '../shared/site.ts';

describe('configuration', () => {
  it('falls back to the fictitious defaults', () => {
    const config = loadConfig({});
    expect(config.site.name).toBe(siteDefaults.SITE_NAME);
    expect(config.site.phone).toBe(siteDefaults.SITE_PHONE);
    expect(config.site.email).toBe(siteDefaults.SITE_EMAIL);
    expect(config.port).toBe(3000);
    // The structured data's logo is a picture on the site; no profiles elsewhere for a made-up brand.
    expect(config.site.logo).toBe(absoluteUrl(siteDefaults.SITE_ORIGIN, siteDefaults.SITE_LOGO));
    expect(config.site.sameAs).toEqual([]);
  });

  it("shows the default number as the configuration writes an operator's number", () => {
    expect(ukPhoneDisplay(siteDefaults.SITE_PHONE)).toBe(siteDefaults.SITE_PHONE);
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
        redis: null,
        rateLimitSecret: null,
      },
      ops: { logLevel: 'info', metrics: null, host: null },
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
    ['SITE_ORIGIN', 'https://example.test/path'],
    ['SITE_ORIGIN', 'ftp://example.test'],
    ['SITE_ORIGIN', 'example.test'],
    ['SITE_ORIGIN', 'http://www.example-locks.co.uk'],
    ['SITE_ORIGIN', 'http://203.0.113.9:3000'],
    ['SITE_ORIGIN', 'http://example.com'],
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

  it.each([
    ['+44 113 496 0254', '0113 496 0254'],
    ['(0113) 496 0254', '0113 496 0254'],
    ['0113-496-0254', '0113 496 0254'],
    ['0044 113 496 0254', '0113 496 0254'],
    ['+44 (0)113 496 0254', '0113 496 0254'],
    ['+442079460321', '020 7946 0321'],
    ['0306.999.0321', '0306 999 0321'],
    ['  01134960254 ', '0113 496 0254'],
    // Ofcom's drama ranges, which libphonenumber does not know, keep their national grouping.
    ['+44 1632 960321', '01632 960321'],
  ])('takes SITE_PHONE=%j and shows it as %j', (written, shown) => {
    expect(loadConfig({ SITE_PHONE: written }).site.phone).toBe(shown);
  });

  it.each(['+1 212 555 0100', '0113 496 02', '0113 496 02545', 'tel:01134960254', '0113 496 0254 ext 2', '44 113 496 0254'])(
    'refuses SITE_PHONE=%j as not a UK number',
    (written) => {
      expect(ukPhoneDisplay(written)).toBeNull();
      expect(() => loadConfig({ SITE_PHONE: written })).toThrow(/SITE_PHONE must be a UK phone number/);
    },
  );

  it.each([
    ['+44 113 496 025', /SITE_PHONE must be a number the business can publish: "0113496025" is not a valid UK number \(too short\)/],
    ['07911 12345', /SITE_PHONE must be a number the business can publish: "0791112345" is not a valid UK number \(too short\)/],
    ['0909 879 0000', /SITE_PHONE must be a number the business can publish: "0909 879 0000" is a premium rate number/],
    ['070 1234 5678', /SITE_PHONE must be a number the business can publish: "070 1234 5678" is a personal number/],
    // +44, but Guernsey's.
    ['07911 123456', /SITE_PHONE must be a number the business can publish: "07911 123456" is a number of GG, not the UK/],
  ])('refuses SITE_PHONE=%j, which has the shape of a UK number but is not one the business can publish', (written, message) => {
    expect(() => loadConfig({ SITE_PHONE: written })).toThrow(message);
  });

  it.each([
    // Ofcom's drama ranges, accepted as the sample numbers they are (npm run go-live flags them),
    // libphonenumber's opinion of them aside.
    ['07700 900123', '07700 900123'],
    ['020 7946 0999', '020 7946 0999'],
    // Real numbers of the types a business uses: a landline, a mobile, 03 and freephone 0800.
    ['0113 243 0000', '0113 243 0000'],
    ['+44 7400 123456', '07400 123456'],
    ['0800 123 4567', '0800 123 4567'],
  ])('takes SITE_PHONE=%j, a number the business can publish', (written, shown) => {
    expect(loadConfig({ SITE_PHONE: written }).site.phone).toBe(shown);
  });

  it('takes a plain-http SITE_ORIGIN only for a development host: localhost, reserved test names, loopback and private addresses', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://shop.localhost',
      'http://harbour.test',
      'http://www.tumblerway.example',
      'http://127.0.0.1:3000',
      'http://10.1.2.3',
      'http://172.20.0.4:3000',
      'http://192.168.1.20:3000',
      'http://[::1]:3000',
      'http://[fd00::5]',
      'https://www.example-locks.co.uk',
    ]) {
      expect(loadConfig({ SITE_ORIGIN: origin }).site.origin, origin).toBe(origin);
    }
  });

  it('trims a trailing slash from SITE_ORIGIN, and uses the trimmed origin for the leads too', () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://www.harbour.test/' });
    expect(config.site.origin).toBe('https://www.harbour.test');
    expect(config.leads.siteOrigin).toBe('https://www.harbour.test');
  });

  it.each([
    ['PORT', '-1', 'PORT must be a whole number from 1 to 65535 (got "-1")'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT must be a whole number from 1 to 65535 (got "80.5")'],
    ['PAGE_CACHE_MB', '-5', 'PAGE_CACHE_MB must be a whole number from 0 to 8192 (got "-5")'],
    ['MAX_CONNECTIONS', '5', 'MAX_CONNECTIONS must be a whole number from 10 to 1000000 (got "5")'],
    ['METRICS_PORT', '0', 'METRICS_PORT must be a whole number from 1 to 65535 (got "0")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
  ])('says the range when %s=%j is out of it', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });

  it('reads LOG_LEVEL, REDIS_URL and the metrics settings; metrics are off unless served somewhere', () => {
    expect(loadConfig({}).ops).toEqual({ logLevel: 'info', metrics: null, host: null });
    expect(loadConfig({}).leads.redis).toBeNull();
    const config = loadConfig({
      LOG_LEVEL: 'debug',
      REDIS_URL: 'redis://:pw@cache.internal:6379/2',
      METRICS_TOKEN: 'a-long-enough-token-0123',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
    });
    expect(config.ops).toEqual({ logLevel: 'debug', metrics: { token: 'a-long-enough-token-0123', port: 9464, host: '0.0.0.0' }, host: null });
    expect(config.leads.redis).toEqual({ url: 'redis://:pw@cache.internal:6379/2', keyPrefix: 'locksmith-site:' });
    expect(loadConfig({ METRICS_PORT: '9464' }).ops.metrics).toEqual({ token: null, port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-0123' }).ops.metrics).toEqual({
      token: 'a-long-enough-token-0123',
      port: null,
      host: '127.0.0.1',
    });
  });

  it('never echoes a bad METRICS_TOKEN or REDIS_URL, which may hold secrets', () => {
    let message = '';
    try {
      loadConfig({ METRICS_TOKEN: 'short secret', REDIS_URL: 'http://user:hunter2@cache' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('METRICS_TOKEN must be at least 16 characters');
    expect(message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(message).not.toContain('short secret');
    expect(message).not.toContain('hunter2');
  });

  it('listens on HOST when it is an address, on every interface without it', () => {
    expect(loadConfig({}).ops.host).toBeNull();
    expect(loadConfig({ HOST: '127.0.0.1' }).ops.host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).ops.host).toBe('::1');
    expect(() => loadConfig({ HOST: 'my-server' })).toThrow('HOST must be an IP address to bind to');
  });

  it('refuses METRICS_PORT equal to PORT and METRICS_HOST without METRICS_PORT', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT');
    expect(() => loadConfig({ METRICS_HOST: '10.0.0.5' })).toThrow('METRICS_HOST only applies with METRICS_PORT');
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.example' })).toThrow('METRICS_HOST must be an IP address');
  });

  it('refuses a plain-http webhook to another host, naming the variable; http:// to this machine and https:// anywhere pass', () => {
    const hook = (url: string) => loadConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: 'a-webhook-secret-0123' });
    for (const url of [
      'http://hooks.example/leads',
      'http://10.0.0.5:8080/leads',
      'http://[2001:db8::1]/leads',
      'HTTP://crm.example/x',
      'http://localhost.evil.example/',
    ]) {
      expect(() => hook(url), url).toThrow(
        `Invalid configuration:\n  LEADS_WEBHOOK_URL must be an https:// URL: leads are personal data, and http:// is allowed only to this machine (127.0.0.1, ::1 or localhost) (got ${JSON.stringify(url)})`,
      );
    }
    for (const url of [
      'http://127.0.0.1:9000/leads',
      'http://127.1.2.3/leads',
      'http://[::1]:9000/leads',
      'http://localhost:9000/leads',
      'https://hooks.example/leads',
    ]) {
      expect(hook(url).leads.webhook?.url, url).toBe(url);
    }
  });

  it('refuses SMTP_URL options that would send e-mail in clear to another host, without echoing the URL', () => {
    const mail = (url: string) => loadConfig({ SMTP_URL: url, LEADS_EMAIL_TO: 'jobs@harbour.test', LEADS_EMAIL_FROM: 'web@harbour.test' });
    for (const url of [
      'smtp://u:hunter2@mail.example:587?ignoreTLS=true',
      'smtp://u:hunter2@mail.example?requireTLS=false',
      'smtps://u:hunter2@mail.example?secure=false&opportunisticTLS=true',
    ]) {
      let message = '';
      try {
        mail(url);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, url).toMatch(
        /^Invalid configuration:\n {2}SMTP_URL must not set \w+(, \w+)*: smtps:\/\/ connects with TLS and smtp:\/\/ must use STARTTLS, except to this machine/,
      );
      expect(message).not.toContain('hunter2');
    }
    // STARTTLS is required to another host (server/leads/channels.ts); to this machine the test servers need none.
    expect(mail('smtp://u:pw@mail.example:587').leads.email?.smtpUrl).toBe('smtp://u:pw@mail.example:587');
    expect(mail('smtp://127.0.0.1:2525?ignoreTLS=true').leads.email?.smtpUrl).toBe('smtp://127.0.0.1:2525?ignoreTLS=true');
  });

  it('reads RATE_LIMIT_SECRET; requires it with REDIS_URL and DATABASE_URL (several instances); never echoes it', () => {
    const shared = { REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://db/leads' };
    expect(() => loadConfig(shared)).toThrow(
      'RATE_LIMIT_SECRET must be set when REDIS_URL and DATABASE_URL are: every instance must key the shared budgets with the same secret (at least 32 characters, e.g. openssl rand -base64 32)',
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ ...shared, RATE_LIMIT_SECRET: secret }).leads.rateLimitSecret).toBe(secret);
    // Without both, the secret is made for the process or kept in DATA_DIR (server/leads/key-secret.ts).
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).leads.rateLimitSecret).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/leads' }).leads.rateLimitSecret).toBeNull();
    let message = '';
    try {
      loadConfig({ RATE_LIMIT_SECRET: 'too-short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration:\n  RATE_LIMIT_SECRET must be at least 32 characters');
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
