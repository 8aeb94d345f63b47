import { absoluteUrl, shareImage, type SiteConfig } from './site.ts';

/**
 * Pure builders for the schema.org JSON-LD each page carries (docs/decisions/025).
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

function websiteId(site: SiteConfig): string {
  return `${absoluteUrl(site.origin, '/')}#website`;
}

const allDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface OpeningHours {
  dayOfWeek: string[];
  /** 24-hour 'HH:MM'. */
  opens: string;
  closes: string;
}

/** Every day, all day: the emergency line (docs/decisions/025). */
const allDayEveryDay: OpeningHours = { dayOfWeek: allDays, opens: '00:00', closes: '23:59' };

/**
 * How to reach the business: the emergency line around the clock, and the office (quotes,
 * accounts, planned work) in its hours. Used on /contact.
 */
export function contactPoints(site: SiteConfig, office: OpeningHours): JsonLdNode[] {
  const hours = (h: OpeningHours) => ({ '@type': 'OpeningHoursSpecification', ...h });
  return [
    {
      '@type': 'ContactPoint',
      contactType: 'emergency',
      telephone: site.phone,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
      hoursAvailable: hours(allDayEveryDay),
    },
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
      hoursAvailable: hours(office),
    },
  ];
}

export function locksmithNode(site: SiteConfig, options: { locality?: string; region?: string; contactPoint?: JsonLdNode[] } = {}): JsonLdNode {
  return {
    '@type': 'Locksmith',
    '@id': businessId(site),
    name: site.name,
    url: absoluteUrl(site.origin, '/'),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(site.origin, shareImage.path),
    priceRange: '££',
    address: {
      '@type': 'PostalAddress',
      addressLocality: options.locality ?? 'London',
      ...(options.region ? { addressRegion: options.region } : {}),
      addressCountry: 'GB',
    },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', ...allDayEveryDay },
    ...(options.contactPoint ? { contactPoint: options.contactPoint } : {}),
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

export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList from the home page down to the current page. */
export function breadcrumbNode(site: SiteConfig, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  };
}

export interface LocalBusinessOptions {
  /** Page path the node describes; its @id is that URL plus '#locksmith'. */
  path: string;
  name: string;
  telephone: string;
  locality: string;
  region: string;
  postalCode?: string;
  geo?: { latitude: number; longitude: number };
  /** The place served, e.g. 'Leeds' or 'Headingley, Leeds'. */
  areaServed: string;
  priceRange?: string;
}

/**
 * The business as it serves one place: a Locksmith node of its own, tied to the main business
 * by `parentOrganization`. No street address is invented (docs/decisions/025).
 */
export function localLocksmithNode(site: SiteConfig, o: LocalBusinessOptions): JsonLdNode {
  const url = absoluteUrl(site.origin, o.path);
  return {
    '@type': 'Locksmith',
    '@id': `${url}#locksmith`,
    name: o.name,
    url,
    telephone: o.telephone,
    image: absoluteUrl(site.origin, shareImage.path),
    priceRange: o.priceRange ?? '££',
    address: {
      '@type': 'PostalAddress',
      addressLocality: o.locality,
      addressRegion: o.region,
      ...(o.postalCode ? { postalCode: o.postalCode } : {}),
      addressCountry: 'GB',
    },
    ...(o.geo ? { geo: { '@type': 'GeoCoordinates', latitude: o.geo.latitude, longitude: o.geo.longitude } } : {}),
    areaServed: { '@type': 'Place', name: o.areaServed },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: allDays,
      opens: '00:00',
      closes: '23:59',
    },
    parentOrganization: { '@id': businessId(site) },
  };
}

export interface ServiceOptions {
  /** Page path; the node's @id is that URL plus '#service'. */
  path: string;
  name: string;
  description: string;
  /** The place served; the whole UK when omitted. */
  areaServed?: string;
  /** @id of the provider; the main business when omitted. */
  providerId?: string;
}

/** A Service offered by the business (docs/decisions/025). */
export function serviceNode(site: SiteConfig, o: ServiceOptions): JsonLdNode {
  const url = absoluteUrl(site.origin, o.path);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: o.name,
    description: o.description,
    url,
    serviceType: o.name,
    provider: { '@id': o.providerId ?? businessId(site) },
    areaServed: o.areaServed ? { '@type': 'Place', name: o.areaServed } : { '@type': 'Country', name: 'United Kingdom' },
  };
}

export interface BlogPostingOptions {
  path: string;
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  section: string;
  wordCount: number;
}

/** A blog article, written and published by the business (docs/decisions/025). */
export function blogPostingNode(site: SiteConfig, o: BlogPostingOptions): JsonLdNode {
  const url = absoluteUrl(site.origin, o.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: o.headline,
    description: o.description,
    url,
    mainEntityOfPage: url,
    datePublished: o.datePublished,
    dateModified: o.datePublished,
    inLanguage: 'en-GB',
    articleSection: o.section,
    wordCount: o.wordCount,
    image: absoluteUrl(site.origin, shareImage.path),
    author: { '@id': businessId(site) },
    publisher: { '@id': businessId(site) },
  };
}
