/** Query parameter the server's redirect sets after a form posted without JavaScript. */
export const questionStatusParam = 'question';

export type QuestionStatus = 'sent' | 'invalid' | null;

export function questionStatusFrom(url: URL): QuestionStatus {
  const value = url.searchParams.get(questionStatusParam);
  return value === 'sent' || value === 'invalid' ? value : null;
}

export const questionSubmittedTitle = 'Question Submitted';
export const questionSubmittedMessage = 'Our locksmith experts will get back to you soon!';
/** How long the submit button reads 'Question Submitted' before it returns to normal (docs/product.md §9). */
export const SUBMITTED_RESET_MS = 5000;
