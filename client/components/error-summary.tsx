import { forwardRef } from 'react';

interface ErrorSummaryProps {
  /** The form's useId(): each field's id is `${formId}-${name}` (field-errors.tsx). */
  formId: string;
  /** Field name to its message, in the order the fields come. */
  errors: Readonly<Record<string, string>>;
  title: string;
  /** The answer's place on the page: the fragment a post without JavaScript lands on. */
  id?: string;
}

/**
 * Heads a form sent back with fields to correct: what to do, and a link to each field with its
 * message. An alert, so it is read out when it appears; focusable, so the form can move focus to
 * it after a submit with JavaScript (useFocusOnAnswer) and the visitor starts from the list.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ formId, errors, title, id }, ref) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} id={id} className="form-alert error-summary" role="alert" tabIndex={-1}>
      <p className="error-summary-title">{title}</p>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${formId}-${name}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
