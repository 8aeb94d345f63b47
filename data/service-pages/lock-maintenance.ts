import type { ServicePage } from '../../shared/types.ts';
import { maintenancePlans } from '../prices.ts';

export const page: ServicePage = {
  slug: 'lock-maintenance',
  title: 'Lock Maintenance',
  metaTitle: 'Lock Maintenance Plans and Servicing',
  description:
    'Regular lock servicing for homes, landlords and businesses, with yearly plans that catch worn cylinders, stiff mechanisms and failing latches early.',
  intro: [
    'Most lock failures give plenty of warning. A key that needs jiggling, a uPVC handle that has to be forced up, a latch that no longer catches on its own: these are signs of wear that get worse until the lock fails, often at the worst possible moment. Regular servicing catches them while the fix is a clean, an adjustment or a small part rather than an emergency call-out.',
    'Our maintenance plans suit homeowners, landlords with several properties and businesses whose doors are in constant use. Each visit is carried out by {aChecked}, {insured} locksmith, and you receive a written record of what was checked, what was adjusted and anything we recommend replacing, with a price agreed before any extra work is done.',
  ],
  features: [
    {
      title: 'Scheduled inspections',
      description: 'We book your visits at the interval your plan includes, so servicing happens without you having to remember it.',
      icon: 'calendar-check',
    },
    {
      title: 'Written report',
      description: 'After each visit you receive a written record of every lock checked, the work done and anything that needs attention soon.',
      icon: 'clipboard-check',
    },
    {
      title: 'Discounted repairs',
      description: 'Plan holders pay less for repairs, and Standard and Premium holders for parts too, with the discount shown on the invoice.',
      icon: 'pound',
    },
    {
      title: 'Help between visits',
      description: 'Each plan lists what it includes with its price below, from inspections to discounts on repairs if a lock fails between visits.',
      icon: 'clock',
    },
    {
      title: '{Vetted} technicians',
      description: 'Every locksmith who services your locks is {checked}, {insured} and carries identification you can ask to see.',
      icon: 'user-check',
    },
  ],
  benefits: [
    'Worn parts found before they fail',
    'Smoother, longer-lasting locks and door mechanisms',
    'A written record of every visit',
    'Discounted repairs for plan holders',
    'Every repair priced before work starts, with no hidden fees',
  ],
  sections: [
    {
      kind: 'priced',
      id: 'maintenance-plans',
      heading: 'Maintenance plans',
      intro: 'Choose the plan that matches the number of locks you have and how often you want them checked. Plans are priced per year.',
      options: [
        {
          title: maintenancePlans.basic.name,
          description: 'For a typical home with front and back doors and a few window locks, checked once a year.',
          price: maintenancePlans.basic.price,
          unit: 'per year',
          points: [...maintenancePlans.basic.points],
        },
        {
          title: maintenancePlans.standard.name,
          description: 'For larger homes, landlords and small offices that want visits twice a year and quicker help when something goes wrong.',
          price: maintenancePlans.standard.price,
          unit: 'per year',
          popular: maintenancePlans.standard.popular,
          points: [...maintenancePlans.standard.points],
        },
        {
          title: maintenancePlans.premium.name,
          description: 'For businesses and busy buildings where doors see heavy use and a failed lock costs time and money.',
          price: maintenancePlans.premium.price,
          unit: 'per year',
          points: [...maintenancePlans.premium.points],
        },
      ],
      note: 'Repairs and replacement parts found during a visit are quoted before any work is done, with your plan discount applied.',
    },
    {
      kind: 'prose',
      id: 'why-maintenance-matters',
      heading: 'Why lock maintenance matters',
      paragraphs: [
        'Locks are mechanical devices full of springs, pins, levers and gears, and they wear like anything else that moves. Dust and grit build up in cylinders, lubricant dries out, and seasonal movement in timber and uPVC doors pulls the lock out of line with its keep. Each of these adds strain, and the strain speeds up the wear.',
        'On uPVC and composite doors the multipoint gearbox takes the worst of it. When a door drops or swells, people lift the handle harder to force the hooks and rollers home, and eventually the gearbox breaks. A small adjustment to the hinges or keeps at the right time can save the whole mechanism.',
        'There is a security side too. A worn or loose cylinder is easier to attack, a latch that does not catch leaves a door pushed to but not locked, and older locks may not meet the BS 3621 standard many home-insurance policies name, or the TS 007 3-star rating we recommend for euro cylinders. A regular check keeps all of this in view.',
      ],
    },
    {
      kind: 'lists',
      id: 'service-visit',
      heading: 'What a service visit includes',
      intro: 'Every visit follows the same checklist, adapted to the doors and windows at your property.',
      lists: [
        {
          title: 'Doors and locks',
          items: [
            'Clean and lubricate cylinders, mortice locks and nightlatches',
            'Check cylinders for wear, looseness and snapping risk',
            'Check that deadbolts throw fully into their keeps',
            'Test each lock with the keys you use day to day',
          ],
        },
        {
          title: 'uPVC and composite doors',
          items: [
            'Adjust hinges and keeps so the door locks without force',
            'Lubricate multipoint hooks, rollers and the gearbox',
            'Check handles and spindles for play or damage',
          ],
        },
        {
          title: 'Windows and paperwork',
          items: [
            'Test window locks, handles and restrictors',
            'Note any lock that falls short of current standards',
            'Leave a written report with recommendations and prices',
          ],
        },
      ],
    },
    {
      kind: 'lists',
      id: 'warning-signs',
      heading: 'Signs a lock needs attention',
      intro:
        'If any of these sound familiar, book a visit before the lock fails. If a lock has already failed and you cannot secure your home, call us now.',
      lists: [
        {
          title: 'Call us if you notice',
          items: [
            'The key is stiff, sticks or has to be jiggled to turn',
            'The uPVC handle needs forcing up to lock the door',
            'The latch no longer catches without a push',
            'The cylinder is loose or sticks out beyond the handle',
            'The key turns but the bolt does not fully throw',
            'Rust, heavy wear or a loose handle or escutcheon',
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Lock maintenance questions',
      items: [
        {
          question: 'Can I lubricate my own locks?',
          answer:
            'Yes, and it helps. Use a lubricant made for locks, such as a PTFE or graphite product, in cylinders, and a light oil on the moving hooks and rollers of uPVC mechanisms. Avoid thick grease in cylinders, because it gathers dust and grit over time.',
        },
        {
          question: 'Is a plan worth it for a single house?',
          answer:
            'For many homes the Basic plan is enough, because a yearly visit catches most problems before they cause a lockout. If your doors are older, heavily used or already showing signs of wear, the more frequent visits in the Standard plan may suit you better.',
        },
        {
          question: 'What happens if you find a problem during a visit?',
          answer:
            'We explain what we found and give you a price, with your plan discount applied, before any work is done. Parts such as a new cylinder or gearbox are fitted only once you agree, often on the same visit if the part is on the van.',
        },
        {
          question: 'Do you service locks for landlords?',
          answer:
            'Yes. A plan can cover the locks across a rented property, and the written report gives you a record of each check. When tenants change, we can also replace the cylinders so earlier keys no longer work, priced separately.',
        },
      ],
    },
  ],
};
