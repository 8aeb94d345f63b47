import { useLoaderData } from 'react-router';
import { AreaPage } from '../components/location/area-page.tsx';
import { CityServicePage } from '../components/location/city-service-page.tsx';
import { SuburbPageView } from '../components/location/suburb-page.tsx';
import type { PhoneHandle } from '../page-phone.ts';
import type { loader } from './city-area.server.ts';

type CityAreaData = Awaited<ReturnType<typeof loader>>;

/** /{city}/{area}: one of three templates, chosen by the loader (client/routes/city-area.server.ts). */
export const handle: PhoneHandle = { localPhone: (data) => (data as CityAreaData).city.phone };

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
