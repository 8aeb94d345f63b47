import { telHref } from '../../shared/site.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from './icon.tsx';

interface CallButtonProps {
  /** Visible label; the number follows it. Defaults to 'Call Us Now'. */
  label?: string;
  /** A city's own number where the data has one; else the configured number. */
  phone?: string;
  variant?: 'primary' | 'light';
  showNumber?: boolean;
}

/** A tap-to-call link styled as the red call-to-action button (docs/decisions/022). */
export function CallButton({ label = 'Call Us Now', phone, variant = 'primary', showNumber = true }: CallButtonProps) {
  const site = useSite();
  const number = phone ?? site.phone;
  return (
    <a className={`btn btn-call btn-${variant}`} href={telHref(number)}>
      <Icon name="phone" size={20} />
      <span>
        {label}
        {showNumber ? <span className="btn-number">{number}</span> : null}
      </span>
    </a>
  );
}
