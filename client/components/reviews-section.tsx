import type { Review } from '../../shared/types.ts';
import { ReviewCard } from './review-card.tsx';
import { Section } from './section.tsx';

interface ReviewsSectionProps {
  reviews: readonly Review[];
  title: string;
  intro?: string;
  tone?: 'plain' | 'tint';
}

/**
 * A page's reviews, each with its source. With none to show (a sample review on a real origin is
 * never sent, docs/decisions/046) the section is omitted, not filled.
 */
export function ReviewsSection({ reviews, title, intro, tone }: ReviewsSectionProps) {
  if (reviews.length === 0) return null;
  return (
    <Section id="reviews" title={title} intro={intro} tone={tone}>
      <div className="card-grid card-grid-3">
        {reviews.map((review) => (
          <ReviewCard key={`${review.author}-${review.date}`} review={review} />
        ))}
      </div>
    </Section>
  );
}
