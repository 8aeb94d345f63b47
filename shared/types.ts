/**
 * Content types shared by the data files, the server and the client.
 * Data in `data/` is declared with `satisfies` one of these, so a missing or
 * mistyped field fails the typecheck; `test/data.test.ts` checks the rest.
 */
import type { IconName } from './icons.ts';
import type { PlaceWords } from './reach.ts';

export interface GeoPoint {
  /** Decimal degrees. */
  latitude: number;
  longitude: number;
}

/** The four nations of the United Kingdom, as data/cities.ts spells them. */
export const NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;
type Nation = (typeof NATIONS)[number];

/**
 * Where a review, or the rating and review count, came from (docs/decisions/046). A published
 * review names its platform, the date it was posted there and a link to it; one the business
 * collected itself (a feedback card, an e-mail) says so, with the date it was given. `sample` is
 * text written for the demonstration site, in no customer's words: it is shown only while the site
 * runs with sample facts (server/business/business-facts.ts, showsSampleContent), never on a real origin.
 */
export type ReviewSource =
  /** `date`: ISO, e.g. '2025-03-14' (for the rating, the day it was read); `url`: the review, or the profile. */
  | { kind: 'platform'; platform: string; date: string; url: string }
  /** `date`: ISO, the day the customer gave it (for the rating, the day it was counted). */
  | { kind: 'collected'; date: string }
  | { kind: 'sample' };

export interface Review {
  author: string;
  location?: string;
  text: string;
  /** 1 to 5; the marketing data only uses 4 and 5. */
  rating: number;
  /** Display text, e.g. '12 March 2025' or '2 weeks ago'. */
  date: string;
  source: ReviewSource;
}

/** What every place with a page of its own in data/cities.ts states, city or town. */
interface PlaceData {
  name: string;
  /** Lower-case URL segment: /{slug}. */
  slug: string;
  /** Ceremonial county, combined authority or nation-level region, e.g. 'West Yorkshire', 'Scotland'. */
  region: string;
  nation: Nation;
  /** Text with a thousands separator, e.g. '812,000'; data/cities.ts names its source beside it. */
  population: string;
  /** Year the population figure refers to, e.g. 2021 (census) or 2022 (Scotland). */
  populationYear: number;
  /**
   * The area the figure counts, where it is larger than the place itself: 'the City of Winchester
   * district' (the local authority, with its villages and other towns). Pages then say so.
   */
  populationArea?: string;
  /**
   * City centre to 4 or 5 decimals, for distances between cities. Never published: the structured
   * data takes checked coordinates from data/place-coordinates.ts (docs/decisions/028).
   */
  geo: GeoPoint;
  description?: string;
  /** A second paragraph of local facts, where the first leaves out what a locksmith should know. */
  more?: string;
  /**
   * The postcode districts of the city's own post town, where the site has no more local page for
   * them and they are checked (St Davids: ['SA62']). The postcode finder sends them to this page.
   */
  postcodeDistricts?: readonly string[];
  /**
   * London itself and its places with a page of their own (Camden, Westminster, the City of
   * London): their hero shows London's skyline, and the postcode finder offers none of them but
   * London to a town outside London, which they name no better than London does.
   */
  inLondon?: true;
}

/** A place with UK city status, or London and its boroughs with a page of their own. */
export interface CityPlace extends PlaceData {
  kind?: undefined;
  /** e.g. 'City of Leeds', 'City (1889)', 'London Borough'. */
  cityStatus: string;
}

/**
 * A town an owner serves that has no city status (docs/decisions/061): it gets every page a city
 * without page data gets, and no page, heading or structured data calls it a city.
 */
export interface TownPlace extends PlaceData {
  kind: 'town';
  cityStatus?: undefined;
}

/** A place in data/cities.ts: a city (the data's every UK city, and London's places) or a town. */
export type City = CityPlace | TownPlace;

export interface Technician {
  name: string;
  title: string;
  yearsExperience: number;
  specialization: string;
  /** File name under /images/. */
  image: string;
  /** True for the shipped example people: shown only while the site runs with sample facts. */
  sample: boolean;
}

/**
 * A scheme the business belongs to or a standard it is certified to: a claim a customer may rely
 * on, so it names the body and the member or certificate number a customer can check.
 */
export interface Accreditation {
  title: string;
  description: string;
  /** The body that runs the scheme or issues the certificate, e.g. 'Master Locksmiths Association'. */
  scheme: string;
  /** The membership or certificate number the body gives, as it writes it. */
  number: string;
  /** Lucide icon name used as a neutral badge (no real scheme's logo). */
  icon: IconName;
  /** True for the shipped examples: shown only while the site runs with sample facts. */
  sample: boolean;
}

/** An accreditation as a page shows it: its words, and the scheme and number in one line. */
export type ShownAccreditation = Pick<Accreditation, 'title' | 'description' | 'icon'> & { reference: string };

export interface ServiceLink {
  slug: string;
  /** Menu label. */
  title: string;
  /** One sentence for service cards. */
  summary: string;
  /** Icon name understood by client/components/icon.tsx. */
  icon: IconName;
}

/** A named price line: 'Emergency lockout' / 'From £75'. */
export interface PriceRow {
  service: string;
  /** Display text exactly as published, e.g. 'From £75', '£35-£45 plus labour', 'From £350'. */
  price: string;
}

/**
 * A known sub-area of a city, served at /{city}/{slug} (docs/product.md §2); data/areas.ts lists them.
 * London's postal districts live in data/london-districts.ts instead.
 */
export interface Area {
  /** URL segment, e.g. 'allerton-hunts-cross'. */
  slug: string;
  /** Proper display name, e.g. 'Allerton & Hunts Cross' (docs/decisions/023). */
  name: string;
  /** Postcode district(s) covering the area, e.g. ['L18', 'L19']. */
  postcodes: string[];
  /** Two or three sentences about the place as a locksmith sees it: housing, streets, landmarks. */
  description: string;
  /** A second paragraph, where the first leaves out what a locksmith there should know. */
  more?: string;
  /** Slugs of other areas of the same city that border it (for 'nearby areas' links). */
  neighbours: string[];
}

/** The ten-city location records of docs/product.md §3. */
export interface LocationRecord {
  slug: string;
  /** Free text: a year, 'time immemorial', 'mid-18th century', 'N/A'. */
  yearGranted: string;
}

/** Page data of a dedicated city page (docs/product.md §2, 'City pages'); the values are in data/city-pages.ts. */
export interface CityPageData {
  slug: string;
  /**
   * The intro's sentence about the business's own team in the place, said only where the business
   * has one there (the business file's `teams`); elsewhere the page says where its nearest team is,
   * from the facts (server/views/city-view.ts). Slots: {minutes}, and {dayOrNight}, which is
   * ', day or night' only while the phones are answered round the clock.
   */
  ownTeam?: string;
  /** e.g. 'S1-S81'. */
  postcodeRange?: string;
  /** Hero image file under /images/. */
  image: string;
  /** A title of the page's own (Liverpool and Glasgow have one), used when it fits (docs/decisions/029); {brand} is the trading name. */
  title?: string;
  /** Areas-covered list (12 for most cities, 21 for Swansea). */
  coveredAreas: string[];
  /** Intro paragraphs, our own writing, specific to the city. */
  intro: string[];
  /** An area page the intro features with a link of its own (Sheffield's Manor Park). */
  featuredArea?: { name: string; path: string; note?: string };
  /** The page shows every local service card, not the first four (Swansea's). */
  allServiceCards?: true;
}

/** A dedicated suburb page (docs/product.md §2, 'Suburb pages'), at /{city}/{slug}. */
export interface SuburbPage {
  citySlug: string;
  slug: string;
  name: string;
  /** Postcode district, e.g. 'B15' (Manor Park: 'S2'). */
  postcode: string;
  /** The hero's lead; 'local' only where a team reaches the city, so given by reach where it says so. */
  subheading: PlaceWords;
  intro: string[];
  /** Full versions add the checklist, pricing table and area information. */
  full: boolean;
  /** 'Area information' paragraphs (full versions). */
  areaInfo?: string[];
}

/** A short titled point with an icon (service features, sector cards). */
export interface IconPoint {
  title: string;
  description: string;
  /** Icon name understood by client/components/icon.tsx. */
  icon: IconName;
}

/** One step of a numbered process. */
interface Step {
  title: string;
  text: string;
}

/** A product or plan with a published price (safes, grilles, smart locks, maintenance plans). */
export interface PricedOption {
  title: string;
  description: string;
  /** Display text from data/prices.ts, e.g. 'From £250'. */
  price: string;
  /** e.g. 'per window', 'per year', 'installed'. */
  unit?: string;
  /** Marked 'Most popular'. */
  popular?: boolean;
  /** What is included (plans) or what it suits. */
  points?: string[];
}

/** The page-specific sections of a service page, each rendered by one component. */
export type ServiceSection =
  | { kind: 'prose'; id: string; heading: string; paragraphs: string[] }
  | { kind: 'lists'; id: string; heading: string; intro?: string; lists: { title: string; items: string[] }[] }
  | { kind: 'steps'; id: string; heading: string; intro?: string; steps: Step[] }
  | { kind: 'cards'; id: string; heading: string; intro?: string; cards: IconPoint[] }
  | { kind: 'priced'; id: string; heading: string; intro?: string; options: PricedOption[]; note?: string }
  | { kind: 'price-table'; id: string; heading: string; intro?: string; rows: PriceRow[]; note?: string }
  | { kind: 'faq'; id: string; heading: string; items: { question: string; answer: string }[] };

/** One /services/{slug} page (docs/product.md §2, 'Service pages'). */
export interface ServicePage {
  slug: string;
  /** The H1, e.g. 'Emergency Locksmith Services'. */
  title: string;
  /** The <title> before the brand, at most about 45 characters. */
  metaTitle: string;
  /** Meta description and hero lead: one or two sentences, 120 to 155 characters. */
  description: string;
  /** Opening paragraphs under the hero. */
  intro: string[];
  /** Four to six features, each with an icon. */
  features: IconPoint[];
  /** Four to six short benefit lines. */
  benefits: string[];
  sections: ServiceSection[];
  /** Optional banner image under /images/. */
  banner?: { image: string; alt: string };
}

/** The promises data/business.ts holds (`promises`): each stated only where the business makes it. */
export type PromiseName = 'backgroundChecks' | 'insured' | 'priceMatch' | 'ownLocksmiths';

/** A block of an article body: articles are data, rendered by one template. */
export type ArticleBlock =
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  /** `link` makes the phrase `link.text`, which appears in `text`, a link to another page of the site. */
  /** `promise`: a paragraph that explains a promise of data/business.ts without naming it, left out with it (server/business/promises.ts). */
  | { kind: 'p'; text: string; link?: { text: string; to: string }; promise?: PromiseName }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  /** A highlighted box, e.g. 'If someone is in danger, call 999'. */
  | { kind: 'callout'; title: string; text: string };

/** The list-level facts of a blog article (docs/product.md §3, articles). */
export interface ArticleMeta {
  slug: string;
  title: string;
  /** <title> text before the brand; unique, at most about 50 characters. */
  metaTitle: string;
  /** One or two sentences for cards and the meta description, 110 to 155 characters. */
  excerpt: string;
  /** ISO date of publication, e.g. '2023-09-15'. */
  date: string;
  /** Category slugs; the first is the main one. */
  categories: string[];
  /** The label shown above the title, e.g. 'Expert Advice'. */
  label: string;
  /** Extra tags shown as given (the choosing-a-locksmith article: 'Expert Advice', '8 min read'). */
  tags?: string[];
}

/** The body of an article, loaded only on its own page. */
export interface ArticleBody {
  lead: string;
  blocks: ArticleBlock[];
}

/** A published answer on /ask-the-expert (docs/product.md §3, expert answers). */
export interface ExpertAnswer {
  question: string;
  answer: string;
  expert: string;
  /** ISO date. */
  date: string;
  /** True for the shipped examples (signed by example people): shown only while the site runs with sample facts. */
  sample: boolean;
}

/** A titled part of a long page such as the privacy policy or the terms. */
interface DocumentSection {
  /** Anchor id, lower-case with hyphens, unique within the document. */
  id: string;
  title: string;
  blocks: ArticleBlock[];
}

/** The privacy policy or the terms and conditions: data, drawn by one template. */
export interface PolicyDocument {
  /** The page heading, the <title> (before ' | {trading name}') and the meta description. */
  title: string;
  metaTitle: string;
  description: string;
  /** ISO date from which this version applies, e.g. '2025-04-01'. */
  effective: string;
  /** One or two sentences under the page title. */
  lead: string;
  sections: DocumentSection[];
}

/** A member of the management team on /about. */
export interface ManagerProfile {
  name: string;
  role: string;
  /** Two or three sentences: background and what they look after. */
  bio: string;
  /** True for the shipped example people: shown only while the site runs with sample facts. */
  sample: boolean;
}

/** A titled point with an icon, e.g. a value on /about or a way to reach us on /contact. */
export interface TitledPoint {
  title: string;
  description: string;
  /** A key of the `icons` map in client/components/icon.tsx. */
  icon: IconName;
}
