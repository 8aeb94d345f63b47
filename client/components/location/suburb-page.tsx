import type { SuburbView } from '../../../server/views/area-view.ts';
import { breadcrumbNode, graph, localLocksmithNode } from '../../../shared/jsonld.ts';
import { fitDescription, fitTitle } from '../../../shared/text.ts';
import { useSite } from '../../site-context.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { JsonLd } from '../json-ld.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { PriceTable } from '../price-table.tsx';
import { ReviewCard } from '../review-card.tsx';
import { Section } from '../section.tsx';
import { Seo } from '../seo.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHero } from './location-hero.tsx';
import { ServiceCards } from './service-cards.tsx';
import { Icon } from '../icon.tsx';

/** The six services of the suburb pages' side card (spec section 2). */
const sideServices = ['Emergency Lockouts', 'Lock Installation & Repair', 'UPVC Door Specialists', 'Anti-Snap Lock Upgrades', 'Security Surveys', 'Burglary Repairs'];

/** The 'Common Locksmith Services' checklist of the full suburb pages. */
const checklist = [
  'Emergency lockouts and gaining entry',
  'Lock changes after moving house',
  'Lost and broken key replacement',
  'uPVC door mechanism and gearbox repairs',
  'Anti-snap cylinder upgrades',
  'Window lock fitting and repairs',
  'Burglary repairs and boarding-up',
  'Security surveys for homes and landlords',
];

/** The four service cards the suburb pages link (spec section 2). */
const cardSlugs = ['emergency-lockout', 'lock-replacement', 'upvc-specialists', 'security-upgrades'];

/** A suburb page's view plus the figures its template quotes (client/routes/city-area.server.ts). */
export type SuburbPageData = SuburbView & { rating: { reviewCount: number }; pricingNote: string };

export function SuburbPageView({ view }: { view: SuburbPageData }) {
  const site = useSite();
  const { city, suburb } = view;
  const path = `/${city.slug}/${suburb.slug}`;
  const phone = city.phone ?? site.phone;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: `/${city.slug}` },
    { name: suburb.name, path },
  ];
  const cards = cardSlugs.map((slug) => view.services.find((s) => s.slug === slug)!);

  return (
    <>
      <Seo
        title={fitTitle([`Locksmith ${suburb.name}, ${city.name} (${suburb.postcode})`, '24/7 Emergency', site.name])}
        description={fitDescription(`${suburb.subheading} Locksmiths in ${suburb.name} ${suburb.postcode}, ${city.name}, in about 30 minutes. Call ${phone}.`)}
        path={path}
      />
      <JsonLd
        data={graph(
          localLocksmithNode(site, {
            path,
            name: `${site.name} ${suburb.name}`,
            telephone: phone,
            locality: suburb.name,
            region: city.region,
            postalCode: suburb.postcode,
            geo: city.geo,
            areaServed: `${suburb.name}, ${city.name}`,
            priceRange: '£',
          }),
          breadcrumbNode(site, crumbs),
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <LocationHero
        place={suburb.name}
        eyebrow={`${city.name} · ${suburb.postcode}`}
        heading={`Locksmith in ${suburb.name}, ${city.name}: Fast 24/7 Emergency Service`}
        lead={suburb.subheading}
        claims={[]}
        phone={city.phone}
        image={city.image}
        ratingText={
          <>
            <strong>Excellent</strong> | {view.rating.reviewCount} Reviews
          </>
        }
        aside={
          <aside className="card side-card" aria-labelledby="side-card-title">
            <h2 id="side-card-title">Our {suburb.name} services</h2>
            <ul className="check-list">
              {sideServices.map((name) => (
                <li key={name}>
                  <Icon name="check" size={20} />
                  {name}
                </li>
              ))}
            </ul>
            <p className="side-card-note">
              <Icon name="clock" size={18} /> 30-minute response across {suburb.postcode}
            </p>
          </aside>
        }
      >
        <ul className="badges">
          <li>
            <Icon name="shield-check" size={18} /> DBS Checked
          </li>
          <li>
            <Icon name="clock" size={18} /> 30-Minute Response
          </li>
          <li>
            <Icon name="star" size={18} /> 10+ Years Experience
          </li>
        </ul>
      </LocationHero>

      <Section id="intro" title={`Trusted locksmiths in ${suburb.name}`}>
        <div className="prose">
          {suburb.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" title={`Locksmith services in ${suburb.name}`} tone="tint">
        <ServiceCards links={cards} place={city.name} />
      </Section>
      {suburb.full ? (
        <Section id="common" title="Common Locksmith Services">
          <ul className="check-list check-columns">
            {checklist.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} />
                {item}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {view.prices ? (
        <Section id="prices" title={`${suburb.name} locksmith prices`} tone="tint">
          <PriceTable rows={view.prices} caption={`Prices in ${suburb.name}`} note={view.pricingNote} />
        </Section>
      ) : null}
      <Section id="reviews" title={`Reviews from ${suburb.name}`}>
        <div className="card-grid card-grid-3">
          {suburb.reviews.map((review) => (
            <ReviewCard key={`${review.author}-${review.date}`} review={review} />
          ))}
        </div>
      </Section>
      {suburb.areaInfo ? (
        <Section id="area-info" title={`About ${suburb.name}`} tone="tint">
          <div className="prose">
            {suburb.areaInfo.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      ) : null}
      {view.neighbours.length ? (
        <Section id="nearby" title={`Near ${suburb.name}`}>
          <LinkGrid links={view.neighbours} />
        </Section>
      ) : null}
      <CallBand place={suburb.name} phone={city.phone} minutes={30} />
    </>
  );
}
