import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Price, PriceTable } from '../components/price-table.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { IconCardGrid } from '../components/icon-card-grid.tsx';
import { featureColumns } from '../components/service/service-sections.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { Icon } from '../components/icon.tsx';
import type { loader } from './pricing.server.ts';

export function Component() {
  const { labourRates, labourRatesNote, pricingPageRows, specialist, promises, faqs } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Pricing', path: '/pricing' },
  ];
  return (
    <>
      <Seo
        title={`Locksmith Prices and Labour Rates | ${site.name}`}
        description="Our published locksmith prices: lockouts, lock changes, anti-snap cylinders and more, plus labour rates with VAT included. No hidden fees, no surge pricing."
        path="/pricing"
      />
      <JsonLd data={graph(locksmithNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow="Transparent pricing"
        title="Locksmith Prices"
        lead="What our most common jobs cost, what we charge for our time, and how we make sure the price you are quoted is the price you pay."
      />

      <Section id="price-list" title="Price list" intro="Starting prices for our most common jobs. We confirm the exact price by phone before we set off.">
        <div className="narrow">
          <PriceTable rows={pricingPageRows} caption="Common jobs" />
        </div>
      </Section>

      <Section id="labour" title="Labour rates" tone="tint" intro={labourRatesNote}>
        <div className="narrow">
          <table className="rate-table">
            <caption className="visually-hidden">Labour rates by time of day</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Hours</th>
                <th scope="col">Rate (incl. VAT)</th>
              </tr>
            </thead>
            <tbody>
              {labourRates.map((row) => (
                <tr key={row.period}>
                  <th scope="row">{row.period}</th>
                  <td>{row.hours}</td>
                  <td>
                    <Price text={row.rate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="promises" title="How our pricing works">
        <IconCardGrid cards={promises} columns={featureColumns(promises.length)} />
      </Section>

      <Section id="specialist" title="Specialist work" tone="tint" intro="Prices for products we supply and fit are on their service pages.">
        <ul className="card-grid card-grid-4">
          {specialist.map((item) => (
            <li key={item.path} className="card service-card">
              <h3>{item.title}</h3>
              <p className="priced-amount">
                <Price text={item.price} /> <span className="priced-unit">{item.detail}</span>
              </p>
              <Link to={item.path} className="card-link">
                See prices<span className="visually-hidden"> for {item.title.toLowerCase()}</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="questions" title="Questions about pricing">
        <div className="narrow">
          <FaqList faqs={faqs} group="pricing-faq" />
        </div>
      </Section>

      <CtaBand title="Get a free quote now" text="Tell us what you need and we will give you a price on the phone, day or night.">
        <CallButton variant="light" label="Call for a free quote" />
        <CallbackButton />
      </CtaBand>
    </>
  );
}
