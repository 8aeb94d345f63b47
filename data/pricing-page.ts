import type { IconPoint } from '../shared/types.ts';
import type { grillePrices, maintenancePlans, safePrices, smartLockPrices } from './prices.ts';

/** The promises under the price lists on /pricing. */
export const pricingPromises: readonly IconPoint[] = [
  {
    title: 'No hidden fees',
    description:
      'The price we give on the phone is the price you pay for the work described. Anything extra is explained and agreed before we do it.',
    icon: 'file-check',
  },
  {
    title: 'No surge pricing',
    description:
      'A fixed job price is the same at any hour{feeAtAnyHour}, and hourly work follows the published time bands above. We do not raise prices because it is raining, a bank holiday or a busy night.',
    icon: 'pound',
  },
  {
    title: '{PriceMatch}',
    description: 'Found a written quote for the same work from a comparable local locksmith? Show us and we will match it.',
    icon: 'badge-check',
  },
  {
    title: 'Free quote by phone',
    description: 'Tell us the door, the lock and what has happened. You get a price before anyone sets off, with no obligation.',
    icon: 'phone',
  },
];

/** Questions about how prices work, on /pricing. */
export const pricingFaqs: readonly { question: string; answer: string }[] = [
  {
    question: "Why do the prices say 'from'?",
    answer:
      'Locks and doors vary. A standard euro cylinder costs less than a high-security one, and a sticking uPVC mechanism takes longer than a loose handle. We confirm the exact price on the phone once you have told us what you have.',
  },
  {
    question: 'Is VAT included?',
    answer: 'Yes. Our fixed prices and hourly rates include VAT, and the quote we give you on the phone is the total you pay for the work described.',
  },
  {
    question: 'How is time charged after the first hour?',
    answer:
      'This applies only to work charged by the hour; a fixed job price does not change with the time taken. The first hour is charged in full. After that we bill in 15-minute increments, so a job that runs a few minutes over does not cost another full hour.',
  },
  {
    question: 'What if I need parts?',
    answer:
      'We carry the common cylinders, mortice locks and uPVC mechanisms on the van. A fixed job price includes the standard parts; for hourly work, or a better part than the standard one, we tell you the price before fitting it, and you can choose between the options we have.',
  },
];

/** The words of /pricing around its tables; the title gets ' | {trading name}' added. */
export const pricingPageCopy = {
  title: 'Locksmith Prices and Labour Rates',
  description:
    'Our national price list: fixed prices for lockouts, lock changes, anti-snap cylinders and more, and hourly labour rates, VAT included. Some places have their own prices.',
  eyebrow: 'Transparent pricing',
  heading: 'Locksmith Prices',
  lead: 'What our fixed-price jobs cost, what we charge for our time, and how we make sure the price you are quoted is the price you pay.',
  priceListTitle: 'National price list',
  priceListIntro:
    'Fixed prices for the jobs on our list, labour and standard parts included, the same at any hour{feeAtAnyHour}. This is our national list, for every place without a list of its own.',
  priceListCaption: 'National list: fixed prices for the job, labour included',
  /** Under the national list: the places whose pages quote a list of their own, linked by the page. */
  localListsIntro: 'Prices differ in some places. These have their own list, and their pages quote it instead of this one:',
  chargingTitle: 'How we charge',
  labourTitle: 'Hourly labour rates',
  /** For screen readers: the labour table's caption. */
  labourCaption: 'Labour rates by time of day',
  promisesTitle: 'How our pricing works',
  specialistTitle: 'Specialist work',
  specialistIntro: 'Prices for products we supply and fit are on their service pages.',
  questionsTitle: 'Questions about pricing',
  ctaTitle: 'Get a free quote now',
  ctaText: 'Tell us what you need and we will give you a price on the phone{dayOrNight}.',
  ctaButton: 'Call for a free quote',
};

/**
 * The specialist cards on /pricing. Each quotes the cheapest item of its product's prices
 * (data/prices.ts) and names that item under the amount, so a 'from' price says what it is for
 * (docs/decisions/063). `items` names every priced item, keyed as its prices are.
 */
export const specialistCards = {
  safes: {
    title: 'Safe installation',
    path: '/services/safe-installation',
    detail: 'five types of safe',
    items: {
      biometric: 'Biometric safe',
      digital: 'Digital safe',
      fireResistant: 'Fire-resistant safe',
      cash: 'Cash safe',
      floor: 'Floor safe',
    } satisfies Record<keyof typeof safePrices, string>,
  },
  grilles: {
    title: 'Security grilles',
    path: '/services/security-grille-installation',
    detail: 'per window',
    items: { fixed: 'Fixed grille', retractable: 'Retractable grille', removable: 'Removable grille' } satisfies Record<
      keyof typeof grillePrices,
      string
    >,
  },
  smartLocks: {
    title: 'Smart locks',
    path: '/services/smart-lock-installation',
    detail: 'installed',
    items: {
      codeAccess: 'Code access lock',
      smartphone: 'Smartphone-controlled lock',
      biometric: 'Biometric lock',
    } satisfies Record<keyof typeof smartLockPrices, string>,
  },
  plans: {
    title: 'Lock maintenance plans',
    path: '/services/lock-maintenance',
    detail: 'per year',
    items: { basic: 'Basic plan', standard: 'Standard plan', premium: 'Premium plan' } satisfies Record<keyof typeof maintenancePlans, string>,
  },
};
