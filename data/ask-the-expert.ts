import type { ExpertAnswer } from '../shared/types.ts';

/**
 * How soon a question sent through a form is answered: every page that says so reads it from here
 * (this page, the contact page, the closing band of every article), and only while the forms take
 * questions (docs/decisions/038, 049).
 */
export const questionAnswerTime = 'within 24 to 48 hours';

/**
 * Questions about the question service itself (the accordion on /ask-the-expert). `needsForm`:
 * about a question sent in writing, so shown only while the form takes questions.
 */
export const askFaqs: readonly { question: string; answer: string; needsForm?: true }[] = [
  {
    question: 'How soon will I get an answer?',
    answer: `We aim to answer every question ${questionAnswerTime}. If your question is about a lock that has failed or a door that will not secure, call us instead so a locksmith can come out.`,
    needsForm: true,
  },
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

/**
 * Recent published answers (docs/product.md §3, expert answers), newest first. The shipped four are
 * examples signed by the example technicians (data/home.ts), marked `sample`: shown only on the
 * sample site. Publish your own answers with the name of the person who wrote them.
 */
export const expertAnswers: readonly ExpertAnswer[] = [
  {
    question: 'My insurer says my front door needs a BS 3621 lock. How do I know if I have one?',
    answer:
      'Look at the faceplate, the metal strip on the edge of the door when it is open. A lock that meets BS 3621 has the Kitemark and the standard number stamped on it. If there is no marking, assume it does not meet the standard. On a timber door the usual fix is a 5-lever mortice deadlock to BS 3621; on a uPVC door insurers look at the cylinder and multipoint lock instead.',
    expert: 'Daniel Morris',
    date: '2025-10-21',
    sample: true,
  },
  {
    question: 'Our uPVC back door only locks if I lift the handle really hard. Is that a problem?',
    answer:
      'Yes, and it is worth dealing with soon. It usually means the door has dropped or the keeps are out of line, so the hooks and rollers are forced into place through the gearbox. Keep going and the gearbox can fail with the door locked shut. Adjusting the hinges and keeps is a short job, and much cheaper than a new mechanism.',
    expert: 'Michael Byrne',
    date: '2025-09-30',
    sample: true,
  },
  {
    question: 'Is a smart lock as secure as a normal lock?',
    answer:
      'It can be, but the electronics sit on top of a mechanical lock, so that still sets the level of security. On a uPVC or composite door make sure the cylinder is anti-snap, TS 007 3-star or Sold Secure Diamond. Keep the app and firmware updated, use a strong code and switch on two-step sign-in for the account.',
    expert: 'Aisha Rahman',
    date: '2025-09-12',
    sample: true,
  },
  {
    question: 'We have just bought a house. Do we really need to change all the locks?',
    answer:
      'We always recommend it. You cannot know how many keys the previous owners, their family, cleaners or builders still hold. On uPVC and composite doors changing the cylinders is quick and lets you upgrade to anti-snap ones at the same time; mortice locks can often be rekeyed rather than replaced.',
    expert: 'Daniel Morris',
    date: '2025-08-27',
    sample: true,
  },
];

/** The words of /ask-the-expert around its lists; the title gets ' | {trading name}' added. */
export const askPageCopy = {
  title: 'Ask the Expert: Free Answers from Locksmiths',
  description: `Send our locksmiths a question about locks, doors, keys or home security and get a free answer by e-mail, usually ${questionAnswerTime}.`,
  eyebrow: 'Free advice',
  heading: 'Ask the Expert',
  lead: `Not sure which lock your insurer wants, why a door sticks or whether a smart lock suits you? Ask our locksmiths. We answer by e-mail, usually ${questionAnswerTime}.`,
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
