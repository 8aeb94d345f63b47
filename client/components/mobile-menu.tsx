import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { sectionLinks, serviceOverviewLinks } from '../../shared/navigation.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from './icon.tsx';

/**
 * The menu under 768 px: a native <details>, so it opens and closes without JavaScript too.
 * With JavaScript React owns `open`, and choosing any link (or navigating) closes it.
 */
export function MobileMenu() {
  const phone = usePagePhone();
  const { mobileServices } = useSite().nav;
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // Any navigation closes the menu, including Back and Forward, which no link's onClick sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setOpen(false), [location.pathname]);

  const close = () => setOpen(false);

  return (
    <details className="mobile-menu" open={open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native toggle of <details>; the handler only lets React own its state. */}
      <summary
        className="mobile-menu-button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        <Icon name="menu" className="icon-open" size={24} />
        <Icon name="x" className="icon-close" size={24} />
        <span className="visually-hidden">Menu</span>
      </summary>
      <nav className="mobile-menu-panel" aria-label="Mobile">
        <ul>
          <li>
            <Link to="/" onClick={close}>
              Home
            </Link>
          </li>
          <li className="mobile-menu-group">
            <span className="mobile-menu-heading">Services</span>
            <ul>
              {mobileServices.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/services" onClick={close}>
                  View all services
                </Link>
              </li>
              {serviceOverviewLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {sectionLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <a className="btn btn-call btn-primary mobile-menu-call" href={telHref(phone)} onClick={close}>
          <Icon name="phone" size={20} />
          <span>Call {phone}</span>
        </a>
      </nav>
    </details>
  );
}
