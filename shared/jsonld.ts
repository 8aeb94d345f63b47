import { absoluteUrl, type SiteConfig } from './site.ts';

/**
 * Pure builders for the schema.org JSON-LD each page carries (DECISIONS.md items 6 and 7).
 * The business is one `Locksmith` node with a stable `@id` that other nodes point at.
 */

export type JsonLdNode = Record<string, unknown>;

export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

export function businessId(site: SiteConfig): string {
  return `${absoluteUrl(site.origin, '/')}#business`;
}

export function websiteId(site: SiteConfig): string {
  return `${absoluteUrl(site.origin, '/')}#website`;
}

const allDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function locksmithNode(site: SiteConfig, options: { locality?: string; region?: string } = {}): JsonLdNode {
  return {
    '@type': 'Locksmith',
    '@id': businessId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(site.origin, '/images/share-default.svg'),
    priceRange: '££',
    address: {
      '@type': 'PostalAddress',
      addressLocality: options.locality ?? 'London',
      ...(options.region ? { addressRegion: options.region } : {}),
      addressCountry: 'GB',
    },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: allDays,
      opens: '00:00',
      closes: '23:59',
    },
  };
}

export function websiteNode(site: SiteConfig): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    inLanguage: 'en-GB',
    publisher: { '@id': businessId(site) },
  };
}

export function graph(...nodes: JsonLdNode[]): JsonLdGraph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
