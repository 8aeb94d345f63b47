import { Phone } from 'lucide-react';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';

/** The slim call bar fixed to the bottom of phone screens (hidden from 768 px by CSS), with the page's own number. */
export function CallBar() {
  const phone = usePagePhone();
  return (
    <div className="call-bar">
      <a href={telHref(phone)}>
        <Phone size={20} aria-hidden="true" />
        <span>
          Call now <strong>{phone}</strong>
        </span>
      </a>
    </div>
  );
}
