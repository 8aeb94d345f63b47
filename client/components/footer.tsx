import { Link } from 'react-router';
import { serviceOverviewLinks } from '../../shared/navigation.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from './icon.tsx';

export function Footer() {
  const site = useSite();
  // The page's number: a place's local number on its pages, so the footer agrees with the header.
  const phone = usePagePhone();
  const { footerServices, footerCities } = site.nav;
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Our Services</h2>
          <ul>
            {[...footerServices, ...serviceOverviewLinks].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas">Service Areas</h2>
          <ul>
            {footerCities.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/locksmith-near-me">View All Locations</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="footer-contact">
            <li>
              <Icon name="phone" size={18} />
              <a href={telHref(phone)}>{phone}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>Open 24 hours a day, 7 days a week, 365 days a year</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>© {site.name}. Locksmiths across the UK, on call 24/7.</p>
        <ul className="footer-legal">
          <li>
            <Link to="/privacy-policy">Privacy &amp; Cookies</Link>
          </li>
          <li>
            <Link to="/terms-conditions">Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to="/sitemap">Sitemap</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
