import type { LoaderFunctionArgs } from 'react-router';
import { articlesIn, blogNavData, findCategory } from '../../server/views/blog.ts';
import { notFound } from './errors.tsx';

/** The specification's heading rule: the slug, title-cased. */
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
  return { category: { slug: category.slug, name: titleCase(category.slug) }, articles: articlesIn(category.slug), blogNav: blogNavData() };
}
