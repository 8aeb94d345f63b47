import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { Icon } from './icon.tsx';

/** The slim call bar fixed to the bottom of phone screens (hidden from 768 px by CSS), with the page's own number. */
export function CallBar() {
  const phone = usePagePhone();
  return (
    <div className="call-bar">
      <a href={telHref(phone)}>
        <Icon name="phone" size={20} />
        <span>
          Call now <strong>{phone}</strong>
        </span>
      </a>
    </div>
  );
}
