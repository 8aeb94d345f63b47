/**
 * The go-live checklist's items (docs/decisions/060): what is still shipped sample content or left
 * unset that a live site should not have, each with a short stable name an operator can
 * acknowledge. `npm run go-live` (server/go-live.ts) prints them and decides the exit code.
 */
import * as business from '../../data/business.ts';
import { sampleBrand } from '../../data/site-defaults.ts';
import { isDramaNumber } from '../business/business-phone.ts';
import { type SampleContent, sampleContentItems } from '../business/business-facts.ts';
import { businessFacts, businessFileLabel, loadedBusinessFile } from '../business/file.ts';
import { type SampleFactKind, sampleFactsOf } from '../business/sample-facts.ts';
import type { ServerConfig } from './config.ts';

/** Every item's name, in the order the list shows them: what an operator may acknowledge. */
export const ITEM_NAMES = [
  'sample-name',
  'sample-numbers',
  'sample-email',
  'sample-address',
  'sample-rating',
  'sample-figures',
  'sample-reviews',
  'sample-team',
  'sample-accreditations',
  'sample-story',
  'sample-answers',
  'sample-promises',
  'sample-prices',
  'sample-teams',
  'sample-reach',
  'sample-years',
  'sample-charging',
  'misspelt-settings',
  'no-delivery-channel',
  'indexing-off',
  'no-trust-proxy',
] as const;
type ItemName = (typeof ITEM_NAMES)[number];

/** One thing to fix before going live: what is wrong and which file or variable to change. */
export interface GoLiveItem {
  name: ItemName;
  text: string;
}

/** A kind of shipped sample still in place: content (server/business/business-facts.ts) or a fact (server/business/sample-facts.ts). */
type SampleName = SampleContent['name'] | SampleFactKind;

/** What the business file holds; the defaults are the configured file's, a test passes others. */
export interface Facts {
  localPhones: Readonly<Record<string, string>>;
  /** The shipped samples still in place: content, and facts named by their field ('placePrices.bradford'). */
  samples: readonly { name: SampleName; text: string }[];
}

/** The business file's facts still the shipped sample's, each named by its field. */
const sampleFactItems = () => sampleFactsOf(businessFacts()).map(({ field, kind }) => ({ name: kind, text: field }));

const shippedFacts = (): Facts => ({ localPhones: business.localPhones, samples: [...sampleContentItems(), ...sampleFactItems()] });
const fileLabel = () => businessFileLabel(loadedBusinessFile());

/** Where the drama numbers are set: SITE_PHONE (or the file's nationalPhone), the file's local numbers, or both. */
function whereToSet(national: boolean, local: boolean): string {
  return [national && `set SITE_PHONE or nationalPhone in ${fileLabel()}`, local && `set the local numbers in ${fileLabel()} localPhones`]
    .filter(Boolean)
    .join(', and ');
}

/** The site's own settings that are still the shipped samples (SITE_NAME, SITE_PHONE and local numbers, SITE_EMAIL, SITE_ADDRESS). */
function brandItems(config: ServerConfig, facts: Facts): GoLiveItem[] {
  const { site } = config;
  const items: GoLiveItem[] = [];
  if (site.name === sampleBrand.name) items.push({ name: 'sample-name', text: `SITE_NAME is still the sample name "${site.name}": set SITE_NAME` });
  const drama = [
    ...(isDramaNumber(site.phone) ? [`SITE_PHONE ${site.phone}`] : []),
    ...Object.entries(facts.localPhones)
      .filter(([, phone]) => isDramaNumber(phone))
      .map(([place, phone]) => `${place} ${phone}`),
  ];
  if (drama.length)
    items.push({
      name: 'sample-numbers',
      text: `numbers from Ofcom's drama ranges, which ring nobody: ${drama.join(', ')}: ${whereToSet(isDramaNumber(site.phone), drama.length > (isDramaNumber(site.phone) ? 1 : 0))}`,
    });
  if (/\.example$/i.test(site.email))
    items.push({ name: 'sample-email', text: `SITE_EMAIL ${site.email} is on the reserved .example domain, which receives no mail: set SITE_EMAIL` });
  if (site.address.join(', ') === sampleBrand.address)
    items.push({
      name: 'sample-address',
      text: `SITE_ADDRESS is still the sample office "${sampleBrand.address}" on a street that does not exist: set SITE_ADDRESS`,
    });
  return items;
}

/** What to do about each kind of sample content still in place. */
const SAMPLE_ADVICE: Record<SampleName, (listed: string) => string> = {
  'sample-rating': (listed) => `${listed} is the shipped sample: give it a real source (platform, date, link) in ${fileLabel()}`,
  'sample-figures': (listed) => `sample figures: ${listed}: enter the business's own and set each one's sample to false in ${fileLabel()}`,
  'sample-reviews': (listed) => `sample reviews: ${listed}: replace them with real reviews and their sources, or delete them`,
  'sample-team': (listed) => `made-up people: ${listed}: enter your own people (with their consent) with sample: false, or delete them`,
  'sample-accreditations': (listed) => `${listed}: list only the schemes the business holds, each with its body and number, with sample: false`,
  'sample-story': (listed) => `${listed}: write your own, then set its sample to false, or leave /about without a story`,
  'sample-answers': (listed) => `${listed}: publish your own people's answers with sample: false, or delete them`,
  'sample-promises': (listed) => `${listed}: set held to what the business really does, then sample to false`,
  'sample-prices': (listed) => `the sample's prices in ${fileLabel()}: ${listed}: enter your own prices (or delete a place's list)`,
  'sample-teams': (listed) =>
    `the sample's teams and minutes in ${fileLabel()}: ${listed}: list the places where you have locksmiths, with your own minutes`,
  'sample-reach': (listed) =>
    `the sample's reach exceptions in ${fileLabel()}: ${listed}: keep only road distances you are sure of for your own teams, or delete them`,
  'sample-years': (listed) => `the sample's years per place in ${fileLabel()}: ${listed}: enter your own, or delete them`,
  'sample-charging': (listed) => `the sample's words about charging in ${fileLabel()}: ${listed}: say how you charge in your own words`,
};

/** The business facts still shipped samples, one item per kind, in the checklist's order. */
function factItems(facts: Facts): GoLiveItem[] {
  const kinds = ITEM_NAMES.filter((name): name is SampleName => name in SAMPLE_ADVICE);
  return kinds.flatMap((name) => {
    const listed = facts.samples.filter((item) => item.name === name).map((item) => item.text);
    return listed.length ? [{ name, text: SAMPLE_ADVICE[name](listed.join(', ')) }] : [];
  });
}

/** Settings a live site should not run with: mistyped names, no lead channel, indexing off, no trusted proxy. */
function settingItems(config: ServerConfig, misspelt: string[]): GoLiveItem[] {
  const items: GoLiveItem[] = misspelt.map((line) => ({ name: 'misspelt-settings', text: line }));
  const { leads } = config;
  if (!leads.email && !leads.webhook)
    items.push({
      name: 'no-delivery-channel',
      text: leads.storeOnly
        ? 'no e-mail or webhook: leads are only stored (LEADS_STORE_ONLY) and nobody is told of them; read them with npm run leads, or set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM'
        : 'no e-mail or webhook: the forms are closed and the pages show the phone number; set SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, then try npm run leads -- test',
    });
  if (!config.indexing)
    items.push({ name: 'indexing-off', text: 'SITE_INDEXING=off asks search engines to stay away: unset it (or set on) on the live site' });
  if (config.trustProxy === false)
    items.push({
      name: 'no-trust-proxy',
      text: 'TRUST_PROXY is unset: behind a proxy or load balancer every visitor shares one rate limit; set it (docs/operations.md), or acknowledge this if visitors reach this server directly',
    });
  return items;
}

/** The whole checklist, in ITEM_NAMES order. */
export function goLiveItems(config: ServerConfig, misspelt: string[], facts: Facts = shippedFacts()): GoLiveItem[] {
  const items = [...brandItems(config, facts), ...factItems(facts), ...settingItems(config, misspelt)];
  return items.sort((a, b) => ITEM_NAMES.indexOf(a.name) - ITEM_NAMES.indexOf(b.name));
}
