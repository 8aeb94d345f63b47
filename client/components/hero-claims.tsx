import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { rating } from '../../data/reputation.ts';
import { Stars } from './stars.tsx';

/** The ticked claims under a hero's lead paragraph. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Check size={20} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Stars and the rating text; by default the site-wide score and review count. */
export function RatingLine({ children }: { children?: ReactNode }) {
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
