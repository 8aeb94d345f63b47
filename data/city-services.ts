import type { IconName } from '../shared/icons.ts';
import type { PlaceWords } from '../shared/reach.ts';
import { chargingSummary, type Job } from './prices.ts';

/**
 * The six local service pages every city has, at /{city}/{slug} (docs/decisions/021). Each is
 * built from this content plus the city's own facts: name, region, response time, phone, prices.
 * `{city}` in a string is replaced with the place name.
 */
export interface CityService {
  slug: 'emergency-lockout' | 'lock-replacement' | 'key-cutting' | 'security-solutions' | 'upvc-specialists' | 'security-upgrades';
  /** Short card and breadcrumb label. */
  title: string;
  /** Heading of the local page: 'Emergency Lockout Service in {city}'. */
  heading: string;
  /**
   * One line for cards and meta descriptions. A promise only a team within reach can keep (work
   * done the same day) comes in two wordings (shared/reach.ts, docs/decisions/064).
   */
  summary: PlaceWords;
  icon: IconName;
  /**
   * The jobs of this service on the price lists (data/prices.ts), or the words shown instead of a
   * price. The page's heading and its cards quote the cheapest of these jobs on the place's list,
   * and name it (server/views/price-list.ts `cheapest`).
   */
  price: { jobs: readonly Job[] } | { text: string };
  /** The national service page this one is based on. */
  serviceSlug: string;
  intro: string[];
  /** What the visit includes. */
  included: string[];
  /** Questions people ask before booking this job. */
  faqs: { question: string; answer: string }[];
}

export const cityServices: readonly CityService[] = [
  {
    slug: 'emergency-lockout',
    title: 'Emergency Lockout',
    heading: 'Emergency Lockout Service in {city}',
    summary: 'Locked out? We get you back in, usually without damaging the lock.',
    icon: 'door-open',
    price: { jobs: ['lockout'] },
    serviceSlug: 'emergency-locksmith',
    intro: [
      'Being locked out is stressful at any hour, so the first thing we do is give you a clear price on the phone and an honest arrival time. A locksmith then heads to you in {city} directly; we do not pass jobs on to whoever happens to be free.',
      'Most doors open with non-destructive techniques such as picking, bypass tools or a letterbox tool, so there is nothing to replace afterwards. If a lock does have to be drilled, for example an anti-snap cylinder that has failed, we fit a new one of the same or better grade before we leave.',
    ],
    included: [
      'Free quote by phone before we set off',
      'Photo ID shown on arrival and proof of residence checked',
      'Non-destructive entry tried first',
      'Replacement lock fitted on the spot if one is needed',
      'Written invoice for your records or your insurer',
    ],
    faqs: [
      {
        question: 'Will you need to damage my door?',
        answer: 'Rarely. Most lockouts are opened without any damage. If drilling is the only option we explain why and agree the price first.',
      },
      {
        question: 'What if I am locked out of a rented home?',
        answer:
          'We can still let you in once we have seen proof that you live there, such as a tenancy agreement, a bill or your ID matching the address. Tell your landlord if a lock has to be changed.',
      },
      {
        question: 'I am in danger or someone is trapped inside. Should I call you?',
        answer: 'If anyone is at risk, call 999 first. The emergency services can force entry straight away; we can secure the door afterwards.',
      },
    ],
  },
  {
    slug: 'lock-replacement',
    title: 'Lock Replacement',
    heading: 'Lock Replacement and Lock Changes in {city}',
    summary: {
      withinReach: 'New locks after a move, lost keys or a break-in, fitted the same day.',
      beyondReach: 'New locks after a move, lost keys or a break-in, fitted on a day agreed when you call.',
    },
    icon: 'key',
    price: { jobs: ['lock-change', 'yale-lock', 'euro-cylinder', 'mortice-lock', 'upvc-lock'] },
    serviceSlug: 'residential-locksmith',
    intro: [
      'Changing the locks is the simplest way to be sure that nobody else holds a key: after moving house, losing a bunch of keys, a relationship ending or a tenant moving out. Our vans carry the common euro cylinders, mortice locks and nightlatches, so most changes in {city} are done in a single visit.',
      'For front and back doors we recommend locks that meet the standards insurers ask for: BS 3621 for mortice locks and nightlatches, and TS 007 3-star or Sold Secure Diamond cylinders for uPVC and composite doors.',
    ],
    included: [
      'Advice on what your insurer requires',
      'Euro cylinders, mortice locks, nightlatches and rim locks',
      'Keyed-alike locks so one key opens every door',
      'Old locks taken away and recycled',
    ],
    faqs: [
      {
        question: 'Do I need to replace the whole lock or just the cylinder?',
        answer:
          'On most uPVC and composite doors only the cylinder holds the key, so changing it is quick and affordable. Mortice locks are usually replaced as a whole unit.',
      },
      {
        question: 'Which locks does my home insurance need?',
        answer:
          'Many policies ask for a BS 3621 five-lever mortice lock on timber doors. Check your policy wording; we can fit and document the right lock.',
      },
    ],
  },
  {
    slug: 'key-cutting',
    title: 'Key Cutting',
    heading: 'Key Cutting and Spare Keys in {city}',
    summary: 'Spare keys cut for cylinders, mortice locks and most security keys.',
    icon: 'key',
    price: { jobs: ['key-cutting'] },
    serviceSlug: 'residential-locksmith',
    intro: [
      'We cut spare keys on site for the locks we fit and service, including euro cylinder, mortice and nightlatch keys. A locksmith can visit you in {city} while doing other work on your doors, so a lock change and a set of spares can be sorted in one appointment.',
      'Restricted-profile keys, which can only be copied with a registered card, are cut by the manufacturer; we arrange the order and fit the matching cylinders.',
    ],
    included: [
      'Keys cut and tested in the lock before we leave',
      'Restricted and registered key systems arranged',
      'Key-alike sets for several doors',
    ],
    faqs: [
      {
        question: 'Can you copy a key without the lock?',
        answer: 'For most standard keys, yes, from a good original. For restricted keys the manufacturer needs the registration card.',
      },
      {
        question: 'Is the price per key?',
        answer: `No. The key cutting price is for the visit and includes the first key; extra copies cost less each. ${chargingSummary.callOut}{callOutFeeSentence} We confirm the total by phone.`,
      },
    ],
  },
  {
    slug: 'security-solutions',
    title: 'Security Solutions',
    heading: 'Home and Business Security Solutions in {city}',
    summary: 'A free survey of doors and windows with a plain list of what to improve.',
    icon: 'shield-check',
    price: { text: 'Free survey' },
    serviceSlug: 'property-security',
    intro: [
      'A security survey looks at your property the way a burglar would: which doors and windows are hidden from the street, which locks can be snapped or slipped, and where a few changes make the biggest difference. We walk round with you and then give you a written list of options and prices for your {city} property.',
      'Typical improvements are anti-snap cylinders, window locks, door chains and viewers, London bars and hinge bolts for timber doors, and shutters or grilles for shops.',
    ],
    included: [
      'Walk-round survey of doors, windows and outbuildings',
      'Written recommendations with prices',
      'Standards explained: BS 3621, PAS 24, TS 007',
      'No obligation to go ahead',
    ],
    faqs: [
      {
        question: 'Is the survey really free?',
        answer: 'Yes. There is no charge and no obligation; you decide afterwards what, if anything, you want us to do.',
      },
      {
        question: 'Do you survey businesses too?',
        answer: 'Yes: shops, offices, surgeries and landlords. We also cover fire-exit hardware, master key systems and access control.',
      },
    ],
  },
  {
    slug: 'upvc-specialists',
    title: 'uPVC Door Specialists',
    heading: 'uPVC Door and Window Lock Repairs in {city}',
    summary: 'Multipoint locks, gearboxes and handles repaired or replaced.',
    icon: 'wrench',
    price: { jobs: ['upvc-mechanism', 'upvc-lock'] },
    serviceSlug: 'urgent-lock-repair',
    intro: [
      'When a uPVC or composite door will not lock, the handle drops or the key will not turn, the cause is usually the multipoint mechanism: the gearbox in the middle of the door or the hooks and rollers along its edge. We carry the common gearboxes and full mechanisms, so most doors in {city} are fixed in one visit.',
      'Doors that have dropped on their hinges put strain on the lock, so we adjust hinges and keeps as part of the repair to stop the fault coming back.',
    ],
    included: [
      'Gearbox and multipoint mechanism replacement',
      'Hinge and keep adjustment',
      'Handles, cylinders and letter plates',
      'Patio door and uPVC window locks',
    ],
    faqs: [
      {
        question: 'My door only locks if I lift the handle hard. Is it failing?',
        answer:
          'Usually the door has dropped or the gearbox is wearing. Getting it looked at early often means an adjustment rather than a new mechanism.',
      },
      {
        question: 'Can you match my existing mechanism?',
        answer: 'We identify the make and backset on site and fit a matching or compatible mechanism, so the door does not need new holes.',
      },
    ],
  },
  {
    slug: 'security-upgrades',
    title: 'Security Upgrades',
    heading: 'Anti-Snap Locks and Security Upgrades in {city}',
    summary: 'Anti-snap cylinders and British Standard locks to stop common break-ins.',
    icon: 'shield-check',
    price: { jobs: ['anti-snap'] },
    serviceSlug: 'property-security',
    intro: [
      'Lock snapping, where a weak euro cylinder is broken in seconds, is one of the most common ways into homes with uPVC and composite doors. An anti-snap cylinder rated TS 007 3-star or Sold Secure SS312 Diamond stops it, and fitting one takes minutes.',
      'We upgrade front and back doors across {city}, and can add secure handles, door chains, window locks and hinge bolts while we are there.',
    ],
    included: [
      'TS 007 3-star and Sold Secure Diamond cylinders',
      'Security handles with cylinder protection',
      'British Standard mortice locks for timber doors',
      'Keyed-alike options for convenience',
    ],
    faqs: [
      {
        question: 'How do I know if my cylinder is anti-snap?',
        answer:
          'Look for a kitemark and three stars, or a Sold Secure Diamond mark, on the face of the cylinder. If there are none, it is worth upgrading.',
      },
      {
        question: 'Will an upgrade affect my insurance?',
        answer: 'It can only help. Many insurers ask for TS 007 or BS 3621 locks; we give you an invoice naming the standard.',
      },
    ],
  },
];

export function cityServiceBySlug(slug: string): CityService | undefined {
  return cityServices.find((s) => s.slug === slug);
}
