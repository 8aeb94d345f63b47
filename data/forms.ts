import type { SiteCopy } from '../shared/site-copy.ts';

/**
 * Sentences the forms share, wherever they appear: the call-back and question forms, the postcode
 * finder, and what stands in their place while the site takes no forms (docs/decisions/038).
 */
export const formsCopy: SiteCopy['forms'] = {
  callInstead: 'Please call us on {phone}: we answer {hours}.',
  askByPhone: 'Call {phone} and ask a locksmith. Asking is free and does not commit you to anything.',
  checkFields: 'Please check the fields marked below.',
  questionNotSent: 'Your question was not sent',
  finderHeading: 'Do you cover my area?',
  finderCallUs: 'Or call us on {phone} and we will tell you straight away whether we can help.',
  labels: {
    name: 'Your name',
    phone: 'Phone number',
    postcode: 'Postcode',
    need: 'What do you need?',
    note: 'Anything we should know?',
    email: 'E-mail address',
    question: 'Your question',
    optional: '(optional)',
    honeypot: 'Leave this empty',
    sending: 'Sending…',
    requestCallback: 'Request a call back',
    submitQuestion: 'Submit Question',
    call: 'Call {phone}',
    finderPostcode: 'Your postcode, or its first half',
    finderPlaceholder: 'e.g. LS6 2AB or E1',
    finding: 'Finding…',
    find: 'Find my area',
  },
};
