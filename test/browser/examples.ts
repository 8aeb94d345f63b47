/**
 * The pages, names and numbers the browser tests use as examples, chosen from the configured
 * business's data (test/helpers/fixture-pages.ts, docs/decisions/072 and 073) rather than named:
 * the specs pass for any business the business file describes, not only the shipped sample.
 */
import { cityServices } from '../../data/city-services.ts';
import { formsCopy } from '../../data/forms.ts';
import { placePrices } from '../../data/prices.ts';
import { phoneLineHours } from '../../data/business.ts';
import { site } from '../helpers/app.ts';
import { districtPages } from '../../server/views/postcode-districts.ts';
import { servedCities } from '../../server/views/served-places.ts';
import { hoursInWords } from '../../shared/hours.ts';
import { fixturePages, servedByPopulation } from '../helpers/fixture-pages.ts';

/** A served place's page, with the name the page and its forms give the place. */
export interface PlaceExample {
  slug: string;
  path: string;
  name: string;
}

const example = (slug: string): PlaceExample => ({ slug, path: `/${slug}`, name: servedCities.find((place) => place.slug === slug)!.name });

/** The home team's place page ('/london' for the sample, '/cardiff' for the Welsh fixture): a call-back request's page. */
export const homePlacePage: PlaceExample = example(fixturePages.citySlug);

/**
 * A place page and the number it shows: the first served place with a local number of its own
 * where the business has any, else the home team's place with the national number.
 */
export const numberedPlace: PlaceExample & { phone: string; local: boolean } = fixturePages.localPhone
  ? { ...example(fixturePages.localPhone[0]), phone: fixturePages.localPhone[1], local: true }
  : { ...homePlacePage, phone: site.phone, local: false };

/** What stands in a form's place while the site takes no forms, naming `phone` and the hours the line is answered. */
export const callInstead = (phone: string): string =>
  formsCopy.callInstead.replace('{phone}', phone).replace('{hours}', hoursInWords(phoneLineHours));

/** Another served place than the home team's, the most populous. */
const otherPlacePage: PlaceExample = example(servedByPopulation.find((place) => place.slug !== fixturePages.citySlug)!.slug);

/**
 * A page below a place, counted under the 'city-area' template: an area page where the business
 * has any, else a local service page of the other place (as test/counts.test.ts chooses it).
 */
export const localPage: string = fixturePages.area ?? `${otherPlacePage.path}/${cityServices[0]!.slug}`;

/**
 * A postcode district a page lists, not listed by any page before it in the finder's order
 * (districtPages: the most local first), so the finder sends a search for it to that page; the
 * first such page that is not one of `avoid`. Undefined where no page of the business lists a district.
 */
export function listedDistrict(avoid: readonly string[] = []): { district: string; path: string } | undefined {
  const seen = new Set<string>();
  for (const page of districtPages()) {
    for (const district of page.districts) {
      if (!seen.has(district) && !avoid.includes(page.path)) return { district, path: page.path };
      seen.add(district);
    }
  }
  return undefined;
}

/**
 * A page with a price table: the page of the most populous served place with a price list of its
 * own (a place's page shows a table only then), else the national list on /pricing.
 */
export const pricedPage: { name: string; path: string } = ((slug) =>
  slug ? { name: slug, path: `/${slug}` } : { name: 'pricing', path: '/pricing' })(
  servedByPopulation.find((place) => placePrices[place.slug] !== undefined)?.slug,
);
