import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { Icon } from '../components/icon.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import type { loader } from './sectors.server.ts';

export function Component() {
  const { copy, sectors, sectorsIntro } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Sectors', path: '/sectors' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/sectors" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={sectorsIntro[0] ?? ''} />

      <Section id="sectors" title={copy.sectorsTitle} intro={sectorsIntro[1]}>
        <IconCardGrid
          cards={sectors}
          columns={3}
          cardClassName="card service-card sector-card"
          cardKey={(sector) => sector.slug}
          cardId={(sector) => sector.slug}
          footer={(sector) => (
            <p className="sector-examples">
              <span className="visually-hidden">{copy.examplesLabel}</span>
              {sector.examples.join(' · ')}
            </p>
          )}
        />
        <p className="section-more">
          <Link to="/contact">
            {copy.contactMore} <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <CallButton variant="light" />
        <Link className="btn btn-secondary" to="/contact">
          Contact us
        </Link>
      </CtaBand>
    </>
  );
}
