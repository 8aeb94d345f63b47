import { Clock, Mail, Phone } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { featuredServiceSlugs, serviceBySlug } from '../../data/services.ts';
import { telHref } from '../../shared/site.ts';
import type { RootData } from '../routes/root-data.ts';
import { useSite } from '../site-context.tsx';

const footerServices = featuredServiceSlugs.map((slug) => serviceBySlug(slug)!);

export function Footer() {
  const site = useSite();
  const footerCities = useRouteLoaderData<RootData>('root')?.footerCities ?? [];
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Our Services</h2>
          <ul>
            {footerServices.map((service) => (
              <li key={service.slug}>
                <Link to={`/services/${service.slug}`}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas">Service Areas</h2>
          <ul>
            {footerCities.map((city) => (
              <li key={city.slug}>
                <Link to={`/${city.slug}`}>{city.name}</Link>
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
              <Phone size={18} aria-hidden="true" />
              <a href={telHref(site.phone)}>{site.phone}</a>
            </li>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Clock size={18} aria-hidden="true" />
              <span>Open 24 hours a day, 7 days a week, 365 days a year</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          © {site.name}. Locksmiths across the UK, on call 24/7.
        </p>
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
