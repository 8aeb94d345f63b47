/**
 * /locksmith-near-me: the postcode finder's answers, and a directory of every page by place. Only
 * the hero's buttons and the finder move; everything below them is one band of server HTML that
 * hydration leaves as it is (client/components/directory/directory-bands.tsx, docs/decisions/071).
 */
import { useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { fillPlace, fitTitle } from '../../shared/text.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { DirectoryBands } from '../components/directory/directory-bands.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { LocationHero } from '../components/location/location-hero.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';
import { StaticAfterHydration } from '../components/static-after-hydration.tsx';
import type { loader } from './directory.server.ts';

export function Component() {
  const site = useSite();
  const data = useLoaderData<typeof loader>();
  const { copy, finder } = data;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Locksmith Near Me', path: '/locksmith-near-me' },
  ];
  return (
    <>
      <Seo title={fitTitle([copy.title, site.name])} description={fillPlace(copy.description, { phone: site.phone })} path="/locksmith-near-me" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      {/* The finder's answer comes first, where the visitor is looking after sending it (docs/decisions/042). */}
      {finder ? (
        <div className="container">
          <PostcodeFinder answer={finder} />
        </div>
      ) : null}
      <LocationHero place={copy.place} imageAlt={copy.imageAlt} heading={copy.heading} lead={copy.lead} claims={copy.claims} phone={null} />
      {finder ? null : (
        <div className="container">
          <PostcodeFinder />
        </div>
      )}
      {/* Nothing below moves, so hydration builds no React tree for it (docs/decisions/071). */}
      <StaticAfterHydration>
        <DirectoryBands data={data} />
      </StaticAfterHydration>
    </>
  );
}
