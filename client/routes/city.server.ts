import type { LoaderFunctionArgs } from 'react-router';
import { shownFigures } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { pricingNote } from '../../data/prices.ts';
import { buildCityView } from '../../server/views/city-view.ts';
import { answerUnmatchedPlacePath } from '../../server/views/place-fate.ts';
import { notFound } from './errors.tsx';
import { lookUpPlace } from '../../server/views/place-lookup.ts';
import { resolvePlace } from '../../server/views/place.ts';
import { assertFilled } from '../../shared/text.ts';

export function loader({ params, context, request }: LoaderFunctionArgs) {
  const found = lookUpPlace(params.city);
  // Another name for a city ('/newcastle') answers 301 to its page, an unserved place 410 (docs/decisions/029, 073).
  if (!found) {
    answerUnmatchedPlacePath(request, params.city ?? '');
    notFound();
  }
  // Thin pages stay usable and linked but out of the index (docs/decisions/026).
  const { contentIndex, sampleContent } = loadContextOf(context);
  const where = `/${found.city.slug}`;
  const indexable = contentIndex.isIndexable(where);
  // The city resolved once: the view and its words read every fact of it from here (docs/decisions/045).
  // Its reviews and figures are only those the site may show: samples only while it runs with sample facts (docs/decisions/046, 049).
  const place = resolvePlace(found, { sampleContent });
  return assertFilled({ ...buildCityView(place, shownFigures(sampleContent)), pricingNote, indexable }, where);
}
