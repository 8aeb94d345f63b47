import { questionsAnsweredWithin } from './business.ts';

/**
 * How soon a question sent through a form is usually answered, after 'by e-mail': every page that
 * says so reads it from here (this page, the contact page, the closing band of every article), and
 * only while the forms take questions (docs/decisions/038, 049). The time is the business file's
 * `questionsAnsweredWithin`; without it no sentence names one.
 */
export const usuallyAnswered = questionsAnsweredWithin ? `, usually within ${questionsAnsweredWithin}` : '';

/**
 * Questions about the question service itself (the accordion on /ask-the-expert). `needsForm`:
 * about a question sent in writing, so shown only while the form takes questions.
 */
export const askFaqs: readonly { question: string; answer: string; needsForm?: true }[] = [
  ...(questionsAnsweredWithin
    ? [
        {
          question: 'How soon will I get an answer?',
          answer: `We aim to answer every question within ${questionsAnsweredWithin}. If your question is about a lock that has failed or a door that will not secure, call us instead so a locksmith can come out.`,
          needsForm: true as const,
        },
      ]
    : []),
  {
    question: 'Who answers the questions?',
    answer:
      'Our own senior locksmiths and security consultant, the same people who carry out the work. Answers are general advice; for anything specific we may suggest a survey.',
    needsForm: true,
  },
  {
    question: 'Is there a charge for asking?',
    answer:
      'No. Asking a question is free and does not commit you to anything. If the answer is that you need work doing, we will give you a quote and leave the decision to you.',
  },
  {
    question: 'Will my question be published?',
    answer: 'We publish some questions and answers below when they are likely to help others, always without your name or contact details.',
    needsForm: true,
  },
  {
    question: 'What should I include?',
    answer:
      'The type of door and lock if you know it, what the problem is and when it started. A description of any markings on the lock, such as a Kitemark or a star rating, helps us give a precise answer.',
    needsForm: true,
  },
];

/** The words of /ask-the-expert around its lists; the title gets ' | {trading name}' added. */
export const askPageCopy = {
  title: 'Ask the Expert: Free Answers from Locksmiths',
  description: `Send our locksmiths a question about locks, doors, keys or home security and get a free answer by e-mail${usuallyAnswered}.`,
  eyebrow: 'Free advice',
  heading: 'Ask the Expert',
  lead: `Not sure which lock your insurer wants, why a door sticks or whether a smart lock suits you? Ask our locksmiths. We answer by e-mail${usuallyAnswered}.`,
  askTitle: 'Send us your question',
  formHeading: 'Your question',
  formIntro: 'All fields are required.',
  faqTitle: 'About this service',
  answersTitle: 'Recent answers from our experts',
};

/**
 * The words that change while the site takes no questions (docs/decisions/038, 049): the page keeps
 * its published answers and offers the phone, and promises no written answer.
 */
export const askPageClosedCopy: Pick<typeof askPageCopy, 'description' | 'lead' | 'askTitle'> = {
  description: 'Answers from our locksmiths to common questions about locks, doors, keys and home security. Call us with yours, day or night.',
  lead: 'Not sure which lock your insurer wants, why a door sticks or whether a smart lock suits you? Read our locksmiths’ answers below, or call us and ask.',
  askTitle: 'Ask us by phone',
};
