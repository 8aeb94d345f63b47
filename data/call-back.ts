import { RATE_LIMITED_MESSAGE } from '../shared/lead-answers.ts';

/**
 * The words of the /call-back page. The dialog (client/components/callback-button.tsx) is drawn in
 * the browser, where data/ may not go (docs/decisions/001), so it carries its own shorter wording.
 */
export const callbackPageCopy = {
  title: 'Request a Call Back',
  /** The heading while the site takes no forms (docs/decisions/038): the number follows it. */
  closedTitle: 'Call Us',
  metaTitle: 'Request a Call Back',
  description: 'Leave your name and number and a locksmith will ring you back. Locked out right now? Call us instead: it is quicker.',
  lead: 'Leave your name and number and a locksmith will ring you back to talk it through and give you a price. Nothing is booked until you agree it on the phone.',
  /** The lead when the page was opened from a place's page: {place} is 'Leeds' or 'Didsbury, Manchester'. */
  placeLead:
    'Leave your name and number and a locksmith covering {place} will ring you back to talk it through and give you a price. Nothing is booked until you agree it on the phone.',
  urgent: 'Locked out right now? Call us on {phone} instead: it is quicker than waiting for us to ring you.',
  /** What happens after a request was stored. */
  nextSteps:
    'We have your request. Our phones are answered 24 hours a day, so a locksmith will ring you on the number you gave as soon as one is free. If you are locked out and waiting, call us on {phone}: you will reach someone straight away.',
  /** `{wait}` is when to try again (rateLimitedMessage in shared/lead-answers.ts). */
  rateLimited: RATE_LIMITED_MESSAGE,
  unavailable: 'This copy of the site cannot take requests. Please call us on {phone}.',
  tooLarge: 'Your request was too long to send. Please shorten your note, or call us on {phone}.',
  failed: 'Your request could not be sent. Please try again, or call us on {phone}.',
} as const;
