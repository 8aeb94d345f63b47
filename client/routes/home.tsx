import { Link, useLoaderData } from 'react-router';
import { graph, businessNode, websiteNode } from '../../shared/jsonld.ts';
import { AccreditationList } from '../components/accreditation-list.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { CheckList } from '../components/check-list.tsx';
import { RatingLine } from '../components/hero-claims.tsx';
import { FindOutMore } from '../components/find-out-more.tsx';
import { Icon } from '../components/icon.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { Image } from '../components/image.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { PostcodeFinder } from '../components/postcode-finder.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import type { loader } from './home.server.ts';

export function Component() {
  const site = useSite();
  const { copy, cities: gridCities, homeHero, homeServiceCards, homeTestimonials, technicians, accreditations } = useLoaderData<typeof loader>();
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/" />
      <JsonLd data={graph(businessNode(site), websiteNode(site))} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1 id="hero-title">{homeHero.heading}</h1>
            <p className="hero-lead">{homeHero.lead}</p>
            <CheckList items={homeHero.claims} />
            <RatingLine />
            <div className="button-row">
              <CallButton />
              <CallbackButton />
            </div>
          </div>
          <Image
            className="hero-image"
            src={homeHero.image.src}
            alt={homeHero.image.alt}
            width={homeHero.image.width}
            height={homeHero.image.height}
            priority
          />
        </div>
      </section>

      <AccreditationList items={accreditations} />

      <Section id="services" title={copy.servicesTitle} intro={copy.servicesIntro}>
        <IconCardGrid
          cards={homeServiceCards}
          columns={4}
          link={(card) => ({ to: card.link, label: <FindOutMore about={card.title.toLowerCase()} /> })}
        />
      </Section>

      <ReviewsSection reviews={homeTestimonials} title={copy.reviewsTitle} tone="tint" intro={copy.reviewsIntro || undefined} />

      {technicians.length > 0 ? (
        <Section id="team" title={copy.teamTitle} intro={copy.teamIntro}>
          <ul className="card-grid card-grid-3">
            {technicians.map((person) => (
              <li key={person.name} className="card technician-card">
                <Image src={person.image} alt={`Portrait of ${person.name}`} width={320} height={320} className="technician-photo" />
                <div>
                  <h3>{person.name}</h3>
                  <p className="technician-title">{person.title}</p>
                  <p className="pill">{`${person.yearsExperience} years' experience`}</p>
                  <p>{person.specialization}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="cities" title={copy.citiesTitle} tone="tint" intro={copy.citiesIntro}>
        <PostcodeFinder headingLevel={3} />
        <LinkGrid links={gridCities.map((city) => ({ name: city.name, path: `/${city.slug}`, note: city.region }))} />
        <p className="section-more">
          <Link to="/locksmith-near-me">
            {copy.citiesMore} <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <CallButton variant="light" />
        <CallbackButton />
      </CtaBand>
    </>
  );
}
