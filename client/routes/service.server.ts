import { serviceTemplateCopy } from '../../data/service-template.ts';
import { fillCopy } from '../../shared/text.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { loadServicePage } from '../../data/service-pages/index.ts';
import { notFound } from './errors.tsx';

/** /services/{slug}: one of the thirteen service pages; any other slug is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = await loadServicePage(params.slug ?? '');
  if (!page) notFound();
  const copy = fillCopy(serviceTemplateCopy, { service: page.title.replace(/ services?$/i, '').toLowerCase() });
  return { ...page, copy };
}
