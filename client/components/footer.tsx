import { Link } from 'react-router';
import { wordsForHours } from '../../shared/hours.ts';
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
  const copy = site.copy.footer;
  const hours = site.business.lineHours;
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{copy.servicesHeading}</h2>
          <ul>
            {[...footerServices, ...serviceOverviewLinks].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas">{copy.areasHeading}</h2>
          <ul>
            {footerCities.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/locksmith-near-me">{copy.allLocations}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{copy.contactHeading}</h2>
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
              <span>{wordsForHours(hours, copy.hours)}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${site.name}. ${wordsForHours(hours, copy.tagline)}`}</p>
        <ul className="footer-legal">
          <li>
            <Link to="/privacy-policy">{copy.privacy}</Link>
          </li>
          <li>
            <Link to="/terms-conditions">{copy.terms}</Link>
          </li>
          <li>
            <Link to="/sitemap">{copy.sitemap}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
