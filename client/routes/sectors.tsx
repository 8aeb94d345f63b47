import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { Icon } from '../components/icon.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import type { loader } from './sectors.server.ts';

export function Component() {
  const { sectors, sectorsIntro } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Sectors', path: '/sectors' },
  ];
  return (
    <>
      <Seo
        title={`Sectors We Serve: Locksmiths for Every Building | ${site.name}`}
        description="Locksmiths for healthcare, offices, industry, public buildings, heritage sites, retail, hospitality, education and residential lettings, 24 hours a day."
        path="/sectors"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Who we work for" title="Sectors We Serve" lead={sectorsIntro[0] ?? ''} />

      <Section id="sectors" title="Nine sectors, one locksmith" intro={sectorsIntro[1]}>
        <ul className="card-grid card-grid-3">
          {sectors.map((sector) => (
            <li key={sector.slug} id={sector.slug} className="card service-card sector-card">
              <span className="card-icon">
                <Icon name={sector.icon} />
              </span>
              <h3>{sector.title}</h3>
              <p>{sector.description}</p>
              <p className="sector-examples">
                <span className="visually-hidden">For example: </span>
                {sector.examples.join(' · ')}
              </p>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link to="/contact">
            Talk to us about your premises <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBand title="Planning work across several sites?" text="We quote for master key systems, access control and scheduled maintenance, and we answer emergency calls around the clock.">
        <CallButton variant="light" />
        <Link className="btn btn-secondary" to="/contact">
        Contact us
        </Link>
      </CtaBand>
    </>
  );
}
