import type { PricedOption, ServiceSection } from '../../../shared/types.ts';
import { FaqList } from '../faq-list.tsx';
import { CheckList } from '../check-list.tsx';
import { IconCardGrid } from '../icon-card-grid.tsx';
import { Price, PriceTable } from '../price-table.tsx';
import { Section } from '../section.tsx';

/** Four cards a row for four or more than six, else three (features, industries, door types). */
export function featureColumns(count: number): 3 | 4 {
  return count === 4 || count > 6 ? 4 : 3;
}

function PricedCards({ options }: { options: readonly PricedOption[] }) {
  return (
    <ul className={`card-grid card-grid-${options.length === 3 ? 3 : options.length >= 6 ? 3 : 2} priced-grid`}>
      {options.map((option) => (
        <li key={option.title} className={option.popular ? 'card priced-card priced-card-popular' : 'card priced-card'}>
          {option.popular ? <p className="priced-flag">Most popular</p> : null}
          <h3>{option.title}</h3>
          <p className="priced-amount">
            <Price text={option.price} />
            {option.unit ? <span className="priced-unit"> {option.unit}</span> : null}
          </p>
          <p>{option.description}</p>
          {option.points?.length ? <CheckList items={option.points} plain /> : null}
        </li>
      ))}
    </ul>
  );
}

/** One page-specific section of a service page, by kind. */
export function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: 'plain' | 'tint' }) {
  const intro = 'intro' in section ? section.intro : undefined;
  return (
    <Section id={section.id} title={section.heading} intro={intro} tone={tone}>
      {renderBody(section)}
    </Section>
  );
}

function renderBody(section: ServiceSection) {
  switch (section.kind) {
    case 'prose':
      return (
        <div className="prose">
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      );
    case 'lists':
      return (
        <div className={section.lists.length > 1 ? 'list-columns' : undefined}>
          {section.lists.map((list) => (
            <div key={list.title} className="list-block">
              <h3>{list.title}</h3>
              <CheckList items={list.items} plain />
            </div>
          ))}
        </div>
      );
    case 'steps':
      return (
        <ol className="steps">
          {section.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return <IconCardGrid cards={section.cards} columns={featureColumns(section.cards.length)} />;
    case 'priced':
      return (
        <>
          <PricedCards options={section.options} />
          {section.note ? <p className="price-note">{section.note}</p> : null}
        </>
      );
    case 'price-table':
      return <PriceTable rows={section.rows} caption={section.heading} note={section.note} />;
    case 'faq':
      return <FaqList faqs={section.items} group={section.id} />;
  }
}
