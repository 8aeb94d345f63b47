import type { ServiceLink } from '../../../server/views/place-links.ts';
import { IconCardGrid } from '../icon-card-grid.tsx';
import { Price } from '../price-table.tsx';

/** Cards linking to a place's local service pages. */
export function ServiceCards({ links, place }: { links: readonly ServiceLink[]; place: string }) {
  return (
    <IconCardGrid
      cards={links.map((link) => ({ ...link, title: link.name, description: link.summary }))}
      columns={links.length > 4 ? 3 : 4}
      cardKey={(card) => card.slug}
      footer={(card) => (
        <p className="card-price">
          <Price text={card.price} job={card.pricedJob} />
        </p>
      )}
      link={(card) => ({ to: card.path, label: `${card.name} in ${place}` })}
    />
  );
}
