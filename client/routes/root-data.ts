import { cities } from '../../data/cities.ts';
import { byPopulation } from '../../shared/population.ts';

/** How many cities the footer lists (spec section 9: the six most populous). */
export const FOOTER_CITY_COUNT = 6;

export interface RootData {
  footerCities: { name: string; slug: string }[];
}

export function rootLoader(): RootData {
  return {
    footerCities: byPopulation(cities)
      .slice(0, FOOTER_CITY_COUNT)
      .map(({ name, slug }) => ({ name, slug })),
  };
}
