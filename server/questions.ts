import { type ActionFunctionArgs, data } from 'react-router';
import type { QuestionAnswer } from '../shared/questions.ts';
import { leadFieldsFrom } from './leads/validate.ts';
import { loadContextOf } from './load-context.ts';

interface QuestionFormOptions {
  /** The page the form is on, recorded with the question. */
  page: '/ask-the-expert' | '/blog';
  /** The blog's inline form has no name field; the Ask the Expert form requires one. */
  nameOptional: boolean;
}

/**
 * The route action of a question form: the same code path for a post without JavaScript (the page
 * is rendered again with the answer: 400 with the errors beside their fields, 429 with the phone
 * number) and with it (the form's fetcher gets the same answer as data). The question is stored,
 * then delivered by the lead outbox (server/leads); logs never carry the sender's details.
 */
export function questionAction({ page, nameOptional }: QuestionFormOptions) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const { leads, clientAddress } = loadContextOf(context);
    const form = await request.formData();
    const fields = leadFieldsFrom(form, 'question');
    if (!leads) return data<QuestionAnswer>({ status: 'unavailable' }, { status: 503 });
    const result = await leads.submit('question', fields, { page, clientAddress }, { nameOptional });
    switch (result.status) {
      case 'stored':
      case 'spam':
        // A filled honeypot gets the same answer as a stored question, so a bot learns nothing.
        return data<QuestionAnswer>({ status: 'sent' }, { status: 200 });
      case 'invalid':
        return data<QuestionAnswer>({ status: 'invalid', errors: result.errors, values: result.values }, { status: 400 });
      case 'rate-limited':
        return data<QuestionAnswer>({ status: 'rate-limited' }, { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } });
    }
  };
}
