import type { LoaderFunctionArgs } from 'react-router';
import { contactFaqs, contactLead, contactPageCopy, howToReach, officeHours } from '../../data/contact.ts';
import { loadContextOf } from '../../server/load-context.ts';

export function loader({ context }: LoaderFunctionArgs) {
  // A way to reach us that is a form is listed only while the forms take questions (docs/decisions/049).
  const open = loadContextOf(context).leadFormsOpen;
  const ways = howToReach.filter((way) => open || !way.needsForm).map(({ question, answer }) => ({ question, answer }));
  return { copy: contactPageCopy, contactFaqs, contactLead, howToReach: ways, officeHours };
}
