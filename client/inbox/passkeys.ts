/**
 * The inbox's one script (built to dist/inbox/passkeys.js, never part of the public bundle): the
 * passkey buttons of the sign-in and enrolment pages. A click asks the server for options, lets
 * the browser and authenticator make or use the passkey, sends the answer back, then opens the
 * inbox. The words it shows come from the page (data attributes), so they live in data/inbox.ts.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** POSTs JSON to an inbox URL; the server answers JSON. */
async function post(url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? '{}' : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

async function ceremony(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const { passkey: mode, options: optionsUrl, finish: finishUrl, working } = button.dataset;
  const fail = (tooMany: boolean) => {
    status.textContent = (tooMany ? status.dataset.tooMany : status.dataset.failed) ?? '';
    button.disabled = false;
  };
  button.disabled = true;
  status.textContent = working ?? '';
  try {
    const optionsResponse = await post(optionsUrl!);
    if (!optionsResponse.ok) return fail(optionsResponse.status === 429);
    const { challengeId, options } = await optionsResponse.json();
    const response = mode === 'enrol' ? await startRegistration({ optionsJSON: options }) : await startAuthentication({ optionsJSON: options });
    const finished = await post(finishUrl!, { challengeId, response });
    if (!finished.ok) return fail(finished.status === 429);
    const { next } = await finished.json();
    window.location.assign(next);
  } catch {
    // Cancelled by the person, or no passkey on this device.
    fail(false);
  }
}

const button = document.querySelector<HTMLButtonElement>('button[data-passkey]');
const status = document.querySelector<HTMLElement>('[data-passkey-status]');
if (button && status) {
  button.addEventListener('click', () => void ceremony(button, status));
  button.disabled = false;
}
