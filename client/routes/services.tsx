import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
import { AccreditationList } from '../components/accreditation-list.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { RatingLine } from '../components/hero-claims.tsx';
import { FindOutMore } from '../components/find-out-more.tsx';
import { Icon } from '../components/icon.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
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
  const {
    copy,
    cities: topCities,
    featured,
    others,
    trustBadges,
    servicesTeaser,
    servicesTestimonial,
    accreditations,
  } = useLoaderData<typeof loader>();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/services" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />

      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1 id="hero-title">{copy.heading}</h1>
            <p className="hero-lead">{copy.lead}</p>
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
          <Image className="hero-image" src={copy.image.src} alt={copy.image.alt} width={960} height={720} priority />
        </div>
      </section>

      <Section id="services" title={copy.servicesTitle} intro={copy.servicesIntro}>
        <IconCardGrid
          cards={featured}
          columns={4}
          cardKey={(service) => service.slug}
          link={(service) => ({ to: `/services/${service.slug}`, label: <FindOutMore about={service.title} /> })}
        />
        <p className="section-more inline-links">
          {copy.also}{' '}
          {others.map((service, index) => (
            <span key={service.slug}>
              {index > 0 ? ' · ' : null}
              <Link to={`/services/${service.slug}`}>{service.title}</Link>
            </span>
          ))}
        </p>
      </Section>

      {servicesTestimonial ? (
        <Section id="testimonial" title={copy.testimonialTitle} tone="tint">
          <div className="testimonial">
            <ReviewCard review={servicesTestimonial} />
          </div>
        </Section>
      ) : null}

      <Section id="cities" title={copy.citiesTitle} intro={copy.citiesIntro}>
        <LinkGrid links={topCities.map((city) => ({ name: city.name, path: `/${city.slug}`, note: city.region }))} />
        <p className="section-more">
          <Link to="/locksmith-near-me">
            {copy.citiesMore} <Icon name="arrow-right" size={16} />
          </Link>
        </p>
      </Section>

      <AccreditationList items={accreditations} />

      <Section id="prices" title={copy.pricesTitle} tone="tint" intro={copy.pricesIntro}>
        <div className="teaser-columns">
          {servicesTeaser.map((column) => (
            <div key={column.title}>
              <PriceTable rows={column.rows} caption={column.title} />
              {column.page ? (
                <p className="teaser-link">
                  <Link to={column.page.path}>
                    {column.page.label} <Icon name="arrow-right" size={16} />
                  </Link>
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <p className="section-more">
          <Link to="/pricing">
            {copy.pricesMore} <Icon name="arrow-right" size={16} />
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
