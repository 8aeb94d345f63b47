import type { Review } from '../../shared/types.ts';
import { Stars } from './stars.tsx';

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
        <span className="review-date">{review.date}</span>
      </figcaption>
    </figure>
  );
}
