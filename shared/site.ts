import type { BusinessFacts } from './jsonld.ts';
import type { SiteCopy } from './site-copy.ts';
import type { ReviewSource } from './types.ts';

/** The brand values every page shows. They come from configuration (server/operations/config.ts), never from page code. */
export interface SiteConfig {
  /** Trading name, e.g. 'Tumblerway Locksmiths'. */
  name: string;
  /** Display form of the main phone number, e.g. '020 7946 0321'. */
  phone: string;
  email: string;
  /** Absolute origin with no trailing slash, e.g. 'https://www.tumblerway.example'. */
  origin: string;
  /** Office address as display lines (SITE_ADDRESS, split at commas); shown on /contact. */
  address: string[];
  /** Absolute URL of the logo the structured data names (SITE_LOGO). */
  logo: string;
  /** The business's profiles elsewhere, absolute URLs (SITE_SAME_AS); may be empty. */
  sameAs: string[];
}

/** A link in the menus or the footer. */
export interface NavItem {
  to: string;
  label: string;
}

/** What the 410 page of a place the business does not serve shows (client/routes/place-fate.server.ts). */
export interface GonePlace {
  title: string;
  description: string;
  lead: string;
  /** The link to the directory of every place served. */
  all: string;
  places: NavItem[];
}

/**
 * What every page's frame shows besides the configured brand: the menus' and footer's links and
 * the headline rating. The server builds it once from data/ (server/views/site-data.ts) and sends
 * it with the page, so the browser never downloads the data modules it comes from.
 */
export interface SiteData extends SiteConfig {
  /** The structured data's facts about the business (shared/jsonld.ts, businessNode). */
  business: BusinessFacts;
  /**
   * The headline rating with its source, or null where it may not be shown: a sample rating on a
   * real origin (docs/decisions/046). Every rating line and rating sentence is omitted then.
   */
  rating: { score: number; outOf: number; reviewCount: number; source: ReviewSource } | null;
  /**
   * Whether the site runs with sample facts (showsSampleContent in server/business/business-facts.ts): only
   * then are sample reviews and the sample rating shown. Loaders read the same flag from their
   * context, so a sample review never reaches the page's data on a real origin.
   */
  sampleContent: boolean;
  /**
   * Whether the call-back and question forms are shown (leadFormsOpen in server/leads/config.ts):
   * false where nobody would see what they send, and each form gives way to the page's number
   * (docs/decisions/038). Part of every page's hydration payload, so both renders agree.
   */
  leadFormsOpen: boolean;
  /**
   * Whether the server takes the count beacon (server/counts, docs/decisions/069): the page's
   * beacon sends only then, so a static export or a server without counts is sent nothing.
   */
  counts: boolean;
  /** The words of the header and footer, the error pages, the call-back dialog and the forms, from data/ (shared/site-copy.ts). */
  copy: SiteCopy;
  nav: {
    /** All services, for the desktop dropdown. */
    services: NavItem[];
    /** The first few services, for the mobile menu. */
    mobileServices: NavItem[];
    footerServices: NavItem[];
    /** The most populous cities (docs/product.md §9: six). */
    footerCities: NavItem[];
  };
}

/**
 * The picture link previews show for every page (Open Graph, Twitter cards, JSON-LD `image`): a PNG,
 * because social sites do not take SVG. Rendered from share-default.svg by scripts/share-image.ts.
 */
export const shareImage = {
  path: '/images/share-default.png',
  width: 1200,
  height: 630,
  alt: 'A shield with a keyhole beside a front door with a yellow handle',
  type: 'image/png',
} as const;

/** Tap-to-call link for a display phone number: spaces (and other separators) removed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The one function that turns a site path into an absolute URL. Canonical links, JSON-LD and
 * (later) the sitemap all call it, so they always agree.
 */
export function absoluteUrl(origin: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `${origin}/` : `${origin}${clean}`;
}
