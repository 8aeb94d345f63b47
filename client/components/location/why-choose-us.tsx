import type { IconPoint } from '../../../shared/types.ts';
import { Icon } from '../icon.tsx';

/** The reasons to choose us, with the place's own response time and years (filled by the loader). */
export function WhyChooseUs({ reasons }: { reasons: readonly IconPoint[] }) {
  return (
    <ul className="card-grid card-grid-4 reasons">
      {reasons.map(({ icon, title, description }) => (
        <li key={title} className="reason">
          <Icon name={icon} size={28} />
          <h3>{title}</h3>
          <p>{description}</p>
        </li>
      ))}
    </ul>
  );
}
