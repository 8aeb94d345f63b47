import { sourceText } from '../../shared/review-source.ts';
import type { Review } from '../../shared/types.ts';
import { Stars } from './stars.tsx';

/** One review, with where it came from (docs/decisions/046). */
export function ReviewCard({ review }: { review: Review }) {
  const source = sourceText(review.source, 'review');
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
          {review.source.kind === 'platform' ? (
            <a href={review.source.url} rel="noopener">
              {source}
            </a>
          ) : (
            source
          )}
        </span>
      </figcaption>
    </figure>
  );
}
