import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { grillePrices, labourRates, labourRatesNote, maintenancePlans, pricingPageRows, safePrices, smartLockPrices } from '../../data/prices.ts';
import { breadcrumbNode, graph, locksmithNode } from '../../shared/jsonld.ts';
import { lowestPrice } from '../../shared/prices.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CallbackButton } from '../components/callback-button.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Price, PriceTable } from '../components/price-table.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { IconCards } from '../components/service/service-sections.tsx';
import { useSite } from '../site-context.tsx';
import { CtaBand } from '../components/cta-band.tsx';

const promises = [
  {
    title: 'No hidden fees',
    description: 'The price we give on the phone is the price you pay for the work described. Anything extra is explained and agreed before we do it.',
    icon: 'file-check',
  },
  {
    title: 'No surge pricing',
    description: 'Our labour rates follow the published time bands above. We do not raise prices because it is raining, a bank holiday or a busy night.',
    icon: 'pound',
  },
  {
    title: 'Price-match guarantee',
    description: 'Found a written quote for the same work from a comparable local locksmith? Show us and we will match it.',
    icon: 'badge-check',
  },
  {
    title: 'Free quote by phone',
    description: 'Tell us the door, the lock and what has happened. You get a price before anyone sets off, with no obligation.',
    icon: 'phone',
  },
];

const specialist = [
  { title: 'Safe installation', path: '/services/safe-installation', price: lowestPrice(Object.values(safePrices)), detail: 'six types of safe' },
  { title: 'Security grilles', path: '/services/security-grille-installation', price: lowestPrice(Object.values(grillePrices)), detail: 'per window' },
  { title: 'Smart locks', path: '/services/smart-lock-installation', price: lowestPrice(Object.values(smartLockPrices)), detail: 'installed' },
  {
    title: 'Lock maintenance plans',
    path: '/services/lock-maintenance',
    price: `From ${lowestPrice(Object.values(maintenancePlans).map((plan) => plan.price))}`,
    detail: 'per year',
  },
];

const faqs = [
  {
    question: "Why do the prices say 'from'?",
    answer:
      'Locks and doors vary. A standard euro cylinder costs less than a high-security one, and a sticking uPVC mechanism takes longer than a loose handle. We confirm the exact price on the phone once you have told us what you have.',
  },
  {
    question: 'Is VAT included?',
    answer: 'Yes. Our labour rates include VAT, and the quote we give you on the phone is the total you pay for the work described.',
  },
  {
    question: 'How is time charged after the first hour?',
    answer: 'The first hour is charged in full. After that we bill in 15-minute increments, so a job that runs a few minutes over does not cost another full hour.',
  },
  {
    question: 'What if I need parts?',
    answer:
      'We carry the common cylinders, mortice locks and uPVC mechanisms on the van. Where a part is needed we tell you its price before fitting it, and you can choose between the options we have.',
  },
];

export function Component() {
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
        <IconCards cards={promises} />
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
                <ArrowRight size={16} aria-hidden="true" />
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
