import { useMatches } from 'react-router';
import { useSite } from './site-context.tsx';

/**
 * A route module can export `handle: PhoneHandle` to say which number its page calls: every page of
 * a place with a local number (data/business.ts; the server's localPhone()) calls that number.
 * Components outside the page (header, call bar, footer) use the deepest match's answer, so a
 * visitor never sees one number in the hero and another at the foot of the screen
 * (docs/decisions/027). Everywhere else it is the national number, SITE_PHONE.
 */
export interface PhoneHandle {
  localPhone: (data: unknown) => string | null | undefined;
}

function isPhoneHandle(handle: unknown): handle is PhoneHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PhoneHandle).localPhone === 'function';
}

export function usePagePhone(): string {
  const site = useSite();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    if (isPhoneHandle(match.handle) && match.loaderData !== undefined) {
      const phone = match.handle.localPhone(match.loaderData);
      if (phone) return phone;
    }
  }
  return site.phone;
}
