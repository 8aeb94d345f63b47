import { Link, useLoaderData } from 'react-router';
import { fitTitle, MAX_TITLE_LENGTH } from '../../shared/text.ts';
import { HoursTable } from '../components/hours-table.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import { CallBand } from '../components/location/call-band.tsx';
import { DistrictGroups } from '../components/location/district-groups.tsx';
import { LocationHead } from '../components/location/location-head.tsx';
import { LocationHero } from '../components/location/location-hero.tsx';
import { CityFacts } from '../components/location/city-facts.tsx';
import { ServiceCards } from '../components/location/service-cards.tsx';
import { WhyChooseUs } from '../components/location/why-choose-us.tsx';
import { PriceTable } from '../components/price-table.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { Section } from '../components/section.tsx';
import type { PhoneHandle } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import type { loader } from './city.server.ts';

type CityData = Awaited<ReturnType<typeof loader>>;

export const handle: PhoneHandle = { localPhone: (data) => (data as CityData).city.phone };

export function Component() {
  const site = useSite();
  const view = useLoaderData<typeof loader>();
  const { city, copy } = view;
  // Covered areas that have their own page are already in the link grid; list only the rest. An
  // area page may carry the city in its name ('Sheffield City Centre' for 'City Centre').
  const pageNames = new Set(view.areas.flatMap((a) => [a.name, a.name.replace(`${city.name} `, '')]));
  const coveredWithoutPage = view.coveredAreas.filter((name) => !pageNames.has(name));
  const specTitle = view.title?.replace('{brand}', site.name);
  // A specified title in ' | ' parts (Glasgow's) is cut like any other. One without parts that is
  // too long for search results (Liverpool's, 70 characters) becomes the page's heading instead,
  // and the <title> takes the usual pattern. A heading never shows the title's pipes.
  const specParts = specTitle?.split(' | ');
  const specFitted = specParts && specParts.length > 1 ? fitTitle(specParts) : specTitle;
  const titleFits = specFitted !== undefined && specFitted.length <= MAX_TITLE_LENGTH;
  const heading = specTitle && !titleFits ? specTitle : view.dedicated ? copy.dedicatedHeading : copy.heading;
  // City pages show four local service cards, the first four (docs/product.md §2); a page its data
  // marks shows all six (Swansea's).
  const cards = view.allServiceCards ? view.services : view.services.slice(0, 4);
  const moreServices = view.services.slice(cards.length);

  return (
    <>
      <LocationHead city={city} copy={copy} title={titleFits ? specFitted : undefined} indexable={view.indexable} area={view.place} />
      <LocationHero
        place={city.name}
        placeInSentence={city.inSentence}
        eyebrow={copy.eyebrow}
        heading={heading}
        lead={copy.lead}
        claims={[copy.claims.response, ...(view.yearsServing ? [copy.claims.serving] : []), ...(copy.claims.vetted ? [copy.claims.vetted] : [])]}
        phone={city.phone}
        image={view.image}
      />

      <Section id="intro" title={copy.introTitle}>
        <div className="prose-columns">
          <div className="prose">
            {view.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {city.description ? <p>{city.description}</p> : null}
            {city.more ? <p>{city.more}</p> : null}
            {view.featuredArea ? (
              <p className="featured-area">
                {copy.featuredArea.before}
                <Link to={view.featuredArea.path}>{view.featuredArea.name}</Link>
                {copy.featuredArea.after}
              </p>
            ) : null}
          </div>
          <CityFacts view={view} />
        </div>
      </Section>

      <Section id="services" title={copy.servicesTitle} tone="tint">
        <ServiceCards links={cards} place={city.inSentence} />
        {moreServices.length ? (
          <p className="section-more">
            {copy.alsoIn}{' '}
            {moreServices.map((s, i) => (
              <span key={s.slug}>
                {i > 0 ? ' · ' : ''}
                <Link to={s.path}>{s.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </Section>

      <Section id="why" title={copy.whyTitle}>
        <WhyChooseUs reasons={copy.reasons} />
      </Section>

      {view.prices || view.dedicated ? (
        <Section id="prices" title={view.prices ? copy.pricesTitle : copy.hoursTitle} tone="tint">
          <div className="prices-hours">
            {view.prices ? <PriceTable rows={view.prices} caption={copy.priceCaption} note={view.pricingNote} /> : null}
            {view.dedicated ? <HoursTable /> : null}
          </div>
        </Section>
      ) : null}

      {view.areas.length || coveredWithoutPage.length ? (
        <Section id="areas" title={copy.areasTitle} intro={view.areas.length ? copy.areasIntro : undefined}>
          {view.areas.length ? <LinkGrid links={view.areas} /> : null}
          {coveredWithoutPage.length ? (
            <>
              {view.areas.length ? <p className="tag-list-label">{copy.alsoCover}</p> : null}
              <ul className="tag-list">
                {coveredWithoutPage.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      ) : null}

      {view.districtGroups.length ? (
        <Section id="districts" title={copy.districtsTitle} intro={copy.districtsIntro}>
          <DistrictGroups groups={view.districtGroups} />
        </Section>
      ) : null}

      <ReviewsSection reviews={view.reviews} title={copy.reviewsTitle} tone="tint" />

      <Section id="nearby" title={copy.nearbyTitle} intro={copy.nearbyIntro}>
        <LinkGrid links={view.nearby} />
      </Section>

      <CallBand phone={city.phone} copy={copy.callBand} />
    </>
  );
}
