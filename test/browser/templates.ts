import type { TemplatePage } from './fixtures.ts';

/**
 * One page of each template, by the spec that checks it with checkTemplate (fixtures.ts: status,
 * hydration, a screenshot, layout, console and axe-core), at 375 and at 1280 px. a11y.spec.ts
 * counts on these lists for its axe-core checks and visits only the pages of its own list missing here.
 */
export const shellPages: readonly TemplatePage[] = [
  { name: 'home', path: '/' },
  { name: 'not-found', path: '/no/such/page', status: 404 },
];

export const locationPages: readonly TemplatePage[] = [
  { name: 'generic-city', path: '/bath' },
  { name: 'dedicated-city', path: '/sheffield' },
  { name: 'suburb', path: '/manchester/didsbury' },
  { name: 'area', path: '/glasgow/west-end' },
  { name: 'london-district', path: '/london/e1-whitechapel' },
  { name: 'city-service', path: '/leeds/emergency-lockout' },
  { name: 'directory', path: '/locksmith-near-me' },
];

/** The overview, three service pages with different sections, sectors and pricing. */
export const servicePages: readonly TemplatePage[] = [
  { name: 'services', path: '/services' },
  { name: 'service-commercial', path: '/services/commercial-locksmith' },
  { name: 'service-safes', path: '/services/safe-installation' },
  { name: 'service-maintenance', path: '/services/lock-maintenance' },
  { name: 'sectors', path: '/sectors' },
  { name: 'pricing', path: '/pricing' },
];

export const blogPages: readonly TemplatePage[] = [
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/blog/how-to-choose-reliable-emergency-locksmith' },
  { name: 'blog-category-empty', path: '/blog/category/commercial-security' },
  { name: 'ask-the-expert', path: '/ask-the-expert' },
];

export const infoPages: readonly TemplatePage[] = [
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'html-sitemap', path: '/sitemap' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-conditions', path: '/terms-conditions' },
];
