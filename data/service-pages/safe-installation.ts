import type { ServicePage } from '../../shared/types.ts';
import { keySafePrice, safePrices } from '../prices.ts';

export const page: ServicePage = {
  slug: 'safe-installation',
  title: 'Safe Installation',
  metaTitle: 'Safe Installation for Homes and Businesses',
  description:
    'Biometric, digital, fire-resistant, cash, key and floor safes fitted securely, with honest advice on safe grades and on what your insurer asks for.',
  intro: [
    'A safe is only as good as its fixing. A small safe that is not bolted down can be carried out of the house in a minute and opened somewhere quiet, which is why manufacturers and insurers expect safes to be anchored in the way the maker tested them. Our locksmiths fit safes for homes, shops, offices and surgeries, from compact key safes beside the front door to floor safes set into concrete.',
    'We start by asking what you want to protect, because that decides the type and the grade. Passports and documents need protection from fire as much as from theft, while cash and jewellery need a safe whose grade matches the cover on your insurance policy. We give you a free quote by phone, our technicians are {checked} and {insured}, and you receive a written invoice recording the safe, its grade and how it was fixed.',
  ],
  features: [
    {
      title: 'Fixed the way it was tested',
      description: 'We anchor each safe into masonry or concrete with the fixings the maker specifies, so it keeps the rating it was sold with.',
      icon: 'vault',
    },
    {
      title: 'Plain advice on grades',
      description: 'We explain BS EN 1143-1 grades in plain terms and help you match the safe to the cover your insurer sets.',
      icon: 'shield-check',
    },
    {
      title: 'Careful siting',
      description: 'We help you choose a position that is out of sight, on a solid floor or wall, and still easy for you to reach.',
      icon: 'eye',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every locksmith who fits a safe in your home or premises is {checked}, {insured} and carries identification.',
      icon: 'user-check',
    },
    {
      title: 'A written record',
      description: 'Your invoice lists the safe model, its grade and how it was fixed, which is useful if your insurer ever asks.',
      icon: 'file-check',
    },
  ],
  benefits: [
    'Free quote by phone before anyone sets off',
    "Safes anchored to the maker's fixing instructions",
    'Honest advice on grades and insurer requirements',
    '{Checked}, {insured} locksmiths on every job',
    'No hidden fees and a written invoice for every job',
  ],
  sections: [
    {
      kind: 'priced',
      id: 'safe-types',
      heading: 'Safe types and starting prices',
      intro:
        'The final price depends on the size and grade of the safe and on the floor or wall it is fixed to. We confirm the figure by phone before we set off.',
      options: [
        {
          title: 'Biometric safes',
          description:
            'Opened with a registered fingerprint, so there is no code to forget and no key to hide. Good models keep a backup code or override key.',
          price: safePrices.biometric,
          points: ['Quick access for one or two users', 'Backup code or override key'],
        },
        {
          title: 'Digital safes',
          description:
            'A keypad with a code you set and change yourself. Battery powered, with an emergency override so a flat battery does not lock you out.',
          price: safePrices.digital,
          points: ['Easy to change the code', 'Suits homes, holiday lets and offices'],
        },
        {
          title: 'Fire-resistant safes',
          description:
            'Built to protect documents, passports and data media from heat for a tested period. Check the fire rating as well as the burglary grade.',
          price: safePrices.fireResistant,
          points: ['Deeds, certificates and passports', 'Some combine fire and burglary ratings'],
        },
        {
          title: 'Cash safes',
          description: 'Graded to BS EN 1143-1 for businesses that hold takings overnight. The grade is what insurers use to set the cash rating.',
          price: safePrices.cash,
          points: ['Shops, pubs, surgeries and offices', 'Deposit slots on some models'],
        },
        {
          title: 'Key safes',
          description:
            'A small box fixed to the wall by the door that holds a house key, so carers, family or tradespeople can get in without a key under the mat.',
          price: keySafePrice,
          points: ['Choose an LPS 1175 or Sold Secure rated model', 'Fixed into solid masonry'],
        },
        {
          title: 'Floor safes',
          description:
            'Set into a concrete floor and hidden under a carpet or floorboard, so only the lid is exposed. We check the floor is suitable first.',
          price: safePrices.floor,
          points: ['Hard to find and hard to attack', 'Needs a solid concrete floor'],
        },
      ],
      note: 'All prices are starting prices, with no hidden fees. Heavy safes or awkward access are discussed and priced before we book the visit.',
    },
    {
      kind: 'prose',
      id: 'grades-and-insurance',
      heading: 'BS EN 1143-1 grades and insurer cash ratings',
      paragraphs: [
        'BS EN 1143-1 is the European standard for testing how well a safe resists burglary. Safes are graded from Grade 0 upwards, and each higher grade has held out for longer against a tougher tool attack in an independent test house. A certified safe carries a certification label, usually inside the door, showing its grade and the test body. That label is the easiest way to tell a graded safe from a cheaper security box.',
        'Insurers use the grade to decide how much cash, and how much jewellery and other valuables, they will cover in that safe. These figures are called the cash rating and the valuables rating. They differ between insurers and can change, so the figure that counts always comes from your insurer, not from the safe maker and not from us.',
        'What we do is help you match the grade to what you need. Ask your insurer or broker which grade they expect for the amount you keep, and we will recommend safes that meet it, fix them as the certification requires and note the details on your invoice. If you are unsure, check with your insurer before you buy.',
      ],
    },
    {
      kind: 'steps',
      id: 'installation-process',
      heading: 'How we install a safe',
      steps: [
        {
          title: 'Talk it through',
          text: 'You tell us what you want to keep in the safe, where you would like it and whether your insurer has named a grade. We give you a free quote by phone before anyone sets off.',
        },
        {
          title: 'Survey the position',
          text: 'Our locksmith checks that the floor or wall is solid masonry or concrete, looks for hidden pipes and cables, and confirms the safe will fit with room for the door to open fully.',
        },
        {
          title: 'Deliver and position',
          text: 'The safe is brought in with care for your floors, stairs and doorways and set in place. If a heavy safe needs two people to move it, we tell you when we book.',
        },
        {
          title: 'Anchor the safe',
          text: 'We drill and fix the safe through the holes in its base or back with the anchor bolts the maker specifies, so it cannot be lifted away and keeps its rating.',
        },
        {
          title: 'Hand over',
          text: 'We show you how to set and change the code, enrol fingerprints or use the keys, explain the emergency override, and leave a written invoice recording the model, grade and fixing.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Safe installation questions',
      items: [
        {
          question: 'Do I need a graded safe for my home insurance?',
          answer:
            'Only if your policy says so. Many home policies limit the cash and jewellery covered at home, and some ask for a safe of a stated grade above that limit. Check the wording or ask your insurer, and we will suggest safes that meet the grade they name.',
        },
        {
          question: "What happens if a digital safe's battery runs flat?",
          answer:
            'Most digital and biometric safes warn you when the battery is low, and most have an override key or external battery contacts so you can still open them. We show you where these are at handover. Changing the batteries when warned avoids the problem altogether.',
        },
        {
          question: 'Can a safe be fitted upstairs or on a timber floor?',
          answer:
            'Often, yes, but a timber floor is not as strong an anchor as concrete or masonry. Our locksmith will look at the floor, suggest fixing to a solid wall if that is better, and tell you honestly if the spot you had in mind will not hold the safe securely.',
        },
        {
          question: 'Can you open a safe if I forget the code?',
          answer:
            'Yes. Safe opening is a separate job, and we try non-destructive methods first. We will ask for proof that the safe and the property are yours before we start, and we give you a price by phone before we set off.',
        },
      ],
    },
  ],
};
