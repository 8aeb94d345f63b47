import { contactFaqs, contactLead, contactPageCopy, howToReach, officeHours, officeOpeningHours } from '../../data/contact.ts';

export function loader() {
  return { copy: contactPageCopy, contactFaqs, contactLead, howToReach, officeHours, officeOpeningHours };
}
