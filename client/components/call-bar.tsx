import { Phone } from 'lucide-react';
import { telHref } from '../../shared/site.ts';
import { useSite } from '../site-context.tsx';

/** The slim call bar fixed to the bottom of phone screens (hidden from 768 px by CSS). */
export function CallBar() {
  const site = useSite();
  return (
    <div className="call-bar">
      <a href={telHref(site.phone)}>
        <Phone size={20} aria-hidden="true" />
        <span>
          Call now <strong>{site.phone}</strong>
        </span>
      </a>
    </div>
  );
}
