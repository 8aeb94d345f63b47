/**
 * Props and error lines for a form whose action answers `{ errors, values }` (the call-back and
 * question forms): each field keeps what was sent, is marked invalid, and points at its error.
 */
export function fieldErrorHelpers(id: string, errors: Readonly<Record<string, string>>, values: Readonly<Record<string, string>>) {
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  return { field, error };
}
