import { Link } from 'react-router';
import type { CityServiceView } from '../../../server/views/area-view.ts';
import { offerNode } from '../../../shared/jsonld.ts';
import { FaqList } from '../faq-list.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { Price, PriceTable } from '../price-table.tsx';
import { ReviewsSection } from '../reviews-section.tsx';
import { Section } from '../section.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHead } from './location-head.tsx';
import { LocationHero } from './location-hero.tsx';
import { CheckList } from '../check-list.tsx';
import { IconCardGrid } from '../icon-card-grid.tsx';
import { featureColumns } from '../service/service-sections.tsx';
import { ServiceCards } from './service-cards.tsx';
import { Icon } from '../icon.tsx';

/** A city's local service page, e.g. /leeds/emergency-lockout: its national page's features with local facts. */
export function CityServicePage({ view }: { view: CityServiceView & { indexable?: boolean } }) {
  const { city, service, copy } = view;

  // Bands alternate plain and tinted in the order they render, whichever optional ones are present.
  let band = 0;
  const tone = (): 'plain' | 'tint' => (band++ % 2 === 0 ? 'plain' : 'tint');

  return (
    <>
      <LocationHead
        city={city}
        part={{ slug: service.slug, name: service.title }}
        copy={copy}
        indexable={view.indexable}
        area={view.place}
        service={{
          name: copy.serviceName,
          serviceType: service.title,
          description: service.summary,
          offers: [offerNode(service.pricedJob ?? service.title, service.price)],
        }}
      />
      <LocationHero
        place={city.name}
        placeInSentence={city.inSentence}
        eyebrow={copy.eyebrow}
        heading={service.heading}
        lead={service.summary}
        claims={copy.claims}
        phone={city.phone}
        image={city.image}
      />
      <Section id="about" title={copy.aboutTitle} tone={tone()}>
        <div className="prose-columns">
          <div className="prose">
            {service.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <Link to={`/services/${service.serviceSlug}`} className="inline-link">
                {copy.howItWorks} <Icon name="arrow-right" size={16} />
              </Link>
            </p>
          </div>
          <aside className="card fact-box" aria-labelledby="included-title">
            <h3 id="included-title">{copy.includedTitle}</h3>
            <CheckList items={service.included} />
            <p className="fact-price">
              <Price text={service.price} job={service.pricedJob} />
            </p>
          </aside>
        </div>
      </Section>
      {view.local ? (
        <Section id="local" title={copy.localTitle} tone={tone()}>
          <div className="prose">
            {view.local.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      ) : null}
      {view.base ? (
        <Section id="features" title={copy.featuresTitle} tone={tone()}>
          <IconCardGrid cards={view.base.features} columns={featureColumns(view.base.features.length)} />
          <p className="section-more">
            <Link to={`/services/${view.base.slug}`}>
              {copy.moreAbout} <Icon name="arrow-right" size={16} />
            </Link>
          </p>
        </Section>
      ) : null}
      {view.prices ? (
        <Section id="prices" title={copy.pricesTitle} tone={tone()}>
          <PriceTable rows={view.prices} caption={copy.priceCaption} />
        </Section>
      ) : null}
      <Section id="faq" title={copy.faqTitle} tone={tone()}>
        <FaqList faqs={service.faqs} group="service-faq" />
      </Section>
      {view.reviews.length ? <ReviewsSection reviews={view.reviews} title={copy.reviewsTitle} tone={tone()} /> : null}
      <Section id="more" title={copy.moreTitle} tone={tone()}>
        <ServiceCards links={view.otherServices} place={city.inSentence} />
      </Section>
      {view.areas.length ? (
        <Section id="areas" title={copy.areasTitle} tone={tone()}>
          <LinkGrid links={view.areas} />
        </Section>
      ) : null}
      <Section id="nearby" title={copy.nearbyTitle} tone={tone()}>
        <LinkGrid links={view.nearby} />
      </Section>
      <CallBand phone={city.phone} copy={copy.callBand} />
    </>
  );
}
