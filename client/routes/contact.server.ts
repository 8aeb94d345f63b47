import { officeOpeningHours } from '../../data/business.ts';
import { contactFaqs, contactLead, contactPageCopy, howToReach, officeHours } from '../../data/contact.ts';

export function loader() {
  return { copy: contactPageCopy, contactFaqs, contactLead, howToReach, officeHours, officeOpeningHours };
}
