import { Link, useLoaderData } from 'react-router';
import { graph, locksmithNode, websiteNode } from '../../shared/jsonld.ts';
import { AccreditationList } from '../components/accreditation-list.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { CheckList } from '../components/check-list.tsx';
import { RatingLine } from '../components/hero-claims.tsx';
import { Icon } from '../components/icon.tsx';
import { Image } from '../components/image.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import type { loader } from './home.server.ts';

export function Component() {
  const site = useSite();
  const { rating } = site;
  const { cities: gridCities, homeHero, homeServiceCards, homeTestimonials, technicians, accreditations } = useLoaderData<typeof loader>();
  return (
    <>
      <Seo
        title={`24/7 Locksmiths in London and the UK | ${site.name}`}
        description={`Locked out in London? DBS-checked locksmiths at your door in 15-20 minutes, 24/7. Rated ${rating.score}/5 from ${rating.reviewCount} reviews. Free quotes, no hidden fees.`}
        path="/"
      />
      <JsonLd data={graph(locksmithNode(site), websiteNode(site))} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">24/7 emergency locksmiths</p>
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

      <Section id="services" title="How we can help" intro="From a late-night lockout to a full security upgrade, one call covers it.">
        <ul className="card-grid card-grid-4">
          {homeServiceCards.map((card) => (
            <li key={card.title} className="card service-card">
              <span className="card-icon">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <Link to={card.link} className="card-link">
                Find out more<span className="visually-hidden"> about {card.title.toLowerCase()}</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reviews" title="What our customers say" tone="tint" intro={`Rated ${rating.score} out of ${rating.outOf} from ${rating.reviewCount} reviews.`}>
        <div className="card-grid card-grid-3">
          {homeTestimonials.map((review) => (
            <ReviewCard key={review.author} review={review} />
          ))}
        </div>
      </Section>

      <Section id="team" title="Meet our technicians" intro="Every locksmith is DBS-checked, fully insured and carries photo ID.">
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

      <Section id="cities" title="Locksmiths across the UK" tone="tint" intro="Local locksmiths in these cities and the towns around them.">
        <LinkGrid links={gridCities.map((city) => ({ name: city.name, path: `/${city.slug}`, note: city.region }))} />
        <p className="section-more">
          <Link to="/locksmith-near-me">
            See every area we cover <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBand title="Locked out or need a lock changed today?" text="Call now and a local locksmith can be with you in 15-20 minutes, any hour of the day.">
        <CallButton variant="light" />
        <CallbackButton />
      </CtaBand>
    </>
  );
}
