import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, graph, businessNode } from '../../shared/jsonld.ts';
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
  const { copy, charging, labourRates, labourRatesNote, pricingPageRows, localLists, specialist, promises, faqs } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Pricing', path: '/pricing' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/pricing" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />

      <Section id="price-list" title={copy.priceListTitle} intro={copy.priceListIntro}>
        <div className="narrow">
          <PriceTable rows={pricingPageRows} caption={copy.priceListCaption} />
          <p className="local-lists-intro">{copy.localListsIntro}</p>
          <ul className="local-lists">
            {localLists.map((place) => (
              <li key={place.path}>
                <Link to={`${place.path}#prices`}>{place.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="charging" title={copy.chargingTitle} tone="tint">
        <div className="narrow prose">
          <p>{charging.callOut}</p>
          <p>{charging.fixed}</p>
          <p>{charging.hourly}</p>
        </div>
      </Section>

      <Section id="labour" title={copy.labourTitle} intro={labourRatesNote}>
        <div className="narrow">
          <table className="rate-table">
            <caption className="visually-hidden">{copy.labourCaption}</caption>
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

      <Section id="promises" title={copy.promisesTitle} tone="tint">
        <IconCardGrid cards={promises} columns={featureColumns(promises.length)} />
      </Section>

      <Section id="specialist" title={copy.specialistTitle} intro={copy.specialistIntro}>
        <ul className="card-grid card-grid-4">
          {specialist.map((item) => (
            <li key={item.path} className="card service-card">
              <h3>{item.title}</h3>
              <p className="priced-amount">
                <Price text={item.price} /> <span className="priced-unit">{item.detail}</span>
                <span className="price-job">{item.pricedJob}</span>
              </p>
              <Link to={item.path} className="card-link">
                See prices<span className="visually-hidden"> for {item.title.toLowerCase()}</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="questions" title={copy.questionsTitle} tone="tint">
        <div className="narrow">
          <FaqList faqs={faqs} group="pricing-faq" />
        </div>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <CallButton variant="light" label={copy.ctaButton} />
        <CallbackButton />
      </CtaBand>
    </>
  );
}
