/**
 * Words of a /{city} page, generic or dedicated. Placeholders: {city}, {region}, {minutes} (response
 * time), {years} (years serving the city, dedicated pages only); {phone} is filled by the page.
 */
export const cityPageCopy = {
  titleParts: ['Locksmith {city}', '24/7 Emergency Service'],
  description:
    '24/7 locksmith in {city}, {region}: lockouts, lock changes and uPVC repairs, usually in about {minutes} minutes. DBS-checked. Call {phone}.',
  eyebrow: '{region} · 24/7 locksmiths',
  heading: 'Locksmith in {city}',
  /** The heading of the ten cities with their own page data. */
  dedicatedHeading: '{city} Locksmith',
  lead: 'Emergency and planned locksmith work across {city}, from lockouts and lost keys to anti-snap upgrades and uPVC repairs.',
  claims: {
    response: 'Response in about {minutes} minutes',
    serving: 'Serving {city} for {years} years',
    vetted: 'DBS-checked, fully insured locksmiths',
  },
  introTitle: 'Your local locksmith in {city}',
  /** Around the featured area's link: 'Featured area: Manor Park (S2), where we have …'. */
  featuredArea: { before: 'Featured area: ', after: ', where we have a dedicated local page with prices.' },
  servicesTitle: 'Locksmith services in {city}',
  alsoIn: 'Also in {city}:',
  whyTitle: 'Why {city} chooses us',
  pricesTitle: '{city} prices and hours',
  priceCaption: '{city} locksmith prices',
  areasTitle: 'Areas we cover in {city}',
  areasIntro: 'Each local page gives the postcodes, prices and common questions for that part of the city.',
  alsoCover: 'We also cover:',
  districtsTitle: 'London postal districts',
  districtsIntro: 'A local page for every district of the E, EC, N, NW, SE, SW, W and WC postcode areas.',
  reviewsTitle: 'What customers in {city} say',
  nearbyTitle: 'Locksmiths near {city}',
  nearbyIntro: 'Our nearest teams in other cities, by distance.',
};

/**
 * The intro of a city without written page copy: one opening and one fact sentence, picked by
 * place so no two pages read as the same text with the name swapped. Also {population}, {year}
 * (of the population figure), {status} and {neighbours}.
 */
export const genericCityCopy = {
  openings: [
    'Need a locksmith in {city}? Our {region} locksmiths answer the phone day and night and usually reach {city} addresses in around {minutes} minutes.',
    'From late-night lockouts to planned lock upgrades, we look after homes, landlords and businesses across {city} and the rest of {region}, with a typical arrival time of about {minutes} minutes.',
    'Locked out in {city}, or need a lock changed today? A local locksmith can usually be with you in around {minutes} minutes, at any hour, anywhere in {city}.',
  ],
  facts: [
    '{city} ({status}) is home to about {population} people ({year}). The same team also covers {neighbours}.',
    'With around {population} residents ({year}), {city} keeps our {region} locksmiths busy; we also travel to {neighbours}.',
    'We cover the whole of {city}, home to roughly {population} people ({year}), and the nearby cities of {neighbours}.',
  ],
  /** {status} where the city's status does not start with 'City' ('Town', 'Royal borough'). */
  otherStatus: 'status: {status}',
  /** {first}, {second}: the two nearest cities; {firstNote}, {secondNote}: their distances. */
  neighbours: '{first} ({firstNote}) and {second} ({secondNote})',
  noNeighbours: 'the surrounding towns',
  /** For a city the data gives no description of. */
  description: '{city} is one of the places in {region} where our locksmiths work every day.',
};
