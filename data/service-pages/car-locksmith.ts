import type { PriceRow, ServicePage } from '../../shared/types.ts';
import { nationalPrices, servicesTeaser } from '../prices.ts';

/** The car work price list: the jobs of the /services teaser's 'Automotive' column, at their national prices. */
function automotivePrices(): PriceRow[] {
  const column = servicesTeaser.find((group) => group.title === 'Automotive');
  if (!column) throw new Error("data/prices.ts has no 'Automotive' column in servicesTeaser for the car locksmith page");
  // Only the car jobs the business prices; with none, the page leaves its price table out.
  return column.jobs.flatMap((job) => {
    const row = nationalPrices.find((price) => price.job === job);
    return row ? [{ service: row.service, price: row.price }] : [];
  });
}

const carPrices = automotivePrices();

export const page: ServicePage = {
  slug: 'car-locksmith',
  title: 'Car Locksmith Services',
  metaTitle: 'Car Locksmith: Lockouts, Keys and Ignitions',
  description:
    'Locked out of your car, keys lost or one snapped in the ignition? We open cars without damage and cut and program new keys. Free quote by phone.',
  intro: [
    'A car lockout rarely happens at a convenient time or place. Keys left on the seat, a fob that has stopped working, a key that snapped in the door or the ignition: each needs a slightly different job, and a locksmith who works on vehicles can usually tell which it is from a few questions on the phone.',
    'Our car locksmiths open locked cars with tools made for vehicle doors, so the lock, paintwork and seals are left as they were. Where the keys are lost or broken, they cut a replacement and program its transponder chip so the immobiliser accepts it. Before any of that, they check that the car is yours.',
  ],
  features: [
    {
      title: 'Entry without damage',
      description: 'Wedges, long-reach tools and lock decoders made for car doors, used with care for the paintwork, glass and weather seals.',
      icon: 'car',
    },
    {
      title: 'New keys cut and programmed',
      description:
        'A replacement key cut to match the locks and its chip programmed to the immobiliser, so it opens the doors and starts the engine.',
      icon: 'key',
    },
    {
      title: 'Broken keys removed',
      description: 'A key snapped in a door lock or the ignition is extracted without damaging the lock, then replaced with a new one.',
      icon: 'wrench',
    },
    {
      title: 'Ownership checked first',
      description: 'We ask for photo ID and the V5C logbook or a finance or lease agreement before we open a car or make a key for it.',
      icon: 'file-check',
    },
    {
      title: 'Price agreed by phone',
      description: 'Tell us the make, model and year and what has happened, and we give you a price before a locksmith sets off.',
      icon: 'phone',
    },
  ],
  benefits: [
    'Cars opened without harm to the lock, paintwork or seals',
    'Replacement keys cut and their transponders programmed',
    'Snapped keys removed from door locks and ignitions',
    '{Checked}, {insured} locksmiths with photo identification',
    'Free quote by phone and a written invoice',
  ],
  // A van at the kerb suits roadside work better than the template's front door.
  banner: { image: 'hero-town.svg', alt: 'Locksmith van parked on a town street' },
  sections: [
    {
      kind: 'cards',
      id: 'what-we-do',
      heading: 'What a car locksmith does',
      intro: 'Some jobs need two of these together: a car opened to get at the paperwork, then a key made.',
      cards: [
        {
          title: 'Lockouts',
          description:
            'Keys locked inside, or a door that will not open with the key. We open the car without damage and you drive away with your own keys.',
          icon: 'door-open',
        },
        {
          title: 'Lost or stolen keys',
          description:
            "A new key cut to the car's locks and programmed, and on request the lost keys removed from the car's memory so they no longer start it.",
          icon: 'key',
        },
        {
          title: 'Transponder programming',
          description: 'A spare key, or one whose chip has stopped being recognised, programmed to the immobiliser through the diagnostic socket.',
          icon: 'smartphone',
        },
        {
          title: 'Broken keys',
          description:
            'A blade snapped in the door lock, boot lock or ignition extracted in one piece where possible, and a new key made to replace it.',
          icon: 'wrench',
        },
        {
          title: 'Ignition repair',
          description:
            'An ignition barrel worn so that the key sticks or will not turn, repaired or replaced and matched to your key where the model allows.',
          icon: 'lock-keyhole',
        },
      ],
    },
    ...(carPrices.length
      ? [
          {
            kind: 'price-table' as const,
            id: 'prices',
            heading: 'Car locksmith prices',
            intro:
              'Starting prices. The final price depends on the job, the make, model and age of the car, the type of key and the time of day, and we agree it with you by phone before we set off.',
            rows: carPrices,
          },
        ]
      : []),
    {
      kind: 'lists',
      id: 'before-we-start',
      heading: 'Before we open a car or make a key',
      intro: 'These checks stop anyone using a locksmith to take a car that is not theirs, so expect them from any locksmith you call.',
      lists: [
        {
          title: 'What to have ready',
          items: [
            'Photo identification, such as a driving licence or passport',
            'The V5C registration certificate (logbook), or a finance or lease agreement in your name',
            "The car's registration, make, model and year",
            'Any remaining keys, even broken ones',
          ],
        },
        {
          title: 'What to tell us on the phone',
          items: [
            'Where the car is, and whether it is safe to wait beside it',
            'Whether the keys are inside, lost, stolen or broken',
            'Whether the key has buttons or the car starts with a push button',
            'Whether the paperwork is locked inside the car',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'dealer-or-locksmith',
      heading: 'When a dealer is the better choice',
      paragraphs: [
        'A mobile car locksmith saves you towing the car to a main dealer for most keys and most cars. Some recent models and high-security systems, though, need equipment or codes that only the manufacturer supplies. If your car is one of them, we say so on the phone rather than send a locksmith who cannot finish the job.',
        "Before you call anyone, check your breakdown cover and car insurance: some policies include lockouts or key replacement. And if a child or a vulnerable adult or animal is locked in the car and at risk, call 999 first; don't wait for a locksmith.",
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      heading: 'How a car locksmith callout works',
      steps: [
        {
          title: 'Tell us what has happened',
          text: 'Call with the make, model and year, where the car is and whether the keys are inside, lost or broken. We tell you what the job involves.',
        },
        {
          title: 'Agree the price',
          text: 'You get a price by phone before a locksmith sets off, and we explain what would change it, such as a key type we can only confirm on site.',
        },
        {
          title: 'Check ownership',
          text: 'On arrival our locksmith shows photo ID and checks yours with the logbook or agreement, once the car is open if the papers are inside.',
        },
        {
          title: 'Open, cut or program',
          text: 'We open the car, extract a broken key, cut a new key or program its chip, choosing the method that leaves the car as we found it.',
        },
        {
          title: 'Test and hand over',
          text: 'We check that every key opens the doors and starts the engine, and give you a written invoice for the work.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Car locksmith questions',
      items: [
        {
          question: 'Will opening my car damage it?',
          answer:
            'It should not. Car entry tools are made to open a door without touching the lock, and our locksmiths protect the paintwork and seals while they work. If a lock has already been damaged, for example by an attempted theft, we tell you before we start.',
        },
        {
          question: 'Can you make a key if I have lost every key to the car?',
          answer:
            'For most cars, yes: the key is cut to the locks and its chip programmed to the immobiliser on site. Some recent and high-security models need the manufacturer, and we tell you on the phone if yours is one of them.',
        },
        {
          question: 'What if my logbook is inside the locked car?',
          answer:
            'We can open the car first and check the paperwork before we cut or program any key. If we cannot satisfy ourselves that the car is yours, we will not make a key for it.',
        },
        {
          question: 'My key turns in the door but the car will not start. Why?',
          answer:
            'Usually the transponder chip in the key is not being recognised, because the key was cut but never programmed or the chip has failed. Reprogramming it, or programming a new key, normally fixes it. A flat car battery is the other common cause.',
        },
      ],
    },
  ],
};
