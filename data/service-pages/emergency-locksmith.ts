import type { ServicePage } from '../../shared/types.ts';
import { slowestTeamMinutes } from '../business.ts';

export const page: ServicePage = {
  slug: 'emergency-locksmith',
  title: 'Emergency Locksmith Services',
  metaTitle: 'Emergency Locksmith{titleDayOrNight}',
  description:
    'Locked out, a snapped key or a lock that will not turn? Call us{atAnyHour} for a free quote by phone, given before a locksmith sets off.',
  intro: [
    `A lock rarely fails at a convenient moment. It happens when you are late for work, coming home with shopping in the rain, or after someone has tried to force the door in the night. When you call us, a real person answers, asks a few quick questions about the door and the lock, and gives you a clear price before anyone sets off. Where we have a local team we aim to be with you within ${slowestTeamMinutes} minutes{commaAtAnyHourOfAnyDay}; anywhere else we tell you honestly how long it will take.`,
    'Our emergency locksmiths are {checked} and {insured}, and their vans carry common cylinders, mortice locks and uPVC mechanisms, so most problems are fixed in a single visit. We always try non-destructive entry first. There are no hidden fees, {noCallOutSurge}, and every job ends with a written invoice you can keep for your records or pass to your insurer.',
  ],
  features: [
    {
      title: 'An honest arrival time',
      description: `We answer {whenWeAnswer}{allYear}, and aim to have a locksmith at your door within ${slowestTeamMinutes} minutes of your call wherever we have a local team.`,
      icon: 'timer',
    },
    {
      title: 'Price agreed before we travel',
      description: 'Describe the door and the problem and we give you a free quote by phone, so the cost is clear before anyone sets off.',
      icon: 'phone',
    },
    {
      title: 'Entry without damage first',
      description: 'We pick or bypass the lock wherever we can, so in most lockouts there is nothing to replace once you are back inside.',
      icon: 'door-open',
    },
    {
      title: '{Vetted}, {insuredShort} locksmiths',
      description: 'Every technician is {checked} and {insured}, and shows photo identification before starting any work at your property.',
      icon: 'user-check',
    },
    {
      title: 'Parts carried on the van',
      description: 'Cylinders, mortice locks and uPVC mechanisms travel with us, so a broken lock is usually replaced on the same visit.',
      icon: 'wrench',
    },
  ],
  benefits: [
    'A real person answers{dayOrNight}',
    'Free quote by phone before anyone sets off',
    'No hidden fees and {noCallOutSurge}',
    'Non-destructive entry tried before any drilling',
    'Written invoice for your records or your insurer',
  ],
  sections: [
    {
      kind: 'steps',
      id: 'what-happens-when-you-call',
      heading: 'What happens when you call, and what to do while you wait',
      intro:
        'From the moment you ring to the moment the door is secure again, this is how an emergency callout runs. If anyone is in danger, or you think an intruder may still be inside, call 999 first.',
      steps: [
        {
          title: 'Tell us what has happened',
          text: 'Say where you are, what kind of door it is and what the lock is doing. A photo sent from your phone helps us bring the right parts first time.',
        },
        {
          title: 'Get a free quote and an arrival time',
          text: 'We give you a clear price for the likely work and an honest arrival time before a locksmith sets off. Nothing is charged unless you agree to go ahead.',
        },
        {
          title: 'Wait somewhere safe',
          text: 'Stay somewhere warm and well lit, ideally with a neighbour or in your car. Keep your phone charged and to hand, and do not try to force the door yourself.',
        },
        {
          title: 'Check identification on arrival',
          text: "Our locksmith shows photo identification and asks for proof that you live at the property or have the owner's permission. This protects you as much as it protects us.",
        },
        {
          title: 'Entry, repair and a written invoice',
          text: 'We open the door, usually without damage, repair or replace anything that has failed, test every lock with you and hand over a written invoice before leaving.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'common-emergencies',
      heading: 'Common emergencies we attend',
      intro:
        'These are the emergencies we deal with. If your problem is not listed, ring anyway and describe it: we will tell you honestly whether we can help.',
      cards: [
        {
          title: 'Lockouts',
          description:
            'Keys left inside, a door that slammed shut on the latch or a lock that will not turn. We aim to get you back in without any damage.',
          icon: 'door-closed',
        },
        {
          title: 'Snapped keys',
          description:
            'We extract the broken part of the key from the cylinder with specialist tools, then cut or supply a working key where we can.',
          icon: 'key',
        },
        {
          title: 'Failed uPVC mechanisms',
          description:
            'A handle that spins freely or a door that will not lock when the handle is lifted usually means a worn gearbox. We carry replacements.',
          icon: 'wrench',
        },
        {
          title: 'Break-in repairs and boarding up',
          description:
            'After a burglary or an attempted one we replace damaged locks, repair what we can on the spot and board up glass or frames that cannot wait.',
          icon: 'hammer',
        },
        {
          title: 'Lost or stolen keys',
          description:
            'If your keys are missing, especially with anything showing your address, we replace the cylinders or locks so the old keys no longer work.',
          icon: 'lock-keyhole',
        },
        {
          title: 'Jammed locks',
          description:
            'A bolt stuck in the keep, a mortice lock with broken levers or a door that has dropped on its hinges. We free it, then fix the cause.',
          icon: 'lock',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'entry-without-damage',
      heading: 'How we get you in without damage',
      paragraphs: [
        'Most doors can be opened without harming the lock or the frame. Depending on the lock, our locksmiths pick the cylinder, slip a latch that has not been deadlocked, decode a mortice lock or use a letterbox tool to reach the inside handle of a uPVC door that is only on the latch. None of these methods leaves the lock weaker than it was before we arrived.',
        'Some locks are built to resist exactly these techniques. Good anti-snap cylinders rated TS 007 3-star or Sold Secure SS312 Diamond, and some high-security mortice locks, can take a long time to open without damage, or may need to be drilled. If that is the case we tell you before we start, explain why, and fit a replacement of the same or a better grade before we leave, so your door is never left less secure.',
      ],
    },
    {
      kind: 'prose',
      id: 'what-it-costs',
      heading: 'What an emergency callout costs',
      paragraphs: [
        'Opening a door you are locked out of has a fixed price, the same at any hour{feeAtAnyHour}; it starts at the figure on our price list and depends on the type of lock and whether any parts need replacing, so the quickest way to an accurate figure is a phone call. We ask a few questions about the door and the lock, then give you a free quote before a locksmith sets off. Our price lists and hourly rates are published on our pricing page.',
        'There are no hidden fees and {noCallOutSurge}, so what we quote on the phone is what you should expect to pay for the work described. If we find something different when we arrive, such as a lock that has to be replaced rather than opened, we explain and agree any change with you before doing the work. We also offer a {priceMatch}, and every job ends with a written invoice.',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Emergency locksmith questions',
      items: [
        {
          question: 'How quickly can you get to me?',
          answer: `Where we have a local team we aim to be with you within ${slowestTeamMinutes} minutes of your call{atAnyTime}. When you ring we give you an honest arrival time based on where our nearest locksmith is, and we call you if anything changes on the way.`,
        },
        {
          question: 'Will you have to drill my lock?',
          answer:
            'Usually not. We try non-destructive entry first, and most doors open without any damage. Some anti-snap and high-security cylinders are designed to resist picking, so occasionally drilling is the only practical option. We always tell you before we start and fit a replacement of the same or better grade.',
        },
        {
          question: 'What proof of residence do I need?',
          answer:
            'Photo identification plus something showing your name at the address, such as a utility bill, council tax letter, bank statement or tenancy agreement. If your documents are inside, we can check them once the door is open. If you rent, we may ask to speak to your landlord or letting agent.',
        },
        {
          question: 'Someone has broken in. What should I do first?',
          answer:
            'If the intruder may still be inside or anyone is hurt, leave the property and call 999. Otherwise report the crime to the police and note the reference number. Try not to touch anything the intruder handled. Then call us to secure the doors and windows and board up any broken glass.',
        },
        {
          question: 'Do you charge extra at night or at weekends?',
          answer:
            'There is {noCallOutSurge}. A job on our price lists, such as opening a locked door, costs the same fixed price at any hour{feeAtAnyHour}. Work charged by the hour follows rates that differ between daytime, evenings and weekends, and the small hours, all published on our pricing page. Whatever the time, we give you a free quote by phone before we set off.',
        },
      ],
    },
  ],
};
