import type { Accreditation } from '../../shared/types.ts';
import { Icon } from './icon.tsx';

/** The band of accreditation badges (home and /services). */
export function AccreditationList({ items }: { items: readonly Accreditation[] }) {
  return (
    <section className="accreditations" aria-label="Accreditations">
      <ul className="container accreditation-list">
        {items.map((item) => (
          <li key={item.title}>
            <Icon name={item.icon} size={28} />
            <div>
              <strong>{item.title}</strong>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
