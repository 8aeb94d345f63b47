/** Blog lookups over the article list in data/ (server-only: the browser gets their results as loader data). */
import { articles, blogCategories, RECENT_CARD_COUNT, RECENT_MENU_COUNT } from '../../data/blog.ts';
import { newestFirst } from '../../shared/blog.ts';
import type { ArticleMeta } from '../../shared/types.ts';

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

function recentMenu(): ArticleMeta[] {
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

/** What the blog's own bar lists: the newest articles and every category that has one. */
export interface BlogNavData {
  recent: { slug: string; title: string }[];
  categories: { slug: string; name: string }[];
}

export function blogNavData(): BlogNavData {
  return {
    recent: recentMenu().map(({ slug, title }) => ({ slug, title })),
    // An empty category still answers with its empty message, but nothing links to a page with nothing on it.
    categories: blogCategories.filter(({ slug }) => articlesIn(slug).length > 0).map(({ slug, name }) => ({ slug, name })),
  };
}
