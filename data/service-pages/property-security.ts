import type { ServicePage } from '../../shared/types.ts';

export const page: ServicePage = {
  slug: 'property-security',
  title: 'Property Security Services',
  metaTitle: 'Property Security Surveys and Upgrades',
  description:
    'A practical security assessment for homes and businesses, followed by honest advice and locks and hardware fitted to recognised UK standards.',
  intro: [
    'Most break-ins happen through weak points that are easy to spot once you know where to look: a cylinder that can be snapped, a back door held only by a latch, a patio door that lifts out of its track. Our property security service starts with a walk round your home or business, door by door and window by window, to find those weak points before someone else does.',
    'You then get honest advice on what is worth changing and what can be left alone, with prices agreed before any work starts. We fit locks and hardware to recognised standards such as BS 3621, PAS 24 and TS 007, and explain what each upgrade does, so you can decide what is right for your property and your budget.',
  ],
  features: [
    {
      title: 'On-site assessment',
      description:
        'A locksmith checks every external door, window and outbuilding, noting lock types, door condition and how easily each could be forced.',
      icon: 'search',
    },
    {
      title: 'Clear recommendations',
      description: 'You get a plain list of suggested upgrades in order of priority, with a price for each and no pressure to do everything at once.',
      icon: 'clipboard-check',
    },
    {
      title: 'Anti-snap protection',
      description:
        'We replace vulnerable euro cylinders with TS 007 3-star or Sold Secure SS312 Diamond cylinders that resist snapping, picking and drilling.',
      icon: 'shield-check',
    },
    {
      title: 'Homes and businesses',
      description: 'The same careful approach for houses, flats, shops, offices and warehouses, with solutions matched to how each building is used.',
      icon: 'building',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every assessment and installation is carried out by {aChecked}, {insured} locksmith who explains each step as they go.',
      icon: 'user-check',
    },
  ],
  benefits: [
    'Weak points found before a burglar finds them',
    'Upgrades prioritised so you spend where it matters',
    'Locks and hardware fitted to recognised UK standards',
    'Prices agreed before any work starts',
    'Written invoice listing every lock and part fitted',
  ],
  sections: [
    {
      kind: 'steps',
      id: 'assessment',
      heading: 'Our four-step security assessment',
      intro: 'Every assessment follows the same four steps, whether we are looking at a flat or a warehouse.',
      steps: [
        {
          title: 'Evaluation',
          text: 'We walk round the property with you, checking doors, frames, windows, locks and outbuildings, and ask how the building is used, who holds keys and where you feel least secure.',
        },
        {
          title: 'Recommendation',
          text: 'We explain what we found in plain terms and suggest upgrades in order of priority, with a price for each, so you can choose what to do now and what can wait.',
        },
        {
          title: 'Implementation',
          text: 'Our locksmith fits the upgrades you have agreed, usually from stock carried on the van, tests every lock and handle, and shows you how anything new works.',
        },
        {
          title: 'Maintenance',
          text: 'Locks wear and doors move over time. We can return to lubricate and adjust mechanisms, check that everything still latches properly, and update your security as your needs change.',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'common-vulnerabilities',
      heading: 'Common vulnerabilities',
      intro: 'These are the weak points our assessments look for.',
      lists: [
        {
          title: 'Residential properties',
          items: [
            'Standard euro cylinders that are open to lock snapping',
            'Timber back doors secured only by a nightlatch',
            'Older sliding patio doors that can be lifted off their track',
            'Ground-floor windows without key-locking handles',
            'Sheds and garages with weak hasps, holding tools a burglar could use',
            'Spare keys left under mats or in plant pots',
          ],
        },
        {
          title: 'Commercial properties',
          items: [
            'Rear fire exits with worn or badly adjusted hardware',
            'Too many unrecorded keys in circulation',
            'Shutter locks that are seized or easily forced',
            'Staff doors left on the latch during busy periods',
            'Access fobs not cancelled when staff leave',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'security-solutions',
      heading: 'Our security solutions',
      intro: 'Depending on what the assessment finds, we may recommend some of the following.',
      cards: [
        {
          title: 'Anti-snap cylinders',
          description: 'TS 007 3-star and Sold Secure SS312 Diamond cylinders for uPVC, composite and aluminium doors.',
          icon: 'lock-keyhole',
        },
        {
          title: 'BS 3621 locks',
          description: 'Mortice deadlocks and nightlatches for timber doors, to the standard named in many home insurance policies.',
          icon: 'lock',
        },
        {
          title: 'Door reinforcement',
          description: 'Hinge bolts, London bars, Birmingham bars and door chains that strengthen doors and frames against forced entry.',
          icon: 'door-closed',
        },
        {
          title: 'Window and patio security',
          description: 'Key-locking handles and window restrictors, plus anti-lift devices and extra locks for sliding patio doors.',
          icon: 'house',
        },
        {
          title: 'Access control and master keys',
          description: 'Keypads, fobs and restricted master key systems that control who can enter which parts of a building.',
          icon: 'key',
        },
        {
          title: 'Safes',
          description: 'Safes graded to BS EN 1143-1, anchored to the floor or wall, for cash, documents and valuables.',
          icon: 'vault',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Property security questions',
      items: [
        {
          question: 'Is the assessment just a sales visit?',
          answer:
            'No. We point out what we find and recommend only what will make a real difference. Some doors need nothing at all. You decide what to go ahead with, and the price for each item is agreed before any work starts.',
        },
        {
          question: 'Will the upgrades lower my insurance premium?',
          answer:
            'We cannot promise that, because every insurer sets its own terms. What we can do is fit locks to the standards commonly named in policies, such as BS 3621, and give you a written invoice listing them. Ask your insurer whether the upgrades affect your cover or premium.',
        },
        {
          question: 'Do I need new doors to improve security?',
          answer:
            'Not usually. Many doors are sound and only let down by their locks or hardware. Replacing a cylinder, adding hinge bolts or fitting a reinforcing bar often makes a big difference. If a door or frame is rotten or badly damaged, we will tell you and can quote for a PAS 24 replacement.',
        },
        {
          question: 'Can you help after a burglary?',
          answer:
            'Yes. If the intruder may still be there or anyone is in danger, call 999 first. Once the police have attended, we secure damaged doors and windows, replace broken or compromised locks, and can carry out a full assessment so the same weakness cannot be used again.',
        },
      ],
    },
  ],
};
