// `shared/` is this repository's top-level folder of code used by server and browser (docs/decisions/050).
import { hoursInWords } from '../../shared/hours.ts';
import { PhoneText } from './phone-text.tsx';
import { useSite } from '../site-context.tsx';

/**
 * What stands where a call-back or question form would be while the site takes no forms
 * (docs/decisions/038): the page's own number and when it is answered, in one sentence.
 */
export function CallInstead({ className = 'call-instead' }: { className?: string }) {
  const site = useSite();
  return (
    <p className={className}>
      <PhoneText text={site.copy.forms.callInstead.replace('{hours}', hoursInWords(site.business.lineHours))} />
    </p>
  );
}

/** Whether this page shows its forms (the server's leadFormsOpen, sent with every page). */
export function useLeadFormsOpen(): boolean {
  return useSite().leadFormsOpen;
}
