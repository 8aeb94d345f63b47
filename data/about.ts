import type { TitledPoint } from '../shared/types.ts';
import { slowestTeamMinutes } from './business.ts';

/**
 * Content of /about. Brand values (trading name, phone, e-mail, address) come from configuration.
 * {years}, {customers} and {locksmiths} are the business's years trading, customers served and
 * locksmiths (data/business.ts reputation), and {places} the places with a local page (counted from
 * the location data), filled by the page's loader; a sentence or figure that states one
 * is left out where the page may not state it (a sample figure on a real origin, docs/decisions/049).
 */

/** The lead while the page has no story to tell: only what the site's own data says. */
export const aboutLeadWithoutStory = 'Locksmiths across {areaInFull}, with a page for each of the {places} places we cover.';

/** The four headline figures, in this order. */
export const aboutStats: readonly { value: string; label: string }[] = [
  { value: '{locksmiths}+', label: 'Locksmiths' },
  { value: '{places}', label: 'Places covered' },
  { value: '{customers}+', label: 'Customers' },
  { value: '{years}', label: 'Years in business' },
];

/** 'What we stand for': four values with an icon each. */
export const aboutValues: readonly TitledPoint[] = [
  {
    title: 'Honest prices',
    description:
      'We give you a free quote by phone before anyone sets off and publish our labour rates for every time of day. There are no hidden fees and no surge pricing, and we offer a {priceMatch}.',
    icon: 'pound',
  },
  {
    title: 'Respect for your home',
    description:
      'Our locksmiths are {checked}, {insured} and show ID when they arrive. We try non-destructive entry first, protect the floor where we work and take the old hardware away.',
    icon: 'house',
  },
  {
    title: 'Speed when it matters',
    description: `A lockout or a broken lock after a break-in cannot wait, so our emergency line is staffed {whenWeAnswer}. Where we have a local team we aim to be with you within ${slowestTeamMinutes} minutes, and anywhere else we tell you honestly how long it will take.`,
    icon: 'timer',
  },
  {
    title: 'Doing it properly',
    description:
      'We fit locks to the standard your door and your insurer need, such as BS 3621 on a front door, and test them before we leave. Every job ends with a written invoice that lists the parts and the labour.',
    icon: 'clipboard-check',
  },
];

/** The words of /about around its lists; the title gets ' | {trading name}' added. */
export const aboutPageCopy = {
  title: 'About Us: {years} Years of Local Locksmiths',
  /** The title where the years may not be stated. */
  titleWithoutYears: 'About Us: Our Local Locksmiths',
  /** The description names only what the page holds: the story (`withStory`), the people (`withTeam`), or neither. */
  description: {
    withStory: 'How we grew to the business we are today, what we stand for, and the team who run the business.',
    withTeam: 'What we stand for, how we work, and the team who run the business.',
    plain: 'What we stand for, how we price and how we work, wherever we send a locksmith.',
  },
  eyebrow: 'About us',
  storyTitle: 'Our story',
  valuesTitle: 'What we stand for',
  teamTitle: 'Who runs the business',
  /** {count}: how many people the section shows, in words. */
  teamIntro: 'The {count} behind the dispatch desk, the training and the promise on every job.',
  ctaTitle: 'Locked out, or planning an upgrade?',
  ctaText: 'Call us{atAnyHour} for a free quote by phone, or read how we price our work before you do.',
};
