import { sourceText } from '../../shared/review-source.ts';
import type { ReviewSource } from '../../shared/types.ts';

/** Where a review or the rating came from (docs/decisions/046): a link to the platform, else plain words. */
export function SourceNote({ source, what }: { source: ReviewSource; what: 'review' | 'rating' }) {
  const text = sourceText(source, what);
  return source.kind === 'platform' ? (
    <a href={source.url} rel="noopener">
      {text}
    </a>
  ) : (
    text
  );
}
