import { cities } from '../../data/cities.ts';
import { homeCitySlugs, homeCopy, homeHero, homeServiceCards, homeTestimonials, technicians } from '../../data/home.ts';
import { homePlace, reputation } from '../../data/business.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { mayShow, shownAccreditations, shownReviews, withoutSamples } from '../../server/business-facts.ts';
import { loadContextOf } from '../../server/load-context.ts';
import { fillCopy, withoutSentences } from '../../shared/text.ts';

const { rating } = reputation;
/** The home page speaks to the business's home team (the business file's `homeTeam`): its place and its response time. */
const { minutes } = homePlace;
const home = cities.find((c) => c.slug === homePlace.slug)!.name;
const RATING_PLACEHOLDERS = ['{score}', '{outOf}', '{reviews}'];

export function loader({ context }: LoaderFunctionArgs) {
  // The sample rating and sample reviews only while the site runs with sample facts (docs/decisions/046):
  // otherwise the sentences that state the rating go, and the reviews section with no reviews.
  const { sampleContent } = loadContextOf(context);
  const words = mayShow(rating.source, sampleContent)
    ? homeCopy
    : { ...homeCopy, description: withoutSentences(homeCopy.description, RATING_PLACEHOLDERS), reviewsIntro: '' };
  return {
    copy: fillCopy(words, { score: rating.score, outOf: rating.outOf, reviews: rating.reviewCount, minutes, home }),
    homeHero: fillCopy(homeHero, { minutes, home }),
    homeServiceCards,
    homeTestimonials: shownReviews(homeTestimonials, sampleContent),
    technicians: withoutSamples(technicians, sampleContent),
    accreditations: shownAccreditations(sampleContent),
    cities: homeCitySlugs.map((slug) => {
      const city = cities.find((c) => c.slug === slug);
      if (!city) throw new Error(`data/home.ts names an unknown city: ${slug}`);
      return { name: city.name, slug: city.slug, region: city.region };
    }),
  };
}
