import type { RequestHandler } from 'express';
import type { PageForm } from '../../client/routes.tsx';
import { CALLBACK_NEEDS, FROM_FIELD, HONEYPOT_FIELD, LEAD_LIMITS, PAGE_PATH_LIMIT } from '../../shared/lead-fields.ts';

/** A field a form sends, and the longest value a browser lets it send. */
export interface PostedField {
  name: string;
  /** Characters as the field's `maxlength` counts them (UTF-16 code units; a textarea's line break is one). */
  limit: number;
  /** The most bytes one such character takes in the body, percent-encoded. */
  encodedPerChar: number;
  textarea?: true;
}

/**
 * Any text: one UTF-16 code unit is at most 3 bytes of UTF-8, each sent as `%XX`. A textarea's line
 * break, one character to `maxlength`, is sent as `%0D%0A`: 6 bytes, within the same bound.
 */
const ANY_TEXT = 9;
/** A page path: `/` is sent as `%2F`, letters, digits and `-` as they are. */
const PATH = 3;

const text = (name: string, limit: number, textarea?: true): PostedField => ({
  name,
  limit,
  encodedPerChar: ANY_TEXT,
  ...(textarea ? { textarea } : {}),
});
// People never see the honeypot, so a legal post sends it empty.
const honeypot: PostedField = { name: HONEYPOT_FIELD, limit: 0, encodedPerChar: 0 };

const callbackForm: readonly PostedField[] = [
  { name: FROM_FIELD, limit: PAGE_PATH_LIMIT, encodedPerChar: PATH },
  text('name', LEAD_LIMITS.name),
  text('phone', LEAD_LIMITS.phone),
  text('postcode', LEAD_LIMITS.postcode),
  // Its values are lower-case words joined by '-', sent as they are.
  { name: 'need', limit: Math.max(...CALLBACK_NEEDS.map((need) => need.length)), encodedPerChar: 1 },
  text('note', LEAD_LIMITS.note, true),
  honeypot,
];

const questionForm = (withName: boolean): readonly PostedField[] => [
  ...(withName ? [text('name', LEAD_LIMITS.name)] : []),
  text('email', LEAD_LIMITS.email),
  text('question', LEAD_LIMITS.question, true),
  honeypot,
];

/**
 * The fields each form sends (client/components/callback-form.tsx, question-form.tsx), by the name
 * a page's route gives its form (`action` in client/routes.tsx). Typed by that name, so a form a
 * route names but nobody listed, or a listed form no route can name, fails the typecheck.
 */
export const postedForms: Readonly<Record<PageForm, readonly PostedField[]>> = {
  'call-back': callbackForm,
  question: questionForm(true),
  'question-without-name': questionForm(false),
};

/**
 * The largest body a browser can send from the form, filled to every field's `maxlength` with the
 * widest characters: `name=value` pairs joined by `&`. A bigger body did not come from the form as
 * the visitor saw it.
 */
export function formBodyLimit(fields: readonly PostedField[]): number {
  const pairs = fields.map((field) => encodeURIComponent(field.name).length + 1 + field.limit * field.encodedPerChar);
  return pairs.reduce((sum, bytes) => sum + bytes, 0) + fields.length - 1;
}

/** At most this many `name=value` pairs are read; more answer 413 like a body too long. */
const PARAMETER_LIMIT = 12;

/**
 * `value` cut to `limit` characters as `maxlength` counts them (UTF-16 code units; in a textarea a
 * CR LF line break is one), never between the two halves of a surrogate pair or of a CR LF.
 */
export function clipToLimit(value: string, limit: number, textarea = false): string {
  let counted = 0;
  let end = 0;
  while (end < value.length) {
    const code = value.charCodeAt(end);
    const next = value.charCodeAt(end + 1);
    const lineBreak = textarea && code === 0x0d && next === 0x0a;
    const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const width = pair ? 2 : 1;
    if (counted + width > limit) break;
    counted += width;
    end += lineBreak || pair ? 2 : 1;
  }
  return value.slice(0, end);
}

const httpError = (status: number, message: string) => Object.assign(new Error(message), { status, expose: true });

/**
 * The body parser of one form's page (and its data path). It reads `application/x-www-form-urlencoded`
 * in UTF-8 into `req.body`, the first value of each field. Its limit is the form's own
 * (formBodyLimit), so the longest post the form allows, in any script, is always taken.
 *
 * A body over the limit, or with more than 12 fields, is not refused with a bare error: the body is
 * read to its end (the connection stays usable) but only the first `limit` bytes are kept, the
 * `name=value` pairs that arrived whole are parsed, each is clipped to its field's limit, and
 * `res.locals.formTooLarge` is set. The route action then answers 413 with the form filled in
 * again (server/http/lead-post.ts). Another charset or a compressed body is refused with 415; another
 * content type leaves the body unread, as an empty form.
 */
export function formBody(fields: readonly PostedField[]): RequestHandler {
  const limit = formBodyLimit(fields);
  const byName = new Map(fields.map((field) => [field.name, field]));
  return (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) return next();
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return next(httpError(415, `unsupported charset "${charset}"`));
    const encoding = (req.get('content-encoding') ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return next(httpError(415, `unsupported content encoding "${encoding}"`));

    const chunks: Buffer[] = [];
    let kept = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      if (kept + chunk.length > limit) {
        chunks.push(chunk.subarray(0, limit - kept));
        over = true;
        return;
      }
      chunks.push(chunk);
      kept += chunk.length;
    });
    req.once('error', (error) => next(Object.assign(error, { status: 400, expose: true })));
    req.once('end', () => {
      const pairs = Buffer.concat(chunks).toString('utf8').split('&');
      // Cut off at the limit, the last pair may be incomplete: only whole pairs are kept.
      if (over) pairs.pop();
      if (pairs.length > PARAMETER_LIMIT) {
        over = true;
        pairs.length = PARAMETER_LIMIT;
      }
      const body = new Map<string, string>();
      for (const [name, value] of new URLSearchParams(pairs.join('&'))) {
        if (body.has(name)) continue;
        const field = byName.get(name);
        body.set(name, over && field ? clipToLimit(value, field.limit, field.textarea) : value);
      }
      req.body = Object.fromEntries(body);
      if (over) res.locals.formTooLarge = true;
      next();
    });
  };
}
