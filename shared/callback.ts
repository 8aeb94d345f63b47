import type { LeadRefusal } from './lead-answers.ts';
import { type CallbackNeed, DEFAULT_CALLBACK_NEED } from './lead-fields.ts';

/** What the call-back action answers, to the page without JavaScript and to the dialog with it. */
export type CallbackAnswer = { status: 'sent'; place: string | null } | LeadRefusal;

/** The 'Contact Request' notice texts (docs/product.md §7), shown once a request was stored. */
export const CONTACT_REQUEST_TITLE = 'Contact Request';

export function contactRequestMessage(place: string | null | undefined): string {
  return place
    ? `Thank you for your interest in our ${place} services. We'll call you back shortly.`
    : "Thank you for your interest. We'll call you back shortly.";
}

/** Services whose pages are about getting back in, or about changing locks. */
const LOCKOUT_SERVICES = ['emergency-lockout', 'emergency-locksmith', '24-hour-locksmith', 'non-destructive-entry'];
const LOCK_CHANGE_SERVICES = ['lock-replacement', 'upvc-specialists', 'security-upgrades', 'urgent-lock-repair', 'residential-locksmith'];

/** The need a call-back form preselects on a page: its own service's, else 'other'. */
export function needForPath(path: string): CallbackNeed {
  const segments = path.split('/').filter(Boolean);
  const service = segments.length === 2 ? segments[1]! : '';
  if (LOCKOUT_SERVICES.includes(service)) return 'lockout';
  if (LOCK_CHANGE_SERVICES.includes(service)) return 'lock-change';
  return DEFAULT_CALLBACK_NEED;
}
