import { Link } from 'react-router';
import type { CityServiceView } from '../../../server/views/area-view.ts';
import { breadcrumbNode, graph, localLocksmithNode, serviceNode } from '../../../shared/jsonld.ts';
import { absoluteUrl } from '../../../shared/site.ts';
import { fitDescription, fitTitle } from '../../../shared/text.ts';
import { useSite } from '../../site-context.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { FaqList } from '../faq-list.tsx';
import { JsonLd } from '../json-ld.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { Price, PriceTable } from '../price-table.tsx';
import { ReviewCard } from '../review-card.tsx';
import { Section } from '../section.tsx';
import { Seo } from '../seo.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHero } from './location-hero.tsx';
import { IconCards } from '../service/service-sections.tsx';
import { ServiceCards } from './service-cards.tsx';
import { Icon } from '../icon.tsx';

/** A city's local service page, e.g. /leeds/emergency-lockout (DECISIONS.md item 2). */
export function CityServicePage({ view }: { view: CityServiceView }) {
  const site = useSite();
  const { city, service } = view;
  const path = `/${city.slug}/${service.slug}`;
  const phone = city.phone ?? site.phone;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: `/${city.slug}` },
    { name: service.title, path },
  ];

  // Bands alternate plain and tinted in the order they render, whichever optional ones are present.
  let band = 0;
  const tone = (): 'plain' | 'tint' => (band++ % 2 === 0 ? 'plain' : 'tint');

  return (
    <>
      <Seo
        title={fitTitle([`${service.title} ${city.name}`, '24/7 Locksmith', site.name])}
        description={fitDescription(`${service.title} in ${city.name}, ${city.region}: ${service.summary} ${service.price}, about ${city.responseMinutes} minutes away. Call ${phone}.`)}
        path={path}
      />
      <JsonLd
        data={graph(
          localLocksmithNode(site, {
            path: `/${city.slug}`,
            name: `${site.name} ${city.name}`,
            telephone: phone,
            locality: city.name,
            region: city.region,
            geo: city.geo,
            areaServed: city.name,
          }),
          serviceNode(site, {
            path,
            name: `${service.title} in ${city.name}`,
            description: service.summary,
            areaServed: city.name,
            providerId: `${absoluteUrl(site.origin, `/${city.slug}`)}#locksmith`,
          }),
          breadcrumbNode(site, crumbs),
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <LocationHero
        place={city.name}
        eyebrow={`${city.name} · ${city.region}`}
        heading={service.heading}
        lead={service.summary}
        claims={[`Typical arrival in about ${city.responseMinutes} minutes`, `${service.title}: ${service.price.toLowerCase()}`, 'DBS-checked, fully insured locksmiths']}
        phone={city.phone}
        image={city.image}
      />
      <Section id="about" title={`${service.title} in ${city.name}`} tone={tone()}>
        <div className="prose-columns">
          <div className="prose">
            {service.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <Link to={`/services/${service.serviceSlug}`} className="inline-link">
                How this service works <Icon name="arrow-right" size={16} />
              </Link>
            </p>
          </div>
          <aside className="card fact-box" aria-labelledby="included-title">
            <h3 id="included-title">What is included</h3>
            <ul className="check-list">
              {service.included.map((item) => (
                <li key={item}>
                  <Icon name="check" size={20} />
                  {item}
                </li>
              ))}
            </ul>
            <p className="fact-price">
              <Price text={service.price} />
            </p>
          </aside>
        </div>
      </Section>
      {view.base ? (
        <Section id="features" title={`How our ${city.name} locksmiths work`} tone={tone()}>
          <IconCards cards={view.base.features} />
          <p className="section-more">
            <Link to={`/services/${view.base.slug}`}>
              More about our {view.base.title.toLowerCase()} <Icon name="arrow-right" size={16} />
            </Link>
          </p>
        </Section>
      ) : null}
      {view.prices ? (
        <Section id="prices" title={`${city.name} price list`} tone={tone()}>
          <PriceTable rows={view.prices} caption={`${city.name} locksmith prices`} />
        </Section>
      ) : null}
      <Section id="faq" title="Questions before you book" tone={tone()}>
        <FaqList faqs={service.faqs} group="service-faq" />
      </Section>
      <Section id="reviews" title={`Reviews from ${city.name}`} tone={tone()}>
        <div className="card-grid card-grid-3">
          {view.reviews.map((review) => (
            <ReviewCard key={`${review.author}-${review.date}`} review={review} />
          ))}
        </div>
      </Section>
      <Section id="more" title={`More locksmith services in ${city.name}`} tone={tone()}>
        <ServiceCards links={view.otherServices} place={city.name} />
      </Section>
      {view.areas.length ? (
        <Section id="areas" title={`Areas of ${city.name} we cover`} tone={tone()}>
          <LinkGrid links={view.areas} />
        </Section>
      ) : null}
      <Section id="nearby" title="Nearby cities" tone={tone()}>
        <LinkGrid links={view.nearby} />
      </Section>
      <CallBand place={city.name} phone={city.phone} minutes={city.responseMinutes} />
    </>
  );
}
