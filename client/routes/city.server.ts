import type { LoaderFunctionArgs } from 'react-router';
import { loadContextOf } from '../../server/load-context.ts';
import { pricingNote } from '../../data/prices.ts';
import { buildCityView } from '../../server/views/city-view.ts';
import { findCity } from '../../server/views/locations.ts';
import { notFound } from './errors.tsx';

export function loader({ params, context }: LoaderFunctionArgs) {
  const city = findCity(params.city);
  if (!city) notFound();
  // Thin pages stay usable and linked but out of the index (docs/decisions/026).
  const indexable = loadContextOf(context).contentIndex.isIndexable(`/${city.slug}`);
  return { ...buildCityView(city), pricingNote, indexable };
}
