/**
 * Towns without city status that the locksmiths also cover, listed on /locksmith-near-me
 * (docs/product.md §2, 'Directory': extra area names). None has a page of its own. `city` is the
 * page that covers the town where one truly does (docs/decisions/029): the nearest city in
 * data/cities.ts within the same metropolitan county (Greater Manchester, Merseyside, South and
 * West Yorkshire, Tyne and Wear, West Midlands), and for Paisley, Glasgow, which it borders. The
 * directory links the town to that page and /{town} answers 301 to it (data/place-aliases.ts);
 * the other towns stay plain names and /{town} stays a 404.
 */
export const extraAreas: readonly { name: string; city?: string }[] = [
  { name: 'Reading' },
  { name: 'Luton' },
  { name: 'Northampton' },
  { name: 'Bolton', city: 'salford' },
  { name: 'Stockport', city: 'manchester' },
  { name: 'Oldham', city: 'manchester' },
  { name: 'Rochdale', city: 'manchester' },
  { name: 'Wigan', city: 'salford' },
  { name: 'Warrington' },
  { name: 'St Helens', city: 'liverpool' },
  { name: 'Birkenhead', city: 'liverpool' },
  { name: 'Southport', city: 'liverpool' },
  { name: 'Huddersfield', city: 'bradford' },
  { name: 'Halifax', city: 'bradford' },
  { name: 'Dewsbury', city: 'wakefield' },
  { name: 'Keighley', city: 'bradford' },
  { name: 'Barnsley', city: 'sheffield' },
  { name: 'Rotherham', city: 'sheffield' },
  { name: 'Chesterfield' },
  { name: 'Mansfield' },
  { name: 'Grimsby' },
  { name: 'Scunthorpe' },
  { name: 'Middlesbrough' },
  { name: 'Darlington' },
  { name: 'Gateshead', city: 'newcastle-upon-tyne' },
  { name: 'South Shields', city: 'sunderland' },
  { name: 'Blackpool' },
  { name: 'Blackburn' },
  { name: 'Burnley' },
  { name: 'Telford' },
  { name: 'Walsall', city: 'wolverhampton' },
  { name: 'West Bromwich', city: 'birmingham' },
  { name: 'Dudley', city: 'wolverhampton' },
  { name: 'Nuneaton' },
  { name: 'Swindon' },
  { name: 'Cheltenham' },
  { name: 'Bournemouth' },
  { name: 'Poole' },
  { name: 'Watford' },
  { name: 'Slough' },
  { name: 'Crawley' },
  { name: 'Basildon' },
  { name: 'Ipswich' },
  { name: 'Paisley', city: 'glasgow' },
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
  claims: ['A local locksmith, not a call centre', 'Response in 20-30 minutes where we have a team', 'One number for every area'],
  servicesTitle: 'What we can help with',
  reviewsTitle: 'What our customers say',
  londonTitle: 'London locksmiths by postal district',
  londonIntro: 'Choose your district for local prices and response times.',
  featuredTitle: 'Our largest cities',
  allTitle: 'Every city we cover',
  allIntro: 'Sorted by population, largest first.',
  townsTitle: 'Towns we also cover',
  townsIntro: 'Each town links to the page of the nearest city we have one for, named beside it.',
};
