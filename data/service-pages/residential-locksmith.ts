import type { ServicePage } from '../../shared/types.ts';
import { slowestTeamMinutes } from '../business.ts';
import { residentialPrices } from '../prices.ts';

export const page: ServicePage = {
  slug: 'residential-locksmith',
  title: 'Residential Locksmith Services',
  metaTitle: 'Residential Locksmith for Homes',
  description:
    'Lock changes, repairs and security upgrades for homes, with a free quote by phone before we set off. {Checked}, {insured} locksmiths.',
  intro: [
    'Your front door lock does more work than almost anything else in the house, and it is usually the last thing anyone thinks about until a key snaps or a cylinder starts to stick. Our residential locksmiths repair, replace and upgrade locks on timber, uPVC and composite doors, as well as windows, patio doors, sheds and garages. We give you a free quote by phone before setting off, so you know the likely cost before anyone arrives.',
    'Every technician is {checked} and {insured}, and our vans carry common cylinders, mortice locks and uPVC mechanisms, so common repairs can be finished in a single visit. There are no hidden fees and {noCallOutSurge}: fixed job prices are the same at any hour, and hourly rates for evenings, weekends and nights are published in advance. When you are locked out we try non-destructive entry first, and when the job is done you receive a written invoice listing the parts fitted.',
  ],
  features: [
    {
      title: 'Free quote before we travel',
      description: 'Tell us about the door and the lock and we give you a clear price by phone before a locksmith sets off.',
      icon: 'phone',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every locksmith who visits your home is {checked} and {insured}, and carries identification you can ask to see at the door.',
      icon: 'user-check',
    },
    {
      title: 'Parts on the van',
      description:
        'Common cylinders, mortice locks and uPVC mechanisms travel on every van, so most repairs and replacements are finished in one visit.',
      icon: 'wrench',
    },
    {
      title: 'Quick to reach you',
      description: `We answer {whenWeAnswer}, and usually reach you within ${slowestTeamMinutes} minutes of your call wherever we have a local team.`,
      icon: 'clock',
    },
    {
      title: 'Locks to recognised standards',
      description: 'We fit BS 3621 mortice locks and anti-snap cylinders rated TS 007 3-star or Sold Secure SS312 Diamond.',
      icon: 'shield-check',
    },
  ],
  benefits: [
    'Free quote by phone before anyone sets off',
    'No hidden fees and {noCallOutSurge}',
    '{Checked}, {insured} locksmiths in every van',
    'Non-destructive entry tried first when you are locked out',
    'A {priceMatch} and a written invoice for every job',
  ],
  sections: [
    {
      kind: 'priced',
      id: 'starting-prices',
      heading: 'Starting prices for home locks',
      intro:
        'These are our starting prices for three lock types we fit in homes. The final figure depends on the door, the size of the lock and the finish you choose, and we confirm it by phone before we set off.',
      options: [
        {
          title: 'Deadbolt',
          description:
            'A deadlocking mortice lock set into the edge of a timber door, or a rim deadlock on its inside face: the bolt only moves with the key.',
          price: residentialPrices.deadbolt,
          unit: 'supplied and fitted',
          popular: true,
          points: ['Front and back timber doors', 'BS 3621 models for insurance', 'Sashlock or deadlock versions'],
        },
        {
          title: 'Knob lock',
          description: 'A knob set or tubular latch that holds an internal door shut, with an optional privacy turn for bathrooms and bedrooms.',
          price: residentialPrices.knobLock,
          unit: 'supplied and fitted',
          points: ['Bathrooms, bedrooms and home offices', 'Privacy and passage versions', 'Sized to existing holes where possible'],
        },
        {
          title: 'Smart lock',
          description:
            'A keyless lock opened by code, phone app or fingerprint, fitted to a suitable timber, uPVC or composite door. Most models keep a key override as a backup.',
          price: residentialPrices.smartLock,
          unit: 'installed',
          points: ['Code, app and fingerprint models', 'Guest codes for family and carers', 'Set up and tested with you'],
        },
      ],
      note: 'Starting prices include fitting. We quote the full price by phone first, with no hidden fees, and you receive a written invoice.',
    },
    {
      kind: 'lists',
      id: 'insurance-upgrades',
      heading: 'Home security upgrades for insurance',
      intro:
        'Many home insurance policies describe the locks they expect on final exit doors, often by naming BS 3621. Read your own policy wording first, then ask us to check your doors against it. These are the upgrades we fit.',
      lists: [
        {
          title: 'Timber front and back doors',
          items: [
            'BS 3621 five-lever mortice deadlock or sashlock',
            'BS 3621 rim automatic deadlatch on nightlatch doors',
            'Hinge bolts on doors with exposed hinges',
            'Door chain or viewer for checking callers',
          ],
        },
        {
          title: 'uPVC and composite doors',
          items: [
            'Anti-snap cylinder rated TS 007 3-star',
            'Sold Secure SS312 Diamond cylinder for higher protection',
            'TS 007 2-star security handles paired with a 1-star cylinder',
            'Replacement multipoint gearbox where the mechanism is worn',
          ],
        },
        {
          title: 'Windows, patio doors and outbuildings',
          items: [
            'Key-locking window handles and restrictors',
            'Anti-lift blocks and extra locks on sliding patio doors',
            'Closed-shackle padlocks and strong hasps for sheds and garages',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'moving-house-landlords',
      heading: 'Moving house and landlord lock changes',
      paragraphs: [
        'When you move into a home you cannot know how many keys are still held by previous owners, tenants, builders or neighbours. Changing the locks when you collect the keys is the simplest way to make sure only your household can get in. On most uPVC and composite doors this is a cylinder swap, which is quick and tidy.',
        'For landlords and letting agents we change locks between tenancies, after a lost key, or when a tenant leaves without returning every set. We can key several doors to one key, and your written invoice lists the locks changed and the number of keys handed over, which is useful for the property file.',
        'If you rent, check your tenancy agreement and speak to your landlord before changing locks. If you are worried that someone may try to get in and you feel in danger, call 999 first, then call us to secure the doors.',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Residential locksmith questions',
      items: [
        {
          question: 'Will a new lock satisfy my home insurance?',
          answer:
            'We cannot speak for your insurer, so start with your policy wording. If it names BS 3621, we fit locks that carry that mark, and for uPVC and composite doors we fit TS 007 3-star or SS312 Diamond cylinders. Your invoice lists what was fitted, which helps if you are asked later.',
        },
        {
          question: 'How can I tell if my cylinder could be snapped?',
          answer:
            'Look at the key end of the lock. If the cylinder sticks out past the handle and shows no Kitemark with stars or Sold Secure Diamond marking, it is probably a basic cylinder. We can check it and fit an anti-snap replacement, usually in the same visit.',
        },
        {
          question: 'Can the front and back doors use the same key?',
          answer:
            'Often, yes. We can fit keyed-alike cylinders so one key opens both doors, and on timber doors we can supply matching mortice locks where the makes allow it. Tell us which doors you want on one key when you call and we will confirm what is possible.',
        },
        {
          question: 'What happens if I am locked out?',
          answer: `Call us for a quote, then we aim to reach you within ${slowestTeamMinutes} minutes where we have a local team, and give you an honest arrival time anywhere else. Our locksmiths try non-destructive entry first, so the lock and door can often be left as they were. If a child or vulnerable person is inside and in danger, call 999.`,
        },
      ],
    },
  ],
};
