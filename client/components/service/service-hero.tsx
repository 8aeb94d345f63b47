import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';
import { CheckList } from '../check-list.tsx';
import { RatingLine } from '../hero-claims.tsx';
import { Image } from '../image.tsx';
import { Icon } from '../icon.tsx';

/** The three claims every service page makes (spec section 2, 'Service pages'). */
const serviceClaims = ['Fully Insured', 'Fast 15-20 Minute Response', 'Expert Technicians'] as const;

interface ServiceHeroProps {
  title: string;
  lead: string;
  image?: { image: string; alt: string };
  /** A local number where the page belongs to a city. */
  phone?: string;
}

/** Hero of the service template: title, description, the 24/7 badge, rating, claims and the red call link. */
export function ServiceHero({ title, lead, image, phone }: ServiceHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-badge">
            <Icon name="clock" size={16} /> 24/7 Emergency Service
          </p>
          <h1 id="hero-title">{title}</h1>
          <p className="hero-lead">{lead}</p>
          <RatingLine />
          <CheckList items={serviceClaims} />
          <div className="button-row">
            <CallButton phone={phone} />
            <CallbackButton />
          </div>
        </div>
        <Image
          className="hero-image"
          src={image?.image ?? 'hero-door.svg'}
          alt={image?.alt ?? 'A front door with a new security lock fitted'}
          width={960}
          height={720}
          priority
        />
      </div>
    </section>
  );
}
