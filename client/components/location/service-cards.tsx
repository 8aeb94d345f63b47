import { Link } from 'react-router';
import type { serviceLinks } from '../../../server/views/locations.ts';
import { Icon } from '../icon.tsx';
import { Price } from '../price-table.tsx';

type ServiceLink = ReturnType<typeof serviceLinks>[number];

/** Cards linking to a place's local service pages. */
export function ServiceCards({ links, place }: { links: readonly ServiceLink[]; place: string }) {
  return (
    <ul className={`card-grid ${links.length > 4 ? 'card-grid-3' : 'card-grid-4'}`}>
      {links.map((link) => (
        <li key={link.slug} className="card service-card">
          <span className="card-icon">
            <Icon name={link.icon} />
          </span>
          <h3>{link.name}</h3>
          <p>{link.summary}</p>
          <p className="card-price">
            <Price text={link.price} />
          </p>
          <Link to={link.path} className="card-link">
            {link.name} in {place}
            <Icon name="arrow-right" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
