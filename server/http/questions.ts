import type { ActionFunctionArgs } from 'react-router';
import { answerLeadPost } from './lead-post.ts';

interface QuestionFormOptions {
  /** The page the form is on, recorded with the question. */
  page: '/ask-the-expert' | '/blog';
  /** The blog's inline form has no name field; the Ask the Expert form requires one. */
  nameOptional: boolean;
}

/**
 * The route action of a question form: the same code path for a post without JavaScript (the page
 * is rendered again with the answer: 400 with the errors beside their fields, 429, 413 or 500 with
 * what was typed and the phone number) and with it (the form's fetcher gets the same answer as
 * data). The question is stored, then delivered by the lead outbox (server/leads); logs never
 * carry the sender's details (server/http/lead-post.ts).
 */
export function questionAction({ page, nameOptional }: QuestionFormOptions) {
  return (args: ActionFunctionArgs) =>
    answerLeadPost(args, {
      kind: 'question',
      meta: () => ({ page }),
      sent: () => ({ status: 'sent' as const }),
      options: { nameOptional },
    });
}
