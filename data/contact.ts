import { officeOpeningHours, slowestTeamMinutes } from './business.ts';
import { questionAnswerTime } from './ask-the-expert.ts';
import { chargingSummary } from './prices.ts';

/** Content of /contact. Brand values (phone, e-mail, office address) come from configuration and the page template shows them. */

/** One sentence under the page heading. */
export const contactLead =
  'Call our emergency line at any hour, day or night, or get in touch during office hours about planned work, quotes and business accounts.';

/** '09:00' -> '9:00', as the office hours are written on the page. */
const shown = (time: string) => time.replace(/^0/, '');

/** The office's weekday times as the page writes them, e.g. '9:00 to 17:30' (from officeOpeningHours). */
const officeTimes = `${shown(officeOpeningHours.opens)} to ${shown(officeOpeningHours.closes)}`;

/** The office hours as the page lists them (the weekday row comes from officeOpeningHours). */
export const officeHours: readonly { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: officeTimes },
  { days: 'Saturday and Sunday', hours: 'Closed (emergency line open)' },
];

/** Questions people ask before they contact a locksmith. */
export const contactFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'How quickly can someone get to me?',
    answer: `Where we have a local team a locksmith is usually with you within ${slowestTeamMinutes} minutes. When you ring, we tell you an arrival time based on where the nearest free locksmith is, and we call you if that changes.`,
  },
  {
    question: 'Do you charge a call-out fee?',
    answer: `No. ${chargingSummary.callOut} ${chargingSummary.fixed} ${chargingSummary.hourly} Either way you get a written invoice for the job.`,
  },
  {
    question: 'Can I get a quote without a visit?',
    answer:
      'Yes. Tell us about the door, the lock and the problem, and we give you a free quote by phone before anyone sets off. If the locksmith finds something different when they arrive, they explain it and agree any change with you before doing the work.',
  },
  {
    question: 'What do I need to show when you arrive?',
    answer:
      "Photo ID and something that shows you live at the address or are entitled to get in, such as a utility bill, council tax letter, tenancy agreement or the owner's written permission. If your documents are locked inside, we check them once the door is open.",
  },
  {
    question: 'Can I book a visit at a set time for planned work?',
    answer:
      'Yes. For lock changes, upgrades, security surveys and other work that is not urgent, we book a date and time that suits you, including early mornings and evenings where we can. Call or e-mail during office hours to arrange it.',
  },
];

/**
 * The 'How to reach us' accordion: each way to contact us and what to expect from it. `needsForm`:
 * a way that is a form, shown only while the forms take questions (docs/decisions/038, 049).
 */
export const howToReach: readonly { question: string; answer: string; needsForm?: true }[] = [
  {
    question: 'By phone, day or night',
    answer:
      'The number at the top of this page is our emergency line. It is answered 24 hours a day, 365 days a year by our own dispatch team, not a call centre, so the person you speak to can give you a price and send a locksmith straight away.',
  },
  {
    question: 'By e-mail',
    answer:
      'E-mail is best for quotes on planned work, such as lock upgrades or a new set of locks after moving in. We reply within one working day during office hours; photos of the door and the lock help us quote accurately. For an emergency, please ring rather than e-mail.',
  },
  {
    question: 'Through Ask the Expert',
    answer: `If you have a question about locks or security rather than a job for us, such as which lock your insurer needs, send it through Ask the Expert. One of our locksmiths answers ${questionAnswerTime}.`,
    needsForm: true,
  },
  {
    question: 'Visiting our office',
    answer: `Our locksmiths spend the day out on jobs, so office visits are by appointment only, Monday to Friday between ${shown(officeOpeningHours.opens)} and ${shown(officeOpeningHours.closes)}. Please call first and we will arrange a time when the right person is in.`,
  },
  {
    question: 'For businesses and landlords',
    answer:
      'To open an account, plan regular maintenance or talk about a master key system, e-mail or call us during office hours. We will arrange for the right person to look at your buildings and give you a written quote.',
  },
];

/** The words of /contact around its lists; the title gets ' | {trading name}' added. */
export const contactPageCopy = {
  title: 'Contact Us: 24/7 Emergency Line',
  description: `Call our emergency line 24 hours a day, 365 days a year, e-mail us for a quote, or reach our office Monday to Friday, ${officeTimes}.`,
  eyebrow: 'Contact us',
  reachTitle: 'Get in touch',
  emergency: { title: 'Emergency line', text: 'Answered 24 hours a day, 7 days a week, 365 days a year.' },
  email: { title: 'E-mail', text: 'For quotes and planned work. For a lockout, call instead.' },
  office: { title: 'Office', text: 'Visits by appointment: please call first.' },
  hours: { title: 'Hours', emergencyDays: 'Emergency cover', emergencyHours: '24/7, 365 days a year' },
  questionsTitle: 'Before you get in touch',
  faqTitle: 'Frequently asked questions',
  reachFaqTitle: 'How to reach us',
  ctaTitle: 'Locked out right now?',
  ctaText: 'Do not wait for an e-mail reply. Call and a locksmith can be on the way in minutes.',
};
