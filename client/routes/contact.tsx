import { Link, useLoaderData } from 'react-router';
import { breadcrumbNode, businessNode, graph } from '../../shared/jsonld.ts';
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
  const { copy, contactFaqs, contactLead, howToReach, officeHours, officeClosures } = useLoaderData<typeof loader>();
  const site = useSite();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Contact', path: '/contact' },
  ];
  return (
    <>
      <Seo title={`${copy.title} | ${site.name}`} description={copy.description} path="/contact" />
      <JsonLd data={graph(businessNode(site), breadcrumbNode(site, crumbs))} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={copy.eyebrow} title={`Contact ${site.name}`} lead={contactLead} />

      <Section id="reach" title={copy.reachTitle}>
        <ul className="contact-cards">
          <li className="card contact-card contact-card-emergency">
            <span className="card-icon">
              <Icon name="phone" />
            </span>
            <h3>{copy.emergency.title}</h3>
            <p>
              <a className="contact-big" href={telHref(site.phone)}>
                {site.phone}
              </a>
            </p>
            <p>{copy.emergency.text}</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="mail" />
            </span>
            <h3>{copy.email.title}</h3>
            <p>
              <a className="contact-big contact-email" href={`mailto:${site.email}`}>
                {/* Allow the line to break after the @ rather than inside a word. */}
                {site.email.slice(0, site.email.indexOf('@') + 1)}
                <wbr />
                {site.email.slice(site.email.indexOf('@') + 1)}
              </a>
            </p>
            <p>{copy.email.text}</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="building" />
            </span>
            <h3>{copy.office.title}</h3>
            <address>
              {site.name}
              {site.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
            <p>{copy.office.text}</p>
          </li>
          <li className="card contact-card">
            <span className="card-icon">
              <Icon name="clock" />
            </span>
            <h3>{copy.hours.title}</h3>
            <dl className="office-hours">
              {officeHours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
              <div>
                <dt>{copy.hours.emergencyDays}</dt>
                <dd>{copy.hours.emergencyHours}</dd>
              </div>
            </dl>
            {officeClosures.length ? (
              <>
                <h4 className="office-closures-title">{copy.hours.closuresTitle}</h4>
                <dl className="office-hours office-closures">
                  {officeClosures.map((closure) => (
                    <div key={closure.date}>
                      <dt>
                        <time dateTime={closure.date}>{closure.when}</time>
                      </dt>
                      <dd>{closure.name}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </li>
        </ul>
      </Section>

      <Section id="questions" title={copy.questionsTitle} tone="tint">
        <div className="contact-accordions">
          <div>
            <h3 className="faq-heading">{copy.faqTitle}</h3>
            <FaqList faqs={contactFaqs} group="contact-faq" />
          </div>
          <div>
            <h3 className="faq-heading">{copy.reachFaqTitle}</h3>
            <FaqList faqs={howToReach} group="contact-reach" />
          </div>
        </div>
      </Section>

      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <CallButton variant="light" />
        {/* A way to ask in writing only while the forms take questions (docs/decisions/049). */}
        {site.leadFormsOpen ? (
          <Link className="btn btn-secondary" to="/ask-the-expert">
            Ask the Expert
          </Link>
        ) : null}
      </CtaBand>
    </>
  );
}
