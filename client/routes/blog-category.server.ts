import { blogCategoryCopy } from '../../data/blog-pages.ts';
import { fillCopy } from '../../shared/text.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { articlesIn, blogNavData, findCategory } from '../../server/views/blog.ts';
import { notFound } from './errors.tsx';

/** A category's heading is its slug, title-cased (docs/product.md §2, 'Blog'). */
function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** /blog/category/{slug}: a known category answers 200, even when empty; anything else is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const category = findCategory(params.category);
  if (!category) notFound();
  const name = titleCase(category.slug);
  const articles = articlesIn(category.slug);
  const copy = fillCopy(blogCategoryCopy, { category: name, topic: name.toLowerCase(), count: articles.length });
  return { copy, category: { slug: category.slug, name }, articles, blogNav: blogNavData() };
}
