import { cities } from '../../data/cities.ts';
import { byPopulation } from '../../shared/population.ts';
import { isServed, servedArea, servedCities } from '../../server/views/served-places.ts';
import { homeCitySlugs, homeCopy, homeHero, homeServiceCards } from '../../data/home.ts';
import { homePlace, homeReviews, phoneLineHours, reputation, technicians } from '../../data/business.ts';
import { type HoursWords, isRoundTheClock, wordsForHours } from '../../shared/hours.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { mayShow, shownAccreditations, shownReviews, withoutSamples } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { fillCopy, withoutSentences } from '../../shared/text.ts';

const { rating } = reputation;
/** The home page speaks to the business's home team (the business file's `homeTeam`): its place and its response time. */
const { minutes } = homePlace;
const home = servedCities.find((c) => c.slug === homePlace.slug)!.name;
/**
 * The home page's grid of cities: data/home.ts's choice among the places served, then the other
 * served places, most populous first, up to the grid's size (docs/decisions/073).
 */
const homeGrid = (() => {
  const chosen = homeCitySlugs.map((slug) => {
    const place = cities.find((c) => c.slug === slug);
    if (!place) throw new Error(`data/home.ts names an unknown city: ${slug}`);
    return place;
  });
  const served = chosen.filter(isServed);
  const others = byPopulation(servedCities).filter((place) => !served.includes(place));
  return [...served, ...others].slice(0, homeCitySlugs.length);
})();
/** ' and Wales' after the home team's place in the title, unless the area served is that place alone. */
const andArea = servedArea === home ? '' : ` and ${servedArea}`;
const RATING_PLACEHOLDERS = ['{score}', '{outOf}', '{reviews}'];

/** The wording of a claim about when we answer that is true of the phone line's hours. */
const byHours = (words: HoursWords) => wordsForHours(phoneLineHours, words);
/** The home page's words, each claim about when we answer in the wording true of the phone line. */
const hoursCopy = {
  ...homeCopy,
  title: byHours(homeCopy.title),
  description: byHours(homeCopy.description),
  eyebrow: byHours(homeCopy.eyebrow),
  ctaText: byHours(homeCopy.ctaText),
};
const hero = {
  ...homeHero,
  claims: homeHero.claims.map((claim) => (typeof claim === 'string' ? claim : byHours(claim))),
};
const dayOrNight = isRoundTheClock(phoneLineHours) ? ', day or night' : '';

export function loader({ context }: LoaderFunctionArgs) {
  // The sample rating and sample reviews only while the site runs with sample facts (docs/decisions/046):
  // otherwise the sentences that state the rating go, and the reviews section with no reviews.
  const { sampleContent } = loadContextOf(context);
  const words = mayShow(rating.source, sampleContent)
    ? hoursCopy
    : { ...hoursCopy, description: withoutSentences(hoursCopy.description, RATING_PLACEHOLDERS), reviewsIntro: '' };
  return {
    copy: fillCopy(words, { score: rating.score, outOf: rating.outOf, reviews: rating.reviewCount, minutes, home, area: servedArea, andArea }),
    homeHero: fillCopy(hero, { minutes, home, dayOrNight }),
    homeServiceCards,
    homeTestimonials: shownReviews(homeReviews, sampleContent),
    technicians: withoutSamples(technicians, sampleContent),
    accreditations: shownAccreditations(sampleContent),
    cities: homeGrid.map((city) => ({ name: city.name, slug: city.slug, region: city.region })),
  };
}
