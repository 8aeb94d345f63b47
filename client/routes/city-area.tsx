import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { buildAreaView, type CityAreaView } from '../../shared/area-view.ts';
import { loadServicePage } from '../../data/service-pages/index.ts';
import { findCity, matchArea } from '../../shared/locations.ts';
import { AreaPage } from '../components/location/area-page.tsx';
import { CityServicePage } from '../components/location/city-service-page.tsx';
import { SuburbPageView } from '../components/location/suburb-page.tsx';
import type { PhoneHandle } from '../page-phone.ts';
import { notFound } from './errors.tsx';

/**
 * /{city}/{area}: a local service page, a dedicated suburb page, a London postal district or a
 * known sub-area, in that order; anything else is a 404 at the same URL (DECISIONS.md item 1).
 */
export const handle: PhoneHandle = { localPhone: (data) => (data as CityAreaView).city.phone };

export async function loader({ params }: LoaderFunctionArgs): Promise<CityAreaView> {
  const city = findCity(params.city);
  if (!city) notFound();
  const match = matchArea(city.slug, params.area ?? '');
  if (!match) notFound();
  const view = buildAreaView(city, match);
  if (view.kind !== 'service') return view;
  // A local service page builds on its national page (DECISIONS.md item 2): same features, local facts.
  const base = await loadServicePage(view.service.serviceSlug);
  return base ? { ...view, base: { slug: base.slug, title: base.title, features: base.features } } : view;
}

export function Component() {
  const view = useLoaderData<typeof loader>();
  switch (view.kind) {
    case 'service':
      return <CityServicePage view={view} />;
    case 'suburb':
      return <SuburbPageView view={view} />;
    case 'area':
      return <AreaPage view={view} />;
  }
}
