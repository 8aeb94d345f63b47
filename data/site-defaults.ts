/**
 * Default brand values, used when the matching environment variable is not set.
 * All fictitious on purpose (DECISIONS.md item 5): a made-up trading name, a London number from
 * Ofcom's range reserved for drama (020 7946 0000 to 0999) and an e-mail on a reserved `.example`
 * domain, and an office address on a made-up street. An operator sets the real values through the environment (see README.md).
 */
export const siteDefaults = {
  SITE_NAME: 'Tumblerway Locksmiths',
  SITE_PHONE: '020 7946 0321',
  SITE_EMAIL: 'help@tumblerway.example',
  SITE_ORIGIN: 'https://www.tumblerway.example',
  // Shown on /contact only. Fictitious: 'Example Street' does not exist and no postcode is given.
  SITE_ADDRESS: 'Tumblerway House, 1 Example Street, London',
  PORT: '3000',
  // 'off' on staging and preview deployments: robots.txt disallows everything and every
  // response carries X-Robots-Tag: noindex.
  SITE_INDEXING: 'on',
  // Memory for rendered pages kept ready to send (all encodings); 0 turns the cache off.
  PAGE_CACHE_MB: '64',
} as const;
