import type { IconPoint, PricedOption, ServiceSection } from '../../../shared/types.ts';
import { FaqList } from '../faq-list.tsx';
import { Icon } from '../icon.tsx';
import { Price, PriceTable } from '../price-table.tsx';
import { Section } from '../section.tsx';

/** Icon cards: features, industries, door types, sectors. */
export function IconCards({ cards }: { cards: readonly IconPoint[] }) {
  const columns = cards.length === 4 || cards.length > 6 ? 4 : 3;
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="card service-card">
          <span className="card-icon">
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  );
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
          {option.points?.length ? <Ticks items={option.points} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Ticks({ items }: { items: readonly string[] }) {
  return (
    <ul className="tick-list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          {item}
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
              <Ticks items={list.items} />
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
      return <IconCards cards={section.cards} />;
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
