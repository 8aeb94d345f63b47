/**
 * Checks of the claims a page makes (docs/decisions/045): placeholders left unfilled, arrival
 * figures, team claims, whole descriptions, sample reviews, the hours the phones are answered and
 * the promises only a team within reach can keep (docs/decisions/064)
 * (prices: test/helpers/price-claims.ts, which the claims report uses too). Each checker takes
 * a page's HTML (and the facts it is checked against) and returns what it found, so a failure says
 * where to look, and test/claims.test.ts can show each one failing on a crafted page first.
 * Dependency-free apart from the site's own rule for round-the-clock hours (shared/hours.ts).
 */

import { isRoundTheClock } from '../../shared/hours.ts';
import type { OpeningHours } from '../../shared/hours.ts';
import { decodeEntities, descriptionOf, textOf } from './html.ts';

/** Review cards: customers' words, not the business's claims (their sources are checked apart). */
const REVIEW_CARD = /<figure class="card review-card"[\s\S]*?<\/figure>/g;

/** The meta description as a reader sees it, '' when there is none. */
const descriptionText = (html: string) => descriptionOf(html) ?? '';

/** What the page says as the business: title, description and body, without review cards. */
function claimsText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  return [textOf(title), descriptionText(html), textOf(body.replace(REVIEW_CARD, ' '))].join('\n');
}

function snippet(text: string, start: number, end: number): string {
  return text.slice(Math.max(0, start - 40), Math.min(text.length, end + 40)).trim();
}

/**
 * Placeholders left in what the page publishes: visible text, attributes and structured data.
 * Scripts other than JSON-LD are left out: the hydration data carries '{phone}' for the browser.
 */
export function placeholders(html: string): string[] {
  const published = html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ');
  return [...decodeEntities(published).matchAll(/\{[A-Za-z]\w*\}/g)].map((m) =>
    textOf(snippet(decodeEntities(published), m.index, m.index + m[0].length)),
  );
}

/** '25 minutes', '25-minute response', 'about 20-30 minutes'; not billing ('15-minute increments') or a walk. */
const MINUTES = /\b(\d+)(?:\s?[-–]\s?(\d+))?[- ]minutes?\b(?! increments)(?!'? walk)/gi;

/** Every arrival figure the page claims, as written ('30', '20-30'), each once. */
export function arrivalFigures(html: string): string[] {
  const found = new Set<string>();
  for (const m of claimsText(html).matchAll(MINUTES)) found.add(m[2] ? `${m[1]}-${m[2]}` : m[1]!);
  return [...found];
}

/** A page that states more than one arrival figure. */
export function twoArrivalFigures(html: string): string[] {
  const figures = arrivalFigures(html);
  return figures.length > 1 ? [`arrival figures ${figures.join(', ')} on one page`] : [];
}

/** Facts about the teams that team claims are checked against (from data/business.ts and data/cities.ts). */
export interface TeamFacts {
  /** Names of the places that have a team. */
  teamPlaces: readonly string[];
  /** Names of every place with a page of its own that is not a city (London boroughs). */
  notCities: readonly string[];
  /** London and the places with a page of their own inside it: not 'nearby cities' of each other. */
  londonPlaces: readonly string[];
  /** Names of every place the site has a page for (cities and boroughs). */
  places: readonly string[];
  /** How far a team is said to cover, in miles. */
  reachMiles: number;
}

/** Sentences of a text, roughly: enough to keep one claim with the names it makes it about. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n/).filter(Boolean);
}

function namesIn(text: string, names: readonly string[]): string[] {
  return names.filter((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text));
}

/**
 * Team claims a reader could catch out:
 * - a sentence that puts a team at a place ('our nearest team is in X', 'Our nearest teams: …')
 *   names only places with a team;
 * - a team said to cover a place further than the reach ('also covers Cardiff, 94 miles away');
 * - claims of a team in every city;
 * - a London borough or district called a city ('the nearby cities of London').
 */
export function teamClaimProblems(html: string, facts: TeamFacts, { inLondon = false }: { inLondon?: boolean } = {}): string[] {
  const found: string[] = [];
  const text = claimsText(html);
  for (const sentence of sentencesOf(text)) {
    if (/\b(nearest|local|same|our \w+) teams?\b/i.test(sentence) && !/\bno team\b/i.test(sentence)) {
      // The names that come after the word 'team': the places the sentence puts a team at or near.
      const after = sentence.slice(sentence.search(/\bteams?\b/i));
      const inTeamPart = /\bteams?\b[^,.;]*\b(?:is|are) (?:in|at|based in)\b/i.test(after) || /\bnearest teams?\b/i.test(after);
      if (inTeamPart) {
        for (const name of namesIn(after.replace(/\b(?:so|and) we\b.*$/i, ''), facts.places)) {
          if (!facts.teamPlaces.includes(name) && !facts.teamPlaces.some((team) => team.includes(name) && team !== name)) {
            found.push(`team at ${name}, which has none: ${sentence}`);
          }
        }
      }
    }
    for (const m of sentence.matchAll(/\b(?:covers?|travel to|cover)\b[^.]*?(\d+) miles away/gi)) {
      if (Number(m[1]) > facts.reachMiles) found.push(`covers a place ${m[1]} miles away, beyond the ${facts.reachMiles}-mile reach: ${sentence}`);
    }
    if (/\bevery (?:city|town)\b/i.test(sentence) && /\bteams?\b/i.test(sentence)) found.push(`a team in every city: ${sentence}`);
    const cities = /\bnearby cit(?:y|ies)\b(.*)$/i.exec(sentence);
    if (cities) {
      const notCities = inLondon ? [...facts.notCities, ...facts.londonPlaces] : facts.notCities;
      for (const name of new Set(namesIn(cities[1]!, notCities))) found.push(`${name} called a nearby city: ${sentence}`);
    }
  }
  // A list under 'our nearest teams' (plural: a paragraph naming the one nearest team, 'Our nearest
  // team is in Cardiff', introduces no list): every link in it names a place with a team.
  const list = /nearest teams\b[^<]*<\/p>([\s\S]*?)(?:<h[1-6]\b|<\/section>)/i.exec(html.replace(REVIEW_CARD, ''));
  if (list) {
    for (const link of list[1]!.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
      const name = textOf(link[1]!).replace(/\s*\d+ miles?$/, '');
      if (!facts.teamPlaces.includes(name)) found.push(`listed as a nearest team: ${name}`);
    }
  }
  return found;
}

/** A meta description that is not whole sentences: cut with '…', or ending without a full stop. */
export function cutDescription(html: string): string[] {
  const description = descriptionText(html).trim();
  if (!description) return [];
  return /[.?!]$/.test(description) && !description.endsWith('…') ? [] : [`description cut: …${description.slice(-40)}`];
}

/** Review cards on a page served under a real origin, while the reviews are the shipped samples. */
export function sampleReviewsShown(html: string, { realOrigin, sample }: { realOrigin: boolean; sample: boolean }): string[] {
  if (!realOrigin || !sample) return [];
  const cards = html.match(REVIEW_CARD)?.length ?? 0;
  return cards ? [`${cards} sample review card${cards === 1 ? '' : 's'} on a real origin`] : [];
}

/** Ways the copy says the line is answered at every hour: what only round-the-clock hours allow. */
// 'Around the clock tower' (Hanwell's) is a landmark, not a claim.
const ROUND_THE_CLOCK =
  /\b24 hours a day\b|\b24\/7\b|\b24-hour\b|\baround the clock\b(?! tower)|\bround-the-clock\b|\b365 days a year\b|\bday or night\b|\bday and night\b|\bnight and day\b|\bevery hour of (?:every|the) day\b|\bat any hour of (?:the day or night|any day)\b|\bany time of (?:the )?day or night\b/gi;

/**
 * Hours claims against the phone line's hours (data/business.ts phoneLineHours): while the line is not answered every day, all day, no page may say
 * it is. The copy says it in many places, so changing those hours fails this check until it is
 * rewritten.
 */
export function hoursClaimsBeyondLine(html: string, lineHours: OpeningHours): string[] {
  if (isRoundTheClock(lineHours)) return [];
  const text = claimsText(html);
  return [...text.matchAll(ROUND_THE_CLOCK)].map((m) => snippet(text, m.index, m.index + m[0].length));
}

/** Who a sentence may say calls us: a claim about customers, which no fact in data/ holds. */
const CALLERS = 'students|tenants|landlords|homeowners|residents|families|owners|shops|businesses|retailers|traders|customers|agents';

/**
 * Ways the copy can claim something about the business's own work that a new owner cannot know is
 * true (issue 33): who calls us, what they usually ask for, how often a job comes up, what share
 * of the work it is. A page says instead what the place needs and what we offer. Imperatives such
 * as 'call us for a quote' are offers, so only a customer noun before 'call us' counts.
 */
const WORK_CLAIMS: readonly RegExp[] = [
  new RegExp(`\\b(?:${CALLERS})\\b[^.]{0,80}?\\b(?:call|ring) us\\b`, 'gi'),
  // 'landlords call for lock changes': the same claim without the 'us'.
  new RegExp(`\\b(?:${CALLERS}) (?:call|ring) (?:us )?for\\b`, 'gi'),
  /\b(?:calls|rings) us\b/gi,
  /\b(?:often|usually|mostly|regularly) asks? us\b/gi,
  new RegExp(`\\b(?:${CALLERS})\\b[^.]{0,40}?\\b(?:often|usually|mostly|regularly) asks? for\\b`, 'gi'),
  /\b(?:much|most|a large share|a good share|the bulk) of (?:our|the) (?:work|calls|jobs|call-outs)\b(?! of)/gi,
  /\bmost (?:of our )?(?:[\w-]+ )?(?:calls|jobs|call-outs)\b/gi,
  /\bour (?:most (?:frequent|common)|regular|everyday|staple|usual|typical) (?:call-outs?|calls|jobs?|work)\b/gi,
  /\b(?:typical|common|routine|everyday|staple) (?:jobs|calls|call-outs|requests)\b/gi,
  /\bfrequent (?:call-outs?|calls|jobs|lock changes)\b/gi,
  /\bkeeps? (?:us|landlords|locksmiths) busy\b|\bsteady work\b/gi,
  /\bwe (?:often|usually|mostly|regularly) (?:fit|replace|upgrade|survey|see|get|attend|change)\b/gi,
  /\bwe (?:\w+ ){1,2}most often\b|\b(?:most|one of the most) requested\b/gi,
  /\bbrings? us (?:here|out)\b|\bregular (?:part of (?:the|our) work|work|patch)\b|\bfocus of our work\b/gi,
  /\b(?:calls|requests|jobs) (?:here )?(?:tend to be|are usually|are mostly)\b/gi,
];

/**
 * Claims about the business's own work (who calls, how often, what share): review cards are
 * customers' words and are left out, as for every claim on this page.
 */
export function workClaims(html: string): string[] {
  const text = claimsText(html);
  return WORK_CLAIMS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => snippet(text, m.index, m.index + m[0].length)));
}

/** Names a bracket may hold that qualify a place: regions, nations, places, postcode areas. */
export interface QualifierFacts {
  names: readonly string[];
}

/** A postcode district, or a list of them: 'LS6', 'B1, B2, B3', 'EC1A'. */
const POSTCODE_LIST = /^[A-Z]{1,2}\d[A-Z\d]?(?:, [A-Z]{1,2}\d[A-Z\d]?)*$/;

/**
 * A place qualified in brackets where a reader reads it: the title, headings, the meta description,
 * paragraphs and list items. 'Bangor (Gwynedd)' reads 'Bangor, Gwynedd'; 'Headingley, Leeds (LS6)'
 * reads 'Headingley, Leeds LS6'. Only qualifiers of a place count: a region, nation or place name,
 * a postcode area or district list. Brackets of another kind stay ('Whitechapel (District,
 * Hammersmith & City)', a year, an abbreviation).
 */
export function bracketedQualifiers(html: string, facts: QualifierFacts): string[] {
  const names = new Set(facts.names);
  const found: string[] = [];
  const texts: [string, string][] = [['description', descriptionText(html)]];
  for (const m of html.matchAll(/<(title|h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) texts.push([m[1]!, textOf(m[2]!)]);
  for (const [element, text] of texts) {
    for (const m of text.matchAll(/(\S+) \(([^()]+)\)/g)) {
      const inside = m[2]!.trim();
      // An Act's title carries its nation in brackets: 'the Tenements (Scotland) Act 2004'.
      if (/^ Act\b/.test(text.slice(m.index + m[0].length))) continue;
      if (names.has(inside) || POSTCODE_LIST.test(inside)) found.push(`${element}: ${snippet(text, m.index, m.index + m[0].length)}`);
    }
  }
  return [...new Set(found)];
}

/**
 * Places a page says a team covers beyond the reach: in a section whose heading or the paragraph
 * after it says 'cover', every list item that names a place of `milesToTeam` (place → miles to its
 * nearest team; the item's link, or its text up to the first tag) must be within `reachMiles`.
 * The directory's 'Towns we also cover' listed towns 60 miles from any team.
 */
export function coverListsBeyondReach(html: string, milesToTeam: ReadonlyMap<string, number>, reachMiles: number): string[] {
  const found: string[] = [];
  for (const section of html.matchAll(/<section\b[\s\S]*?<\/section>/g)) {
    const body = section[0].replace(REVIEW_CARD, ' ');
    const heading = /<h[2-6]\b[^>]*>([\s\S]*?)<\/h[2-6]>(?:\s*<p\b[^>]*>([\s\S]*?)<\/p>)?/.exec(body);
    const lead = heading ? textOf(`${heading[1]} ${heading[2] ?? ''}`) : '';
    if (!/\bcover(?:s|ed)?\b/i.test(lead)) continue;
    for (const item of body.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)) {
      const link = /^\s*<a\b[^>]*>([\s\S]*?)<\/a>/.exec(item[1]!);
      const name = textOf(link ? link[1]! : item[1]!.split('<')[0]!);
      const miles = milesToTeam.get(name);
      if (miles !== undefined && miles > reachMiles) found.push(`${name}, ${miles} miles from the nearest team, listed under '${lead.slice(0, 60)}'`);
    }
  }
  return found;
}

/**
 * Ways the copy calls the business local to a place: 'your local locksmith', 'a local locksmith',
 * 'Local, DBS-checked locksmiths', 'a local 24/7 locksmith', 'Local locksmiths in …'. Not a 'local
 * page', 'local prices' or 'local number', which are about the site, not about who comes.
 */
const LOCAL_CLAIM = /\blocal\b(?:,? (?:DBS-checked|24\/7|\w+))?,? locksmiths?\b/gi;

/** 'Same day', 'same-day': a promise of when work is done that only a team within reach can keep. */
const SAME_DAY = /\bsame[- ]day\b/gi;

/**
 * Promises that only a team within reach can keep (docs/decisions/064), on a page whose place no
 * team reaches: the business called local there, work promised the same day, or arrival minutes.
 * `withinReach` is the page's place's answer, worked out by the caller from the facts. Reviews are
 * customers' words and are left out (claimsText).
 */
/** The business called local on a page whose place no team is local to (`local` false; docs/decisions/083). */
export function localClaimsBeyondReach(html: string, local: boolean): string[] {
  return local ? [] : matchesIn(claimsText(html), LOCAL_CLAIM);
}

export function sameDayBeyondReach(html: string, withinReach: boolean): string[] {
  return withinReach ? [] : matchesIn(claimsText(html), SAME_DAY);
}

export function minutesBeyondReach(html: string, withinReach: boolean): string[] {
  if (withinReach) return [];
  const text = claimsText(html);
  return [...text.matchAll(MINUTES)].map((m) => snippet(text, m.index, m.index + m[0].length));
}

/**
 * Paragraphs of a location page's running text that state an arrival time in minutes, when more
 * than one does (issue 33): the hero's claim, the facts table and the 'why us' card state it by
 * design, the prose once at most. Reviews are customers' words and do not count.
 */
export function minutesRepeatedInProse(html: string): string[] {
  const main = (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(REVIEW_CARD, ' ');
  const stating = [...main.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]!)).filter((text) => /\b\d+ minutes\b/.test(text));
  return stating.length > 1 ? stating.map((text) => text.slice(0, 80)) : [];
}

function matchesIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => snippet(text, m.index, m.index + m[0].length));
}

/** A sentence about many places at once: '78 UK cities', 'across the UK', 'every town'. */
const MANY_PLACES = /\b\d+ (?:UK )?(?:cities|towns)\b|\bacross the UK\b|\bevery (?:city|town|area)\b/i;

/**
 * On a page about no one place (the directory, /about), the business called local to many places
 * at once without saying where its teams are: 'Local locksmiths in 78 cities' from teams in 11. A
 * sentence that says where ('where we have a local team', 'local teams in 11 of them') may.
 */
export function unplacedLocalClaims(html: string): string[] {
  return sentencesOf(claimsText(html))
    .filter((sentence) => new RegExp(LOCAL_CLAIM.source, 'i').test(sentence) && MANY_PLACES.test(sentence))
    .filter((sentence) => !/\bwhere(?:ver)? we have\b|\bteams? in\b/i.test(sentence))
    .map((sentence) => sentence.slice(0, 120));
}
