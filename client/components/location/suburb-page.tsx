import type { SuburbView } from '../../../server/views/area-view.ts';
import { fillWhole } from '../../../shared/text.ts';
import { useSite } from '../../site-context.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { PriceTable } from '../price-table.tsx';
import { ReviewsSection } from '../reviews-section.tsx';
import { Section } from '../section.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHead } from './location-head.tsx';
import { LocationHero } from './location-hero.tsx';
import { ServiceCards } from './service-cards.tsx';
import { CheckList } from '../check-list.tsx';
import { Icon } from '../icon.tsx';

/** A suburb page's view plus the pricing note its table shows (client/routes/city-area.server.ts). */
export type SuburbPageData = SuburbView & { pricingNote: string };

export function SuburbPageView({ view }: { view: SuburbPageData & { indexable?: boolean } }) {
  const site = useSite();
  const { rating } = site;
  const { city, suburb, copy } = view;

  return (
    <>
      <LocationHead city={city} part={suburb} copy={copy} indexable={view.indexable} area={view.place} />
      <LocationHero
        place={suburb.name}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={suburb.subheading}
        claims={[]}
        phone={city.phone}
        image={city.image}
        ratingText={
          // The count is the site's rating, shown only where that may be (docs/decisions/046).
          rating ? (
            <>
              <strong>{copy.ratingWord}</strong> | {fillWhole(copy.ratingCount, { reviews: rating.reviewCount })}{' '}
            </>
          ) : undefined
        }
        aside={
          <aside className="card side-card" aria-labelledby="side-card-title">
            <h2 id="side-card-title">{copy.sideTitle}</h2>
            <CheckList items={copy.sideServices} />
            <p className="side-card-note">
              <Icon name="clock" size={18} /> {copy.sideNote}
            </p>
          </aside>
        }
      >
        <ul className="badges">
          {copy.badges.vetted ? (
            <li>
              <Icon name="shield-check" size={18} /> {copy.badges.vetted}
            </li>
          ) : null}
          <li>
            <Icon name="clock" size={18} /> {copy.badges.response}
          </li>
          {/* The business's years, only where the page may state them (docs/decisions/049). */}
          {copy.badges.experience ? (
            <li>
              <Icon name="star" size={18} /> {copy.badges.experience}
            </li>
          ) : null}
        </ul>
      </LocationHero>

      <Section id="intro" title={copy.introTitle}>
        <div className="prose">
          {suburb.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" title={copy.servicesTitle} tone="tint">
        <ServiceCards links={view.services} place={city.name} />
      </Section>
      {suburb.full ? (
        <Section id="common" title={copy.commonTitle}>
          <CheckList items={copy.common} columns />
        </Section>
      ) : null}
      {view.prices ? (
        <Section id="prices" title={copy.pricesTitle} tone="tint">
          <PriceTable rows={view.prices} caption={copy.priceCaption} note={view.pricingNote} />
        </Section>
      ) : null}
      <ReviewsSection reviews={suburb.reviews} title={copy.reviewsTitle} />
      {suburb.areaInfo ? (
        <Section id="area-info" title={copy.areaInfoTitle} tone="tint">
          <div className="prose">
            {suburb.areaInfo.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      ) : null}
      {view.neighbours.length ? (
        <Section id="nearby" title={copy.nearbyTitle}>
          <LinkGrid links={view.neighbours} />
        </Section>
      ) : null}
      <CallBand phone={city.phone} copy={copy.callBand} />
    </>
  );
}
