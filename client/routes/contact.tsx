import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, contactPoints, graph, locksmithNode } from '../../shared/jsonld.ts';
import { telHref } from '../../shared/site.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CallButton } from '../components/call-button.tsx';
import { CtaBand } from '../components/cta-band.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Section } from '../components/section.tsx';
import { Seo } from '../components/seo.tsx';
import { useSite } from '../site-context.tsx';
import { Icon } from '../components/icon.tsx';
import type { loader } from './contact.server.ts';

export function Component() {
  const { contactFaqs, contactLead, howToReach, officeHours, officeOpeningHours } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Contact', path: '/contact' },
  ];
  return (
    <>
      <Seo
        title={`Contact Us: 24/7 Emergency Line | ${site.name}`}
        description="Call our emergency line 24 hours a day, 365 days a year, e-mail us for a quote, or reach our office Monday to Friday, 9:00 to 17:30."
        path="/contact"
      />
      <JsonLd data={graph(locksmithNode(site, { contactPoint: contactPoints(site, officeOpeningHours) }), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Contact us" title={`Contact ${site.name}`} lead={contactLead} />

      <Section id="reach" title="Get in touch">
        <ul className="contact-cards">
          <li className="card contact-card contact-card-emergency">
            <span className="card-icon">
              <Icon name="phone" />
            </span>
            <h3>Emergency line</h3>
            <p>
              <a className="contact-big" href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
            <p>Answered 24 hours a day, 7 days a week, 365 days a year.</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="mail" />
            </span>
            <h3>E-mail</h3>
            <p>
              <a className="contact-big contact-email" href={`mailto:${site.email}`}>
                {/* Allow the line to break after the @ rather than inside a word. */}
                {site.email.slice(0, site.email.indexOf('@') + 1)}
                <wbr />
                {site.email.slice(site.email.indexOf('@') + 1)}
              </a>
            </p>
            <p>For quotes and planned work. For a lockout, call instead.</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="building" />
            </span>
            <h3>Office</h3>
            <address>
              {site.name}
              {site.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
            <p>Visits by appointment: please call first.</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="clock" />
            </span>
            <h3>Hours</h3>
            <dl className="office-hours">
              {officeHours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
              <div>
                <dt>Emergency cover</dt>
                <dd>24/7, 365 days a year</dd>
              </div>
            </dl>
          </li>
        </ul>
      </Section>

      <Section id="questions" title="Before you get in touch" tone="tint">
        <div className="contact-accordions">
          <div>
            <h3 className="faq-heading">Frequently asked questions</h3>
            <FaqList faqs={contactFaqs} group="contact-faq" />
          </div>
          <div>
            <h3 className="faq-heading">How to reach us</h3>
            <FaqList faqs={howToReach} group="contact-reach" />
          </div>
        </div>
      </Section>

      <CtaBand title="Locked out right now?" text="Do not wait for an e-mail reply. Call and a locksmith can be on the way in minutes.">
        <CallButton variant="light" />
        <Link className="btn btn-secondary" to="/ask-the-expert">
          Ask the Expert
        </Link>
      </CtaBand>
    </>
  );
}
