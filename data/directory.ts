/**
 * Towns without city status that the locksmiths also cover, listed on /locksmith-near-me
 * (docs/product.md §2: 'about 44 extra area names'). Plain names: they have no pages of their own.
 */
export const extraAreaNames = [
  'Reading',
  'Luton',
  'Northampton',
  'Bolton',
  'Stockport',
  'Oldham',
  'Rochdale',
  'Wigan',
  'Warrington',
  'St Helens',
  'Birkenhead',
  'Southport',
  'Huddersfield',
  'Halifax',
  'Dewsbury',
  'Keighley',
  'Barnsley',
  'Rotherham',
  'Chesterfield',
  'Mansfield',
  'Grimsby',
  'Scunthorpe',
  'Middlesbrough',
  'Darlington',
  'Gateshead',
  'South Shields',
  'Blackpool',
  'Blackburn',
  'Burnley',
  'Telford',
  'Walsall',
  'West Bromwich',
  'Dudley',
  'Nuneaton',
  'Swindon',
  'Cheltenham',
  'Bournemouth',
  'Poole',
  'Watford',
  'Slough',
  'Crawley',
  'Basildon',
  'Ipswich',
  'Paisley',
] as const;

/** The six service tiles of the directory page, by national service slug. */
export const directoryServiceSlugs = [
  'emergency-locksmith',
  '24-hour-locksmith',
  'residential-locksmith',
  'commercial-locksmith',
  'urgent-lock-repair',
  'smart-lock-installation',
] as const;

/** How many cities the directory features above the full table (docs/product.md §9). */
export const FEATURED_CITY_COUNT = 10;

/**
 * The words of /locksmith-near-me. {count}: how many cities the table lists; {phone} is filled by
 * the page; the title gets ' | {trading name}' added where it fits.
 */
export const directoryCopy = {
  title: 'Locksmith Near Me: Every UK City We Cover',
  description:
    'Find a local 24/7 locksmith in {count} UK cities and every London postal district. DBS-checked, fast response, free quotes. Call {phone}.',
  /** The hero's call button reads 'Call Your Local Locksmith'. */
  place: 'Your Local',
  /** The hero picture's text: 'Your Local' is only for the button, not a place a van can be in. */
  imageAlt: 'Locksmith van parked on a town street',
  heading: 'Locksmith Near Me',
  lead: 'Local locksmiths in {count} cities and towns across England, Scotland, Wales and Northern Ireland, on call 24 hours a day.',
  claims: ['A local locksmith, not a call centre', 'Response in 15-30 minutes in most cities', 'One number for every area'],
  servicesTitle: 'What we can help with',
  reviewsTitle: 'What our customers say',
  londonTitle: 'London locksmiths by postal district',
  londonIntro: 'Choose your district for local prices and response times.',
  featuredTitle: 'Our largest cities',
  allTitle: 'Every city we cover',
  allIntro: 'Sorted by population, largest first.',
  townsTitle: 'Towns we also cover',
};
