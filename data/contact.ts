import { officeOpeningHours, slowestTeamMinutes } from './business.ts';
import { type OpeningHours, rowFor, upcomingClosures, WEEK, type Weekday } from '../shared/hours.ts';
import { usuallyAnswered } from './ask-the-expert.ts';
import { chargingSummary } from './prices.ts';

/** Content of /contact. Brand values (phone, e-mail, office address) come from configuration and the page template shows them. */

/** One sentence under the page heading. */
export const contactLead =
  'Call our emergency line {whenWeAnswer}, or get in touch during office hours about planned work, quotes and business accounts.';

/** '09:00' -> '9:00', as the office hours are written on the page. */
const shown = (time: string) => time.replace(/^0/, '');

/** What the table says of a day the office is shut. */
const closedText = 'Closed (emergency line open)';

/** 'Saturday', 'Saturday and Sunday', 'Monday to Friday': a run of days that follow each other. */
function runInWords(days: readonly Weekday[]): string {
  if (days.length === 1) return days[0]!;
  return days.length === 2 ? `${days[0]} and ${days[1]}` : `${days[0]} to ${days.at(-1)}`;
}

/**
 * The office's week as /contact's table lists it, from `officeOpeningHours`: every day of the
 * week, days in a row with the same times on one line ('Monday to Friday 9:00 to 17:30'), and the
 * days no row names as closed.
 */
function weekTable(hours: OpeningHours): { days: string; hours: string; open: boolean }[] {
  const timesOf = (day: Weekday) => {
    const row = rowFor(hours, day);
    return row ? `${shown(row.opens)} to ${shown(row.closes)}` : null;
  };
  const runs: { days: Weekday[]; times: string | null }[] = [];
  for (const day of WEEK) {
    const times = timesOf(day);
    const last = runs.at(-1);
    if (last && last.times === times) last.days.push(day);
    else runs.push({ days: [day], times });
  }
  return runs.map((run) => ({ days: runInWords(run.days), hours: run.times ?? closedText, open: run.times !== null }));
}

/** The office hours as the page's table lists them, a line for each run of days. */
export const officeHours: readonly { days: string; hours: string; open: boolean }[] = weekTable(officeOpeningHours);

/** The open days and times as a sentence says them: 'Monday to Friday, 9:00 to 17:30; Saturday, 9:00 to 13:00'. */
const officeTimes = officeHours
  .filter((row) => row.open)
  .map((row) => `${row.days}, ${row.hours}`)
  .join('; ');

/** How far ahead /contact lists the office's closures (docs/decisions/059). */
export const closuresShownDays = 90;

/** A closure's date as the page writes it, short enough for one line of the narrow hours card: 'Fri, 25 Dec 2026'. */
const closureDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The office's closures from `today` (an ISO date) to `closuresShownDays` days on, as /contact
 * lists them. The page asks with the day it is rendered; tests pass the day they need.
 */
export function officeClosuresFrom(today: string): { date: string; when: string; name: string }[] {
  return upcomingClosures(officeOpeningHours.closures, today, closuresShownDays).map((closure) => ({
    date: closure.date,
    when: closureDate.format(new Date(`${closure.date}T00:00:00Z`)),
    name: closure.name,
  }));
}

/** Questions people ask before they contact a locksmith. */
export const contactFaqs: readonly { question: string; answer: string }[] = [
  {
    question: 'How quickly can someone get to me?',
    answer: `Where we have a local team a locksmith is usually with you within ${slowestTeamMinutes} minutes. When you ring, we tell you an arrival time based on where the nearest free locksmith is, and we call you if that changes.`,
  },
  {
    question: 'Do you charge a call-out fee?',
    answer: `{callOutAnswer} ${chargingSummary.callOut} ${chargingSummary.fixed} ${chargingSummary.hourly} Either way you get a written invoice for the job.`,
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
    question: 'By phone{dayOrNight}',
    answer:
      'The number at the top of this page is our emergency line. It is answered {whenWeAnswer}{allYear}, and the person you speak to can give you a price and send a locksmith straight away.',
  },
  {
    question: 'By e-mail',
    answer:
      'E-mail is best for quotes on planned work, such as lock upgrades or a new set of locks after moving in. We reply within one working day during office hours; photos of the door and the lock help us quote accurately. For an emergency, please ring rather than e-mail.',
  },
  {
    question: 'Through Ask the Expert',
    answer: `If you have a question about locks or security rather than a job for us, such as which lock your insurer needs, send it through Ask the Expert. One of our locksmiths answers by e-mail${usuallyAnswered}.`,
    needsForm: true,
  },
  {
    question: 'Visiting our office',
    answer: `Our locksmiths spend the day out on jobs, so office visits are by appointment only during office hours (${officeTimes}). Please call first and we will arrange a time when the right person is in.`,
  },
  {
    question: 'For businesses and landlords',
    answer:
      'To open an account, plan regular maintenance or talk about a master key system, e-mail or call us during office hours. We will arrange for the right person to look at your buildings and give you a written quote.',
  },
];

/** The words of /contact around its lists; the title gets ' | {trading name}' added. */
export const contactPageCopy = {
  title: 'Contact Us: {allHours}Emergency Line',
  description: `Call our emergency line {whenWeAnswer}{allYear}, e-mail us for a quote, or reach our office ${officeTimes}.`,
  eyebrow: 'Contact us',
  reachTitle: 'Get in touch',
  emergency: { title: 'Emergency line', text: 'Answered {whenWeAnswer}{allYear}.' },
  email: { title: 'E-mail', text: 'For quotes and planned work. For a lockout, call instead.' },
  office: { title: 'Office', text: 'Visits by appointment: please call first.' },
  hours: {
    title: 'Hours',
    emergencyDays: 'Emergency cover',
    emergencyHours: '{whenWeAnswer}{allYear}',
    closuresTitle: 'Office closed on',
  },
  questionsTitle: 'Before you get in touch',
  faqTitle: 'Frequently asked questions',
  reachFaqTitle: 'How to reach us',
  ctaTitle: 'Locked out right now?',
  ctaText: 'Do not wait for an e-mail reply. Call and a locksmith can be on the way in minutes.',
};
