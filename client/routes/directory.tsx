import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { fillPlace, fitTitle } from '../../shared/text.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { Icon } from '../components/icon.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import { DistrictGroups } from '../components/location/district-groups.tsx';
import { LocationHero } from '../components/location/location-hero.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';
import { StaticAfterHydration } from '../components/static-after-hydration.tsx';
import type { loader } from './directory.server.ts';

export function Component() {
  const site = useSite();
  const { copy, serviceTiles, testimonials, featured, table, districts, towns, farTowns, finder } = useLoaderData<typeof loader>();
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
      <Section id="services" title={copy.servicesTitle}>
        {/* A tile is one link, so it has no heading or text of its own. */}
        <IconCardGrid
          cards={serviceTiles}
          columns={3}
          cardClassName="card tile"
          cardKey={(tile) => tile.slug}
          footer={(tile) => (
            <Link to={`/services/${tile.slug}`} className="tile-link">
              {tile.name} <Icon name="arrow-right" size={16} />
            </Link>
          )}
        />
      </Section>
      <ReviewsSection reviews={testimonials} title={copy.reviewsTitle} tone="tint" />
      <Section id="london" title={copy.londonTitle} intro={copy.londonIntro}>
        <DistrictGroups groups={districts} />
      </Section>
      <Section id="featured" title={copy.featuredTitle} tone="tint">
        <LinkGrid links={featured} />
      </Section>
      <Section id="all" title={copy.allTitle} intro={copy.allIntro}>
        {/* The longest lists of the site need no state: hydration leaves them as they are (docs/decisions/044). */}
        <StaticAfterHydration>
          <div className="table-scroll">
            <table className="city-table">
              <thead>
                <tr>
                  <th scope="col">City</th>
                  <th scope="col">Region</th>
                  <th scope="col">Population</th>
                  <th scope="col">Status</th>
                  <th scope="col">Services</th>
                </tr>
              </thead>
              <tbody>
                {table.map((row) => (
                  <tr key={row.slug}>
                    <th scope="row">
                      <Link to={`/${row.slug}`}>{row.name}</Link>
                    </th>
                    <td data-label="Region">{row.region}</td>
                    <td data-label="Population">{row.population}</td>
                    <td data-label="Status">{row.status}</td>
                    <td data-label="Services">
                      <Link to={`/${row.slug}/emergency-lockout`}>Lockouts</Link>
                      {' · '}
                      <Link to={`/${row.slug}/lock-replacement`}>Lock changes</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </StaticAfterHydration>
      </Section>
      {/* A team is said to cover a town only within the reach of the response-time rule (docs/decisions/049). */}
      <Section id="towns" title={copy.townsTitle} intro={copy.townsIntro} tone="tint">
        <StaticAfterHydration>
          <TownList towns={towns} />
        </StaticAfterHydration>
      </Section>
      {farTowns.length ? (
        <Section id="far-towns" title={copy.farTownsTitle} intro={copy.farTownsIntro}>
          <StaticAfterHydration>
            <TownList towns={farTowns} />
          </StaticAfterHydration>
        </Section>
      ) : null}
    </>
  );
}

function TownList({ towns }: { towns: readonly { name: string; path?: string; team: string }[] }) {
  return (
    <ul className="tag-list">
      {towns.map((town) => (
        <li key={town.name}>
          {town.path ? <Link to={town.path}>{town.name}</Link> : town.name} <span className="tag-note">{town.team}</span>
        </li>
      ))}
    </ul>
  );
}
