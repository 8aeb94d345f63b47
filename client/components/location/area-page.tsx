import type { AreaView } from '../../../server/views/area-view.ts';
import { breadcrumbNode, graph, localLocksmithNode } from '../../../shared/jsonld.ts';
import { fitDescription, fitTitle } from '../../../shared/text.ts';
import { useSite } from '../../site-context.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { FaqList } from '../faq-list.tsx';
import { JsonLd } from '../json-ld.tsx';
import { LinkGrid } from '../link-grid.tsx';
import { PriceTable } from '../price-table.tsx';
import { ReviewCard } from '../review-card.tsx';
import { Section } from '../section.tsx';
import { Seo } from '../seo.tsx';
import { CallBand } from './call-band.tsx';
import { LocationHero } from './location-hero.tsx';
import { ServicesStrip } from './services-strip.tsx';
import { Icon } from '../icon.tsx';

/** A sub-area or London district page (spec section 2, 'Generic sub-area page'). */
export function AreaPage({ view }: { view: AreaView }) {
  const site = useSite();
  const { city, area } = view;
  const path = `/${city.slug}/${area.slug}`;
  const phone = city.phone ?? site.phone;
  const postcodes = area.postcodes.join(', ');
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: `/${city.slug}` },
    { name: area.name, path },
  ];
  const sections = [
    {
      icon: 'siren' as const,
      title: `Emergency locksmith in ${area.name}`,
      text: `Locked out, lost keys or a lock that has failed overnight? We answer 24 hours a day and aim to reach ${postcodes} addresses in about ${city.responseMinutes} minutes, opening most doors without damage.`,
    },
    {
      icon: 'house' as const,
      title: `Residential locks in ${area.name}`,
      text: `Lock changes after a move, anti-snap cylinders for uPVC and composite doors, BS 3621 mortice locks for timber doors and window locks, fitted to the standards home insurers ask for.`,
    },
    {
      icon: 'building' as const,
      title: `Commercial locksmith in ${area.name}`,
      text: `Shops, offices and landlords in ${area.name} call us for shutter and door repairs, master key systems, fire-exit hardware and lock changes between tenancies.`,
    },
  ];
  const faqs = [
    { question: `How quickly can a locksmith reach ${area.name}?`, answer: `Usually in about ${city.responseMinutes} minutes, at any time of day or night. We give you an arrival time when you call.` },
    { question: `Which postcodes do you cover around ${area.name}?`, answer: `All of ${postcodes}, and every neighbouring part of ${city.name}.` },
    { question: 'Do you charge extra at night or at weekends?', answer: 'Labour rates differ by time of day, but there is no surge pricing and you get the full price by phone before we set off.' },
    { question: 'Can you fit locks my insurer will accept?', answer: 'Yes. We fit BS 3621 mortice locks and TS 007 3-star or Sold Secure Diamond cylinders and put the standard on your invoice.' },
  ];

  return (
    <>
      <Seo
        title={fitTitle([`Locksmith ${area.name}, ${city.name}`, '24/7 Emergency Service', site.name])}
        description={fitDescription(`24/7 locksmith in ${area.name} (${postcodes}), ${city.name}: lockouts ${view.prices[0]?.price.toLowerCase() ?? ""}, lock changes and uPVC repairs. Around ${city.responseMinutes} minutes. Call ${phone}.`)}
        path={path}
      />
      <JsonLd
        data={graph(
          localLocksmithNode(site, {
            path,
            name: `${site.name} ${area.name}`,
            telephone: phone,
            locality: city.name,
            region: city.region,
            postalCode: area.postcodes[0],
            geo: city.geo,
            areaServed: `${area.name}, ${city.name}`,
          }),
          breadcrumbNode(site, crumbs),
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <LocationHero
        place={area.name}
        eyebrow={`${city.name} · ${postcodes}`}
        heading={`Locksmith in ${area.name}`}
        lead={`Local, DBS-checked locksmiths for ${area.name} and the rest of ${city.name}, 24 hours a day.`}
        claims={[`About ${city.responseMinutes} minutes to ${postcodes}`, 'Free quote by phone, no hidden fees', 'Non-destructive entry first']}
        phone={city.phone}
        image={city.image}
      />
      <ServicesStrip links={view.services} />
      <Section id="local" title={`Local expertise in ${area.name}`}>
        <div className="prose-columns">
          <div className="prose">
            {area.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              Every job starts with a free quote by phone. When we arrive we show photo ID, check that you live at the address, and
              try non-destructive entry first. If a lock needs replacing we carry cylinders, mortice locks and uPVC mechanisms on the van,
              so most work in {area.name} is finished in one visit.
            </p>
          </div>
          <PriceTable rows={view.prices} caption={`Prices in ${area.name}`} />
        </div>
      </Section>
      <Section id="work" title={`What we do in ${area.name}`} tone="tint">
        <ul className="card-grid card-grid-3">
          {sections.map(({ icon, title, text }) => (
            <li key={title} className="card">
              <span className="card-icon">
                <Icon name={icon} size={24} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="reviews" title="Recent reviews">
        <div className="card-grid card-grid-3">
          {view.reviews.map((review) => (
            <ReviewCard key={`${review.author}-${review.date}`} review={review} />
          ))}
        </div>
      </Section>
      <Section id="faq" title={`${area.name} locksmith questions`} tone="tint">
        <FaqList faqs={faqs} group="area-faq" />
      </Section>
      {view.neighbours.length ? (
        <Section id="nearby" title={`Areas near ${area.name}`}>
          <LinkGrid links={view.neighbours} />
        </Section>
      ) : null}
      <CallBand place={area.name} phone={city.phone} minutes={city.responseMinutes} />
    </>
  );
}
