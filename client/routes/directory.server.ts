import { factSlots } from '../../server/views/fact-slots.ts';
import { fastestTeamMinutes, reach, slowestTeamMinutes, teams } from '../../data/business.ts';
import { directoryCopy, directoryServiceSlugs, extraAreas, FEATURED_CITY_COUNT } from '../../data/directory.ts';
import { homeReviews } from '../../data/business.ts';
import { shownReviews } from '../../server/business/business-facts.ts';
import { type LoadContext, loadContextOf } from '../../server/http/load-context.ts';
import { finderCopy } from '../../data/postcode-finder.ts';
import { serviceBySlug } from '../../data/services.ts';
import { isOffered } from '../../server/views/offered-services.ts';
import { citiesOnly, townPages } from '../../server/views/place-lookup.ts';
import { pageContaining } from '../../server/views/place-for-point.ts';
import { londonDistrictGroups } from '../../server/views/place-links.ts';
import { findPageForPostcode } from '../../server/views/postcode-finder.ts';
import { nearestTeam, teamForPoint } from '../../server/views/response-time.ts';
import type { IconName } from '../../shared/icons.ts';
import type { FinderAnswer } from '../../shared/postcode-finder.ts';
import { byPopulation } from '../../shared/population.ts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { countOf, fillCopy, fillPlace } from '../../shared/text.ts';
import { servedArea, servesWholeUk, unservedNearest } from '../../server/views/served-places.ts';

const serviceIcons: Record<string, IconName> = {
  'emergency-locksmith': 'door-open',
  '24-hour-locksmith': 'key',
  'residential-locksmith': 'house',
  'commercial-locksmith': 'building',
  'urgent-lock-repair': 'wrench',
  'smart-lock-installation': 'smartphone',
};

/** The directory's words as true of the area served: the whole UK's, or those naming the area (docs/decisions/073). */
const byArea = (words: { wholeUk: string; area: string }) => (servesWholeUk ? words.wholeUk : fillPlace(words.area, { area: servedArea }));
const wordsForArea = {
  ...directoryCopy,
  title: byArea(directoryCopy.title),
  description: byArea(directoryCopy.description),
  lead: byArea(directoryCopy.lead),
};

export function loader({ request, context }: LoaderFunctionArgs) {
  // The postcode finder's form (GET ?postcode=…): a 303 to the most local page, or its answer here.
  const postcode = new URL(request.url).searchParams.get('postcode');
  let finder: FinderAnswer | null = null;
  if (postcode !== null) {
    const result = findPageForPostcode(postcode);
    countSearch(loadContextOf(context), result);
    if (result.kind === 'page') throw redirect(result.path, 303);
    finder = result;
  }
  // The featured cities and the table are headed 'cities': a town joins the towns below (docs/decisions/061).
  const sorted = byPopulation(citiesOnly);
  return {
    copy: fillCopy(wordsForArea, {
      ...factSlots,
      count: sorted.length,
      teams: Object.keys(teams).length,
      reach: reach.miles,
      fastest: fastestTeamMinutes,
      slowest: slowestTeamMinutes,
    }),
    // `name`, not `title`: a tile shows its service's name only as its link.
    serviceTiles: directoryServiceSlugs
      .filter(isOffered)
      .map((slug) => ({ slug, name: serviceBySlug(slug)!.title, icon: serviceIcons[slug] ?? 'key' })),
    // Sample reviews only while the site runs with sample facts (docs/decisions/046).
    testimonials: shownReviews(homeReviews, loadContextOf(context).sampleContent),
    featured: sorted.slice(0, FEATURED_CITY_COUNT).map((c) => ({ name: c.name, path: `/${c.slug}`, note: c.region })),
    table: sorted.map((c) => ({ name: c.name, slug: c.slug, region: c.region, population: c.population, status: c.cityStatus })),
    districts: londonDistrictGroups(),
    postcodeCredit: finderCopy.credit,
    ...directoryTowns(),
    finder,
  };
}

/**
 * A postcode search, counted (server/counts, docs/decisions/069) on the row of the page it sent the
 * visitor to, or of the finder's own page when it found none: answered with pages (a page, a
 * split London code, a district offered its nearest pages), not covered, or not a postcode.
 */
function countSearch({ counts, countable }: LoadContext, result: ReturnType<typeof findPageForPostcode>): void {
  if (!counts || !countable) return;
  if (result.kind === 'page') counts.record('finder_page', result.path, 'unknown');
  else
    counts.record(
      result.kind === 'uncovered' ? 'finder_uncovered' : result.kind === 'invalid' || result.kind === 'unknown' ? 'finder_invalid' : 'finder_page',
      '/locksmith-near-me',
      'unknown',
    );
}

/** A town on the directory: its nearest team and how far that is; a link to the city page covering it, where one does. */
interface DirectoryTown {
  name: string;
  path?: string;
  /** 'Manchester team, 8 miles'. */
  team: string;
}

/**
 * The directory's towns in two lists (docs/decisions/049): those within the reach of a team, which
 * the page says a team covers, and the rest, for which an arrival time is agreed on the phone. A
 * town with a page of its own (data/cities.ts `kind: 'town'`) links to it and names the team its
 * page names; a directory town links to the page about the place it is in and is given its team by
 * the rule the postcode finder uses (server/views/place-for-point.ts, docs/decisions/070).
 */
function directoryTowns(): { towns: DirectoryTown[]; farTowns: DirectoryTown[] } {
  const towns: DirectoryTown[] = [];
  const farTowns: DirectoryTown[] = [];
  const listed = [
    ...townPages.map((town) => ({ name: town.name, page: town, team: nearestTeam(town) })),
    ...extraAreas
      .filter((town) => !townPages.some((own) => own.name === town.name))
      // A town of another place's area is listed only where the business serves it (docs/decisions/073).
      .filter((town) => !unservedNearest(town.geo))
      .map((town) => ({ name: town.name, page: pageContaining(town.geo), team: teamForPoint(town.geo) })),
  ];
  for (const { name, page, team } of listed) {
    if (!team) throw new Error('data/business.ts names no team');
    const entry = {
      name,
      ...(page ? { path: `/${page.slug}` } : {}),
      team: `${team.name} team, ${countOf(team.miles, 'mile')} ${team.byRoad ? 'by road' : 'as the crow flies'}`,
    };
    (team.withinReach ? towns : farTowns).push(entry);
  }
  return { towns, farTowns };
}
