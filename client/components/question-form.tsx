import { useEffect, useId, useState, type FormEvent } from 'react';
import { questionSubmittedMessage, questionSubmittedTitle, SUBMITTED_RESET_MS, type QuestionStatus } from '../../shared/questions.ts';
import { notify } from '../notices.ts';

const invalidMessage = 'Please fill in every field, with a valid e-mail address, and send your question again. If it keeps failing, call us.';

interface QuestionFormProps {
  /** The page the form posts to when JavaScript is off (the server redirects back). */
  action: '/ask-the-expert' | '/blog';
  /** The full form asks for a name too; the blog's inline form only for e-mail and question. */
  withName?: boolean;
  /** What the server said after a no-JavaScript submit, from the URL. */
  status?: QuestionStatus;
  heading: string;
  intro?: string;
}

/**
 * The question form (docs/product.md §4, §5 and §7). The browser checks the required fields and the
 * e-mail format before a submit happens at all. With JavaScript the question is posted with
 * fetch and the page stays put: once the server accepts it the fields clear, the button reads 'Question Submitted' and is disabled, the notice shows,
 * and after 5 seconds the button returns to normal.
 */
export function QuestionForm({ action, withName = false, status = null, heading, intro }: QuestionFormProps) {
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), SUBMITTED_RESET_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) body.append(key, String(value));
    let sent = false;
    setSending(true);
    try {
      const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
      sent = response.ok;
    } catch {
      // Offline or the server is unreachable: say so below, keep what was typed.
    }
    setSending(false);
    if (!sent) {
      notify('error', 'Your question was not sent', invalidMessage);
      return;
    }
    form.reset();
    setSubmitted(true);
    notify('success', questionSubmittedTitle, questionSubmittedMessage);
  }

  return (
    <form id="question-form" className="card question-form" method="post" action={action} onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {status === 'sent' ? (
        <p className="form-status form-status-ok" role="status">
          <strong>{questionSubmittedTitle}.</strong> {questionSubmittedMessage}
        </p>
      ) : status === 'invalid' ? (
        <p className="form-status form-status-error" role="alert">
          {invalidMessage}
        </p>
      ) : null}
      {withName ? (
        <div className="field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required maxLength={200} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-question`}>Your question</label>
        <textarea id={`${id}-question`} name="question" rows={5} required maxLength={5000} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={submitted || sending}>
        {submitted ? questionSubmittedTitle : 'Submit Question'}
      </button>
    </form>
  );
}
