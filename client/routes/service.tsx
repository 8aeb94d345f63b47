import { useLoaderData } from 'react-router';
import { breadcrumbNode, businessNode, graph, sectionOffers, serviceNode } from '../../shared/jsonld.ts';
import { fitDescription, fitTitle } from '../../shared/text.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { Seo } from '../components/seo.tsx';
import { ServicePageView } from '../components/service/service-page.tsx';
import { useSite } from '../site-context.tsx';
import type { loader } from './service.server.ts';

export function Component() {
  const site = useSite();
  const page = useLoaderData<typeof loader>();
  const path = `/services/${page.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: page.title, path },
  ];
  return (
    <>
      <Seo title={fitTitle([page.metaTitle, site.name])} description={fitDescription(page.description)} path={path} />
      <JsonLd
        data={graph(
          serviceNode(site, { path, name: page.title, description: page.description, offers: sectionOffers(page.sections) }),
          businessNode(site),
          breadcrumbNode(site, crumbs),
        )}
      />
      <ServicePageView page={page} copy={page.copy} crumbs={crumbs} />
    </>
  );
}
