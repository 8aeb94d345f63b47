/**
 * What the lead forms' route actions answer besides their own confirmation (shared/callback.ts,
 * shared/questions.ts), to the page without JavaScript and to the form's fetcher with it. Every
 * answer that leaves the form on screen carries what was sent, so the form is filled in again.
 * No imports: the client may use it.
 */
export type FormValues = Record<string, string>;

export type LeadRefusal =
  /** 400: the fields to correct, each with its message. */
  | { status: 'invalid'; errors: Record<string, string>; values: FormValues }
  /** 429: too many posts from this address (or phone number) lately; try again after `retryAfterSeconds`. */
  | { status: 'rate-limited'; values: FormValues; retryAfterSeconds?: number }
  /** 413: over the form's size limits; the fields that arrived whole, each clipped to its limit. */
  | { status: 'too-large'; values: FormValues }
  /** 503: this copy of the site has no lead service (the static export). */
  | { status: 'unavailable' }
  /** 405: the site takes no forms, as nobody would see them (docs/decisions/038); call instead. */
  | { status: 'closed' }
  /**
   * Not stored: 500 when the lead store failed (with what was sent); in the browser, a post
   * refused before the action ran (another site's form) or that never reached the server.
   */
  | { status: 'failed'; values?: FormValues };

/** What to fill the form in with after an answer: what was sent, where the answer has it. */
export function answerValues(answer: { status: string; values?: FormValues } | null | undefined): FormValues {
  return answer?.values ?? {};
}

/**
 * What a refused post says, with `{wait}` (when to try again) and `{phone}` to fill in. Plain words:
 * what happened, that nothing typed was lost, when to try again and the number to call now.
 */
export const RATE_LIMITED_MESSAGE =
  'So many messages have come from this device or network in the last few minutes that this one was not sent. What you typed is still here: please try again in {wait}, or call us now on {phone}.';

/** When to try again, in words: 'about a minute', 'about 10 minutes', 'about an hour', 'about 3 hours', or 'a few minutes' when unknown. */
function retryWait(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 'a few minutes';
  if (seconds <= 60) return 'about a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 45) return `about ${minutes} minutes`;
  if (minutes < 90) return 'about an hour';
  const hours = Math.round(minutes / 60);
  return `about ${hours} hours`;
}

/** The rate-limited message for an answer, `{phone}` left for the page to fill. */
export function rateLimitedMessage(answer: { retryAfterSeconds?: number }): string {
  return RATE_LIMITED_MESSAGE.replace('{wait}', retryWait(answer.retryAfterSeconds));
}
