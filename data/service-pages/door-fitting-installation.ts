import type { ServicePage } from '../../shared/types.ts';

export const page: ServicePage = {
  slug: 'door-fitting-installation',
  title: 'Door Fitting & Installation',
  metaTitle: 'Door Fitting and Installation',
  description: 'Internal, external and specialised doors fitted by our locksmiths, with locks set up properly and a free quote by phone to start.',
  intro: [
    'A well-fitted door closes with a soft click, latches first time and locks without a shove. A badly fitted one drags, lets in draughts and wears out its lock long before it should. Our fitters measure carefully, hang doors square in their frames and fit locks and hardware that suit the door, so everything works smoothly from the first day.',
    'We fit external doors, internal doors and specialised doors such as fire doors and security doorsets. Because we are locksmiths as well as fitters, the locks are chosen and set up by someone who understands them, whether that is a BS 3621 mortice lock on timber or a TS 007 3-star cylinder on a multipoint door. Talk the job through by phone for a free quote, and you receive a written invoice at the end.',
  ],
  features: [
    {
      title: 'Accurate survey',
      description: 'We measure the opening, check the frame and floor levels, and note anything that affects the fit before a door is ordered.',
      icon: 'search',
    },
    {
      title: 'Locks fitted by locksmiths',
      description:
        'Every door leaves with its locks set up by a trained locksmith, aligned with their keeps so they engage cleanly and turn without force.',
      icon: 'lock',
    },
    {
      title: 'Security doorsets',
      description: 'PAS 24 doorsets for front and back entrances, tested against forced entry as a complete door, frame and lock assembly.',
      icon: 'shield-check',
    },
    {
      title: 'Fire doors',
      description:
        "Certified fire doors hung with the correct intumescent seals, closers and hinges, and gaps kept within the manufacturer's limits.",
      icon: 'flame',
    },
    {
      title: 'Tidy workmanship',
      description: 'Dust sheets down, the old door removed, the work area left clean, and every door tested in front of you before we leave.',
      icon: 'hammer',
    },
  ],
  benefits: [
    'Doors hung square, latching cleanly and locking without force',
    'Locks and hardware set up by trained locksmiths',
    'PAS 24 security doorsets and certified fire doors available',
    '{Checked}, {insured} fitters in your home',
    'Written invoice listing the door, locks and parts fitted',
  ],
  sections: [
    {
      kind: 'cards',
      id: 'door-types',
      heading: 'Door types we fit',
      intro: 'Most doors fall into one of three groups, each with its own priorities.',
      cards: [
        {
          title: 'External doors',
          description:
            'Front, back and side doors in timber, uPVC and composite, with multipoint locks or BS 3621 mortice locks, weather seals and letter plates as needed.',
          icon: 'door-closed',
        },
        {
          title: 'Internal doors',
          description:
            'Panel, flush and glazed doors for rooms and cupboards, trimmed to suit your floors and fitted with latches, handles and bathroom privacy locks.',
          icon: 'door-open',
        },
        {
          title: 'Specialised doors',
          description:
            'Fire doors such as FD30 and FD60 with closers and seals, steel security doors, PAS 24 doorsets, and doors with BS 8621 keyless egress locks for flats.',
          icon: 'shield-check',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'fitting-process',
      heading: 'How we fit your new door',
      intro: 'Every installation follows the same six steps, from the first measurement to the final handover.',
      steps: [
        {
          title: 'Survey and measure',
          text: 'We visit to measure the opening, check the frame, floor and walls for level, and talk through how the door is used, so the new door is ordered at the right size.',
        },
        {
          title: 'Choose your door',
          text: 'We help you pick the style, material, glazing, finish and locks, explaining where a PAS 24 or fire-rated door is needed and where a standard door will do.',
        },
        {
          title: 'Order and confirm',
          text: 'We order the door and hardware, confirm the price in writing and agree an installation date that suits you, whether that falls on a weekday or at the weekend.',
        },
        {
          title: 'Remove the old door',
          text: 'On the day, we lay dust sheets, take off the old door and its hardware carefully, and check the frame again, repairing or packing it where needed.',
        },
        {
          title: 'Fit and hang',
          text: 'The new door is trimmed, hung on the correct hinges and adjusted until it sits square, with even gaps all round and seals that close fully without binding.',
        },
        {
          title: 'Locks and handover',
          text: 'We fit and align the locks, handles and keeps, test every key and function with you, explain any care the door needs, and hand over the keys and a written invoice.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'standards',
      heading: 'Security and fire safety standards',
      paragraphs: [
        'For front and back doors, a PAS 24 doorset gives tested resistance to forced entry, because the door, frame, locks and glazing are tested together. New homes in England must meet Approved Document Q of the Building Regulations, and PAS 24 doorsets are the usual way to show that. For an existing home it is a sensible benchmark when you are replacing an entrance door anyway.',
        "Fire doors only work when the whole assembly is right: a certified door leaf, a suitable frame, intumescent strips and smoke seals, the correct hinges and a self-closing device. In flats, houses in multiple occupation and commercial buildings, fire doors are often required by the fire risk assessment. We fit them to the manufacturer's instructions, and can add BS 8621 keyless egress locks where a door on an escape route must open without a key.",
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Door fitting questions',
      items: [
        {
          question: 'Can you fit a door I have bought myself?',
          answer:
            'Yes, as long as it is the right size and type for the opening. Tell us the door measurements and material when you call, and we will confirm it suits the frame before we book. We can supply the locks and hardware, or fit the ones you have chosen.',
        },
        {
          question: 'Do I need a new frame as well as a new door?',
          answer:
            'Not always. If the existing frame is sound, square and the right size, we can often hang a new door in it. Rotten, split or badly distorted frames are better replaced, and PAS 24 and fire doorsets are designed to be fitted complete with their own frames.',
        },
        {
          question: 'Can you fit a fire door in my flat?',
          answer:
            "Yes. First check with your landlord, freeholder or managing agent, because flat entrance doors often form part of the building's fire strategy and may need a specific rating. We fit certified fire doors with the correct frame, seals, hinges and closer, following the manufacturer's instructions.",
        },
        {
          question: 'What locks will my new door have?',
          answer:
            'Locks that suit the door: BS 3621 mortice locks or nightlatches on timber entrance doors, multipoint mechanisms with TS 007 3-star or Sold Secure SS312 Diamond cylinders on uPVC and composite doors, and latches or privacy locks on internal doors.',
        },
      ],
    },
  ],
};
