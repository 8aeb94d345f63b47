import type { ReactNode } from 'react';
import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';
import { CheckList } from '../check-list.tsx';
import { RatingLine } from '../hero-claims.tsx';
import { Image } from '../image.tsx';

interface LocationHeroProps {
  /** The place the page is about. */
  place: string;
  /** The place as it reads in a sentence ('the City of London'), for the picture's text; defaults to `place`. */
  placeInSentence?: string;
  heading: string;
  lead: string;
  claims: string[];
  phone: string | null;
  image?: string;
  /** The picture's text; defaults to a van on a street in `place`, which suits a real place only. */
  imageAlt?: string;
  /** The rating line; defaults to the site-wide 4.6 from 817 reviews. */
  ratingText?: ReactNode;
  eyebrow?: string;
  /** Extra content under the buttons (badges on suburb pages). */
  children?: ReactNode;
  aside?: ReactNode;
}

/** The reusable hero of every location page. */
export function LocationHero({
  place,
  placeInSentence = place,
  heading,
  lead,
  claims,
  phone,
  image = 'hero-town.svg',
  imageAlt = `Locksmith van on a street in ${placeInSentence}`,
  ratingText,
  eyebrow,
  children,
  aside,
}: LocationHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="hero-title">{heading}</h1>
          <p className="hero-lead">{lead}</p>
          <CheckList items={claims} />
          <RatingLine>{ratingText}</RatingLine>
          <div className="button-row">
            <CallButton label="Call a locksmith" phone={phone ?? undefined} />
            <CallbackButton />
          </div>
          {children}
        </div>
        {aside ?? <Image className="hero-image" src={image} alt={imageAlt} width={960} height={720} priority />}
      </div>
    </section>
  );
}
