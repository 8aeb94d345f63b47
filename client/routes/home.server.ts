import { cities } from '../../data/cities.ts';
import { homeCitySlugs, homeCopy, homeHero, homeServiceCards, homeTestimonials, technicians } from '../../data/home.ts';
import { accreditations, rating } from '../../data/reputation.ts';
import { fillCopy } from '../../shared/text.ts';

export function loader() {
  return {
    copy: fillCopy(homeCopy, { score: rating.score, outOf: rating.outOf, reviews: rating.reviewCount }),
    homeHero,
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
