import { Link } from 'react-router';
import type { PlaceLink } from '../../../server/views/place-links.ts';
import { StaticAfterHydration } from '../static-after-hydration.tsx';

const areaNames: Record<string, string> = {
  E: 'East London',
  EC: 'East Central London',
  N: 'North London',
  NW: 'North West London',
  SE: 'South East London',
  SW: 'South West London',
  W: 'West London',
  WC: 'West Central London',
};

/** London's postal districts, one compact list per postcode area; hydration leaves them as the server sent them. */
export function DistrictGroups({ groups }: { groups: { area: string; links: PlaceLink[] }[] }) {
  return (
    <StaticAfterHydration>
      <div className="district-groups">
        {groups.map((group) => (
          <section key={group.area} aria-labelledby={`districts-${group.area}`}>
            <h3 id={`districts-${group.area}`}>
              {group.area} <span className="muted">{areaNames[group.area]}</span>
            </h3>
            <ul className="district-list">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </StaticAfterHydration>
  );
}
