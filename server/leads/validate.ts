/**
 * Validation of the lead forms (call-back requests and questions). No database here: the lead
 * service (server/leads/index.ts) validates with it, and the route actions (server/questions.ts,
 * client/routes/call-back.server.ts) read their form fields with `leadFieldsFrom`. Like all of
 * server/ it never reaches the browser (docs/decisions/001); the forms take their field names and
 * limits from shared/lead-fields.ts, the same ones this module checks.
 *
 * The rule: whatever the browser's own checks let through (`required`, `maxlength`,
 * `type="email"`) is accepted here too, so a visitor without JavaScript is never told off for
 * something their browser allowed. The server adds the checks a browser cannot make (a real UK
 * phone number and postcode) and refuses what a browser never sends from a single-line field
 * (line breaks, tabs and other control characters).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isValid as isValidPostcode, toNormalised as normalisePostcode } from 'postcode';
import { z } from 'zod';
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

const name = required(singleLine('Your name', LEAD_LIMITS.name), 'Enter your name.');

const phoneMessage = 'Enter a UK phone number, like 07911 123456 or 020 7946 0321.';
/** Numbers in the UK's +44 plan: Great Britain, Northern Ireland, Guernsey, Jersey, the Isle of Man. */
const UK_PLAN = new Set(['GB', 'GG', 'JE', 'IM']);
const phone = required(singleLine('Your phone number', LEAD_LIMITS.phone), 'Enter a phone number we can call you on.').transform((v, ctx) => {
  const parsed = parsePhoneNumberFromString(v, 'GB');
  if (!parsed?.isValid() || !parsed.country || !UK_PLAN.has(parsed.country)) {
    ctx.addIssue({ code: 'custom', message: phoneMessage });
    return z.NEVER;
  }
  return parsed.number;
});

const postcode = singleLine('Your postcode', LEAD_LIMITS.postcode).transform((v, ctx) => {
  const trimmed = v.trim();
  if (trimmed === '') return null;
  if (!isValidPostcode(trimmed)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a UK postcode, like SW1A 1AA, or leave it blank.' });
    return z.NEVER;
  }
  return normalisePostcode(trimmed)!;
});

const need = z
  .string()
  .transform((v) => (v === '' ? DEFAULT_CALLBACK_NEED : v))
  .pipe(z.enum(CALLBACK_NEEDS, { message: 'Choose what you need help with from the list.' }));

const note = textarea('Your note', LEAD_LIMITS.note).transform((v) => (v.trim() === '' ? null : v));

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
      .refine((v) => WHATWG_EMAIL.test(v), { message: 'Enter an e-mail address like name@example.com.', abort: true }),
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
  const trimmedName = d.name.trim();
  return {
    ok: true,
    data: { kind, name: trimmedName === '' && options.nameOptional ? null : trimmedName, email: d.email, question: d.question },
  };
}
