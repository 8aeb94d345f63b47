import { cities } from '../../data/cities.ts';
import { homeCitySlugs, homeCopy, homeHero, homeServiceCards, homeTestimonials, technicians } from '../../data/home.ts';
import { accreditations, reputation, teams } from '../../data/business.ts';
import { fillCopy } from '../../shared/text.ts';

const { rating } = reputation;
/** The home page speaks to London, so it promises London's response time. */
const minutes = teams.london!;

export function loader() {
  return {
    copy: fillCopy(homeCopy, { score: rating.score, outOf: rating.outOf, reviews: rating.reviewCount, minutes }),
    homeHero: fillCopy(homeHero, { minutes }),
    homeServiceCards,
    homeTestimonials,
    technicians,
    accreditations,
    cities: homeCitySlugs.map((slug) => {
      const city = cities.find((c) => c.slug === slug);
      if (!city) throw new Error(`data/home.ts names an unknown city: ${slug}`);
      return { name: city.name, slug: city.slug, region: city.region };
    }),
  };
}
