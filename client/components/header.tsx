import { Link } from 'react-router';
import { wordsForHours } from '../../shared/hours.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { Icon } from './icon.tsx';

export function Header() {
  const site = useSite();
  const phone = usePagePhone();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          <img src="/images/logo-mark.svg" width={36} height={36} alt="" className="brand-mark" />
          <span className="brand-name">{site.name}</span>
        </Link>
        <DesktopNav />
        <a className="header-phone" href={telHref(phone)}>
          <Icon name="phone" size={18} />
          <span className="header-phone-text">
            <span className="header-phone-hint">{wordsForHours(site.business.lineHours, site.copy.header.phoneHint)}</span>
            <span className="header-phone-number">{phone}</span>
          </span>
        </a>
        <MobileMenu />
      </div>
    </header>
  );
}
