import type { ServicePage } from '../../shared/types.ts';

export const page: ServicePage = {
  slug: 'commercial-locksmith',
  title: 'Commercial Locksmith Services',
  metaTitle: 'Commercial Locksmith for Businesses',
  description:
    'Commercial locksmiths for offices, shops and public buildings: master key systems, panic hardware, access control and shutter locks{commaDayAndNight}.',
  intro: [
    'A business door has two jobs at once: keep the wrong people out, and let staff, visitors and, in an emergency, everyone inside move freely. Our commercial locksmiths work on offices, shops, restaurants, surgeries, schools and public buildings, handling everything from a single replacement cylinder to a master key system across several floors.',
    'We answer business calls {whenWeAnswer}. You get a free quote by phone before we set off, {noCallOutSurge} and a written invoice for your accounts. Every technician is {checked} and {insured}, which matters when they are working in occupied premises.',
  ],
  features: [
    {
      title: 'Master key systems',
      description:
        'One key per person that opens exactly the doors they need, with restricted key sections that make unauthorised copies much harder to obtain.',
      icon: 'key',
    },
    {
      title: 'Fire exit hardware',
      description: 'Panic bars and emergency exit devices to BS EN 1125 and BS EN 179, fitted and adjusted so exits open with a single action.',
      icon: 'door-open',
    },
    {
      title: 'Access control',
      description: 'Keypads, fob and card readers and electric locks for a single door or a whole building, with users added and removed easily.',
      icon: 'fingerprint',
    },
    {
      title: 'Shop shutters',
      description: 'Repairs and replacement locks for roller shutters and grilles, including seized locks, shutter padlocks and lost shutter keys.',
      icon: 'store',
    },
    {
      title: 'Out-of-hours cover',
      description: 'Call-outs for break-ins, lockouts and failed locks{commaAtAnyHour}, with a quote by phone before a locksmith sets off.',
      icon: 'clock',
    },
  ],
  benefits: [
    'Work booked around your opening hours',
    '{Checked}, {insured} technicians on site',
    'Free quote by phone and a written invoice',
    '{NoCallOutSurge}{dayOrNight}',
    '{PriceMatch} on commercial lock work',
  ],
  sections: [
    {
      kind: 'cards',
      id: 'industries',
      heading: 'Industries We Serve',
      intro: 'Every type of premises has its own mix of doors, users and rules. These are the sectors we work with most.',
      cards: [
        {
          title: 'Office buildings',
          description: 'Master key systems, suite and floor access, comms room locks and keypad or fob entry for shared receptions.',
          icon: 'building',
        },
        {
          title: 'Retail',
          description: 'Shopfront locks, roller shutter lock repairs, stockroom security and urgent lock replacement after a break-in.',
          icon: 'store',
        },
        {
          title: 'Hospitality',
          description: 'Hotels, pubs and restaurants: back-of-house master keying, cellar and store locks, and panic hardware on public exits.',
          icon: 'hotel',
        },
        {
          title: 'Healthcare',
          description:
            'Surgeries, clinics and care homes: medicine room and records store locks, keypad doors and exit hardware that keeps escape simple.',
          icon: 'hospital',
        },
        {
          title: 'Education',
          description:
            'Schools, colleges and nurseries: suited key systems for staff, classroom locks, and emergency exit devices checked and adjusted.',
          icon: 'graduation-cap',
        },
        {
          title: 'Government',
          description:
            'Council offices, libraries and community buildings: restricted keys, access control and clear records of who holds which key.',
          icon: 'landmark',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'master-key-systems',
      heading: 'Master Key System Benefits',
      intro:
        'A master key system gives each person one key, cut to open only the doors they are meant to use, while managers carry a key that opens more. We plan the key hierarchy with you before anything is cut.',
      lists: [
        {
          title: 'For business owners and managers',
          items: [
            'Fewer keys to carry, issue and keep track of',
            'Staff reach their own areas without waiting for a keyholder',
            'A lost user key means changing a few cylinders, not every lock',
            'Room to extend the system as the business grows',
          ],
        },
        {
          title: 'For security and facilities teams',
          items: [
            'Restricted key sections make unauthorised copying harder',
            'A key register shows who holds which key',
            'Sensitive rooms kept off general staff keys',
            'Cylinders to BS EN 1303, or TS 007 on external doors',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'fire-exit-hardware',
      heading: 'Fire exit and panic hardware',
      paragraphs: [
        'Fire exits must open quickly from the inside, without a key, for anyone who needs to leave. Where members of the public use an exit and are unlikely to know the building, the usual choice is a panic exit device to BS EN 1125: a horizontal push bar or touch bar that releases when pushed anywhere along its length.',
        'Where only trained staff who know the building use the exit, an emergency exit device to BS EN 179, such as a lever handle or push pad, is often suitable. Your fire risk assessment should set out what each door needs. We supply and fit both types, replace worn or damaged devices, and adjust doors that have dropped so they close and latch properly.',
        'We can also add outside access devices so an exit can be opened from outside with a key, and exit alarms to discourage misuse of rear doors. A fire exit should never be padlocked or chained while the building is occupied.',
      ],
    },
    {
      kind: 'prose',
      id: 'access-control-shutters',
      heading: 'Access control and shop shutters',
      paragraphs: [
        'Access control replaces or supports keys with keypads, fobs, cards or phone credentials. It suits doors used by many people, such as main entrances, staff doors and stockrooms, because a lost fob can be cancelled instead of changing the lock. We fit standalone keypad locks for single doors and networked systems with electric strikes or maglocks for larger sites, wired so doors on escape routes release when the fire alarm sounds or the power fails.',
        'For shops, the roller shutter or grille is often the first thing a burglar tries. We repair and replace shutter locks, free seized locking mechanisms, fit ground locks and closed-shackle padlocks, and supply replacement shutter keys where the lock allows it. If you are considering new shutters or grilles, we can explain LPS 1175 and BS EN 1627 ratings and which level suits your premises.',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Commercial locksmith questions',
      items: [
        {
          question: 'Can you work outside our opening hours?',
          answer:
            'Yes. We answer {whenWeAnswer}, so lock changes, master key installations and hardware upgrades can be booked outside your opening hours to avoid disturbing staff and customers. We quote by phone before we set off.',
        },
        {
          question: 'Do we need to change every lock if a master key is lost?',
          answer:
            'It depends which key is lost. A single user key usually means changing only the cylinders it opens. A master or grand master key opens far more doors, so more cylinders may need changing or re-keying. We talk through the options and costs before doing any work.',
        },
        {
          question: 'Which fire exit device does our door need?',
          answer:
            'Your fire risk assessment should say. As a general guide, BS EN 1125 panic hardware suits exits used by the public, and BS EN 179 emergency exit devices suit exits used only by trained staff. We can look at the door and how the exit is used, then recommend a device.',
        },
        {
          question: 'Our premises were broken into overnight. What should we do?',
          answer:
            'If the intruder may still be inside or anyone is in danger, call 999. Otherwise report the break-in to the police and note the crime reference number, then call us. We secure the damaged doors, replace broken locks and give you a written invoice for your records and your insurer.',
        },
      ],
    },
  ],
};
