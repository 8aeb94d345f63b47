// `shared/` is this repository's top-level folder of code used by server and browser (docs/decisions/050).
import { hoursInWords } from '../../shared/hours.ts';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';

/**
 * What stands where a call-back or question form would be while the site takes no forms
 * (docs/decisions/038): the page's own number and when it is answered, in one sentence.
 */
export function CallInstead({ className = 'call-instead' }: { className?: string }) {
  const site = useSite();
  const phone = usePagePhone();
  return (
    <p className={className}>
      Please call us on <a href={telHref(phone)}>{phone}</a>: we answer {hoursInWords(site.business.lineHours)}.
    </p>
  );
}

/** Whether this page shows its forms (the server's leadFormsOpen, sent with every page). */
export function useLeadFormsOpen(): boolean {
  return useSite().leadFormsOpen;
}
