import type { ErrorPagesCopy } from '../shared/site-copy.ts';

/**
 * The words of the 404 and 500 pages (client/routes/errors.tsx), and of the static page shown when
 * the page could not be rendered at all (server/http/fatal-error-page.tsx).
 */
export const errorPagesCopy: ErrorPagesCopy = {
  notFound: {
    title: 'Page not found',
    description: {
      roundTheClock: 'The page you were looking for does not exist. Call us 24/7 or return to the home page.',
      otherHours: 'The page you were looking for does not exist. Call us or return to the home page.',
    },
    lead: "Sorry, we couldn't find the page you're looking for:",
  },
  gone: {
    title: 'Not a service we offer',
    lead: 'We do not offer the service this page was about. Call us and we will tell you what we can do, or see the services we offer.',
    services: 'See our services',
  },
  serverError: {
    title: 'Something went wrong',
    description: {
      roundTheClock: 'This page could not be shown just now. Our locksmiths are still on call 24/7.',
      otherHours: 'This page could not be shown just now. Please call us: we answer {hours}.',
    },
    lead: {
      roundTheClock: 'This page could not be shown just now. Our locksmiths are still on call day and night.',
      otherHours: 'This page could not be shown just now. Please call us: we answer {hours}.',
    },
  },
  home: 'Return to Home',
  call: 'Locked out? Call',
  callByName: 'Call {name} on {phone}',
};

/**
 * The 410 page of a place the business does not serve (docs/decisions/073): `{place}` is its name.
 * Sent with that page's answer only, not in every page's frame.
 */
export const gonePlaceCopy = {
  title: 'We do not cover {place}',
  description: '{place} is outside the area we serve. See the places we cover, or call us.',
  lead: '{place} is outside the area we serve, so this page is no longer here. These are the places we cover:',
  all: 'Every place we cover',
};
