/**
 * Words of a dedicated suburb page (/manchester/didsbury) around its own data (data/suburbs.ts).
 * Placeholders: {place} the suburb, {city}, {postcode}, {subheading} (the suburb's own), {minutes}
 * (its city's response time), {years} (the business's years of trading); {phone} is filled by the
 * page, and so is {reviews} (the business's review count), only where the rating may be shown
 * (docs/decisions/046).
 */
export const suburbPageCopy = {
  titleParts: ['Locksmith {place}, {city} {postcode}', '{allHours}Emergency'],
  description: '{subheading} Locksmiths in {place} {postcode}, {city}, in about {minutes} minutes. Call {phone}.',
  eyebrow: '{city} · {postcode}',
  heading: 'Locksmith in {place}, {city}: Fast {allHours}Emergency Service',
  /** The rating line reads 'Excellent | 817 Reviews'; {reviews} is the count, filled by the page. */
  ratingWord: 'Excellent',
  ratingCount: '{reviews} Reviews',
  sideTitle: 'Our {place} services',
  /** The six services of the hero's side card. */
  sideServices: [
    'Emergency Lockouts',
    'Lock Installation & Repair',
    'UPVC Door Specialists',
    'Anti-Snap Lock Upgrades',
    'Security Surveys',
    'Burglary Repairs',
  ],
  sideNote: '{minutes}-minute response across {postcode}',
  /** The check's badge ('DBS Checked') is composed from the promises (server/views/promise-words.ts). */
  badges: { response: '{minutes}-Minute Response', experience: '{years} Years Experience' },
  introTitle: 'Trusted locksmiths in {place}',
  servicesTitle: 'Locksmith services in {place}',
  commonTitle: 'Common Locksmith Services',
  /** The checklist of the full suburb pages. */
  common: [
    'Emergency lockouts and gaining entry',
    'Lock changes after moving house',
    'Lost and broken key replacement',
    'uPVC door mechanism and gearbox repairs',
    'Anti-snap cylinder upgrades',
    'Window lock fitting and repairs',
    'Burglary repairs and boarding-up',
    'Security surveys for homes and landlords',
  ],
  pricesTitle: '{place} locksmith prices',
  priceCaption: 'Prices in {place}',
  reviewsTitle: 'Reviews from {place}',
  areaInfoTitle: 'About {place}',
  nearbyTitle: 'Near {place}',
};

/** The four local service pages a suburb page's cards link to (slugs of data/city-services.ts). */
export const suburbCardSlugs = ['emergency-lockout', 'lock-replacement', 'upvc-specialists', 'security-upgrades'];
