import { factSlots } from '../../server/views/fact-slots.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { contactFaqs, contactLead, contactPageCopy, howToReach, officeClosuresFrom, officeHours } from '../../data/contact.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { fillCopy } from '../../shared/text.ts';

export function loader({ context }: LoaderFunctionArgs) {
  // A way to reach us that is a form is listed only while the forms take questions (docs/decisions/049).
  const open = loadContextOf(context).leadFormsOpen;
  const ways = howToReach.filter((way) => open || !way.needsForm).map(({ question, answer }) => ({ question, answer }));
  // Closures coming up from the day the page is rendered; a cached page is rendered again the
  // next day (server/http/page-cache.ts), so a past closure never stays listed (docs/decisions/059).
  const officeClosures = officeClosuresFrom(new Date().toISOString().slice(0, 10));
  // What the page says about when the phones are answered, from the phone line's hours.
  return fillCopy({ copy: contactPageCopy, contactFaqs, contactLead, howToReach: ways, officeHours, officeClosures }, factSlots);
}
