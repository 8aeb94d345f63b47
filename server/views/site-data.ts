import { isValid as isValidPostcode, toNormalised as normalisePostcode } from 'postcode';
import { callbackDialogCopy } from '../../data/call-back.ts';
import { servedArea, servedCities } from './served-places.ts';
import { fillCopy } from '../../shared/text.ts';
import { errorPagesCopy } from '../../data/errors.ts';
import { footerCopy, headerCopy } from '../../data/frame.ts';
import { formsCopy } from '../../data/forms.ts';
import { localPhones, officeOpeningHours, phoneLineHours, reputation } from '../../data/business.ts';
import { featuredServiceSlugs, mobileMenuServiceCount } from '../../data/services.ts';
import { isOffered, offeredServices } from './offered-services.ts';
import type { BusinessFacts } from '../../shared/jsonld.ts';
import { byPopulation } from '../../shared/population.ts';
import type { NavItem, SiteConfig, SiteData } from '../../shared/site.ts';
import { mayShow } from '../business/business-facts.ts';
import { cityPlace } from './place-facts.ts';

/** How many cities the footer lists (docs/product.md §9: the six most populous). */
const FOOTER_CITY_COUNT = 6;

const serviceItem = (service: { slug: string; title: string }): NavItem => ({ to: `/services/${service.slug}`, label: service.title });

/**
 * The town and postcode of the configured office address, for the structured data: the last line
 * is the town, or the postcode with the town before it (or on the same line). A line with a digit
 * and no valid postcode is a street, never published (docs/decisions/025).
 */
export function officeLocality(lines: readonly string[]): BusinessFacts['address'] {
  const last = lines.at(-1) ?? '';
  const postcode = /^(.*?)\s*\b([A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2})$/.exec(last);
  const postalCode = postcode && isValidPostcode(postcode[2]!) ? (normalisePostcode(postcode[2]!) ?? undefined) : undefined;
  const town = postalCode ? postcode![1]! || lines.at(-2) : last;
  const locality = town && !/\d/.test(town) ? town : undefined;
  return { ...(locality ? { locality } : {}), ...(postalCode ? { postalCode } : {}) };
}

/** The structured data's facts about the business, from data/ and the configured address. */
function businessFacts(config: SiteConfig): BusinessFacts {
  return {
    address: officeLocality(config.address),
    citiesServed: servedCities.map((city) => cityPlace(city)),
    localNumbers: servedCities
      .filter((city) => localPhones[city.slug])
      .map((city) => ({ place: cityPlace(city), telephone: localPhones[city.slug]! })),
    officeHours: officeOpeningHours,
    lineHours: phoneLineHours,
  };
}

/**
 * The frame's links and words, the headline rating and the business's facts, worked out once at start-up from
 * data/, whether the pages show their forms (`leadFormsOpen`, from the lead settings) and whether
 * they show sample reviews and the sample rating (`sampleContent`, docs/decisions/046).
 */
export function buildSiteData(config: SiteConfig, leadFormsOpen = true, sampleContent = true, counts = false): SiteData {
  const allServices = offeredServices.map(serviceItem);
  return {
    ...config,
    business: businessFacts(config),
    rating: mayShow(reputation.rating.source, sampleContent) ? { ...reputation.rating } : null,
    sampleContent,
    leadFormsOpen,
    counts,
    copy: {
      header: headerCopy,
      footer: fillCopy(footerCopy, { area: servedArea }),
      errors: errorPagesCopy,
      callbackDialog: callbackDialogCopy,
      forms: formsCopy,
    },
    nav: {
      services: allServices,
      mobileServices: allServices.slice(0, mobileMenuServiceCount),
      footerServices: featuredServiceSlugs.filter(isOffered).map((slug) => serviceItem(offeredServices.find((s) => s.slug === slug)!)),
      footerCities: byPopulation(servedCities)
        .slice(0, FOOTER_CITY_COUNT)
        .map((city) => ({ to: `/${city.slug}`, label: city.name })),
    },
  };
}
