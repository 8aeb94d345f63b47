import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
import { fitTitle } from '../../shared/text.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { Icon } from '../components/icon.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import { DistrictGroups } from '../components/location/district-groups.tsx';
import { LocationHero } from '../components/location/location-hero.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';
import type { loader } from './directory.server.ts';

export function Component() {
  const site = useSite();
  const { serviceTiles, testimonials, featured, table, districts, extraAreaNames, finder } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Locksmith Near Me', path: '/locksmith-near-me' },
  ];
  return (
    <>
      <Seo
        title={fitTitle(['Locksmith Near Me: Every UK City We Cover', site.name])}
        description={`Find a local 24/7 locksmith in ${table.length} UK cities and every London postal district. DBS-checked, fast response, free quotes. Call ${site.phone}.`}
        path="/locksmith-near-me"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <LocationHero
        place="Your Local"
        heading="Locksmith Near Me"
        lead={`Local locksmiths in ${table.length} cities and towns across England, Scotland, Wales and Northern Ireland, on call 24 hours a day.`}
        claims={['A local locksmith, not a call centre', 'Response in 15-30 minutes in most cities', 'One number for every area']}
        phone={null}
      />
      <div className="container">
        <PostcodeFinder notice={finder} />
      </div>
      <Section id="services" title="What we can help with">
        <ul className="card-grid card-grid-3">
          {serviceTiles.map((tile) => (
            <li key={tile.slug} className="card tile">
              <span className="card-icon">
                <Icon name={tile.icon} />
              </span>
              <Link to={`/services/${tile.slug}`} className="tile-link">
                {tile.title} <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="reviews" title="What our customers say" tone="tint">
        <div className="card-grid card-grid-3">
          {testimonials.map((review) => (
            <ReviewCard key={review.author} review={review} />
          ))}
        </div>
      </Section>
      <Section id="london" title="London locksmiths by postal district" intro="Choose your district for local prices and response times.">
        <DistrictGroups groups={districts} />
      </Section>
      <Section id="featured" title="Our largest cities" tone="tint">
        <LinkGrid links={featured} />
      </Section>
      <Section id="all" title="Every city we cover" intro="Sorted by population, largest first.">
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
      </Section>
      <Section id="towns" title="Towns we also cover" tone="tint">
        <ul className="tag-list">
          {extraAreaNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
