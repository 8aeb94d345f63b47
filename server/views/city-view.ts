import { factSlots } from './fact-slots.ts';
import { londonDistrictGroups, type PlaceLink, type ServiceLink } from './place-links.ts';
import type { Place, PlaceSummary } from './place.ts';
import type { NearestTeam } from './response-time.ts';
import { allFigures, type ShownFigures } from '../business/business-facts.ts';
import { yearsServing as businessYearsServing, phoneLineHours } from '../../data/business.ts';
import { isRoundTheClock } from '../../shared/hours.ts';
import type { CityPageData } from '../../shared/types.ts';
import { cityPageCopy, genericCityCopy } from '../../data/location-copy/city-page.ts';
import { noMinutesCopy } from '../../data/location-copy/shared.ts';
import { cityCopy } from './location-copy.ts';
import { nameInSentence, tidyArticles } from './place-name.ts';
import { countOf, fillPlace, stableIndex } from '../../shared/text.ts';
import type { PlaceFacts } from '../../shared/jsonld.ts';
import type { City, PriceRow, Review } from '../../shared/types.ts';

/** Everything a /{city} page renders, generic or dedicated. */
export interface CityView {
  city: PlaceSummary & {
    /** The fact box's status: the city's own ('City (1889)'), or 'Town' for a town. */
    cityStatus: string;
    population: string;
    populationYear: number;
    /** The area the figure counts where it is larger than the place ('the City of Winchester district'). */
    populationArea?: string;
    description: string;
    more?: string;
  };
  /** The city as the structured data names it (docs/decisions/028). */
  place: PlaceFacts;
  dedicated: boolean;
  title?: string;
  /**
   * Years the business has served this city, on dedicated pages only (data/city-pages.ts; never
   * more than the business's own years). Generic pages make no per-city claim.
   */
  yearsServing?: number;
  postcodeRange?: string;
  image: string;
  intro: string[];
  coveredAreas: string[];
  prices: readonly PriceRow[] | null;
  reviews: Review[];
  services: ServiceLink[];
  areas: PlaceLink[];
  /** London only: its postal districts by postcode area. */
  districtGroups: { area: string; links: PlaceLink[] }[];
  nearby: PlaceLink[];
  featuredArea?: PlaceLink;
  copy: ReturnType<typeof cityCopy>;
  /** The page shows every local service card, not the first four (data/city-pages.ts `allServiceCards`). */
  allServiceCards?: true;
}

/**
 * The page /{city}, built from `place`, the city resolved once for the request (resolvePlace in
 * place.ts, from lookUpPlace's record): its name, facts, minutes, phone, prices, reviews, dedicated
 * page and links are read from there, never looked up again. `figures`: the business figures the
 * page may state (server/business/business-facts.ts shownFigures); a city's own years serving go with the
 * business's years trading (docs/decisions/049).
 */
export function buildCityView(place: Place, figures: ShownFigures = allFigures): CityView {
  const { dedicated: page, facts } = place;
  const { summary } = place;
  const description = facts.description ?? fillPlace(genericCityCopy.description, { city: facts.name, region: place.region });
  const yearsServing = figures.yearsTrading === null ? undefined : businessYearsServing[place.slug];
  return {
    // A dedicated page's written intro already tells the place's story: its data's description
    // would say the same again in other words (Sheffield's hills, Camden's squares).
    city: {
      ...summary,
      cityStatus: facts.cityStatus ?? cityPageCopy.townStatus,
      population: facts.population,
      populationYear: facts.populationYear,
      ...(facts.populationArea ? { populationArea: facts.populationArea } : {}),
      description: page ? '' : description,
      more: page ? undefined : facts.more,
    },
    place: place.structured,
    dedicated: Boolean(page),
    title: page?.title && fillPlace(page.title, factSlots),
    yearsServing,
    postcodeRange: page?.postcodeRange,
    image: summary.image,
    intro: page ? dedicatedIntro(place, page) : genericIntro(place),
    coveredAreas: page?.coveredAreas ?? [],
    prices: place.prices.own,
    reviews: place.reviews,
    services: place.services,
    // London's page lists its postal districts grouped by postcode area, not as one grid.
    areas: place.slug === 'london' ? [] : place.areas,
    districtGroups: place.slug === 'london' ? londonDistrictGroups() : [],
    nearby: place.nearby,
    featuredArea: page?.featuredArea,
    copy: cityCopy(place, yearsServing, figures.yearsTrading),
    allServiceCards: page?.allServiceCards,
  };
}

/**
 * A population as a sentence says it after 'about': '345,000' for 345,418, '16,000' for 16,310,
 * '4,300' for 4,310, '1.14 million' for 1,141,816.
 */
function roundedPopulation(figure: string): string {
  const n = Number(figure.replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) throw new Error(`data/cities.ts: population '${figure}' is not a number of people`);
  const rounded = Math.round(n / (n >= 10_000 ? 1000 : 100)) * (n >= 10_000 ? 1000 : 100);
  return rounded >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(2))} million` : rounded.toLocaleString('en-GB');
}

/**
 * Intro text for a city without written page copy. The facts are the city's own (status,
 * population, response time, its team) and the sentence pattern varies by place, so no two pages
 * read as the same text with the name swapped. The team sentence names only a place with a team,
 * and says it covers the city only within the reach (docs/decisions/045).
 */
function genericIntro(place: Place): string[] {
  const { population, populationYear, populationArea } = place.facts;
  const copy = genericCityCopy;
  const minutes = place.responseMinutes;
  const values = {
    ...factSlots,
    city: place.inSentence,
    // 'about', 'around' and 'roughly' go with a rounded figure; the fact box gives the exact one.
    population: roundedPopulation(population),
    year: populationYear,
    status: statusPhrase({ ...place.facts, region: place.region }),
    ...(minutes === null ? {} : { minutes }),
  };
  const openings = minutes === null ? noMinutesCopy.cityOpenings : copy.openings;
  const pick = stableIndex(place.slug, openings.length);
  // A figure for a larger area than the place says which area it counts.
  const populationSentence = populationArea ? fillPlace(copy.factsForArea, { area: populationArea }) : copy.facts[(pick + 1) % copy.facts.length]!;
  const facts = [populationSentence, teamSentence(place)].filter(Boolean).join(' ');
  return [openings[pick]!, facts].map((text) => tidyArticles(fillPlace(text, values)));
}

/**
 * A dedicated page's written intro (data/city-pages.ts), its first paragraph closed by the
 * sentence about the team: the page's own words for its team where the business has one in the
 * place, else where the nearest team is, from the facts. So a business without a Birmingham team
 * never says 'Our Birmingham locksmiths', and no minutes are stated where no team reaches.
 */
function dedicatedIntro(place: Place, page: CityPageData): string[] {
  const minutes = place.responseMinutes;
  const own =
    page.ownTeam && place.team?.miles === 0 && minutes !== null
      ? fillPlace(page.ownTeam, { minutes, dayOrNight: isRoundTheClock(phoneLineHours) ? ', day or night' : '' })
      : teamSentence(place);
  const [first = '', ...rest] = page.intro;
  return [[first, own].filter(Boolean).join(' '), ...rest].map((text) => tidyArticles(text));
}

/** Where the place's team is, as one sentence (its own team, a team that covers it, the nearest one), or '' with no teams. */
function teamSentence(place: Place): string {
  const team = place.team;
  if (!team) return '';
  const words = genericCityCopy.team;
  return fillPlace(team.miles === 0 ? words.own : team.local ? words.covers : team.withinReach ? words.near : words.far, {
    city: place.inSentence,
    team: nameInSentence(team.name),
    away: fillPlace(distanceWords(team), { miles: countOf(team.miles, 'mile') }),
  });
}

/** How the team sentence gives the distance: by road where the facts give one, else a straight line (docs/decisions/064). */
function distanceWords(team: NearestTeam): string {
  const words = genericCityCopy.team;
  if (team.byRoad) return words.awayByRoad;
  return team.listedBeyond ? words.awayInALine : words.away;
}

/**
 * A city's status as words that sit between commas ('Coventry, a city since 1345, is …'), never
 * in brackets: the data's own form, 'City (1345)', inside the sentence's brackets read as
 * 'Coventry (City (1345))'. A town has no city status, and is called a town in its region
 * (docs/decisions/061). Exported for the tests, which run it over every place.
 */
export function statusPhrase({ kind, cityStatus, region }: Pick<City, 'kind' | 'cityStatus' | 'region'>): string {
  const phrases = genericCityCopy.statusPhrases;
  if (kind === 'town' || cityStatus === undefined) return fillPlace(phrases.town, { region });
  const granted = /^City \((?:restored |charter of )?(\d{4})(?:, [\w ]+ Jubilee)?\)$/.exec(cityStatus);
  if (granted) {
    const kind = cityStatus.includes('restored') ? phrases.restored : cityStatus.includes('charter') ? phrases.charter : phrases.granted;
    return fillPlace(kind, { year: granted[1]! });
  }
  const ancient = /^City by ancient (prescription|usage)(?: \(confirmed (\d{4})\))?$/.exec(cityStatus);
  if (ancient) return fillPlace(ancient[2] ? phrases.ancientConfirmed : phrases.ancient, { basis: ancient[1]!, year: ancient[2] ?? '' });
  const immemorial = /^City since time immemorial(?: \(confirmed (\d{4})\))?$/.exec(cityStatus);
  if (immemorial) return immemorial[1] ? fillPlace(phrases.immemorialConfirmed, { year: immemorial[1] }) : phrases.immemorial;
  if (cityStatus === 'Capital city') return phrases.capital;
  if (cityStatus === 'London Borough') return phrases.londonBorough;
  return phrases.other;
}
