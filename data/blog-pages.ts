import { usuallyAnswered } from './ask-the-expert.ts';

/** The words of the blog's pages around the articles themselves (data/blog.ts, data/articles/). */

/** /blog; the title gets ' | {trading name}' added. */
export const blogPageCopy = {
  title: 'Locksmith Advice and Home Security Blog',
  description:
    'Practical advice from working locksmiths: choosing a locksmith, lock types, home security, smart locks, maintenance and what to do when you are locked out.',
  eyebrow: 'Advice from our locksmiths',
  heading: 'Locksmith Advice and Security Blog',
  lead: 'Plain answers to the questions we are asked every day: which lock to fit, how to keep it working, what to do when you are locked out, and how to spot a locksmith to avoid.',
  featuredTitle: 'Featured articles',
  recentTitle: 'Recent articles',
  readFull: 'Read the full article',
  questionHeading: 'Have a question?',
  questionIntro: 'Ask our locksmiths about this article or anything else to do with locks and security. We reply by e-mail.',
};

/** /blog/category/{slug}. {category}: its name; {topic}: the name in lower case; {count}: its articles. */
export const blogCategoryCopy = {
  /** {brand} is the trading name, filled by the page. */
  title: '{category} Articles | {brand} Blog',
  description: 'Advice on {topic} from our locksmiths: practical, UK-specific articles on locks, doors and keeping your property secure.',
  eyebrow: 'Blog category',
  countOne: '{count} article',
  countMany: '{count} articles',
  emptyTitle: 'Nothing here yet',
  emptyText: 'No articles found in this category.',
  backLink: 'Back to the blog',
};

/** Around every article on /blog/{slug}. */
export const articlePageCopy = {
  helpTitle: 'Need a locksmith now?',
  /** {whenWeAnswer}: the phone line's hours in words (server/views/fact-slots.ts). */
  helpText: 'Our {checked} locksmiths answer the phone {whenWeAnswer}, and give you a price before they set off.',
  relatedTitle: 'Related articles',
  ctaTitle: 'Got a question about your locks?',
  /** Shown only while the forms take questions; otherwise the band gives the number (docs/decisions/049). */
  ctaText: `Ask our experts and get an answer by e-mail${usuallyAnswered}.`,
};
