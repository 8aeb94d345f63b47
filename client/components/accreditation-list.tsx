import type { ShownAccreditation } from '../../shared/types.ts';
import { Icon } from './icon.tsx';

/** The band of accreditation badges (home, /about and /services); nothing when the business lists none. */
export function AccreditationList({ items }: { items: readonly ShownAccreditation[] }) {
  if (items.length === 0) return null;
  return (
    <section className="accreditations" aria-label="Accreditations">
      <ul className="container accreditation-list">
        {items.map((item) => (
          <li key={item.title}>
            <Icon name={item.icon} size={28} />
            <div>
              <strong>{item.title}</strong>
              <p>{item.description}</p>
              <p className="accreditation-reference">{item.reference}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
