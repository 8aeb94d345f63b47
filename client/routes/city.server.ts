import type { LoaderFunctionArgs } from 'react-router';
import { suburbPricingNote } from '../../data/prices.ts';
import { buildCityView } from '../../server/views/city-view.ts';
import { findCity } from '../../server/views/locations.ts';
import { notFound } from './errors.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  const city = findCity(params.city);
  if (!city) notFound();
  return { ...buildCityView(city), pricingNote: suburbPricingNote };
}
