import type { LoaderFunctionArgs } from 'react-router';
import { shownFigures } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { pricingNote } from '../../data/prices.ts';
import { loadServicePage } from '../../data/service-pages/index.ts';
import { buildAreaView, type CityAreaView } from '../../server/views/area-view.ts';
import { answerUnmatchedPlacePath } from '../../server/views/place-fate.ts';
import { notFound } from './errors.tsx';
import { lookUpPlace } from '../../server/views/place-lookup.ts';
import { resolvePlace } from '../../server/views/place.ts';
import { assertFilled, fillCopy, fillPlace } from '../../shared/text.ts';
import { factSlots } from '../../server/views/fact-slots.ts';

/**
 * /{city}/{area}: a local service page (docs/decisions/021), a dedicated suburb page, a London
 * postal district or a known sub-area, in that order; anything else is a 404 at the same URL
 * (docs/decisions/020).
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const found = lookUpPlace(params.city, params.area ?? '');
  // Another name for the place ('/london/e1', '/hull/key-cutting') answers 301, an unserved place's page 410.
  if (!found?.match) {
    answerUnmatchedPlacePath(request, params.city ?? '', params.area ?? '');
    notFound();
  }
  // Thin pages stay usable and linked but out of the index (docs/decisions/026).
  const { contentIndex, sampleContent } = loadContextOf(context);
  const where = `/${found.city.slug}/${params.area}`;
  const indexable = contentIndex.isIndexable(where);
  // The page's place resolved once: the view and its words read every fact of it from here (docs/decisions/045).
  // Its reviews and figures are only those the site may show: samples only while it runs with sample facts (docs/decisions/046, 049).
  const place = resolvePlace(found, { sampleContent });
  const view: CityAreaView = { ...buildAreaView(place, found.match, shownFigures(sampleContent)), indexable };
  if (view.kind === 'suburb') return assertFilled({ ...view, pricingNote }, where);
  if (view.kind !== 'service') return assertFilled(view, where);
  // A local service page builds on its national page: same features, local facts.
  const base = await loadServicePage(view.service.serviceSlug);
  if (!base) return assertFilled(view, where);
  const copy = { ...view.copy, moreAbout: fillPlace(view.copy.moreAbout, { base: base.title.toLowerCase() }) };
  // The place's own arrival time is on the page: a national feature that quotes minutes would be a second one.
  const features = fillCopy(base.features, factSlots).filter((feature) => !/\d+[- ]minutes?\b/.test(`${feature.title} ${feature.description}`));
  return assertFilled({ ...view, copy, base: { slug: base.slug, features } }, where);
}
