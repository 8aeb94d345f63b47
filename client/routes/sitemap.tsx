import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import type { loader } from './sitemap.server.ts';

function LinkList({ links, columns = false }: { links: readonly { name: string; path: string }[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'sitemap-list sitemap-columns' : 'sitemap-list'}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const site = useSite();
  const { copy, mainPages, services, topCities, groups } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Sitemap', path: '/sitemap' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/sitemap" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        title={copy.heading}
        actions={false}
        lead={
          <>
            {copy.lead.before}
            <Link to="/locksmith-near-me">{copy.lead.link}</Link>
            {copy.lead.after}
          </>
        }
      />

      <Section id="sitemap-main" title={copy.mainTitle}>
        <LinkList links={mainPages} columns />
      </Section>

      <Section id="sitemap-services" title={copy.servicesTitle} tone="tint">
        <LinkList links={services} columns />
      </Section>

      <Section id="sitemap-cities" title={copy.citiesTitle}>
        <LinkList links={topCities} columns />
      </Section>

      <Section id="sitemap-regions" title={copy.regionsTitle} tone="tint">
        <div className="sitemap-regions">
          {groups.map((group) => {
            const headingId = `region-${group.region.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <section key={group.region} aria-labelledby={headingId}>
                <h3 id={headingId}>{group.region}</h3>
                <LinkList links={group.cities} />
              </section>
            );
          })}
        </div>
        <p className="section-more">
          <Link to="/locksmith-near-me">{copy.allLocations}</Link>
        </p>
      </Section>
    </>
  );
}
