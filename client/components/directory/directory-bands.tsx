/**
 * Everything on /locksmith-near-me below the hero and the postcode finder: the service tiles,
 * reviews, London's districts, the featured cities, the table of every city, the two town lists
 * and the data's credits. None of it has state or handlers of its own, so the route renders it inside one
 * `StaticAfterHydration` (docs/decisions/071): hydration takes the server's HTML for the whole of
 * it, and React builds its tree only when the browser renders the page itself (a client-side visit).
 * The long lists sit in `.deferred-list` boxes, which the browser lays out only when they near the
 * screen (client/styles/locations.css).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { loader } from '../../routes/directory.server.ts';
import { Icon } from '../icon.tsx';
import { IconCardGrid } from '../icon-card-grid.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { DistrictGroups } from '../location/district-groups.tsx';
import { ReviewsSection } from '../reviews-section.tsx';
import { Section } from '../section.tsx';

type DirectoryData = ReturnType<typeof loader>;

export function DirectoryBands({ data }: { data: DirectoryData }) {
  const { copy, serviceTiles, testimonials, featured, table, districts, towns, farTowns, postcodeCredit } = data;
  // At the foot of the last band: the credits the licences of the page's position data ask for.
  const sources = (
    <div className="sources-note">
      <p>{copy.sources}</p>
      <p>{postcodeCredit}</p>
    </div>
  );
  return (
    <>
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
      {districts.length ? (
        <Section id="london" title={copy.londonTitle} intro={copy.londonIntro}>
          <DeferredList kind="districts" items={districts.reduce((count, group) => count + group.links.length, 0)}>
            <DistrictGroups groups={districts} />
          </DeferredList>
        </Section>
      ) : null}
      <Section id="featured" title={copy.featuredTitle} tone="tint">
        <LinkGrid links={featured} />
      </Section>
      <Section id="all" title={copy.allTitle} intro={copy.allIntro}>
        <DeferredList kind="table" items={table.length}>
          <CityTable rows={table} />
        </DeferredList>
      </Section>
      {/* A team is said to cover a town only within the reach of the response-time rule (docs/decisions/049). */}
      {towns.length ? (
        <Section id="towns" title={copy.townsTitle} intro={copy.townsIntro} tone="tint">
          <DeferredList kind="tags" items={towns.length}>
            <TownList towns={towns} />
          </DeferredList>
          {farTowns.length ? null : sources}
        </Section>
      ) : null}
      {farTowns.length ? (
        <Section id="far-towns" title={copy.farTownsTitle} intro={copy.farTownsIntro}>
          <DeferredList kind="tags" items={farTowns.length}>
            <TownList towns={farTowns} />
          </DeferredList>
          {sources}
        </Section>
      ) : towns.length ? null : (
        <section className="section container">{sources}</section>
      )}
    </>
  );
}

/** A list of fewer entries than this is laid out at once: deferring it would save little and misjudge its size. */
const DEFER_FROM = 40;

/** A long list the browser lays out only when it nears the screen; `kind` picks the size it stands in with until then. */
function DeferredList({ kind, items, children }: { kind: 'districts' | 'table' | 'tags'; items: number; children: ReactNode }) {
  // The stand-in sizes (client/styles/locations.css) are those of the long lists of a business that
  // serves the whole UK: a short list (a business serving one region) is simply laid out.
  if (items < DEFER_FROM) return <div>{children}</div>;
  return <div className={`deferred-list deferred-${kind}`}>{children}</div>;
}

function CityTable({ rows }: { rows: DirectoryData['table'] }) {
  return (
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
          {rows.map((row) => (
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
  );
}

function TownList({ towns }: { towns: DirectoryData['towns'] }) {
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
