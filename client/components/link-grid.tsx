import { Link } from 'react-router';
import type { PlaceLink } from '../../server/views/place-links.ts';
import { Icon } from './icon.tsx';
import { StaticAfterHydration } from './static-after-hydration.tsx';

/** Longer grids than this are left as the server sent them by hydration (docs/decisions/044). */
const LONG_GRID = 24;

/** A grid of place links with an optional note (distance or postcode). */
export function LinkGrid({ links, compact = false }: { links: readonly PlaceLink[]; compact?: boolean }) {
  const grid = (
    <ul className={compact ? 'city-grid city-grid-compact' : 'city-grid'}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>
            <Icon name="map-pin" size={18} />
            <span>
              <strong>{link.name}</strong>
              {link.note ? <span className="city-region">{link.note}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return links.length > LONG_GRID ? <StaticAfterHydration>{grid}</StaticAfterHydration> : grid;
}
