import { factSlots } from '../../server/views/fact-slots.ts';
import { serviceTemplateCopy } from '../../data/service-template.ts';
import { fillCopy } from '../../shared/text.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { checkedBefore, madePromises } from '../../server/views/promise-words.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { loadServicePage } from '../../data/service-pages/index.ts';
import { isOffered } from '../../server/views/offered-services.ts';
import { gone, notFound } from './errors.tsx';

/** /services/{slug}: one of the thirteen service pages; any other slug is a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = await loadServicePage(params.slug ?? '');
  if (!page) notFound();
  // A service the business does not offer (its facts say so) is gone, not missing (docs/decisions/072).
  if (!isOffered(page.slug)) gone();
  // A service page is about no one nation: the check is 'background-checked', and only where promised.
  const checked = checkedBefore(madePromises(loadContextOf(context).sampleContent), null);
  const copy = fillCopy(serviceTemplateCopy, { service: page.title.replace(/ services?$/i, '').toLowerCase(), aLocksmith: `A ${checked}locksmith` });
  // What the page says about when we answer, from the phone line's hours (shared/hours.ts hoursSlots).
  return fillCopy({ ...page, copy }, factSlots);
}
