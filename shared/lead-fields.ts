/**
 * Names and limits of the lead forms' fields (call-back requests and questions), in one place for
 * the server's validator and the forms' `maxLength`, `name` and option values. No imports: the
 * client may import this module without pulling in anything else.
 *
 * Lengths are counted the way a browser's `maxlength` counts them (UTF-16 code units), with a
 * textarea's line break counting as one character even though it is sent as CR LF.
 */
export const LEAD_LIMITS = {
  name: 200,
  phone: 32,
  postcode: 16,
  email: 254,
  note: 2000,
  question: 5000,
} as const;

/**
 * The call-back form's hidden field naming the page it was opened on, and the longest path it may
 * name (server/views/page-origin.ts reads anything longer as the home page).
 */
export const FROM_FIELD = 'from';
export const PAGE_PATH_LIMIT = 121;

/** The hidden field that people never see and bots fill in. It must arrive empty (or not at all). */
export const HONEYPOT_FIELD = 'website';

/** What a call-back request is about; anything else the form may send is refused. */
export const CALLBACK_NEEDS = ['lockout', 'lock-change', 'other'] as const;
export type CallbackNeed = (typeof CALLBACK_NEEDS)[number];
export const DEFAULT_CALLBACK_NEED: CallbackNeed = 'other';

/** Labels for the need options, for the form and the e-mail to the business. */
export const CALLBACK_NEED_LABELS: Record<CallbackNeed, string> = {
  lockout: 'Locked out',
  'lock-change': 'Lock change or repair',
  other: 'Something else',
};

/** The fields each form sends, in form order. */
export const CALLBACK_FIELDS = ['name', 'phone', 'postcode', 'need', 'note'] as const;
export const QUESTION_FIELDS = ['name', 'email', 'question'] as const;
