import { articles, blogCategories, RECENT_CARD_COUNT, RECENT_MENU_COUNT } from '../data/blog.ts';
import type { ArticleBlock, ArticleMeta } from './types.ts';

/** Words a reader reads per minute, for reading times computed from the text. */
export const WORDS_PER_MINUTE = 200;

export function newestFirst<T extends { date: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date));
}

export function findArticle(slug: string | undefined): ArticleMeta | undefined {
  return articles.find((a) => a.slug === slug);
}

export function findCategory(slug: string | undefined) {
  return blogCategories.find((c) => c.slug === slug);
}

/** The two most recent articles are 'Recent'; the other four are 'Featured'. */
export function blogIndex() {
  const all = newestFirst(articles);
  return { recent: all.slice(0, RECENT_CARD_COUNT), featured: all.slice(RECENT_CARD_COUNT) };
}

export function recentMenu(): ArticleMeta[] {
  return newestFirst(articles).slice(0, RECENT_MENU_COUNT);
}

export function articlesIn(category: string): ArticleMeta[] {
  return newestFirst(articles.filter((a) => a.categories.includes(category)));
}

/** The other articles, those sharing a category first. */
export function relatedTo(article: ArticleMeta, count = articles.length - 1): ArticleMeta[] {
  const others = newestFirst(articles.filter((a) => a.slug !== article.slug));
  const shares = (a: ArticleMeta) => a.categories.some((c) => article.categories.includes(c));
  return [...others.filter(shares), ...others.filter((a) => !shares(a))].slice(0, count);
}

function blockText(block: ArticleBlock): string {
  switch (block.kind) {
    case 'ul':
    case 'ol':
      return block.items.join(' ');
    case 'callout':
      return `${block.title} ${block.text}`;
    default:
      return block.text;
  }
}

export function wordCount(lead: string, blocks: readonly ArticleBlock[]): number {
  return [lead, ...blocks.map(blockText)].join(' ').split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** '2023-09-15' → '15 September 2023', fixed to UTC so server and browser agree. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
