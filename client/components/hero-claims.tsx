import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { Stars } from './stars.tsx';

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
