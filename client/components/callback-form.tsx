import { type ComponentType, type ReactNode, type Ref, useId } from 'react';
import { Form, type FormProps } from 'react-router';
import type { CallbackAnswer } from '../../shared/callback.ts';
import { answerValues } from '../../shared/lead-answers.ts';
import { CALLBACK_NEED_LABELS, CALLBACK_NEEDS, type CallbackNeed, HONEYPOT_FIELD, LEAD_LIMITS } from '../../shared/lead-fields.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { fieldErrorHelpers } from './field-errors.tsx';

interface CallbackFormProps {
  /** The page the request is about (recorded with it). */
  from: string;
  /** Preselected need: the page's own service where it has one. */
  need: CallbackNeed;
  /** The last answer from the action: errors to show, values to keep. */
  answer?: CallbackAnswer | null;
  /** React Router's <Form> on the page, a fetcher's in the dialog. */
  FormComponent?: ComponentType<FormProps>;
  busy?: boolean;
  /**
   * The id the answer's element takes on the page (the error summary here, or the page's own
   * message), added to the form's address as a fragment: a post without JavaScript lands on it.
   */
  anchor?: string;
  /** Given to the error summary, so the page or dialog can move focus to it (client/answer-focus.ts). */
  summaryRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/**
 * The call-back request form: name, phone, optional postcode, what is needed and an optional note.
 * It posts to /call-back, whose route action stores the request (client/routes/call-back.server.ts).
 * The browser checks the required fields first; the server's errors appear beside their fields, and
 * any answer that was not the confirmation fills the fields in again with what was sent.
 */
export function CallbackForm({ from, need, answer, FormComponent = Form, busy = false, anchor, summaryRef, children }: CallbackFormProps) {
  const id = useId();
  const phone = usePagePhone();
  const { copy } = useSite();
  const labels = copy.forms.labels;
  const errors = answer?.status === 'invalid' ? answer.errors : {};
  // Whatever the answer, the form comes back with what was sent (the confirmation has no form).
  const values = answerValues(answer);
  const { field, error } = fieldErrorHelpers(id, errors, values);
  const chosen = (values.need as CallbackNeed | undefined) ?? need;

  return (
    // The page's address keeps `from`, so a form sent back with errors still knows where it came from.
    <FormComponent method="post" action={`/call-back?from=${encodeURIComponent(from)}${anchor ? `#${anchor}` : ''}`} className="callback-form">
      <ErrorSummary ref={summaryRef} id={anchor} formId={id} errors={errors} title={copy.forms.checkFields} />
      <input type="hidden" name="from" value={from} />
      <div className="field">
        <label htmlFor={`${id}-name`}>{labels.name}</label>
        <input {...field('name')} type="text" autoComplete="name" required maxLength={LEAD_LIMITS.name} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{labels.phone}</label>
        <input {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" required maxLength={LEAD_LIMITS.phone} />
        {error('phone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-postcode`}>
          {labels.postcode} <span className="optional">{labels.optional}</span>
        </label>
        <input {...field('postcode')} type="text" autoComplete="postal-code" autoCapitalize="characters" maxLength={LEAD_LIMITS.postcode} />
        {error('postcode')}
      </div>
      <fieldset id={`${id}-need`} className="field choices" aria-describedby={errors.need ? `${id}-need-error` : undefined}>
        <legend>{labels.need}</legend>
        {CALLBACK_NEEDS.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="need" value={option} defaultChecked={option === chosen} />
            {CALLBACK_NEED_LABELS[option]}
          </label>
        ))}
        {error('need')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          {labels.note} <span className="optional">{labels.optional}</span>
        </label>
        <textarea {...field('note')} rows={3} maxLength={LEAD_LIMITS.note} />
        {error('note')}
      </div>
      {/* People never see this field; a bot that fills it is answered as if it had been heard. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {children}
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? labels.sending : labels.requestCallback}
        </button>
        <a className="btn btn-secondary" href={telHref(phone)}>
          {labels.call.replace('{phone}', phone)}
        </a>
      </div>
    </FormComponent>
  );
}
