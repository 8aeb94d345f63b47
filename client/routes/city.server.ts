import { type LoaderFunctionArgs, redirect } from 'react-router';
import { shownFigures } from '../../server/business-facts.ts';
import { loadContextOf } from '../../server/load-context.ts';
import { pricingNote } from '../../data/prices.ts';
import { buildCityView } from '../../server/views/city-view.ts';
import { aliasTarget } from '../../server/views/alias-target.ts';
import { lookUpPlace } from '../../server/views/place-lookup.ts';
import { resolvePlace } from '../../server/views/place.ts';
import { assertFilled } from '../../shared/text.ts';
import { notFound } from './errors.tsx';

export function loader({ params, context, request }: LoaderFunctionArgs) {
  const found = lookUpPlace(params.city);
  if (!found) {
    // Another name for a city ('/newcastle') answers 301 to its page (docs/decisions/029).
    const target = aliasTarget(params.city ?? '');
    if (target) throw redirect(target + new URL(request.url).search, 301);
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
