import { cities } from '../../data/cities.ts';
import { homeCitySlugs, homeHero, homeServiceCards, homeTestimonials, technicians } from '../../data/home.ts';
import { accreditations } from '../../data/reputation.ts';

export function loader() {
  return {
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
