import type { ManagerProfile, TitledPoint } from '../shared/types.ts';
import { slowestTeamMinutes } from './business.ts';

/**
 * Content of /about. Brand values (trading name, phone, e-mail, address) come from configuration.
 * {years}, {customers} and {locksmiths} are the business's years trading, customers served and
 * locksmiths (data/business.ts reputation), and {places} the places with a local page (counted from
 * the location data), filled by the page's loader; a sentence or figure that states one
 * is left out where the page may not state it (a sample figure on a real origin, docs/decisions/049).
 */

/** The sentences under the page heading: the story in brief, shown with the story. */
export const aboutLead =
  'We began {years} years ago as one locksmith with one van in London. Today more than {locksmiths} of our own locksmiths work across the UK.';

/** The lead while the page has no story to tell: only what the site's own data says. */
export const aboutLeadWithoutStory =
  'Locksmiths across England, Scotland, Wales and Northern Ireland, with a page for each of the {places} places we cover.';

/**
 * 'Our story': how the business began and grew, and what has stayed the same. The shipped story is
 * the example business's (a founder, one van in London), so it is marked `sample` and shown only on
 * the sample site; write your own and set `sample: false`, or /about goes without the story.
 */
export const aboutStory: { sample: boolean; paragraphs: readonly string[] } = {
  sample: true,
  paragraphs: [
    'We started {years} years ago with a single van in London. Our founder took the calls, quoted each job before he set off and did the work himself, mostly lockouts and lock changes for people who had just moved in or lost their keys. Most of the early work came from neighbours, landlords and letting agents who had used us once and rang again.',
    'As the calls grew, we had a choice: pass the overflow to other firms, or hire and train our own people. We chose to hire. Every locksmith who wears our name is someone we have interviewed, DBS-checked, insured and trained to work the way we do, rather than a stranger on a subcontract whose work we never see. That takes longer, and it is the main reason we grew one area at a time rather than all at once.',
    `Today more than {locksmiths} locksmiths work with us. This site has a local page for each of the {places} cities, towns, suburbs and London districts we cover, across England, Scotland, Wales and Northern Ireland. We have helped more than {customers} customers. Emergency cover runs 24 hours a day, 365 days a year. Where we have a local team we aim to reach you within ${slowestTeamMinutes} minutes, and everywhere else we give you an honest arrival time before we set off.`,
    'Some things have not changed since the first van. Our own team answers the phone, not a call centre. We give you a price before anyone sets off, agree any change with you before doing extra work, and leave a written invoice for every job. When you are locked out, we try to open the door without damaging it before we think about drilling or replacing anything.',
  ],
};

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
      'We give you a free quote by phone before anyone sets off and publish our labour rates for every time of day. There are no hidden fees and no surge pricing, and we offer a price-match guarantee.',
    icon: 'pound',
  },
  {
    title: 'Respect for your home',
    description:
      'Our locksmiths are DBS-checked, fully insured and show ID when they arrive. We try non-destructive entry first, protect the floor where we work and take the old hardware away.',
    icon: 'house',
  },
  {
    title: 'Speed when it matters',
    description: `A lockout or a broken lock after a break-in cannot wait until morning, so our emergency line is staffed around the clock. Where we have a local team we aim to be with you within ${slowestTeamMinutes} minutes, and anywhere else we tell you honestly how long it will take.`,
    icon: 'timer',
  },
  {
    title: 'Doing it properly',
    description:
      'We fit locks to the standard your door and your insurer need, such as BS 3621 on a front door, and test them before we leave. Every job ends with a written invoice that lists the parts and the labour.',
    icon: 'clipboard-check',
  },
];

/**
 * 'Who runs the business': the managers /about introduces. The three shipped are example people
 * (made-up names), marked `sample`: shown only on the sample site. With none of your own, /about
 * leaves the section out.
 */
export const managementTeam: readonly ManagerProfile[] = [
  {
    name: 'Malcolm Ashworth',
    role: 'Founder and Managing Director',
    bio: 'Malcolm served a locksmith apprenticeship before starting the business with one van in London. He still sets our prices and signs off every new area we take on, and he reads any complaint that reaches the directors himself.',
    sample: true,
  },
  {
    name: 'Fiona Maguire',
    role: 'Operations Director',
    bio: 'Fiona runs the 24-hour dispatch desk that answers our emergency line and sends the nearest free locksmith to each job. She joined from a home-repair insurer, where she managed emergency call-outs, and she keeps the rotas that let each local team keep its promised arrival time.',
    sample: true,
  },
  {
    name: 'Isobel Prosser',
    role: 'Head of Training and Quality',
    bio: 'Isobel spent twelve years on the tools, specialising in uPVC and composite doors, before moving into training. She runs our apprenticeships, checks a sample of finished jobs each week against our own standards, and handles complaints from the first call to the final reply.',
    sample: true,
  },
];

/** The words of /about around its lists; the title gets ' | {trading name}' added. */
export const aboutPageCopy = {
  title: 'About Us: {years} Years of Local Locksmiths',
  /** The title where the years may not be stated. */
  titleWithoutYears: 'About Us: Our Local Locksmiths',
  description: 'How we grew from one van in London to the business we are today, what we stand for, and the team who run the business.',
  eyebrow: 'About us',
  storyTitle: 'Our story',
  valuesTitle: 'What we stand for',
  teamTitle: 'Who runs the business',
  teamIntro: 'The three people behind the dispatch desk, the training and the promise on every job.',
  ctaTitle: 'Locked out, or planning an upgrade?',
  ctaText: 'Call us any time for a free quote by phone, or read how we price our work before you do.',
};
