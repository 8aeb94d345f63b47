import { brand, nationalPhone } from './business.ts';

/**
 * Default settings, used when the matching environment variable is not set. The trading name,
 * number, e-mail and office come from the business file (data/business.yaml, docs/decisions/072);
 * the shipped sample's are fictitious on purpose (docs/decisions/024): a made-up trading name, a
 * number from Ofcom's non-geographic drama range, an e-mail on a reserved `.example` domain and an
 * office on a made-up street. The environment overrides any of them for one deployment (README.md).
 */
/**
 * The shipped sample's name and office, as `npm run go-live` recognises them: a site still showing
 * either has not been made its own. Not settings: set SITE_NAME and SITE_ADDRESS (or change the
 * defaults below), never these. test/sample-data.test.ts checks the defaults still match them.
 */
export const sampleBrand = { name: 'Tumblerway Locksmiths', address: 'Tumblerway House, 1 Example Street, London' } as const;

export const siteDefaults = {
  SITE_NAME: brand.name,
  SITE_PHONE: nationalPhone,
  SITE_EMAIL: brand.email,
  SITE_ORIGIN: 'https://www.tumblerway.example',
  // Shown on /contact only.
  SITE_ADDRESS: brand.address,
  // The logo the structured data names: a path on this site or an absolute URL.
  SITE_LOGO: '/images/logo-mark.svg',
  // The business's profiles elsewhere (Google Business Profile, social accounts), comma-separated
  // absolute URLs, for the structured data's sameAs. None by default: the brand is fictitious.
  SITE_SAME_AS: '',
  PORT: '3000',
  // 'off' on staging and preview deployments: robots.txt disallows everything and every
  // response carries X-Robots-Tag: noindex.
  SITE_INDEXING: 'on',
  // Memory for rendered pages kept ready to send (all encodings); 0 turns the cache off.
  PAGE_CACHE_MB: '64',
  // Slow and idle clients (docs/decisions/011-bounded-slow-clients.md): time to send the headers,
  // time to send the whole request (a form's body included), idle time between requests on a
  // kept-alive connection, and connections held at once (under the usual 1,024 file descriptors).
  HEADERS_TIMEOUT_SECONDS: '10',
  REQUEST_TIMEOUT_SECONDS: '10',
  KEEP_ALIVE_TIMEOUT_SECONDS: '5',
  MAX_CONNECTIONS: '900',
  // After SIGTERM: answer 503 on /healthz and keep serving this long before closing
  // (docs/decisions/012-drain-on-shutdown.md); 0 closes at once.
  SHUTDOWN_DRAIN_SECONDS: '5',
} as const;
