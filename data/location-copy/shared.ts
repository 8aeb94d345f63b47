import type { IconPoint } from '../../shared/types.ts';

/** The closing band of every location page. {place}: the page's place; {minutes}: its response time. */
export const callBandCopy = {
  title: 'Need a locksmith in {place} now?',
  text: 'Call for a free quote. A local locksmith can usually be with you in around {minutes} minutes, day or night.',
};

/** The four reasons of a city page. {place}, {minutes} (response time) and {years} (years serving it). */
export const reasonsCopy: IconPoint[] = [
  { icon: 'clock', title: 'Around {minutes} minutes', description: 'Typical arrival time across {place}, day or night, 365 days a year.' },
  { icon: 'shield-check', title: 'DBS-checked and insured', description: 'Every locksmith carries photo ID and full public liability insurance.' },
  { icon: 'pound', title: 'Price agreed first', description: 'A free quote by phone, no hidden fees, no surge pricing and a price-match guarantee.' },
  { icon: 'badge-check', title: "{years} years' experience", description: 'Local locksmiths who have worked on {place} doors for {years} years.' },
];

/**
 * Place names that take 'the' inside a sentence: 'a locksmith in the City of London', but
 * 'City of London' alone in titles, labels and breadcrumbs (server/views/place-name.ts).
 */
export const namesWithArticle: Readonly<Record<string, string>> = {
  'City of London': 'the City of London',
};
