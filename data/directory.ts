/**
 * Towns without city status that the locksmiths also cover, listed on /locksmith-near-me
 * (spec section 2: 'about 44 extra area names'). Plain names: they have no pages of their own.
 */
export const extraAreaNames = [
  'Reading', 'Luton', 'Northampton', 'Bolton', 'Stockport', 'Oldham', 'Rochdale', 'Wigan',
  'Warrington', 'St Helens', 'Birkenhead', 'Southport', 'Huddersfield', 'Halifax', 'Dewsbury', 'Keighley',
  'Barnsley', 'Rotherham', 'Chesterfield', 'Mansfield', 'Grimsby', 'Scunthorpe', 'Middlesbrough', 'Darlington',
  'Gateshead', 'South Shields', 'Blackpool', 'Blackburn', 'Burnley', 'Telford', 'Walsall', 'West Bromwich',
  'Dudley', 'Nuneaton', 'Swindon', 'Cheltenham', 'Bournemouth', 'Poole', 'Watford', 'Slough',
  'Crawley', 'Basildon', 'Ipswich', 'Paisley',
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

/** How many cities the directory features above the full table (spec section 9). */
export const FEATURED_CITY_COUNT = 10;
