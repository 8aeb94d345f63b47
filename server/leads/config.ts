/**
 * The lead pipeline's settings, read from the environment at start-up (server/operations/config.ts merges
 * the messages into its own, so one bad start names every bad variable).
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { canonicalAddress } from '../http/client-address.ts';
import { MIN_SECRET_LENGTH } from './key-secret.ts';

export interface LeadConfig {
  /** Trading name and origin from the site settings, for the e-mail's subject and page links. */
  siteName: string;
  siteOrigin: string;
  /** PostgreSQL server (DATABASE_URL); when absent the SQLite file `leads.db` in `dataDir` is used. */
  databaseUrl: string | null;
  /** The SQLite store's folder (DATA_DIR). `memory://` keeps it in memory (tests only). */
  dataDir: string;
  email: { smtpUrl: string; to: string; from: string } | null;
  webhook: { url: string; secret: string } | null;
  /** Failed attempts after which a delivery is marked dead (LEADS_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** First retry delay; doubled after each failure (LEADS_RETRY_BASE_SECONDS). */
  retryBaseMs: number;
  /** Longest wait between two attempts. */
  retryMaxMs: number;
  /** How often the outbox looks for due deliveries (LEADS_POLL_SECONDS). */
  pollMs: number;
  /** An error is logged once for each lead still undelivered after this long (LEADS_ALERT_AFTER_MINUTES). */
  alertAfterMs: number;
  /**
   * Redis for the rate limits (REDIS_URL), shared by every instance and kept across restarts;
   * null keeps them in this process's memory. Keys start with `keyPrefix` (REDIS_KEY_PREFIX).
   */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * The secret the rate limits' keys are HMACs with (RATE_LIMIT_SECRET); null: one made for this
   * process, or kept in DATA_DIR with Redis (server/leads/key-secret.ts).
   */
  rateLimitSecret: string | null;
  /** Submissions allowed per client address and per phone number in `rateWindowSeconds`. */
  ratePerAddress: number;
  ratePerPhone: number;
  rateWindowSeconds: number;
  /** How long one attempt may take before it counts as failed (LEADS_ATTEMPT_TIMEOUT_SECONDS). */
  attemptTimeoutMs: number;
  /** How often the retention job runs. */
  retentionEveryMs: number;
  /**
   * LEADS_STORE_ONLY: keep the forms with no delivery channel configured; leads are only stored
   * and read with `npm run leads`. Off by default: see leadFormsOpen().
   */
  storeOnly: boolean;
}

const leadDefaults = {
  DATA_DIR: './var',
  LEADS_MAX_ATTEMPTS: '10',
  LEADS_RETRY_BASE_SECONDS: '30',
  LEADS_POLL_SECONDS: '2',
  LEADS_ALERT_AFTER_MINUTES: '30',
  LEADS_RATE_PER_ADDRESS: '10',
  LEADS_RATE_PER_PHONE: '3',
  LEADS_RATE_WINDOW_MINUTES: '60',
  LEADS_ATTEMPT_TIMEOUT_SECONDS: '15',
  REDIS_KEY_PREFIX: 'locksmith-site:',
} as const;

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
/** Whether a text is an absolute URL with one of `schemes` ('https:', 'redis:'): the one URL rule of every setting. */
export function hasUrlScheme(value: string, schemes: readonly string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const urlSetting = (schemes: string[], what: string) =>
  z
    .string()
    .trim()
    .refine((v) => hasUrlScheme(v, schemes), `must be ${what}`);
const positive = z.coerce.number('must be a number').positive('must be more than 0');
const whole = z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be at least 1');
const mailbox = z
  .string()
  .trim()
  .refine(
    (v) => /^[^\s@<>]+@[^\s@<>]+$/.test(v) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(v),
    'must be an e-mail address, optionally as "Name <address>"',
  );

const schema = z
  .object({
    DATABASE_URL: optional.pipe(urlSetting(['postgres:', 'postgresql:'], 'a postgres:// URL').optional()),
    DATA_DIR: z.string().trim().min(1, 'must not be empty'),
    SMTP_URL: optional.pipe(urlSetting(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional()),
    LEADS_EMAIL_TO: optional.pipe(mailbox.optional()),
    LEADS_EMAIL_FROM: optional.pipe(mailbox.optional()),
    LEADS_WEBHOOK_URL: optional.pipe(urlSetting(['https:', 'http:'], 'an https:// URL').optional()),
    LEADS_WEBHOOK_SECRET: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LEADS_MAX_ATTEMPTS: whole.max(100, 'must be at most 100'),
    LEADS_RETRY_BASE_SECONDS: positive.max(3600, 'must be at most 3600'),
    LEADS_POLL_SECONDS: positive.max(300, 'must be at most 300'),
    // A week at most: past that an alert is no use, and the timers' milliseconds stay in range.
    LEADS_ALERT_AFTER_MINUTES: positive.max(10_080, 'must be at most 10080 (a week)'),
    REDIS_URL: optional.pipe(urlSetting(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional()),
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -'),
    RATE_LIMIT_SECRET: optional.pipe(z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional()),
    LEADS_RATE_PER_ADDRESS: whole,
    LEADS_RATE_PER_PHONE: whole,
    LEADS_RATE_WINDOW_MINUTES: positive,
    LEADS_ATTEMPT_TIMEOUT_SECONDS: positive.max(120, 'must be at most 120'),
    LEADS_STORE_ONLY: optional.pipe(
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true, false, 1, 0, yes or no'))
        .transform((v) => v === 'true' || v === '1' || v === 'yes')
        .optional(),
    ),
  })
  .superRefine((c, ctx) => {
    const mail = [c.SMTP_URL, c.LEADS_EMAIL_TO, c.LEADS_EMAIL_FROM];
    if (mail.some(Boolean) && !mail.every(Boolean)) {
      for (const key of ['SMTP_URL', 'LEADS_EMAIL_TO', 'LEADS_EMAIL_FROM'] as const) {
        if (!c[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set too: e-mail needs SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM' });
      }
    }
    if (c.LEADS_WEBHOOK_URL && !c.LEADS_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message: 'must be set when LEADS_WEBHOOK_URL is (the receiver checks the signature)',
      });
    }
    if (c.LEADS_WEBHOOK_SECRET && !c.LEADS_WEBHOOK_URL) {
      ctx.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_URL'], message: 'must be set when LEADS_WEBHOOK_SECRET is' });
    }
    // A lead is personal data: it leaves the machine encrypted, or not at all.
    const webhook = parsedUrl(c.LEADS_WEBHOOK_URL);
    if (webhook?.protocol === 'http:' && !isLoopbackHost(webhook.hostname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_URL'],
        message: 'must be an https:// URL: leads are personal data, and http:// is allowed only to this machine (127.0.0.1, ::1 or localhost)',
      });
    }
    const smtp = parsedUrl(c.SMTP_URL);
    if (smtp && !isLoopbackHost(smtp.hostname)) {
      const weakening = [...smtp.searchParams.keys()].filter((key) => TLS_OPTIONS.has(key.toLowerCase()));
      if (weakening.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: `must not set ${weakening.join(', ')}: smtps:// connects with TLS and smtp:// must use STARTTLS, except to this machine (127.0.0.1, ::1 or localhost)`,
        });
      }
    }
    if (c.REDIS_URL && c.DATABASE_URL && !c.RATE_LIMIT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RATE_LIMIT_SECRET'],
        message: `must be set when REDIS_URL and DATABASE_URL are: every instance must key the shared budgets with the same secret (at least ${MIN_SECRET_LENGTH} characters, e.g. openssl rand -base64 32)`,
      });
    }
  });

function parsedUrl(text: string | undefined): URL | null {
  return text && URL.canParse(text) ? new URL(text) : null;
}

/** nodemailer's options in an SMTP URL's query that could let a message go out unencrypted. */
const TLS_OPTIONS = new Set(['ignoretls', 'requiretls', 'opportunistictls', 'secure']);

/**
 * Whether a URL's host is this machine (127.0.0.0/8, ::1 or localhost): the only place a lead may
 * be sent without TLS, because it never crosses a network.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const address = canonicalAddress(host);
  return address !== null && (address === '::1' || (isIP(address) === 4 && address.startsWith('127.')));
}

/** Reads the lead settings; returns the problems as '  VARIABLE message (got "...")' lines instead of throwing. */
export function parseLeadConfig(
  env: Record<string, string | undefined>,
  site: { name: string; origin: string },
): { config: LeadConfig } | { problems: string[] } {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) input[key] = env[key];
  for (const [key, value] of Object.entries(leadDefaults)) {
    if (input[key] === undefined || input[key] === '') input[key] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const secret = new Set(['DATABASE_URL', 'SMTP_URL', 'LEADS_WEBHOOK_SECRET', 'REDIS_URL', 'RATE_LIMIT_SECRET']);
    return {
      problems: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        // URLs may carry passwords and the secrets are secrets: never echo them.
        const got = secret.has(key) ? '' : ` (got ${JSON.stringify(input[key] ?? '')})`;
        return `  ${key} ${issue.message}${got}`;
      }),
    };
  }
  const c = parsed.data;
  return {
    config: {
      siteName: site.name,
      siteOrigin: site.origin,
      databaseUrl: c.DATABASE_URL ?? null,
      dataDir: c.DATA_DIR,
      email: c.SMTP_URL && c.LEADS_EMAIL_TO && c.LEADS_EMAIL_FROM ? { smtpUrl: c.SMTP_URL, to: c.LEADS_EMAIL_TO, from: c.LEADS_EMAIL_FROM } : null,
      webhook: c.LEADS_WEBHOOK_URL && c.LEADS_WEBHOOK_SECRET ? { url: c.LEADS_WEBHOOK_URL, secret: c.LEADS_WEBHOOK_SECRET } : null,
      maxAttempts: c.LEADS_MAX_ATTEMPTS,
      retryBaseMs: Math.round(c.LEADS_RETRY_BASE_SECONDS * 1000),
      retryMaxMs: 60 * 60 * 1000,
      pollMs: Math.round(c.LEADS_POLL_SECONDS * 1000),
      alertAfterMs: Math.round(c.LEADS_ALERT_AFTER_MINUTES * 60 * 1000),
      redis: c.REDIS_URL ? { url: c.REDIS_URL, keyPrefix: c.REDIS_KEY_PREFIX } : null,
      rateLimitSecret: c.RATE_LIMIT_SECRET ?? null,
      ratePerAddress: c.LEADS_RATE_PER_ADDRESS,
      ratePerPhone: c.LEADS_RATE_PER_PHONE,
      rateWindowSeconds: Math.round(c.LEADS_RATE_WINDOW_MINUTES * 60),
      attemptTimeoutMs: Math.round(c.LEADS_ATTEMPT_TIMEOUT_SECONDS * 1000),
      retentionEveryMs: 6 * 60 * 60 * 1000,
      storeOnly: c.LEADS_STORE_ONLY ?? false,
    },
  };
}

/**
 * Whether the site shows its call-back and question forms (docs/decisions/038): only when someone
 * will see what they send (an e-mail or webhook channel), when the operator reads stored leads
 * with `npm run leads` (LEADS_STORE_ONLY), or on a sample site (its origin's host ends in
 * `.example`). Otherwise every form gives way to the phone number.
 */
export function leadFormsOpen(config: LeadConfig): boolean {
  if (config.email || config.webhook || config.storeOnly) return true;
  try {
    return new URL(config.siteOrigin).hostname.endsWith('.example');
  } catch {
    return false;
  }
}

/** Express's `trust proxy` value from TRUST_PROXY: off, a hop count, or addresses/subnets/names. */
export type TrustProxy = false | number | string;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return { value: false };
  if (/^\d+$/.test(v)) return { value: Number(v) };
  const items = v.split(',').map((s) => s.trim());
  const ok = items.every((item) => {
    if (PROXY_NAMES.has(item)) return true;
    const [addr, bits, extra] = item.split('/');
    if (extra !== undefined || !addr || !isIP(addr)) return false;
    return bits === undefined || /^\d{1,3}$/.test(bits);
  });
  if (!ok) {
    return {
      problem: `  TRUST_PROXY must be off, a number of proxy hops, or comma-separated addresses, subnets or loopback/linklocal/uniquelocal (got ${JSON.stringify(v)})`,
    };
  }
  return { value: v };
}
