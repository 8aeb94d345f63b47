import type { IconPoint } from '../shared/types.ts';

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
      'Our labour rates follow the published time bands above. We do not raise prices because it is raining, a bank holiday or a busy night.',
    icon: 'pound',
  },
  {
    title: 'Price-match guarantee',
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
    answer: 'Yes. Our labour rates include VAT, and the quote we give you on the phone is the total you pay for the work described.',
  },
  {
    question: 'How is time charged after the first hour?',
    answer:
      'The first hour is charged in full. After that we bill in 15-minute increments, so a job that runs a few minutes over does not cost another full hour.',
  },
  {
    question: 'What if I need parts?',
    answer:
      'We carry the common cylinders, mortice locks and uPVC mechanisms on the van. Where a part is needed we tell you its price before fitting it, and you can choose between the options we have.',
  },
];

/** The words of /pricing around its tables; the title gets ' | {trading name}' added. */
export const pricingPageCopy = {
  title: 'Locksmith Prices and Labour Rates',
  description:
    'Our published locksmith prices: lockouts, lock changes, anti-snap cylinders and more, plus labour rates with VAT included. No hidden fees, no surge pricing.',
  eyebrow: 'Transparent pricing',
  heading: 'Locksmith Prices',
  lead: 'What our most common jobs cost, what we charge for our time, and how we make sure the price you are quoted is the price you pay.',
  priceListTitle: 'Price list',
  priceListIntro: 'Fixed starting prices for our most common jobs, labour included. We confirm the exact price by phone before we set off.',
  priceListCaption: 'Common jobs: fixed prices, labour included',
  labourTitle: 'Hourly labour rates',
  promisesTitle: 'How our pricing works',
  specialistTitle: 'Specialist work',
  specialistIntro: 'Prices for products we supply and fit are on their service pages.',
  questionsTitle: 'Questions about pricing',
  ctaTitle: 'Get a free quote now',
  ctaText: 'Tell us what you need and we will give you a price on the phone, day or night.',
};
