import { Icon } from './icon.tsx';

/**
 * A star display: one full star per whole point and a half star for a fraction of .25 to .75
 * (4.6 shows four and a half). The stars are decoration; the label carries the number.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const whole = Math.floor(rating);
  const fraction = rating - whole;
  const full = fraction > 0.75 ? whole + 1 : whole;
  const half = fraction >= 0.25 && fraction <= 0.75;
  const empty = 5 - full - (half ? 1 : 0);
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star's place in the row is its identity.
        <Icon name="star" key={`f${i}`} size={size} className="star star-full" />
      ))}
      {half ? (
        <span className="star-half" aria-hidden="true">
          <Icon name="star" size={size} className="star star-empty" />
          <Icon name="star-half" size={size} className="star star-full" />
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star's place in the row is its identity.
        <Icon name="star" key={`e${i}`} size={size} className="star star-empty" />
      ))}
    </span>
  );
}
