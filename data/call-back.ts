import { RATE_LIMITED_MESSAGE } from '../shared/lead-answers.ts';
import type { SiteCopy } from '../shared/site-copy.ts';

/** The words of the /call-back page; the dialog's are callbackDialogCopy below. */
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
  /** What happens after a request was stored, true of the phone line's hours (wordsForHours in shared/hours.ts). */
  nextSteps: {
    roundTheClock:
      'We have your request. Our phones are answered 24 hours a day, so a locksmith will ring you on the number you gave as soon as one is free. If you are locked out and waiting, call us on {phone}: you will reach someone straight away.',
    otherHours:
      'We have your request. We answer {hours}, so a locksmith will ring you on the number you gave as soon as one is free. If you are locked out and waiting, call us on {phone}.',
  },
  /** `{wait}` is when to try again (rateLimitedMessage in shared/lead-answers.ts). */
  rateLimited: RATE_LIMITED_MESSAGE,
  unavailable: 'This copy of the site cannot take requests. Please call us on {phone}.',
  tooLarge: 'Your request was too long to send. Please shorten your note, or call us on {phone}.',
  failed: 'Your request could not be sent. Please try again, or call us on {phone}.',
} as const;

/**
 * The words of the call-back dialog (client/components/callback-button.tsx), which opens over any
 * page with JavaScript; they travel with the site's data (shared/site-copy.ts).
 */
export const callbackDialogCopy: SiteCopy['callbackDialog'] = {
  button: 'Request a Call Back',
  title: 'Request a call back',
  close: 'Close',
  urgent: 'Locked out right now? Call {phone}: it is quicker.',
  nextSteps: {
    roundTheClock:
      'Our phones are answered 24 hours a day, so a locksmith will ring you on the number you gave as soon as one is free. If you are locked out and waiting, call us on {phone}.',
    otherHours:
      'We answer {hours}, so a locksmith will ring you on the number you gave as soon as one is free. If you are locked out and waiting, call us on {phone}.',
  },
  tooLarge: callbackPageCopy.tooLarge,
  failed: callbackPageCopy.failed,
};
