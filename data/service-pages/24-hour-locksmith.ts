import type { ServicePage } from '../../shared/types.ts';
import { slowestTeamMinutes } from '../business.ts';

export const page: ServicePage = {
  slug: '24-hour-locksmith',
  title: '24 Hour Locksmith',
  metaTitle: '24 Hour Locksmith, Nights and Weekends',
  description:
    'Locksmiths on call through the night, at weekends and on bank holidays, with a free quote by phone and published rates for every hour.',
  intro: [
    `Locks do not keep office hours. Keys go missing on the way home from a late shift, a uPVC handle gives way on a Sunday morning, and break-ins are often discovered in the small hours. Our locksmiths are on call 24 hours a day, 365 days a year, including bank holidays, and we aim to be with you within ${slowestTeamMinutes} minutes wherever we have a local team.`,
    'A night-time callout gets the same care as a weekday appointment. You speak to a real person, you get a free quote by phone before anyone sets off, and the locksmith who arrives is one of our own {checked}, {insured} technicians. Their van carries common cylinders, mortice locks and uPVC mechanisms, so the door is usually secure again before they leave.',
    'We are open about what night work costs. A job on our price lists costs the same fixed price at any hour{feeAtAnyHour}. Work charged by the hour follows rates that change with the time of day, every band published in advance, and there is {noCallOutSurge} added on top when demand is high or the weather is bad. If waiting until morning would save you money and you are safe to do so, we will tell you.',
  ],
  features: [
    {
      title: 'Every hour, every day',
      description: 'We take calls and send locksmiths around the clock, 365 days a year, including Christmas, New Year and every bank holiday.',
      icon: 'clock',
    },
    {
      title: 'Our own team at night',
      description: 'The locksmith who comes at three in the morning is one of our own technicians, never a stranger found through a {subcontractor}.',
      icon: 'users',
    },
    {
      title: 'Quote before we set off',
      description: 'Whatever the hour, we give you a free quote by phone first, so you can decide calmly before anyone travels.',
      icon: 'phone',
    },
    {
      title: 'Published night rates',
      description:
        'Fixed job prices do not change at night, and our hourly rates for daytime, evenings and weekends, and the small hours are all published, with {noCallOutSurge} on top.{callOutFeeSentence}',
      icon: 'pound',
    },
    {
      title: 'Secure before we leave',
      description:
        'Vans carry cylinders, mortice locks and uPVC mechanisms, and we can board up broken glass, so your home is not left open overnight.',
      icon: 'shield-check',
    },
  ],
  benefits: [
    'Calls answered by a real person, day and night',
    'Same {checked}, {insured} technicians at every hour',
    '{NoSubcontracting} and {noCallOutSurge}',
    'Free quote by phone before anyone sets off',
    'Written invoice for every job, whatever the time',
  ],
  sections: [
    {
      kind: 'prose',
      id: 'night-and-weekend-callouts',
      heading: 'Night and weekend callouts',
      paragraphs: [
        "Out of hours we open doors after lockouts: a door that slammed shut behind someone taking the bins out, keys left in a coat at a friend's house, or a key that snapped in the cylinder on the way in from a night out. We also attend failed uPVC mechanisms, jammed mortice locks and homes that need securing after a break-in.",
        'Weekends and bank holidays are handled in exactly the same way as a Tuesday afternoon. We ask a few questions about the door and the lock, send the nearest available locksmith with the parts they are likely to need, and keep you updated if the arrival time changes. If you are not in immediate difficulty and would rather wait for a daytime visit, we will say so, and book a time that suits you.',
      ],
    },
    {
      kind: 'prose',
      id: 'what-24-hours-means',
      heading: 'What "24 hours" really means',
      paragraphs: [
        'Plenty of firms advertise round-the-clock cover and then, after dark, pass the job to whoever happens to be available. You may not find out until a stranger arrives with a different name on the van and a different idea of the price. We do not work that way.',
        'When we say 24 hours, we mean our own locksmiths, working to our own standards, at every hour of the day. The same {checked}, {insured} team covers nights and weekends, carries the same identification and follows the same rules: a quote agreed by phone first, non-destructive entry tried before any drilling, and a written invoice at the end.',
      ],
    },
    {
      kind: 'steps',
      id: 'after-a-night-break-in',
      heading: 'Securing a property after a night-time break-in',
      intro:
        'Finding a forced door in the middle of the night is frightening. If the intruder may still be inside or anyone is hurt, get out and call 999. Once it is safe, this is how we help.',
      steps: [
        {
          title: 'Report it and take photos',
          text: 'Report the crime to the police and note the crime reference number. Photograph the damage before anything is moved, and try not to touch surfaces the intruder may have handled.',
        },
        {
          title: 'Call us for a quote',
          text: 'Tell us which doors or windows are damaged and what the locks are. We give you a free quote by phone and an honest arrival time before a locksmith sets off.',
        },
        {
          title: 'Make the property secure',
          text: 'We replace forced cylinders and damaged locks from stock on the van, repair what can be repaired, and board up broken glass or split frames that cannot be fixed tonight.',
        },
        {
          title: 'Plan the permanent repair',
          text: 'Before leaving we explain what still needs doing, such as a new door or glazing, and give you a written invoice listing the work for your records and your insurer.',
        },
      ],
    },
    {
      kind: 'lists',
      id: 'safety-at-night',
      heading: 'Staying safe while you wait at night',
      intro: 'A locked-out night can feel long. A few simple precautions make the wait safer and the visit quicker.',
      lists: [
        {
          title: 'While you wait',
          items: [
            "Wait somewhere warm and well lit, such as a neighbour's house or your car",
            'Tell a friend or family member where you are',
            'Keep your phone charged and your ringer on so we can reach you',
            'Do not try to force the door or climb in through a window',
            'If you feel threatened at any point, call 999',
          ],
        },
        {
          title: 'When the locksmith arrives',
          items: [
            'Ask to see photo identification before they start',
            'Check the name matches the one we gave you on the phone',
            'Have proof of residence ready, or say where it is inside',
            'Confirm the price before any work begins',
            'Keep the written invoice once the job is finished',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'night-rates',
      heading: 'Labour rates at night, explained',
      paragraphs: [
        'A job on our price lists has a fixed price, the same at night as in the day. Work charged by the hour falls into three rate bands. The lowest covers weekday daytime hours. A middle band covers weekday evenings up to midnight and daytime and evening hours at weekends. The highest band covers the small hours, from midnight until seven in the morning, every day of the week. Every rate includes VAT.',
        'You are charged the rate for the band in which the work takes place, and after the first hour time is billed in quarter-hour increments, so you do not pay for a full extra hour when a job runs a little over. There is no separate call-out surge charge on top of these rates. The exact figures for each band are listed on our pricing page, and we confirm the full price with you by phone before setting off.',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '24 hour locksmith questions',
      items: [
        {
          question: 'Are you really open on Christmas Day and bank holidays?',
          answer:
            "Yes. We take calls and send locksmiths every day of the year, including Christmas Day, New Year's Day and every bank holiday. A fixed job price is the same as on any other day, hourly work follows the rate for the time of day as usual, and we confirm the price by phone first.",
        },
        {
          question: 'Is it cheaper to wait until the morning?',
          answer:
            'For a job on our price lists, no: its fixed price is the same at any hour{feeAtAnyHour}. For work charged by the hour it often is, because daytime rates are lower than night rates. If you are safe, warm and have somewhere to stay, we will tell you honestly that waiting may cost less and book a morning visit. If you are stuck outside or the property is insecure, it is worth calling us out now.',
        },
        {
          question: 'Will the night-time locksmith be the same standard as during the day?',
          answer:
            'Yes. Night and weekend calls are covered by our own {checked}, {insured} technicians, not {subcontractors}. They carry the same parts, follow the same process and give you the same written invoice as any daytime visit.',
        },
        {
          question: 'Can you make my home secure tonight if the door itself is badly damaged?',
          answer:
            'In most cases, yes. We replace forced locks from the stock on our van and can board up broken glass or a split panel so the property is secure overnight. If the door or frame needs replacing, we explain the options once the immediate problem is dealt with.',
        },
      ],
    },
  ],
};
