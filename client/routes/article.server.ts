import { articlePageCopy } from '../../data/blog-pages.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { loadArticleBody } from '../../data/articles/index.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { blogNavData, findArticle, relatedTo } from '../../server/views/blog.ts';
import { readingMinutes, wordCount } from '../../shared/blog.ts';
import { notFound } from './errors.tsx';
import { factSlots } from '../../server/views/fact-slots.ts';
import { fillCopy } from '../../shared/text.ts';

/** /blog/{slug}: one template for every article; the words are data (data/articles/). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const meta = findArticle(params.slug);
  const body = meta ? await loadArticleBody(meta.slug) : undefined;
  if (!meta || !body) notFound();
  const words = wordCount(body.lead, body.blocks);
  // The closing band promises a written answer only while the forms take questions (docs/decisions/049).
  const copy = { ...fillCopy(articlePageCopy, factSlots), ctaText: loadContextOf(context).leadFormsOpen ? articlePageCopy.ctaText : null };
  return { copy, meta, body, words, minutes: readingMinutes(words), related: relatedTo(meta), blogNav: blogNavData() };
}
