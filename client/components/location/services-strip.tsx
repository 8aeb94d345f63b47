import { Link } from 'react-router';
import type { ServiceLink } from '../../../server/views/place-links.ts';
import { Icon } from '../icon.tsx';

/** Four local service links and 'View All' (docs/product.md §2, 'Area pages': a services strip). */
export function ServicesStrip({ links }: { links: ServiceLink[] }) {
  return (
    <nav className="services-strip" aria-label="Local services">
      <ul className="container">
        {links.slice(0, 4).map((link) => (
          <li key={link.slug}>
            <Link to={link.path}>{link.name}</Link>
          </li>
        ))}
        <li>
          <Link to="/services" className="services-strip-all">
            View All <Icon name="arrow-right" size={16} />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
