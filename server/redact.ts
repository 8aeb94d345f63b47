/** Query parameters that may carry personal data: never written to a log (privacy policy). */
const PRIVATE_PARAMS = ['postcode'];

/** The URL as it may be logged: the value of each private parameter replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of PRIVATE_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}
