import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { serviceLinks } from '../../../shared/locations.ts';

/** Four local service links and 'View All' (spec section 2, 'Generic sub-area page'). */
export function ServicesStrip({ links }: { links: ReturnType<typeof serviceLinks> }) {
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
            View All <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
