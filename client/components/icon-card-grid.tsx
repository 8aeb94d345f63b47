import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconName } from '../../shared/icons.ts';
import { Icon } from './icon.tsx';

/** What every icon card has; a card without a title or text (the directory's tiles) shows neither. */
export interface IconCardItem {
  icon: IconName;
  title?: string;
  description?: string;
}

interface IconCardGridProps<T extends IconCardItem> {
  cards: readonly T[];
  columns: 2 | 3 | 4;
  /** The card's classes: 'card service-card' unless a page styles its cards its own way. */
  cardClassName?: string;
  iconSize?: number;
  /** The card's React key; the title by default. */
  cardKey?: (card: T) => string;
  /** An id to link to the card (sectors). */
  cardId?: (card: T) => string | undefined;
  /** Content under the card's text: a price, examples, a tile's own link. */
  footer?: (card: T) => ReactNode;
  /** The card's closing 'card-link', with an arrow after its label. */
  link?: (card: T) => { to: string; label: ReactNode };
}

/** A grid of cards, each an icon, a title and a line of text (services, features, values, sectors). */
export function IconCardGrid<T extends IconCardItem>({
  cards,
  columns,
  cardClassName = 'card service-card',
  iconSize,
  cardKey,
  cardId,
  footer,
  link,
}: IconCardGridProps<T>) {
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {cards.map((card) => {
        const cardLink = link?.(card);
        return (
          <li key={cardKey?.(card) ?? card.title} id={cardId?.(card)} className={cardClassName}>
            <span className="card-icon">
              <Icon name={card.icon} size={iconSize} />
            </span>
            {card.title ? <h3>{card.title}</h3> : null}
            {card.description ? <p>{card.description}</p> : null}
            {footer?.(card)}
            {cardLink ? (
              <Link to={cardLink.to} className="card-link">
                {cardLink.label}
                <Icon name="arrow-right" size={16} />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
