import type { AreaView } from '../../../server/views/area-view.ts';
import { FaqList } from '../faq-list.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { PriceTable } from '../price-table.tsx';
import { ReviewCard } from '../review-card.tsx';
import { Section } from '../section.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHead } from './location-head.tsx';
import { LocationHero } from './location-hero.tsx';
import { ServicesStrip } from './services-strip.tsx';
import { IconCardGrid } from '../icon-card-grid.tsx';

/** A sub-area or London district page, e.g. /leeds/headingley or /london/e1-whitechapel. */
export function AreaPage({ view }: { view: AreaView & { indexable?: boolean } }) {
  const { city, area, copy } = view;

  return (
    <>
      <LocationHead city={city} part={area} copy={copy} indexable={view.indexable} area={view.place} />
      <LocationHero
        place={area.name}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={copy.lead}
        claims={copy.claims}
        phone={city.phone}
        image={city.image}
      />
      <ServicesStrip links={view.services} />
      <Section id="local" title={copy.localTitle}>
        <div className="prose-columns">
          <div className="prose">
            {area.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>{copy.localNote}</p>
          </div>
          <PriceTable rows={view.prices} caption={copy.priceCaption} />
        </div>
      </Section>
      {view.local ? <LocalKnowledge local={view.local} copy={copy.localKnowledge} /> : null}
      <Section id="work" title={copy.workTitle} tone="tint">
        <IconCardGrid cards={copy.work} columns={3} cardClassName="card" iconSize={24} />
      </Section>
      {view.reviews.length ? (
        <Section id="reviews" title={copy.reviewsTitle}>
          <div className="card-grid card-grid-3">
            {view.reviews.map((review) => (
              <ReviewCard key={`${review.author}-${review.date}`} review={review} />
            ))}
          </div>
        </Section>
      ) : null}
      <Section id="faq" title={copy.faqTitle} tone="tint">
        <FaqList faqs={copy.faqs} group="area-faq" />
      </Section>
      {view.neighbours.length ? (
        <Section id="nearby" title={copy.nearbyTitle}>
          <LinkGrid links={view.neighbours} />
        </Section>
      ) : null}
      <CallBand phone={city.phone} copy={copy.callBand} />
    </>
  );
}

/** What a locksmith knows of a district: its doors and locks, the places locals name, how to get there. */
function LocalKnowledge({ local, copy }: { local: NonNullable<AreaView['local']>; copy: AreaView['copy']['localKnowledge'] }) {
  return (
    <Section id="local-knowledge" title={copy.title}>
      <div className="local-knowledge">
        <div className="prose">
          <h3>{copy.housing}</h3>
          <p>{local.housing}</p>
          {local.history ? (
            <>
              <h3>{copy.history}</h3>
              <p>{local.history}</p>
            </>
          ) : null}
          <h3>{copy.access}</h3>
          <p>{local.access}</p>
        </div>
        <div className="local-knowledge-lists">
          <h3>{copy.landmarks}</h3>
          <ul className="tag-list">
            {local.landmarks.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {local.stations.length ? (
            <>
              <h3>{copy.stations}</h3>
              <ul className="plain-list">
                {local.stations.map((station) => (
                  <li key={station}>{station}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
