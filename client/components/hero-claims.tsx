import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { Stars } from './stars.tsx';
import { Icon } from './icon.tsx';

/** The ticked claims under a hero's lead paragraph. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Stars and the rating text; by default the site-wide score and review count. */
export function RatingLine({ children }: { children?: ReactNode }) {
  const { rating } = useSite();
  return (
    <p className="rating-line">
      <Stars rating={rating.score} />
      <span>
        {children ?? (
          <>
            <strong>{rating.score}</strong> out of {rating.outOf} from {rating.reviewCount} reviews
          </>
        )}
      </span>
    </p>
  );
}
