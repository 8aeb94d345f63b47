import { useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { answerValues, rateLimitedMessage } from '../../shared/lead-answers.ts';
import { HONEYPOT_FIELD, LEAD_LIMITS } from '../../shared/lead-fields.ts';
import {
  type QuestionAnswer,
  questionProblemMessages,
  questionSubmittedMessage,
  questionSubmittedTitle,
  SUBMITTED_RESET_MS,
} from '../../shared/questions.ts';
import { notify } from '../notices.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { PhoneText } from './phone-text.tsx';
import { useLeadFormsOpen } from './call-instead.tsx';
import { useFocusOnAnswer } from '../answer-focus.ts';
import { ErrorSummary } from './error-summary.tsx';
import { fieldErrorHelpers } from './field-errors.tsx';

interface QuestionFormProps {
  /** The page whose route action takes the question (server/http/questions.ts). */
  action: '/ask-the-expert' | '/blog';
  /** The full form asks for a name too; the blog's inline form only for e-mail and question. */
  withName?: boolean;
  heading: string;
  intro?: string;
}

/**
 * The question form (docs/product.md §4, §5, §7 and §9). It posts to its page's route action.
 * Without JavaScript the page comes back with the answer: the confirmation, or status 400 with the
 * typed values kept and each error beside its field. With JavaScript a fetcher sends the same post
 * and the page stays put: the same errors show in place, or the fields clear, the button reads
 * 'Question Submitted' and is disabled, the notice shows, and after 5 seconds the button returns.
 * Any other answer keeps what was typed and names the page's number. While the site takes no forms
 * (docs/decisions/038) the card gives the number instead of the form.
 */
export function QuestionForm(props: QuestionFormProps) {
  return useLeadFormsOpen() ? <OpenQuestionForm {...props} /> : <ClosedQuestionForm heading={props.heading} />;
}

/**
 * While the site takes no forms (docs/decisions/038): the card keeps its heading and gives the
 * number. The page's hero already says when the line is answered (CallInstead in place of its
 * call-back button), so the card says what asking by phone costs instead of repeating that.
 */
function ClosedQuestionForm({ heading }: { heading: string }) {
  const id = useId();
  const { copy } = useSite();
  return (
    <section className="card question-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="call-instead">
        <PhoneText text={copy.forms.askByPhone} />
      </p>
    </section>
  );
}

/** Where the answer to a post lands: the form's address takes it as a fragment. */
const ANSWER_ID = 'question-answer';

/** Why a question was not taken, with the page's number. */
function problemText(answer: Exclude<QuestionAnswer, { status: 'sent' | 'closed' }>, phone: string): string {
  const text = answer.status === 'rate-limited' ? rateLimitedMessage(answer) : questionProblemMessages[answer.status];
  return text.replace('{phone}', phone);
}

function OpenQuestionForm({ action, withName = false, heading, intro }: QuestionFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<QuestionAnswer>();
  // The page's own action data is the answer to a post made without JavaScript.
  const pageAnswer = useActionData() as QuestionAnswer | undefined;
  const answer = fetcher.data ?? pageAnswer;
  const phone = usePagePhone();
  const { questionNotSent: notSentTitle, labels } = useSite().copy.forms;
  const [submitted, setSubmitted] = useState(false);
  // The answer takes the focus when it arrives (docs/decisions/043); the page's own lands by its fragment.
  const answerRef = useRef<HTMLDivElement>(null);
  useFocusOnAnswer(answerRef, fetcher.data);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'sent') {
      form.current?.reset();
      setSubmitted(true);
      notify('success', questionSubmittedTitle, questionSubmittedMessage);
    } else if (fetcher.data.status !== 'invalid' && fetcher.data.status !== 'closed') {
      notify('error', notSentTitle, problemText(fetcher.data, phone));
    }
  }, [fetcher.data, phone, notSentTitle]);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => setSubmitted(false), SUBMITTED_RESET_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const errors = answer?.status === 'invalid' ? answer.errors : {};
  // Whatever the answer, the form comes back with what was sent (the confirmation clears it).
  const values = answerValues(answer);
  const { field, error } = fieldErrorHelpers(id, errors, values);
  // The server stopped taking forms since this page was loaded.
  if (answer?.status === 'closed') return <ClosedQuestionForm heading={heading} />;

  return (
    <fetcher.Form
      ref={form}
      id="question-form"
      className="card question-form"
      method="post"
      // A post without JavaScript lands on the answer (docs/decisions/043).
      action={`${action}#${ANSWER_ID}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {answer?.status === 'sent' ? (
        <div ref={answerRef} id={ANSWER_ID} className="form-status form-status-ok" role="status" tabIndex={-1}>
          <strong>{`${questionSubmittedTitle}.`}</strong> {questionSubmittedMessage}
        </div>
      ) : answer?.status === 'invalid' ? (
        <ErrorSummary ref={answerRef} id={ANSWER_ID} formId={id} errors={errors} title={questionProblemMessages.invalid} />
      ) : answer ? (
        <div ref={answerRef} id={ANSWER_ID} className="form-status form-status-error" role="alert" tabIndex={-1}>
          {problemText(answer, phone)}
        </div>
      ) : null}
      {withName ? (
        <div className="field">
          <label htmlFor={`${id}-name`}>{labels.name}</label>
          <input {...field('name')} type="text" autoComplete="name" required maxLength={LEAD_LIMITS.name} />
          {error('name')}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{labels.email}</label>
        <input {...field('email')} type="email" autoComplete="email" required maxLength={LEAD_LIMITS.email} />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-question`}>{labels.question}</label>
        <textarea {...field('question')} rows={5} required maxLength={LEAD_LIMITS.question} />
        {error('question')}
      </div>
      {/* People never see this field; a bot that fills it is answered as if it had been heard. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary" disabled={submitted || fetcher.state !== 'idle'}>
        {submitted ? questionSubmittedTitle : fetcher.state !== 'idle' ? labels.sending : labels.submitQuestion}
      </button>
    </fetcher.Form>
  );
}
