import type { ServicePage } from '../../shared/types.ts';
import { slowestTeamMinutes } from '../business.ts';

export const page: ServicePage = {
  slug: 'urgent-lock-repair',
  title: 'Urgent Lock Repair',
  metaTitle: 'Urgent Lock Repair, Same Day',
  description:
    'Stiff, jammed or broken locks and failed uPVC mechanisms repaired the same day, with a free quote by phone and parts carried on every van.',
  intro: [
    'A lock that is getting harder to turn rarely fixes itself. Left alone, a stiff cylinder or a sagging uPVC door usually ends with a snapped key, a handle that spins uselessly or a door that will not lock at all, often at the worst possible moment. Our urgent lock repair service deals with the fault before it becomes a lockout, or puts things right quickly when it already has.',
    'Our {checked}, {insured} locksmiths repair and replace cylinders, mortice locks, nightlatches and uPVC multipoint mechanisms. Vans carry the common parts, so most repairs are finished in one visit. We give you a free quote by phone before anyone sets off, there is {noCallOutSurge}, and you receive a written invoice listing the work and any parts fitted.',
  ],
  features: [
    {
      title: 'Same-day repairs',
      description: `We answer {whenWeAnswer} and aim to be with you within ${slowestTeamMinutes} minutes, wherever we have a local team, when a lock has failed or the door will not secure.`,
      icon: 'timer',
    },
    {
      title: 'Repair before replace',
      description:
        'If a lock can be fixed safely by adjusting, cleaning or replacing one worn part, we do that rather than sell you a whole new lock.',
      icon: 'wrench',
    },
    {
      title: 'uPVC mechanisms in stock',
      description:
        'Gearboxes, multipoint strips, handles and euro cylinders in common sizes travel on our vans, so failed uPVC doors are usually fixed on the spot.',
      icon: 'door-closed',
    },
    {
      title: 'Upgrades when they make sense',
      description: 'If the old lock falls short, we can fit a BS 3621 mortice lock or an anti-snap cylinder rated TS 007 3-star instead.',
      icon: 'shield-check',
    },
    {
      title: 'Clear price first',
      description: 'Tell us what the lock is doing and we give you a free quote by phone, with no hidden fees and {noCallOutSurge}.',
      icon: 'phone',
    },
  ],
  benefits: [
    'Most repairs completed in a single visit',
    'Worn parts replaced, not whole locks, wherever that is safe',
    '{Checked}, {insured} locksmiths at every hour',
    'Free quote by phone before anyone sets off',
    'Written invoice listing the work and parts fitted',
  ],
  sections: [
    {
      kind: 'lists',
      id: 'faults-we-repair',
      heading: 'Faults we repair urgently',
      intro:
        'Lock problems fall into two broad groups: locks that have stopped working properly, and locks that still work but no longer keep the property safe. Both deserve a prompt visit.',
      lists: [
        {
          title: 'Mechanical issues',
          items: [
            'Key stiff, sticking or hard to turn in the cylinder',
            'Key snapped or stuck in the lock',
            'uPVC handle that spins, droops or will not lift',
            'Multipoint lock that will not engage or release',
            'Mortice bolt jammed in or out of the keep',
            'Door dropped or swollen so the lock no longer lines up',
          ],
        },
        {
          title: 'Security concerns',
          items: [
            'Cylinder damaged by a snapping or drilling attempt',
            'Lock forced during a break-in or attempted break-in',
            'Keys lost, stolen or held by a former tenant or partner',
            'Door that closes but cannot be locked',
            'Old cylinder without anti-snap protection on an external door',
            'Mortice lock that does not meet BS 3621',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'repair-process',
      heading: 'Our four-step repair process',
      steps: [
        {
          title: 'Describe the fault',
          text: 'Call and tell us what the lock is doing and what kind of door it is on. A photo of the lock and the edge of the door helps us bring the right parts.',
        },
        {
          title: 'Free quote and arrival time',
          text: 'We give you a free quote by phone and an honest arrival time before a locksmith sets off, and explain what might change the price once the lock has been seen.',
        },
        {
          title: 'Diagnose and repair',
          text: 'Our locksmith finds the cause, not just the symptom, then adjusts, repairs or replaces the worn part. Any change to the agreed price is discussed with you before work continues.',
        },
        {
          title: 'Test and hand over',
          text: 'We test every lock and key with the door open and closed, show you that it works smoothly, and give you a written invoice listing the work and parts fitted.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'locks-we-repair',
      heading: 'Locks and doors we repair',
      cards: [
        {
          title: 'uPVC and composite doors',
          description:
            'Gearboxes, multipoint strips, handles, hinges and keeps, plus realignment of doors that have dropped and no longer lock easily.',
          icon: 'door-closed',
        },
        {
          title: 'Euro cylinders',
          description:
            'Stiff, worn or damaged cylinders replaced with the right size, including anti-snap models rated TS 007 3-star or Sold Secure SS312 Diamond.',
          icon: 'lock-keyhole',
        },
        {
          title: 'Mortice locks',
          description:
            'Broken levers, springs and bolts on timber doors repaired, or the lock replaced with a BS 3621 model where your insurer expects one.',
          icon: 'lock',
        },
        {
          title: 'Nightlatches',
          description: 'Rim locks that stick, fail to deadlock or have come loose from the door, repaired or replaced with a BS 3621 deadlatch.',
          icon: 'key',
        },
        {
          title: 'Patio and French doors',
          description:
            'Sliding and hinged glazed doors with worn locks, failed handles or runners that stop the door from closing and locking properly.',
          icon: 'house',
        },
        {
          title: 'Commercial doors',
          description: 'Shopfront locks, door closers and fire exit hardware to BS EN 1125 or BS EN 179 that no longer close or latch reliably.',
          icon: 'store',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'repair-or-replace',
      heading: 'Repair or replace: how we decide',
      paragraphs: [
        'Many lock faults are cheaper to fix than people expect. A door that has dropped on its hinges can often be adjusted so the lock lines up again, and a uPVC mechanism with one failed gearbox does not always need a whole new multipoint strip. Where a repair will leave the lock reliable and secure, that is what we recommend.',
        'Sometimes replacement is the better choice: a cylinder that has been attacked, a lock that is badly worn throughout, or an old lock that falls short of the standard your insurer describes. In that case we explain why and give you the options and prices before fitting anything, and you decide.',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Lock repair questions',
      items: [
        {
          question: 'My key is getting stiff. Should I use oil on it?',
          answer:
            'Avoid cooking oil and general-purpose oils, which attract dust and can make things worse. A lubricant made for locks may help for a while, but stiffness often means a worn cylinder or a door that has moved out of line. If it keeps getting worse, have it looked at before the key snaps.',
        },
        {
          question: 'Can you repair a uPVC door that will not lock?',
          answer:
            'Usually, yes. The cause is most often a worn gearbox, a misaligned door or a keep that needs adjusting. Our vans carry common gearboxes, multipoint strips and handles, so most uPVC doors are working again before we leave.',
        },
        {
          question: 'Do I need to replace the whole lock?',
          answer:
            'Not always. If one part has failed and the rest of the lock is sound, we replace or repair that part. We only recommend a full replacement when the lock is badly worn, has been attacked, or no longer gives the level of security the door needs.',
        },
        {
          question: 'How quickly can you come out?',
          answer: `We answer {whenWeAnswer} and, wherever we have a local team, aim to be with you within ${slowestTeamMinutes} minutes when a lock has failed or a door cannot be secured. For problems that can wait, such as a lock that is only slightly stiff, we can book a time that suits you.`,
        },
      ],
    },
  ],
};
