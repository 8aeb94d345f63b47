import { factSlots } from '../../server/views/fact-slots.ts';
import { servedCities } from '../../server/views/served-places.ts';
import { servicesTeaser } from '../../data/prices.ts';
import { nationalPriceOf } from '../../server/views/price-list.ts';
import { featuredServiceSlugs, servicesPageCopy, servicesTeaserPages, servicesTrustBadges } from '../../data/services.ts';
import { phoneLineHours, servicesReview } from '../../data/business.ts';
import { isRoundTheClock } from '../../shared/hours.ts';
import { fillCopy, fillPlace } from '../../shared/text.ts';

/** What the page says about when we answer, from the phone line's hours. */
const hours = factSlots;
import { isOffered, offeredServices as services } from '../../server/views/offered-services.ts';
import { byPopulation } from '../../shared/population.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { shownAccreditations, shownReviews } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';

/** How many cities /services lists (docs/product.md §9: the six most populous). */
const SERVICES_CITY_COUNT = 6;

export function loader({ context }: LoaderFunctionArgs) {
  return {
    copy: fillCopy(servicesPageCopy, hours),
    cities: byPopulation(servedCities)
      .slice(0, SERVICES_CITY_COUNT)
      .map(({ name, slug, region }) => ({ name, slug, region })),
    featured: featuredServiceSlugs
      .filter(isOffered)
      .map((slug) => services.find((s) => s.slug === slug)!)
      .map((s) => ({ ...s, description: fillPlace(s.summary, hours) })),
    others: services.filter((s) => !featuredServiceSlugs.includes(s.slug)),
    trustBadges: servicesTrustBadges
      .filter((badge) => !badge.roundTheClock || isRoundTheClock(phoneLineHours))
      .map(({ icon, text }) => ({ icon, text })),
    // Each price column links to its service's page, where there is one; prices come from the
    // national list, and only the jobs the business prices: a column with none is left out.
    servicesTeaser: servicesTeaser
      .map(({ title, jobs }) => {
        const page = services.find((s) => s.slug === servicesTeaserPages[title]);
        return {
          title,
          rows: jobs.flatMap((job) => {
            const row = nationalPriceOf(job);
            return row ? [{ service: row.service, price: row.price }] : [];
          }),
          page: page ? { path: `/services/${page.slug}`, label: page.title } : undefined,
        };
      })
      .filter((column) => column.rows.length > 0),
    // A sample review only while the site runs with sample facts (docs/decisions/046).
    servicesTestimonial: shownReviews(servicesReview ? [servicesReview] : [], loadContextOf(context).sampleContent)[0] ?? null,
    accreditations: shownAccreditations(loadContextOf(context).sampleContent),
  };
}
