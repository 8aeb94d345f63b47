/**
 * The services the business offers, by its facts (docs/decisions/072): the 24-hour locksmith
 * service only while its phone line is answered every day, all day. A service not offered has no
 * page (/services/{slug} answers 410 Gone) and no menu, list, tile or sitemap names it, so no page
 * links to a page that is not there.
 */
import { phoneLineHours } from '../../data/business.ts';
import { services } from '../../data/services.ts';
import { isRoundTheClock } from '../../shared/hours.ts';

/** Whether the business offers the service `slug`. */
export function isOffered(slug: string): boolean {
  return slug !== '24-hour-locksmith' || isRoundTheClock(phoneLineHours);
}

/** The national services the business offers, in the data's order. */
export const offeredServices = services.filter((service) => isOffered(service.slug));
