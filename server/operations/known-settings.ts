/**
 * The settings this site reads, and the names in the environment (or the .env file) that look
 * like a mistyped one: `SITE_URL=https://…` is what a newcomer tries first, and without a word it
 * would leave the sample origin in place. `npm run check-config`, `npm run go-live` and the
 * server at start-up report them as warnings (docs/decisions/060).
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { loadConfig } from './config.ts';
import { loadEnvFile, projectRoot } from './env-file.ts';

/**
 * Variables read outside loadConfig: Node's and its libraries' NODE_ENV (npm start sets it), the
 * go-live check's acknowledgements (server/go-live.ts) and the business file's name, read before
 * anything else (server/business/file.ts).
 */
const READ_ELSEWHERE = ['NODE_ENV', 'GO_LIVE_ACCEPT', 'BUSINESS_FILE'];

/**
 * Every variable name the configuration reads, found by letting it read an environment that
 * records each name asked for and answers '' (unset: the defaults, and no .env file loaded).
 * Asking the code, rather than keeping a list, means a new setting can never be missing here.
 */
export function settingsRead(): Set<string> {
  const names = new Set<string>(READ_ELSEWHERE);
  const env = new Proxy({} as Record<string, string>, {
    get(_target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
      return typeof key === 'string' ? '' : undefined;
    },
  });
  loadEnvFile(projectRoot(), env);
  loadConfig(env);
  return names;
}

/**
 * Names people use for one of ours, which no edit distance would find. Not BASE_URL: Vite and
 * vitest set it in every process they start, so it says nothing about this site's settings.
 */
const ALIASES: Readonly<Record<string, string>> = {
  SITE_URL: 'SITE_ORIGIN',
  SITE_DOMAIN: 'SITE_ORIGIN',
  PUBLIC_URL: 'SITE_ORIGIN',
  ORIGIN: 'SITE_ORIGIN',
  PHONE: 'SITE_PHONE',
  TELEPHONE: 'SITE_PHONE',
  SITE_TELEPHONE: 'SITE_PHONE',
  EMAIL: 'SITE_EMAIL',
  ADDRESS: 'SITE_ADDRESS',
  BUSINESS_NAME: 'SITE_NAME',
  INDEXING: 'SITE_INDEXING',
  DB_URL: 'DATABASE_URL',
  POSTGRES_URL: 'DATABASE_URL',
  PG_URL: 'DATABASE_URL',
  WEBHOOK_URL: 'LEADS_WEBHOOK_URL',
  WEBHOOK_SECRET: 'LEADS_WEBHOOK_SECRET',
  SMTP: 'SMTP_URL',
  REDIS: 'REDIS_URL',
};

/**
 * The starts of our names. Only a name with one of these (or an alias) is looked at, so the
 * shell's own (PATH, HOME, TERM) and other programs' variables are never complained about.
 */
const OUR_PREFIXES = [
  'SITE_',
  'SMTP_',
  'LEADS_',
  'LEAD_',
  'REDIS_',
  'DATABASE_',
  'RATE_LIMIT_',
  'PAGE_',
  'TRUST_',
  'LOG_',
  'METRICS_',
  'DATA_',
  'SHUTDOWN_',
  'GO_LIVE_',
];

/** Edits (insert, delete, replace, swap two neighbours) between two names. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name nearest a mistyped one, at most a third of its letters away; or undefined. */
function nearestSetting(name: string, known: ReadonlySet<string>): string | undefined {
  if (ALIASES[name]) return ALIASES[name];
  let best: { name: string; edits: number } | undefined;
  for (const candidate of known) {
    const edits = distance(name, candidate);
    if (edits <= Math.max(2, Math.floor(candidate.length / 3)) && (!best || edits < best.edits)) best = { name: candidate, edits };
  }
  return best?.name;
}

/**
 * Whether a name looks like one of ours: an alias, one of our prefixes, or a prefix mistyped by
 * one edit (SMPT_URL) when the whole name is also close to a setting (so RUST_BACKTRACE, one edit
 * from TRUST_, is left alone).
 */
function looksLikeOurs(name: string, known: ReadonlySet<string>): boolean {
  if (ALIASES[name] || OUR_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
  const head = name.split('_')[0]!;
  const prefixTypo = name.includes('_') && head.length >= 4 && OUR_PREFIXES.some((prefix) => distance(head, prefix.split('_')[0]!) === 1);
  return prefixTypo && nearestSetting(name, known) !== undefined;
}

/**
 * One line for each variable in `env` that is not a setting but looks like one, e.g.
 * 'SITE_URL is not a setting; did you mean SITE_ORIGIN?'. A name the .env file `envFile` set is
 * said to come from it. Empty when there is nothing to say.
 */
export function misspeltSettings(env: Record<string, string | undefined> = process.env, envFile: string | null = null): string[] {
  const known = settingsRead();
  const inFile = envFile ? new Set(Object.keys(parseEnv(readFileSync(envFile, 'utf8')))) : new Set<string>();
  const lines: string[] = [];
  for (const name of Object.keys(env).sort()) {
    // Empty is unset to the configuration too: nothing is lost by a mistyped name with no value.
    if (known.has(name) || env[name] === '' || !looksLikeOurs(name, known)) continue;
    const where = inFile.has(name) ? ` (in ${envFile})` : '';
    const guess = nearestSetting(name, known);
    lines.push(
      guess
        ? `${name}${where} is not a setting; did you mean ${guess}?`
        : `${name}${where} is not a setting this site reads (README.md, Configuration, lists them)`,
    );
  }
  return lines;
}
