/**
 * Words of a city's local service page (/leeds/emergency-lockout) around the service's own data
 * (data/city-services.ts). Placeholders: {city}, {region}, {cityAndRegion} ('Leeds, West Yorkshire',
 * but 'Bangor, Gwynedd' where the name already has it), {minutes} (response time), {service}
 * (its title), {summary}, {pricedAs} (its 'from' price with the job it is for: 'Yale lock from £75'; the price
 * alone where the job is the service itself, 'from £75' on Emergency Lockout; or words: 'free survey'), {base} (the national
 * service's title in lower case); {phone} is filled by the page.
 */
export const cityServicePageCopy = {
  titleParts: ['{service} {city}', '{allHours}Locksmith'],
  // The price and the minutes open the description, so a search result shows them whatever else fits.
  description: '{service} in {cityAndRegion}: {pricedAs}, about {minutes} minutes away. {summary} Call {phone}.',
  serviceName: '{service} in {city}',
  eyebrow: '{city} · {region}',
  claims: ['Typical arrival in about {minutes} minutes', '{service}: {pricedAs}', '{Checked}, {insured} locksmiths'],
  aboutTitle: '{service} in {city}',
  localTitle: 'Homes and doors in {city}: what it means for this job',
  howItWorks: 'How this service works',
  includedTitle: 'What is included',
  featuresTitle: 'How our {city} locksmiths work',
  moreAbout: 'More about our {base}',
  pricesTitle: '{city} price list',
  priceCaption: '{city} locksmith prices',
  faqTitle: 'Questions before you book',
  reviewsTitle: 'Reviews from {city}',
  moreTitle: 'More locksmith services in {city}',
  areasTitle: 'Areas of {city} we cover',
  nearbyTitle: 'Nearby places',
};
