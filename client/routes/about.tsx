import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { AccreditationList } from '../components/accreditation-list.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import type { loader } from './about.server.ts';

/** 'Margaret Okafor' -> 'MO', for the profile's monogram (no stock portraits of made-up people). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Component() {
  const { copy, aboutLead, aboutStats, aboutStory, aboutValues, managementTeam, accreditations } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'About Us', path: '/about' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/about" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={`About ${site.name}`} lead={aboutLead} />

      {aboutStory.length > 0 || aboutStats.length > 0 ? (
        <Section id="story" title={copy.storyTitle}>
          <div className="about-story">
            <div className="prose">
              {aboutStory.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <ul className="stat-band">
              {aboutStats.map((stat) => (
                <li key={stat.label}>
                  <strong>{stat.value}</strong>
                  <span>{stat.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ) : null}

      <Section id="values" title={copy.valuesTitle} tone="tint">
        <IconCardGrid cards={aboutValues} columns={4} />
      </Section>

      {managementTeam.length > 0 ? (
        <Section id="team" title={copy.teamTitle} intro={copy.teamIntro}>
          <ul className="card-grid card-grid-3">
            {managementTeam.map((person) => (
              <li key={person.name} className="card profile-card">
                <span className="monogram" aria-hidden="true">
                  {initials(person.name)}
                </span>
                <h3>{person.name}</h3>
                <p className="profile-role">{person.role}</p>
                <p>{person.bio}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <AccreditationList items={accreditations} />

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <CallButton variant="light" />
        <Link className="btn btn-secondary" to="/pricing">
          See our prices
        </Link>
      </CtaBand>
    </>
  );
}
