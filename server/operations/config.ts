import { isIP } from 'node:net';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { siteDefaults } from '../../data/site-defaults.ts';
import { absoluteUrl, type SiteConfig } from '../../shared/site.ts';
import { businessPhoneProblem } from '../business/business-phone.ts';
import { ConfigError } from './config-error.ts';
import type { ConnectionLimits } from '../http/http-server.ts';
import { type OpsConfig, parseOpsConfig, wholeNumber } from './ops-config.ts';
import { hasUrlScheme, parseLeadConfig, parseTrustProxy, type LeadConfig, type TrustProxy } from '../leads/config.ts';

/** Everything the server needs from its environment, validated once at start-up. */
export interface ServerConfig {
  site: SiteConfig;
  port: number;
  /** False on non-production deployments: crawlers are asked to stay away. */
  indexing: boolean;
  /** Bytes of rendered pages the server keeps in memory; 0 renders every request. */
  pageCacheBytes: number;
  /** Timeouts and the connection cap for slow and idle clients. */
  limits: ConnectionLimits;
  /** How long the server keeps serving after SIGTERM, reporting unhealthy. */
  drainMs: number;
  /** Express's `trust proxy` (TRUST_PROXY): which proxies may say who the client is. */
  trustProxy: TrustProxy;
  /** Database, delivery channels, retries and rate limits of the lead forms (server/leads/config.ts). */
  leads: LeadConfig;
  /** Log level and metrics (server/operations/ops-config.ts). */
  ops: OpsConfig;
}

export { ConfigError };

// A UK number however people write it (+44, 0044, +44 (0), brackets, spaces, dashes, dots),
// shown in national format: '+44 113 496 0254' becomes '0113 496 0254'. Beyond its shape it must
// be a number the business may publish, by the rule data/business.ts's numbers follow
// (server/business/business-phone.ts): a real number of a type that costs callers no extra, or a drama one.
const ukPhone = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const display = ukPhoneDisplay(v);
    if (display === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a UK phone number of 10 or 11 digits, e.g. 020 7946 0321, +44 113 496 0254 or (0113) 496-0254',
      });
      return z.NEVER;
    }
    const problem = businessPhoneProblem(display);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `must be a number the business can publish: ${problem}` });
      return z.NEVER;
    }
    return display;
  });

/**
 * A UK number in national format ('0113 496 0254'), from the forms people write it in; null when
 * it is not a UK number of 10 or 11 digits. Numbers libphonenumber does not know (Ofcom's drama
 * ranges 01632 960xxx and 07700 900xxx) keep the grouping of its national format all the same.
 */
export function ukPhoneDisplay(written: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(written)) return null;
  const compact = written.replace(/[\s().-]/g, '');
  const international = /^(?:\+|00)44/.exec(compact);
  const national = international ? `0${compact.slice(international[0].length).replace(/^0/, '')}` : compact;
  if (!/^0\d{9,10}$/.test(national)) return null;
  const formatted = parsePhoneNumberFromString(national, 'GB')?.formatNational();
  return formatted && formatted.replace(/\s/g, '') === national ? formatted : national;
}

// An origin as people paste it: scheme and host, a trailing slash trimmed.
const origin = z
  .string()
  .trim()
  .transform((v) => (/^https?:\/\/[^/]+\/$/i.test(v) ? v.slice(0, -1) : v))
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === v;
    } catch {
      return false;
    }
  }, 'must be an origin such as https://www.example.co.uk (scheme and host, no path)');

/**
 * A host that only a developer's own machine or network reaches: localhost and names below it, the
 * reserved test names (.test, .example, .invalid, .localhost: RFC 6761), and loopback or private
 * IP addresses. Any other host is a real site, whose origin must be https.
 */
function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || /\.(?:localhost|test|example|invalid)$/.test(host)) return true;
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(host) === 6) return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host);
  return false;
}

const httpUrl = (v: string) => hasUrlScheme(v, ['http:', 'https:']);

// A path on this site ('/images/logo.svg') or an absolute http(s) URL.
const pathOrUrl = z
  .string()
  .trim()
  .refine(
    (v) => (v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v)) || httpUrl(v),
    'must be a path such as /images/logo.svg or an absolute URL',
  );

// Comma-separated absolute http(s) URLs, or nothing.
const urlList = z
  .string()
  .trim()
  .transform((v) => (v === '' ? [] : v.split(',').map((item) => item.trim())))
  .refine((list) => list.every(httpUrl), 'must be absolute http(s) URLs separated by commas');

function seconds(min: number, max: number) {
  return z.coerce.number('must be a number of seconds').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
}

const schema = z
  .object({
    SITE_NAME: z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
    SITE_PHONE: ukPhone,
    SITE_EMAIL: z.email('must be an e-mail address'),
    SITE_ORIGIN: origin.refine(
      (v) => !v.startsWith('http:') || isDevelopmentHost(new URL(v).hostname),
      'must be https:// for a real site (passkeys, Secure cookies and forms carrying personal data need it); plain http:// is for localhost, private addresses and .test/.example hosts',
    ),
    SITE_ADDRESS: z
      .string()
      .trim()
      .min(5, 'must be at least 5 characters')
      .max(200, 'must be at most 200 characters')
      .refine((v) => v.split(',').every((line) => line.trim() !== ''), 'must be lines separated by commas, none empty'),
    SITE_LOGO: pathOrUrl,
    SITE_SAME_AS: urlList,
    PORT: wholeNumber(1, 65535),
    SITE_INDEXING: z.enum(['on', 'off'], "must be 'on' or 'off'"),
    PAGE_CACHE_MB: wholeNumber(0, 8192),
    HEADERS_TIMEOUT_SECONDS: seconds(1, 300),
    REQUEST_TIMEOUT_SECONDS: seconds(1, 300),
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(1, 300),
    MAX_CONNECTIONS: wholeNumber(10, 1_000_000),
    SHUTDOWN_DRAIN_SECONDS: seconds(0, 60),
  })
  // Node refuses a header limit longer than the request's, which includes the headers.
  .refine((c) => c.HEADERS_TIMEOUT_SECONDS <= c.REQUEST_TIMEOUT_SECONDS, {
    path: ['HEADERS_TIMEOUT_SECONDS'],
    message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
  });

type Variable = keyof typeof siteDefaults;

/**
 * Reads the configuration from `env`, falling back to the defaults in data/site-defaults.ts.
 * Throws a ConfigError naming every bad variable and what is wrong with it.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const input: Record<string, string> = {};
  for (const key of Object.keys(siteDefaults) as Variable[]) {
    const value = env[key];
    input[key] = value === undefined || value === '' ? siteDefaults[key] : value;
  }
  const parsed = schema.safeParse(input);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `  ${key} ${issue.message} (got ${JSON.stringify(input[key])})`;
      });
  const leads = parseLeadConfig(env, { name: input.SITE_NAME!, origin: input.SITE_ORIGIN! });
  if ('problems' in leads) lines.push(...leads.problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) lines.push(trustProxy.problem);
  const ops = parseOpsConfig(env, parsed.success ? parsed.data.PORT : undefined);
  if ('problems' in ops) lines.push(...ops.problems);
  if (!parsed.success || 'problems' in leads || 'problem' in trustProxy || 'problems' in ops) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    site: {
      name: c.SITE_NAME,
      phone: c.SITE_PHONE,
      email: c.SITE_EMAIL,
      origin: c.SITE_ORIGIN,
      address: c.SITE_ADDRESS.split(',').map((line) => line.trim()),
      logo: c.SITE_LOGO.startsWith('/') ? absoluteUrl(c.SITE_ORIGIN, c.SITE_LOGO) : c.SITE_LOGO,
      sameAs: c.SITE_SAME_AS,
    },
    port: c.PORT,
    indexing: c.SITE_INDEXING === 'on',
    pageCacheBytes: c.PAGE_CACHE_MB * 1024 * 1024,
    limits: {
      headersTimeoutMs: Math.round(c.HEADERS_TIMEOUT_SECONDS * 1000),
      requestTimeoutMs: Math.round(c.REQUEST_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(c.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      maxConnections: c.MAX_CONNECTIONS,
    },
    drainMs: Math.round(c.SHUTDOWN_DRAIN_SECONDS * 1000),
    trustProxy: trustProxy.value,
    leads: { ...leads.config, siteName: c.SITE_NAME, siteOrigin: c.SITE_ORIGIN },
    ops: ops.config,
  };
}
