/**
 * Validation of the lead forms (call-back requests and questions). No database here: the lead
 * service (server/leads/service.ts) validates with it, and the route actions (server/http/questions.ts,
 * client/routes/call-back.server.ts) read their form fields with `leadFieldsFrom`. Like all of
 * server/ it never reaches the browser (docs/decisions/001); the forms take their field names and
 * limits from shared/lead-fields.ts, the same ones this module checks.
 *
 * The rule: whatever the browser's own checks let through (`required`, `maxlength`,
 * `type="email"`) is accepted here too, so a visitor without JavaScript is never told off for
 * something their browser allowed (docs/decisions/017). The server adds the checks a browser
 * cannot make (a real UK phone number and postcode) and refuses what a browser never sends from
 * a single-line field (line breaks, tabs and other control characters). Three exceptions, each
 * with a message beside its field, refuse what the business could not use although the browser
 * lets it through (docs/decisions/037): a phone number that costs extra to ring or is not a line
 * (premium rate, shared cost, personal numbers, pagers), a name with nothing visible in it, and
 * an e-mail address whose domain has no ending like .com or .uk.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { normalisedPostcode } from '../../shared/postcode-shape.ts';
import {
  CALLBACK_FIELDS,
  CALLBACK_NEEDS,
  DEFAULT_CALLBACK_NEED,
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  QUESTION_FIELDS,
  type CallbackNeed,
} from '../../shared/lead-fields.ts';

export type LeadKind = 'callback' | 'question';

interface CallbackData {
  kind: 'callback';
  name: string;
  /** E.164, e.g. +447911123456. */
  phone: string;
  /** Normalised, e.g. SW1A 1AA; null when left blank. */
  postcode: string | null;
  need: CallbackNeed;
  /** Line breaks as LF; null when left blank. */
  note: string | null;
}

interface QuestionData {
  kind: 'question';
  /** Null on the blog's short form, which has no name field. */
  name: string | null;
  email: string;
  question: string;
}

export type LeadData = CallbackData | QuestionData;

export interface ValidateOptions {
  /**
   * The blog's inline question form has no name field; the Ask the Expert form requires one.
   * Default false: a question needs a name unless the form has none.
   */
  nameOptional?: boolean;
}

export type ValidationResult =
  | { ok: true; data: LeadData }
  | {
      ok: false;
      /** One short message per field that is wrong, keyed by the field's name. */
      errors: Record<string, string>;
      /** What was sent for the form's fields (to fill the form in again), honeypot left out. */
      values: Record<string, string>;
    };

/** Single-line fields: no C0 control characters (CR, LF, TAB, NUL ...) and no DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u001f\u007f]/;
/** PostgreSQL text cannot hold NUL; nothing else is refused in a textarea. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is this pattern's purpose.
const NUL = /\u0000/;
/** ASCII whitespace, as HTML strips it from an e-mail input's value. */
const ASCII_WS = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
/**
 * The WHATWG HTML 'valid e-mail address' grammar: exactly what `<input type="email">` accepts.
 * (Deliberately looser than RFC 5322 in places and stricter in others; `a@b` is valid.)
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
 * A domain that mail can be sent to: at least one dot, ending in a top-level label of two or more
 * letters, or an internationalised one in its ASCII form (xn--…, which is how a browser sends
 * `пример.рф`). Refuses `a@b`, `x@localhost` and bare IP addresses such as `x@192.0.2.1`.
 */
const MAIL_DOMAIN = /@[^@]*\.(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9-]+)$/;
/**
 * What leaves a name with nothing visible: white space of any kind (Unicode White_Space), and
 * characters that are not drawn: zero-width characters, bidi controls, the soft hyphen, Hangul
 * fillers and the rest of Default_Ignorable_Code_Point, format characters (Cf) and controls (Cc).
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]*$/u;

/** True when a name has no character a person could read: empty, spaces, zero-width or other invisible characters. */
function isBlankName(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

/** A textarea's length as its `maxlength` counts it: CR LF (and a lone CR) is one character. */
export function textareaLength(value: string): number {
  return value.replace(/\r\n?/g, '\n').length;
}

const thousands = (n: number) => n.toLocaleString('en-GB');

function singleLine(label: string, max: number) {
  return z
    .string()
    .refine((v) => !CONTROL.test(v), { message: `${label} must be on one line, without tabs or control characters.`, abort: true })
    .refine((v) => v.length <= max, { message: `${label} must be ${thousands(max)} characters or fewer.`, abort: true });
}

function required<T extends z.ZodType<unknown, string>>(schema: T, message: string) {
  return z
    .string()
    .refine((v) => v.length > 0, { message, abort: true })
    .pipe(schema);
}

function textarea(label: string, max: number) {
  return z
    .string()
    .refine((v) => !NUL.test(v), { message: `${label} contains a character we cannot store.`, abort: true })
    .refine((v) => textareaLength(v) <= max, { message: `${label} must be ${thousands(max)} characters or fewer.`, abort: true })
    .transform((v) => v.replace(/\r\n?/g, '\n'));
}

const name = z
  .string()
  .refine((v) => !isBlankName(v), { message: 'Enter your name.', abort: true })
  .pipe(singleLine('Your name', LEAD_LIMITS.name));

const phoneMessage = 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.';
const costlyPhoneMessage =
  'We can ring back UK landlines and mobiles (numbers starting 01, 02, 03 or 07) and freephone numbers (080). ' +
  'Other numbers, such as premium-rate, shared-cost and personal numbers (09, 084, 087 and 070), cost extra to call, so please give us a landline or mobile number.';
/** Numbers in the UK's +44 plan: Great Britain, Northern Ireland, Guernsey, Jersey, the Isle of Man. */
const UK_PLAN = new Set(['GB', 'GG', 'JE', 'IM']);

/**
 * A number the business can ring back at an ordinary cost: a landline (01, 02), a mobile (07,
 * apart from 070 personal numbers and 076 pagers, which have types of their own), a 03 number
 * (charged like a landline) or freephone (080). Refused: premium rate (09), shared cost (084,
 * 087, which libphonenumber files under PREMIUM_RATE), personal numbers (070), pagers (076),
 * VoIP (056) and corporate numbers (055, which share the UAN type with 03).
 */
function isCallable(number: PhoneNumber): boolean {
  const national = number.nationalNumber;
  switch (number.getType()) {
    case 'FIXED_LINE':
    case 'MOBILE':
    case 'FIXED_LINE_OR_MOBILE':
      return true;
    case 'UAN':
      return national.startsWith('3');
    case 'TOLL_FREE':
      return national.startsWith('80');
    default:
      return false;
  }
}

const phone = required(singleLine('Your phone number', LEAD_LIMITS.phone), 'Enter a phone number we can call you on.').transform((v, ctx) => {
  const parsed = parsePhoneNumberFromString(v, 'GB');
  if (!parsed?.isValid() || !parsed.country || !UK_PLAN.has(parsed.country)) {
    ctx.addIssue({ code: 'custom', message: phoneMessage });
    return z.NEVER;
  }
  if (!isCallable(parsed)) {
    ctx.addIssue({ code: 'custom', message: costlyPhoneMessage });
    return z.NEVER;
  }
  return parsed.number;
});

const postcode = singleLine('Your postcode', LEAD_LIMITS.postcode).transform((v, ctx) => {
  const trimmed = v.trim();
  if (trimmed === '') return null;
  // The finder's rule (shared/postcode-shape.ts): every shape it answers, 'M20 2' included, is taken here.
  const normalised = normalisedPostcode(trimmed);
  if (!normalised) {
    ctx.addIssue({ code: 'custom', message: 'Enter a UK postcode, like SW1A 1AA, or leave it blank.' });
    return z.NEVER;
  }
  return normalised;
});

const need = z
  .string()
  .transform((v) => (v === '' ? DEFAULT_CALLBACK_NEED : v))
  .pipe(z.enum(CALLBACK_NEEDS, { message: 'Choose what you need help with from the list.' }));

const note = textarea('Your note', LEAD_LIMITS.note).transform((v) => (v.trim() === '' ? null : v));

const emailDomainMessage = 'Enter your full e-mail address, including its ending such as .com or .co.uk, like name@example.com.';
// The browser strips ASCII whitespace around an e-mail input's value before checking it, and
// its maxlength applies to what is left.
const email = z
  .string()
  .transform((v) => v.replace(ASCII_WS, ''))
  .pipe(
    z
      .string()
      .refine((v) => v.length > 0, { message: 'Enter your e-mail address.', abort: true })
      .refine((v) => v.length <= LEAD_LIMITS.email, { message: `Your e-mail address must be ${LEAD_LIMITS.email} characters or fewer.`, abort: true })
      .refine((v) => WHATWG_EMAIL.test(v), { message: 'Enter an e-mail address like name@example.com.', abort: true })
      // Stricter than the browser (docs/decisions/037): a reply to `name@example` would never arrive.
      .refine((v) => MAIL_DOMAIN.test(v), { message: emailDomainMessage, abort: true }),
  );

const question = required(textarea('Your question', LEAD_LIMITS.question), 'Enter your question.');

const callbackSchema = z.object({ name, phone, postcode, need, note });
const questionSchema = z.object({ name, email, question });
const shortQuestionSchema = z.object({
  name: singleLine('Your name', LEAD_LIMITS.name),
  email,
  question,
});

function pick(fields: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of names) {
    const value = fields[key];
    out[key] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** What a posted lead form of this kind sent for its fields and the honeypot; files and other fields are ignored. */
export function leadFieldsFrom(form: FormData, kind: LeadKind): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of [...(kind === 'callback' ? CALLBACK_FIELDS : QUESTION_FIELDS), HONEYPOT_FIELD]) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** True when the honeypot field arrived with anything in it. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== '';
}

/**
 * Checks one form's fields. Missing fields count as empty; fields the form does not have are
 * ignored. Stored text is trimmed (single-line fields) and has LF line breaks (textareas).
 */
export function validateLead(kind: LeadKind, fields: Record<string, unknown>, options: ValidateOptions = {}): ValidationResult {
  const names = kind === 'callback' ? CALLBACK_FIELDS : QUESTION_FIELDS;
  const values = pick(fields, names);
  const schema = kind === 'callback' ? callbackSchema : options.nameOptional ? shortQuestionSchema : questionSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= issue.message;
    }
    return { ok: false, errors, values };
  }
  if (kind === 'callback') {
    const d = parsed.data as z.output<typeof callbackSchema>;
    return { ok: true, data: { kind, name: d.name.trim(), phone: d.phone, postcode: d.postcode, need: d.need, note: d.note } };
  }
  const d = parsed.data as z.output<typeof questionSchema>;
  // Only the blog's short form lets a blank name through; it is stored as no name at all.
  return {
    ok: true,
    data: { kind, name: isBlankName(d.name) ? null : d.name.trim(), email: d.email, question: d.question },
  };
}
