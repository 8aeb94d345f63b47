import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mobileMenuServiceCount, services } from '../../data/services.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';

const mainLinks = [
  { to: '/locksmith-near-me', label: 'Locksmith Near Me' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The menu under 768 px: a native <details>, so it opens and closes without JavaScript too.
 * With JavaScript React owns `open`, and choosing any link (or navigating) closes it.
 */
export function MobileMenu() {
  const phone = usePagePhone();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  const close = () => setOpen(false);

  return (
    <details className="mobile-menu" open={open}>
      <summary
        className="mobile-menu-button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        <Menu className="icon-open" size={24} aria-hidden="true" />
        <X className="icon-close" size={24} aria-hidden="true" />
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
              {services.slice(0, mobileMenuServiceCount).map((service) => (
                <li key={service.slug}>
                  <Link to={`/services/${service.slug}`} onClick={close}>
                    {service.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/services" onClick={close}>
                  View all services
                </Link>
              </li>
            </ul>
          </li>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <a className="btn btn-call btn-primary mobile-menu-call" href={telHref(phone)} onClick={close}>
          <Phone size={20} aria-hidden="true" />
          <span>Call {phone}</span>
        </a>
      </nav>
    </details>
  );
}
