import { cities } from '../../data/cities.ts';
import { reputation } from '../../data/business.ts';
import { featuredServiceSlugs, mobileMenuServiceCount, services } from '../../data/services.ts';
import { byPopulation } from '../../shared/population.ts';
import type { NavItem, SiteConfig, SiteData } from '../../shared/site.ts';

/** How many cities the footer lists (docs/product.md §9: the six most populous). */
const FOOTER_CITY_COUNT = 6;

const serviceItem = (service: { slug: string; title: string }): NavItem => ({ to: `/services/${service.slug}`, label: service.title });

/** The frame's links and the headline rating, worked out once at start-up from data/. */
export function buildSiteData(config: SiteConfig): SiteData {
  const allServices = services.map(serviceItem);
  return {
    ...config,
    rating: { ...reputation.rating },
    nav: {
      services: allServices,
      mobileServices: allServices.slice(0, mobileMenuServiceCount),
      footerServices: featuredServiceSlugs.map((slug) => serviceItem(services.find((s) => s.slug === slug)!)),
      footerCities: byPopulation(cities)
        .slice(0, FOOTER_CITY_COUNT)
        .map((city) => ({ to: `/${city.slug}`, label: city.name })),
    },
  };
}
