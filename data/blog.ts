import type { ArticleMeta } from '../shared/types.ts';

/** The four blog categories, each at /blog/category/{slug} (docs/product.md §2). */
export const blogCategories = [
  { slug: 'home-security', name: 'Home Security' },
  { slug: 'lock-technology', name: 'Lock Technology' },
  { slug: 'emergency-tips', name: 'Emergency Tips' },
  { slug: 'commercial-security', name: 'Commercial Security' },
] as const;

export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

/**
 * The six articles, newest first. Bodies live in data/articles/{slug}.ts and load only on the
 * article's own page. Dates: 15 September, 5 October and 12 October 2023 came with the product's first
 * description; the other three are ours. No article is filed under commercial-security yet, so that
 * category shows the empty message of docs/product.md §2 ('No articles found in this category.').
 */
export const articles: readonly (ArticleMeta & { categories: BlogCategorySlug[] })[] = [
  {
    slug: 'car-lockouts-guide',
    title: 'Locked Out of Your Car? What to Do Next',
    metaTitle: 'Locked Out of Your Car? What to Do Next',
    excerpt: 'Keys locked inside, lost or a dead fob: the checks to make first, when to call 999, and what an auto locksmith needs from you.',
    date: '2023-11-16',
    categories: ['emergency-tips'],
    label: 'Emergency Tips',
  },
  {
    slug: 'smart-lock-technology',
    title: 'Smart Lock Technology: What to Know Before You Upgrade',
    metaTitle: 'Smart Locks: What to Know Before You Upgrade',
    excerpt: 'Keypad, app and fingerprint locks explained for UK doors, with the security, battery and insurance questions to ask before you buy.',
    date: '2023-11-02',
    categories: ['lock-technology', 'home-security'],
    label: 'Lock Technology',
  },
  {
    slug: 'how-to-choose-reliable-emergency-locksmith',
    title: 'How to Choose a Reliable Emergency Locksmith: Your Complete Guide',
    metaTitle: 'How to Choose a Reliable Emergency Locksmith',
    excerpt: 'The warning signs of a rogue locksmith, what to ask before you book, and how to check insurance, vetting and reviews in minutes.',
    date: '2023-10-12',
    categories: ['emergency-tips'],
    label: 'Expert Advice',
    tags: ['Expert Advice', '8 min read'],
  },
  {
    slug: 'understanding-different-lock-types',
    title: "Understanding Different Lock Types: A UK Homeowner's Guide",
    metaTitle: 'Understanding Different Lock Types in UK Homes',
    excerpt: 'Euro cylinders, mortice deadlocks, nightlatches and escape locks: how each works, how to tell which you have, and when to upgrade.',
    date: '2023-10-05',
    categories: ['lock-technology', 'home-security'],
    label: 'Lock Technology',
  },
  {
    slug: 'home-security-tips-new-homeowners',
    title: 'Home Security Tips for New Homeowners',
    metaTitle: 'Home Security Tips for New Homeowners',
    excerpt: 'Just moved in? Change the locks, check what your insurer asks for, and secure doors, windows and outbuildings in your first week.',
    date: '2023-09-15',
    categories: ['home-security'],
    label: 'Home Security',
  },
  {
    slug: 'lock-maintenance-guide',
    title: 'Lock Maintenance Guide: Keep Your Locks Working for Years',
    metaTitle: 'Lock Maintenance Guide: Keep Locks Working',
    excerpt: 'Simple care that stops locks sticking and failing: the right lubricant, door alignment, worn keys and a yearly checklist.',
    date: '2023-08-24',
    categories: ['lock-technology'],
    label: 'Maintenance',
  },
];

/** How many posts the 'Recent Articles' dropdown lists. */
export const RECENT_MENU_COUNT = 4;
/** The blog index shows the four featured articles, then the two most recent as 'Recent'. */
export const RECENT_CARD_COUNT = 2;
