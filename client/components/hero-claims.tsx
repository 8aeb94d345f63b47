import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { SourceNote } from './source-note.tsx';
import { Stars } from './stars.tsx';

/**
 * Stars and the rating text; by default the site-wide score and review count, with its source.
 * Nothing at all where the rating may not be shown (a sample rating on a real origin, docs/decisions/046).
 */
export function RatingLine({ children }: { children?: ReactNode }) {
  const { rating } = useSite();
  if (!rating) return null;
  return (
    <p className="rating-line">
      <Stars rating={rating.score} />
      <span>
        {children ?? (
          <>
            <strong>{rating.score}</strong> out of {rating.outOf} from {rating.reviewCount} reviews{' '}
          </>
        )}
        <span className="rating-source">
          (<SourceNote source={rating.source} what="rating" />)
        </span>
      </span>
    </p>
  );
}
