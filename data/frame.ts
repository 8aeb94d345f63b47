import type { SiteCopy } from '../shared/site-copy.ts';

/** The words of the header on every page (client/components/header.tsx). */
export const headerCopy: SiteCopy['header'] = {
  /** Over the number: what it is for. */
  phoneHint: { roundTheClock: '24/7 call', otherHours: 'Call us' },
};

/** The words of the footer on every page (client/components/footer.tsx). */
export const footerCopy: SiteCopy['footer'] = {
  servicesHeading: 'Our Services',
  areasHeading: 'Service Areas',
  allLocations: 'View All Locations',
  contactHeading: 'Contact Us',
  hours: { roundTheClock: 'Open 24 hours a day, 7 days a week, 365 days a year', otherHours: 'Phone line open {hours}' },
  /** {area}: the area served ('the UK', 'Wales'; server/views/served-places.ts). */
  tagline: { roundTheClock: 'Locksmiths across {area}, on call 24/7.', otherHours: 'Locksmiths across {area}.' },
  privacy: 'Privacy & Cookies',
  terms: 'Terms & Conditions',
  sitemap: 'Sitemap',
};
