import type { ServicePage } from '../../shared/types.ts';
import { grillePrices } from '../prices.ts';

export const page: ServicePage = {
  slug: 'security-grille-installation',
  title: 'Security Grille Installation',
  metaTitle: 'Security Grilles for Windows and Doors',
  description:
    'Fixed, retractable and removable security grilles for windows and doors, fitted with escape routes in mind and available to recognised security ratings.',
  intro: [
    'A security grille turns a vulnerable window or back door into a much harder target. Steel grilles are a sensible choice for ground-floor and basement windows, shop rear doors, stockrooms and any window that cannot be seen from the street. Our locksmiths measure, supply and fit fixed, retractable and removable grilles for homes and commercial premises, and fix them so they cannot simply be levered away from the wall.',
    'The one thing a grille must never do is trap people inside during a fire. Before we recommend a type, we look at which windows and doors are needed as escape routes and choose grilles that open quickly from inside wherever that matters. We give a free quote by phone, our technicians are {checked} and {insured}, and there are no hidden fees.',
  ],
  features: [
    {
      title: 'Measured to fit',
      description:
        'Each grille is matched to the measured size of your window or door opening, so there are no gaps to reach through or lever against.',
      icon: 'clipboard-check',
    },
    {
      title: 'Escape routes first',
      description: 'We identify escape windows and doors before anything else and fit only retractable or removable grilles on them.',
      icon: 'flame',
    },
    {
      title: 'Rated products',
      description: 'We can supply grilles tested to LPS 1175 or BS EN 1627 when your insurer or landlord asks for a certified rating.',
      icon: 'badge-check',
    },
    {
      title: 'Secure fixings',
      description: 'Grilles are fixed into sound masonry or the frame with security fixings that cannot be undone from outside.',
      icon: 'hammer',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every locksmith who fits grilles at your home or business is {checked}, {insured} and carries identification.',
      icon: 'user-check',
    },
  ],
  benefits: [
    'Free quote by phone before anyone sets off',
    'Escape routes checked before any grille is chosen',
    'Fixed, retractable and removable grilles priced per window',
    'Certified LPS 1175 and BS EN 1627 options available',
    'No hidden fees and a written invoice for every job',
  ],
  sections: [
    {
      kind: 'priced',
      id: 'grille-types',
      heading: 'Grille types and prices',
      intro:
        'Prices are per window and start from the figures below for a standard opening. Larger windows, doors and certified grilles cost more, and we confirm the price by phone before we set off.',
      options: [
        {
          title: 'Fixed grilles',
          description:
            'A permanent steel grille bolted across the opening. The strongest and simplest choice for windows that will never be needed as a way out.',
          price: grillePrices.fixed,
          unit: 'per window',
          points: ['Basements, stockrooms and rear windows', 'Never fitted to escape windows'],
        },
        {
          title: 'Retractable grilles',
          description:
            'A concertina grille that locks across the opening at night and folds neatly to one side during the day, clearing the window or door completely.',
          price: grillePrices.retractable,
          unit: 'per window',
          points: ['Shop doors, patio doors and escape windows', 'Unlocks and folds back from inside'],
        },
        {
          title: 'Removable grilles',
          description: 'A grille that locks into brackets fixed around the opening and lifts out from inside when you need the window clear.',
          price: grillePrices.removable,
          unit: 'per window',
          points: ['Windows that must stay openable', 'Discreet brackets when the grille is out'],
        },
      ],
      note: 'Grilles certified to LPS 1175 or BS EN 1627 are quoted individually, because the price depends on the rating and the size of the opening.',
    },
    {
      kind: 'prose',
      id: 'fire-escape',
      heading: 'Fire escape considerations',
      paragraphs: [
        'A grille must never block a means of escape. In a home, that usually means the windows of upstairs bedrooms and any room that relies on a window as its way out. In a business, it means the fire exits and every escape route your fire risk assessment identifies. We go through these with you before recommending anything.',
        'On escape windows and doors we fit only retractable or removable grilles that can be opened quickly from inside. Keep the key close to the grille but out of reach from outside, and make sure everyone in the household or on the staff knows where it is and can open the grille in the dark.',
        'In commercial premises, the person responsible for fire safety should review any grille on an escape route as part of the fire risk assessment. Where a grille sits behind a final exit door, it must be unlocked and fully open whenever the building is occupied, and the exit hardware on the door, such as a BS EN 1125 panic bar or a BS EN 179 emergency exit device, must still work as intended.',
      ],
    },
    {
      kind: 'lists',
      id: 'security-ratings',
      heading: 'Security ratings explained',
      intro:
        'Not every grille needs a certified rating, but an insurer or a commercial landlord may ask for one. These are the two standards you are most likely to meet.',
      lists: [
        {
          title: 'LPS 1175',
          items: [
            'A Loss Prevention Standard from the Loss Prevention Certification Board',
            'Tests resistance to attack with defined tool sets for set times',
            'Ratings range from opportunist attacks to heavy, determined ones',
            'Certified products are listed publicly by the certification body',
          ],
        },
        {
          title: 'BS EN 1627',
          items: [
            'European standard for burglar resistance of doors, windows, shutters and grilles',
            'Resistance classes from RC1 to RC6, higher meaning tougher',
            'Tests cover manual attack as well as static and dynamic loads',
            'The whole assembly is tested, including frame and fixings',
          ],
        },
        {
          title: 'What we check',
          items: [
            'Whether your insurer or landlord names a rating',
            'Which windows and doors are escape routes',
            'The condition of the masonry or frame for fixings',
            'Whether listed building consent or planning permission may be needed',
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Security grille questions',
      items: [
        {
          question: 'Will fitting grilles affect my insurance?',
          answer:
            'It may help, but only your insurer can say. Some commercial policies require grilles of a stated rating on certain windows or doors. Tell us what your insurer has asked for and we will supply grilles that meet it and record the details on your invoice.',
        },
        {
          question: 'Can I still open the window behind a grille?',
          answer:
            'Often, yes. When a grille is fitted inside the room, many windows can still be opened for air, and we check handle and hinge clearance before fixing. Retractable and removable grilles clear the opening completely when unlocked, which is why we use them on escape windows.',
        },
        {
          question: 'Do I need permission to fit grilles?',
          answer:
            'It depends on the building. A listed building may need consent for internal or external work, external grilles in a conservation area may need planning permission, and tenants and leaseholders should check with the landlord first. If in doubt, ask your local planning authority before we fit.',
        },
        {
          question: 'Can you fit a grille behind a door?',
          answer:
            'Yes. Retractable grilles are often fitted behind shop doors, patio doors and rear entrances. If the door is a fire exit, the grille must be unlocked and fully open whenever the building is occupied, and the exit hardware on the door must still work.',
        },
      ],
    },
  ],
};
