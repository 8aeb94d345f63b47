import { type LeadRefusal, RATE_LIMITED_MESSAGE } from './lead-answers.ts';

/**
 * What the question forms' route actions answer (Ask the Expert and the blog), to the page
 * without JavaScript and to the form's fetcher with it.
 */
export type QuestionAnswer = { status: 'sent' } | LeadRefusal;

export const questionSubmittedTitle = 'Question Submitted';
export const questionSubmittedMessage = 'Our locksmith experts will get back to you soon!';
/** How long the submit button reads 'Question Submitted' before it returns to normal (docs/product.md §9). */
export const SUBMITTED_RESET_MS = 5000;

/**
 * The line above the form when a question was not taken; `{phone}` is the page's number. A
 * 'closed' answer replaces the form with the number instead (client/components/call-instead.tsx).
 */
export const questionProblemMessages: Record<Exclude<QuestionAnswer['status'], 'sent' | 'closed'>, string> = {
  invalid: 'Your question was not sent: please check the fields marked below.',
  /** `{wait}` is when to try again (rateLimitedMessage in shared/lead-answers.ts). */
  'rate-limited': RATE_LIMITED_MESSAGE,
  'too-large': 'Your question was too long to send. Please shorten it, or call us on {phone}.',
  unavailable: 'This copy of the site cannot take questions. Please call us on {phone}.',
  failed: 'Your question could not be sent. Please try again, or call us on {phone}.',
};
