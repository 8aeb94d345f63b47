import type { loader } from '../../routes/service.server.ts';
import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';
import { CheckList } from '../check-list.tsx';
import { RatingLine } from '../hero-claims.tsx';
import { Image } from '../image.tsx';
import { Icon } from '../icon.tsx';

/** The template's shared words (data/service-template.ts), as the service loader passes them. */
export type ServiceTemplateCopy = Awaited<ReturnType<typeof loader>>['copy'];

interface ServiceHeroProps {
  title: string;
  lead: string;
  image?: { image: string; alt: string };
  copy: ServiceTemplateCopy;
  /** A local number where the page belongs to a city. */
  phone?: string;
}

/** Hero of the service template: title, description, the 24/7 badge, rating, claims and the red call link. */
export function ServiceHero({ title, lead, image, copy, phone }: ServiceHeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-badge">
            <Icon name="clock" size={16} /> {copy.badge}
          </p>
          <h1 id="hero-title">{title}</h1>
          <p className="hero-lead">{lead}</p>
          <RatingLine />
          <CheckList items={copy.claims} />
          <div className="button-row">
            <CallButton phone={phone} />
            <CallbackButton />
          </div>
        </div>
        <Image className="hero-image" src={image?.image ?? copy.image.src} alt={image?.alt ?? copy.image.alt} width={960} height={720} priority />
      </div>
    </section>
  );
}
