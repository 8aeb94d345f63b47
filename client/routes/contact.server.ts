import { contactFaqs, contactLead, howToReach, officeHours, officeOpeningHours } from '../../data/contact.ts';

export function loader() {
  return { contactFaqs, contactLead, howToReach, officeHours, officeOpeningHours };
}
