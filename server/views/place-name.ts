import { cities } from '../../data/cities.ts';
import { namesWithArticle } from '../../data/location-copy/shared.ts';
import type { City } from '../../shared/types.ts';

/** Names shared by two cities (Bangor in Gwynedd and in County Down). */
const sharedNames = new Set(cities.map((c) => c.name).filter((name, i, all) => all.indexOf(name) !== i));

/**
 * The name a page shows: 'Bangor, Gwynedd', with the region after a comma where two cities share a
 * name, as the name reads in a title, a heading or a sentence (never in brackets). Kept apart from
 * server/views/place-lookup.ts, which loads every place's data, so modules that only name cities
 * (the HTML sitemap's loader, the structured data's place facts) need no more than data/cities.ts.
 */
export function placeName(city: City): string {
  return hasSharedName(city) ? `${city.name}, ${city.region}` : city.name;
}

/** Whether another city has the same name. */
export function hasSharedName(city: City): boolean {
  return sharedNames.has(city.name);
}

/** A place's name as it reads inside a sentence: 'the City of London', otherwise the name itself. */
export function nameInSentence(name: string): string {
  return namesWithArticle[name] ?? name;
}

/**
 * Tidies a sentence after such a name is filled in: a capital 'The' when it starts the text, and
 * no 'the' after a possessive or an article ('our City of London locksmiths').
 */
export function tidyArticles(text: string): string {
  return text.replace(/^the /, 'The ').replace(/\b(our|your|their|its|a|an) the /gi, '$1 ');
}
