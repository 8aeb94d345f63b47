import { data, redirect } from 'react-router';
import { gonePlaceCopy } from '../../data/errors.ts';
import { byPopulation } from '../../shared/population.ts';
import type { GonePlace } from '../../shared/site.ts';
import { fillCopy } from '../../shared/text.ts';
import { pathFate } from './alias-target.ts';
import { placeName } from './place-name.ts';
import { servedCities } from './served-places.ts';

/** How many served places a place's 410 page links to, most populous first; the directory lists them all. */
const GONE_PLACE_LINKS = 12;

/**
 * The answer to a location path no page serves (client/routes/city.server.ts, city-area.server.ts):
 * 301 to the page another name stands for (docs/decisions/029), 410 Gone for a place the business
 * does not serve with the places it does (docs/decisions/073); it returns where the path is
 * simply unknown, for the loader to answer 404.
 */
export function answerUnmatchedPlacePath(request: Request, citySegment: string, segment?: string): void {
  const fate = pathFate(citySegment, segment);
  if (fate?.kind === 'moved') throw redirect(fate.to + new URL(request.url).search, 301);
  if (fate?.kind === 'gone') {
    const gone: GonePlace = {
      ...fillCopy(gonePlaceCopy, { place: fate.place }),
      places: byPopulation(servedCities)
        .slice(0, GONE_PLACE_LINKS)
        .map((place) => ({ to: `/${place.slug}`, label: placeName(place) })),
    };
    throw data({ gonePlace: gone }, { status: 410, statusText: 'Gone' });
  }
}
