/**
 * Content types shared by the data files, the server and the client.
 * Data in `data/` is declared with `satisfies` one of these, so a missing or
 * mistyped field fails the typecheck; `test/data.test.ts` checks the rest.
 */

export interface GeoPoint {
  /** Decimal degrees, 5 decimal places (about 1 m). */
  latitude: number;
  longitude: number;
}

export type Nation = 'England' | 'Scotland' | 'Wales' | 'Northern Ireland';

export interface Review {
  author: string;
  location?: string;
  text: string;
  /** 1 to 5; the marketing data only uses 4 and 5. */
  rating: number;
  /** Display text, e.g. '12 March 2025' or '2 weeks ago'. */
  date: string;
}

export interface City {
  name: string;
  /** Lower-case URL segment: /{slug}. */
  slug: string;
  /** Ceremonial county, combined authority or nation-level region, e.g. 'West Yorkshire', 'Scotland'. */
  region: string;
  nation: Nation;
  /** e.g. 'City of Leeds', 'City (1889)', 'London Borough'. */
  cityStatus: string;
  /** Text with a thousands separator, e.g. '812,000'. */
  population: string;
  /** Year the population figure refers to, e.g. 2021 (census) or 2022 (Scotland). */
  populationYear: number;
  /** City centre, 5 decimal places. */
  geo: GeoPoint;
  description?: string;
}

export interface Technician {
  name: string;
  title: string;
  yearsExperience: number;
  specialization: string;
  /** File name under /images/. */
  image: string;
}

export interface Accreditation {
  title: string;
  description: string;
  /** Lucide icon name used as a neutral badge (no real scheme's logo). */
  icon: string;
}

export interface ServiceLink {
  slug: string;
  /** Menu label. */
  title: string;
}
