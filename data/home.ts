import type { HoursWords } from '../shared/hours.ts';
import type { IconName } from '../shared/icons.ts';

/**
 * Content of the home page (docs/product.md §2, 'Home'). Brand values come from configuration;
 * the page speaks to the business's home team (the business file's `homeTeam`, by default its first
 * team): {home} is that place's name and {minutes} its response time. A claim about when we answer
 * is given in two wordings (HoursWords), and the loader keeps the one true of the phone line's
 * hours; {dayOrNight} is ', day or night' only while the line is open round the clock.
 */
export const homeHero = {
  heading: '{home} Locksmith',
  lead: 'Locked out, lost your keys or had a break-in? A local locksmith can be at your door in about {minutes} minutes across {home}{dayOrNight}.',
  claims: [
    'Response in about {minutes} minutes across {home}',
    '{Checked}, {insured} locksmiths',
    { roundTheClock: 'Open 24 hours a day, 7 days a week, 365 days a year', otherHours: 'Phones answered {hours}' } satisfies HoursWords,
    'Free no-obligation quote and no hidden fees',
  ],
  image: { src: 'hero-door.svg', width: 960, height: 720, alt: 'A navy front door fitted with a new euro-cylinder lock' },
} as const;

export interface ServiceCard {
  title: string;
  description: string;
  /** Icon name from client/components/icon.tsx. */
  icon: IconName;
  link: string;
}

export const homeServiceCards: readonly ServiceCard[] = [
  {
    title: 'Emergency Lockouts',
    description: 'Locked out of your home or business? We open most doors without damage and without drilling the lock.',
    icon: 'door-open',
    link: '/services/emergency-locksmith',
  },
  {
    title: 'Residential Locks',
    description: 'Lock changes after a move or a lost key, British Standard BS 3621 locks and anti-snap cylinder upgrades.',
    icon: 'house',
    link: '/services/residential-locksmith',
  },
  {
    title: 'Commercial Security',
    description: 'Master key systems, access control and fire-exit hardware for offices, shops and landlords.',
    icon: 'building',
    link: '/services/commercial-locksmith',
  },
  {
    title: 'Smart Locks',
    description: 'Keypad, fingerprint and app-controlled locks fitted, set up and explained before we leave.',
    icon: 'smartphone',
    link: '/services/smart-lock-installation',
  },
];

/** The home page's grid of thirteen cities (docs/product.md §2), in the order it shows them; each slug must exist in data/cities.ts. */
export const homeCitySlugs = [
  'london',
  'birmingham',
  'manchester',
  'liverpool',
  'leeds',
  'glasgow',
  'bradford',
  'sheffield',
  'edinburgh',
  'bristol',
  'newcastle-upon-tyne',
  'nottingham',
  'swansea',
] as const;

/**
 * The home page's own words around the lists above. {score}, {outOf} and {reviews} are the
 * headline rating, {home} the home team's place and {minutes} its response time (the business file); the page title gets ' | {trading name}' added.
 */
export const homeCopy = {
  /** {andArea}: ' and the UK', ' and Wales', or nothing where the area served is the home team's place alone. */
  title: { roundTheClock: '24/7 Locksmiths in {home}{andArea}', otherHours: 'Locksmiths in {home}{andArea}' } satisfies HoursWords,
  description: {
    roundTheClock:
      'Locked out in {home}? {checked} locksmiths at your door in about {minutes} minutes, 24/7. Rated {score}/5 from {reviews} reviews. Free quotes, no hidden fees.',
    otherHours:
      'Locked out in {home}? {checked} locksmiths at your door in about {minutes} minutes. Rated {score}/5 from {reviews} reviews. Free quotes, no hidden fees.',
  } satisfies HoursWords,
  eyebrow: { roundTheClock: '24/7 emergency locksmiths', otherHours: 'Emergency locksmiths' } satisfies HoursWords,
  servicesTitle: 'How we can help',
  servicesIntro: 'From a late-night lockout to a full security upgrade, one call covers it.',
  reviewsTitle: 'What our customers say',
  reviewsIntro: 'Rated {score} out of {outOf} from {reviews} reviews.',
  teamTitle: 'Meet our technicians',
  teamIntro: 'Every locksmith is {checked}, {insured} and carries photo ID.',
  /** {area}: the area served ('the UK', 'Wales'). */
  citiesTitle: 'Locksmiths across {area}',
  citiesIntro: 'Pages for these cities and the towns around them, with local prices and how soon we can reach you.',
  citiesMore: 'See every area we cover',
  ctaTitle: 'Locked out or need a lock changed today?',
  ctaText: {
    roundTheClock: 'Call now and a {home} locksmith can be with you in about {minutes} minutes, any hour of the day.',
    otherHours: 'Call now and a {home} locksmith can be with you in about {minutes} minutes.',
  } satisfies HoursWords,
};
