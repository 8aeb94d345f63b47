import { sitemapPageCopy } from '../../data/sitemap-page.ts';
import { offeredServices } from '../../server/views/offered-services.ts';
import { mainPages, regionGroups } from '../../server/views/html-sitemap.ts';
import { citiesOnly } from '../../server/views/place-lookup.ts';
import { placeName } from '../../server/views/place-name.ts';
import { byPopulation } from '../../shared/population.ts';
import { fillCopy, numberInWords } from '../../shared/text.ts';
import { servesLondon } from '../../server/views/served-places.ts';

/** docs/product.md §9: the HTML sitemap lists the 15 most populous cities (cities only: a town is no city, docs/decisions/061). */
export const SITEMAP_TOP_CITIES = 15;

export function loader() {
  return {
    // The services it links, counted; London's districts named only where London is served.
    copy: fillCopy(sitemapPageCopy, {
      serviceCount: numberInWords(offeredServices.length),
      placeKinds: servesLondon ? 'town, suburb and London district' : 'town and suburb',
    }),
    mainPages,
    services: offeredServices.map((s) => ({ name: s.title, path: `/services/${s.slug}` })),
    topCities: byPopulation(citiesOnly)
      .slice(0, SITEMAP_TOP_CITIES)
      .map((city) => ({ name: `Locksmith ${placeName(city)}`, path: `/${city.slug}` })),
    groups: regionGroups(citiesOnly).map((group) => ({
      region: group.region,
      cities: group.cities.map((city) => ({ name: placeName(city), path: `/${city.slug}` })),
    })),
  };
}
