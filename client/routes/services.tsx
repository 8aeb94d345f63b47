import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
import { AccreditationList } from '../components/accreditation-list.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { RatingLine } from '../components/hero-claims.tsx';
import { Icon } from '../components/icon.tsx';
import { Image } from '../components/image.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PriceTable } from '../components/price-table.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { LinkGrid } from '../components/link-grid.tsx';
import type { loader } from './services.server.ts';

export function Component() {
  const site = useSite();
  const { cities: topCities, featured, others, trustBadges, servicesTeaser, servicesTestimonial, accreditations } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
  ];
  return (
    <>
      <Seo
        title={`Locksmith Services: Home, Business & Emergency | ${site.name}`}
        description="Emergency lockouts, lock changes, master key systems, safes, grilles and smart locks. DBS-checked, insured locksmiths, 24/7, with a free quote by phone."
        path="/services"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">Our services</p>
            <h1 id="hero-title">Locksmith Services</h1>
            <p className="hero-lead">
              One call for everything from a late-night lockout to a full security upgrade for your home or business, with the price agreed before we set off.
            </p>
            <ul className="badges trust-badges">
              {trustBadges.map((badge) => (
                <li key={badge.text}>
                  <Icon name={badge.icon} size={18} />
                  {badge.text}
                </li>
              ))}
            </ul>
            <RatingLine />
            <div className="button-row">
              <CallButton />
              <CallbackButton />
            </div>
          </div>
          <Image className="hero-image" src="hero-door.svg" alt="A front door with a new security lock fitted" width={960} height={720} priority />
        </div>
      </section>

      <Section id="services" title="What we do" intro="Choose a service to see what it includes, how we work and what it costs.">
        <ul className="card-grid card-grid-4">
          {featured.map((service) => (
            <li key={service.slug} className="card service-card">
              <span className="card-icon">
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p>{service.summary}</p>
              <Link to={`/services/${service.slug}`} className="card-link">
                Find out more<span className="visually-hidden"> about {service.title}</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
        <p className="section-more inline-links">
          Also:{' '}
          {others.map((service, index) => (
            <span key={service.slug}>
              {index > 0 ? ' · ' : null}
              <Link to={`/services/${service.slug}`}>{service.title}</Link>
            </span>
          ))}
        </p>
      </Section>

      <Section id="testimonial" title="From one of our customers" tone="tint">
        <div className="testimonial">
          <ReviewCard review={servicesTestimonial} />
        </div>
      </Section>

      <Section id="cities" title="Our busiest cities" intro="Local teams in the six largest cities we serve, and in every city in the UK.">
        <LinkGrid links={topCities.map((city) => ({ name: city.name, path: `/${city.slug}`, note: city.region }))} />
        <p className="section-more">
          <Link to="/locksmith-near-me">
            Find a locksmith near you <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <AccreditationList items={accreditations} />

      <Section id="prices" title="Typical starting prices" tone="tint" intro="Every job is quoted by phone before we set off. No hidden fees, no surge pricing.">
        <div className="teaser-columns">
          {servicesTeaser.map((column) => (
            <PriceTable key={column.title} rows={column.rows} caption={column.title} />
          ))}
        </div>
        <p className="section-more">
          <Link to="/pricing">
            See the full price list and labour rates <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <CtaBand title="Not sure which service you need?" text="Tell us what has happened or what you want to improve. We will give you honest advice and a price on the phone.">
        <CallButton variant="light" />
        <CallbackButton />
      </CtaBand>
    </>
  );
}
