import type { Review } from '../../shared/types.ts';
import { SourceNote } from './source-note.tsx';
import { Stars } from './stars.tsx';

/** One review, with where it came from (docs/decisions/046). */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card review-card">
      <Stars rating={review.rating} />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>
        <strong>{review.author}</strong>
        {review.location ? <span>, {review.location}</span> : null}
        {/* A real source carries the review's date; a sample keeps its own. */}
        {review.source.kind === 'sample' ? <span className="review-date">{review.date}</span> : null}
        <span className="review-source">
          <SourceNote source={review.source} what="review" />
        </span>
      </figcaption>
    </figure>
  );
}
