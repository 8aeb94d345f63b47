import type { City } from './types.ts';

/** '1,144,900' -> 1144900. Text that is not a number (e.g. 'Unknown') sorts last. */
export function parsePopulation(text: string): number {
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : -1;
}

/** Cities sorted by parsed population, largest first (ties by name, so the order is stable). */
export function byPopulation<T extends Pick<City, 'name' | 'population'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => parsePopulation(b.population) - parsePopulation(a.population) || a.name.localeCompare(b.name, 'en-GB'));
}
