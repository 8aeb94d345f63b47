import type { ServicePage } from '../../shared/types.ts';
import { smartLockPrices } from '../prices.ts';

export const page: ServicePage = {
  slug: 'smart-lock-installation',
  title: 'Smart Lock Installation',
  metaTitle: 'Smart Lock Installation and Advice',
  description:
    'Code, smartphone and biometric smart locks fitted to timber, uPVC and composite doors, with honest advice on batteries, key overrides and insurance.',
  intro: [
    'A smart lock lets you open your door with a code, a phone or a fingerprint, share access with family, cleaners or guests, and see who came and went. Fitted well, it is convenient and secure. Chosen without checking the door, or fitted badly, it can leave you with a lock that drains its batteries, drops its connection or does not meet the standard your insurer expects.',
    'Our locksmiths fit smart locks to timber, uPVC and composite doors, and check the door first, because a multipoint mechanism that needs forcing will strain any motorised lock. We talk you through the points to weigh up before you buy, give a free quote by phone, and leave the lock set up and tested with you.',
  ],
  features: [
    {
      title: 'Door checked first',
      description:
        'We make sure the door closes and locks smoothly before fitting, because a motorised lock cannot cope with a dropped door or stiff mechanism.',
      icon: 'wrench',
    },
    {
      title: 'Key override kept',
      description: 'We recommend locks that keep a mechanical key override, so a flat battery or electronic fault never leaves you stuck outside.',
      icon: 'key',
    },
    {
      title: 'Set up with you',
      description: 'We pair the lock with your phone, set up codes or fingerprints and show you how to add and remove users.',
      icon: 'smartphone',
    },
    {
      title: 'Standards explained',
      description: 'We explain TS 621, Sold Secure and anti-snap ratings, and how they relate to what your home insurance policy asks for.',
      icon: 'shield-check',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every locksmith who fits a lock in your home is {checked}, {insured} and carries identification.',
      icon: 'user-check',
    },
  ],
  benefits: [
    'Free quote by phone before anyone sets off',
    'A mechanical key override recommended on every install',
    'Codes and users set up before we leave',
    'Honest advice on batteries, connection and insurance',
    'No hidden fees and a written invoice for every job',
  ],
  sections: [
    {
      kind: 'priced',
      id: 'smart-lock-systems',
      heading: 'Smart lock systems and prices',
      intro:
        'Starting prices for a standard installation on a sound door. The final price depends on the lock you choose and on your door, and we confirm it by phone before we set off.',
      options: [
        {
          title: 'Code access locks',
          description:
            'A keypad outside lets you in with a PIN. Simple to use, no phone needed, and easy to give a temporary code to a visitor or tradesperson.',
          price: smartLockPrices.codeAccess,
          unit: 'installed',
          points: ['Good for families and holiday lets', 'Change or delete codes at any time'],
        },
        {
          title: 'Smartphone-controlled locks',
          description:
            'Lock and unlock from an app over Bluetooth, or from anywhere with a Wi-Fi bridge. Share digital keys, set schedules and see an access log.',
          price: smartLockPrices.smartphone,
          unit: 'installed',
          popular: true,
          points: ['Remote access and notifications', 'Mechanical key override kept'],
        },
        {
          title: 'Biometric locks',
          description:
            'A fingerprint reader opens the door in a moment, with no code to overhear and no key to lose. Most models also accept a code or app.',
          price: smartLockPrices.biometric,
          unit: 'installed',
          points: ['Enrol each member of the household', 'Backup code or key if a reader fails'],
        },
      ],
      note: 'Some smart locks replace the whole cylinder and others fit over your existing thumbturn. We advise which suits your door, and whether the cylinder itself should be upgraded to a TS 007 3-star or Sold Secure SS312 Diamond anti-snap model.',
    },
    {
      kind: 'prose',
      id: 'considerations',
      heading: 'What to consider before going smart',
      paragraphs: [
        'Batteries. Every smart lock runs on batteries, and how long they last depends on the model, how often the door is used and whether the lock is connected to Wi-Fi. Good locks warn you well before the batteries run flat, through the app or a light on the keypad, and many can be powered from outside in an emergency. Change them when warned rather than waiting.',
        'Mechanical key override. We recommend a lock that keeps a key cylinder as a backup. Electronics can fail, phones get lost and batteries go flat, and a spare key kept safely means you are never left outside. Inside, the door should open by hand without a key or code, so everyone can get out quickly in a fire.',
        'Insurance. Many home-insurance policies name a standard for final exit doors, often BS 3621 for a mortice lock on a timber door. Not every smart lock meets what your policy asks for. Before you buy, check the wording, look for TS 621 or Sold Secure ratings where the maker has them, and ask your insurer if you are unsure. Only your insurer can confirm cover.',
        'Connection and access. App features need a reliable signal at the door, and remote control usually needs a hub or Wi-Fi. Keep the app and firmware updated, use a strong account password, and remove users and codes as soon as they no longer need access.',
      ],
    },
    {
      kind: 'steps',
      id: 'installation-process',
      heading: 'How we install a smart lock',
      steps: [
        {
          title: 'Check and advise',
          text: 'We ask about your door, how you want to use the lock and what your insurance policy requires, then recommend suitable systems and give you a free quote by phone before anyone sets off.',
        },
        {
          title: 'Prepare and fit',
          text: 'Our locksmith checks the door, adjusts hinges and keeps so it locks without force, fits the lock and any new cylinder, and tests the mechanical key override and the inside release.',
        },
        {
          title: 'Set up and hand over',
          text: 'We pair the lock with your phone, set up codes or fingerprints, show you how to add and remove users and change the batteries, and leave a written invoice for the work.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Smart lock questions',
      items: [
        {
          question: 'Can a smart lock be fitted to a uPVC door?',
          answer:
            'Often, yes. Many smart locks are designed for doors with euro cylinders, including uPVC and composite doors with multipoint locks. Some motorised models still need the handle lifted before they can lock, so we check how your mechanism works and recommend a lock that suits it.',
        },
        {
          question: 'What happens if the batteries run flat?',
          answer:
            'Most models warn you well before this happens. If they do run flat, you can open the door with the mechanical key override, and many locks also have emergency power contacts on the outside. That is why we recommend keeping a key override on every installation.',
        },
        {
          question: 'Are smart locks secure?',
          answer:
            'A good smart lock from a reputable maker, fitted properly, can be as physically secure as a good conventional lock. The weak points are usually a low-grade cylinder, a poorly adjusted door or a weak account password. Look for independent ratings such as TS 621 or Sold Secure, and keep the app updated.',
        },
        {
          question: 'Will my home insurance accept a smart lock?',
          answer:
            'That depends on your policy, and only your insurer can confirm it. Check the lock standard the policy names for final exit doors, compare it with the ratings the maker publishes, and ask your insurer if you are unsure. We can fit a smart lock alongside a BS 3621 lock if your policy needs one.',
        },
      ],
    },
  ],
};
