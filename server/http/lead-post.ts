import { data, type RouterContextProvider } from 'react-router';
import type { FormValues, LeadRefusal } from '../../shared/lead-answers.ts';
import { HONEYPOT_FIELD } from '../../shared/lead-fields.ts';
import type { LeadService } from '../leads/index.ts';
import { type LeadKind, leadFieldsFrom, type ValidateOptions } from '../leads/validate.ts';
import { loadContextOf } from './load-context.ts';

type LeadMeta = Omit<Parameters<LeadService['submit']>[2], 'clientAddress'>;

interface LeadPost<Sent> {
  kind: LeadKind;
  /** What the form is about, read from its fields: stored with the lead. */
  meta: (form: FormData) => LeadMeta;
  /** The answer once the lead is stored (or a filled honeypot was answered as if it were). */
  sent: (form: FormData) => Sent;
  options?: ValidateOptions;
}

/**
 * The body of a lead form's route action (client/routes/call-back.server.ts, server/http/questions.ts),
 * the same with and without JavaScript. Every answer but the confirmation keeps what was sent, and
 * the page names its phone number beside it:
 * - 405 `closed` while the forms are closed (docs/decisions/038): the form is not even read;
 * - 413 `too-large` when the body was over the form's limits (server/http/form-body.ts);
 * - 503 `unavailable` without a lead service (the static export);
 * - 400 `invalid`, 429 `rate-limited` (with Retry-After) from the lead service;
 * - 500 `failed` when the lead store threw: logged without the visitor's details.
 */
export async function answerLeadPost<Sent extends { status: 'sent' }>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  post: LeadPost<Sent>,
) {
  const { leads, leadFormsOpen, clientAddress, bodyTooLarge, logger, log, counts, countable } = loadContextOf(context);
  const answer = (body: Sent | LeadRefusal, status: number, headers?: Record<string, string>) =>
    data<Sent | LeadRefusal>(body, headers ? { status, headers } : { status });
  if (!leadFormsOpen) return answer({ status: 'closed' }, 405, { Allow: 'GET, HEAD' });
  const form = await request.formData();
  const fields = leadFieldsFrom(form, post.kind);
  const values: FormValues = { ...fields };
  delete values[HONEYPOT_FIELD];
  if (bodyTooLarge) return answer({ status: 'too-large', values }, 413);
  if (!leads) return answer({ status: 'unavailable' }, 503);
  const meta = post.meta(form);
  let result: Awaited<ReturnType<LeadService['submit']>>;
  try {
    result = await leads.submit(post.kind, fields, { ...meta, clientAddress, ...(log ? { log } : {}) }, post.options);
  } catch (error) {
    (log ?? logger)?.error({ kind: post.kind, page: meta.page, error: describeFailure(error) }, 'lead not stored: the lead store failed');
    return answer({ status: 'failed', values }, 500);
  }
  switch (result.status) {
    case 'stored':
      // Counted for the page the form was on (server/counts); the lead itself is counted nowhere else.
      if (countable) counts?.record(post.kind === 'callback' ? 'callback_request' : 'question', meta.page, 'unknown');
      return answer(post.sent(form), 200);
    case 'spam':
      // A filled honeypot gets the same answer, so a bot learns nothing.
      return answer(post.sent(form), 200);
    case 'invalid':
      return answer({ status: 'invalid', errors: result.errors, values: result.values }, 400);
    case 'rate-limited':
      return answer({ status: 'rate-limited', values, retryAfterSeconds: result.retryAfterSeconds }, 429, {
        'Retry-After': String(result.retryAfterSeconds),
      });
  }
}

/**
 * An error as it may be logged beside a lead: its type, its code and its message with anything
 * quoted taken out (a database names the offending value in quotes), never its details or stack.
 */
export function describeFailure(error: unknown): { type: string; code?: string; message: string } {
  const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return {
    type: typeof name === 'string' ? name : typeof error,
    ...(typeof code === 'string' ? { code } : {}),
    // A quote left open (a message cut short) hides the rest.
    message: String(message ?? '')
      .replace(/(["'])(?:(?!\1).)*(\1|$)/gs, (_quoted, _quote, end: string) => (end ? '"…"' : '"…'))
      .slice(0, 200),
  };
}
