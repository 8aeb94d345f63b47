/**
 * Every claim a page makes comes from the facts (docs/decisions/045): over every page of the
 * crawl (sitemap, linked and noindexed location pages), no placeholder is published, a page gives
 * at most one arrival figure and pages about one place agree, team claims name only team places
 * within reach, prices are on the place's list, descriptions are whole, no sentence claims who
 * calls us or how often (issue 33), and no sample review is shown under a real origin. Each
 * checker is first shown failing on a crafted page.
 */
import { describe, expect, it } from 'vitest';
import { sample } from '../data/business.ts';
import { site } from './helpers/app.ts';
import {
  arrivalFigures,
  bracketedQualifiers,
  coverListsBeyondReach,
  cutDescription,
  hoursClaimsBeyondLine,
  placeholders,
  sampleReviewsShown,
  teamClaimProblems,
  twoArrivalFigures,
  workClaims,
} from './helpers/claims.ts';
import { claimsReport, reportLines, teamFacts } from './helpers/claims-site.ts';
import { pricesOffTheList } from './helpers/price-claims.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const page = (main: string, description = 'A whole sentence.') =>
  `<html><head><title>Locksmith</title><meta name="description" content="${description}"></head><body><main>${main}</main></body></html>`;
const review = '<figure class="card review-card"><blockquote><p>They came in 15 minutes.</p></blockquote></figure>';

describe('each checker reports a crafted page', () => {
  it('placeholders: in text, attributes and structured data, not in the hydration data', () => {
    expect(placeholders(page('<p>reach SW1A in around {minutes} minutes</p>'))).toHaveLength(1);
    expect(placeholders(page('<img alt="A van in {city}">'))).toHaveLength(1);
    expect(placeholders(page('<script type="application/ld+json">{"name":"{place}"}</script>'))).toHaveLength(1);
    expect(placeholders(page('<script>window.__data={"copy":"Call {phone}"}</script><p>Call 0306</p>'))).toEqual([]);
  });

  it('arrival figures: two on a page; reviews and billing increments are not claims', () => {
    expect(twoArrivalFigures(page('<p>About 25 minutes</p><p>We aim to be with you within 30 minutes.</p>'))).toHaveLength(1);
    expect(arrivalFigures(page('<p>About 25 minutes.</p><p>Billed in 15-minute increments.</p>', 'In about 25 minutes.'))).toEqual(['25']);
    expect(arrivalFigures(page(`<p>Around 30 minutes.</p>${review}`))).toEqual(['30']);
    expect(arrivalFigures(page('<p>Response in 20-30 minutes.</p>'))).toEqual(['20-30']);
  });

  it('team claims: a nearest team without one, cover beyond the reach, every city, a London place called a city', () => {
    const facts = { ...teamFacts, teamPlaces: ['Bristol', 'London'], places: ['Bristol', 'Cardiff', 'London', 'Camden'] };
    expect(teamClaimProblems(page('<p>Our nearest team is in Cardiff, 40 miles away.</p>'), facts)).toHaveLength(1);
    expect(teamClaimProblems(page('<p>The same team also covers Cardiff, 94 miles away.</p>'), facts)).toHaveLength(1);
    expect(teamClaimProblems(page('<p>Local teams in every city in the UK.</p>'), facts)).toHaveLength(1);
    expect(teamClaimProblems(page('<p>We cover the nearby cities of London, 1 mile away.</p>'), facts, { inLondon: true })).toHaveLength(1);
    expect(
      teamClaimProblems(page('<p>Our nearest teams, by distance.</p><ul><li><a href="/cardiff">Cardiff 30 miles</a></li></ul><h2>Next</h2>'), facts),
    ).toHaveLength(1);
    // What may be said: a real team, and how far it is when it is beyond the reach.
    expect(
      teamClaimProblems(page('<p>Our nearest team is in Bristol, 60 miles away, so we agree an arrival time when you call.</p>'), facts),
    ).toEqual([]);
  });

  it('prices: a figure in the body or the description that is not on the list', () => {
    const list = new Set(['75', '85']);
    expect(pricesOffTheList('/leeds', page('<p>Lockouts from £75, smart locks from £150.</p>'), list)).toHaveLength(1);
    expect(pricesOffTheList('/leeds', page('<p>Lockouts from £75.</p><table><tr><td>£1,250</td></tr></table>'), list)).toHaveLength(1);
    expect(pricesOffTheList('/leeds', page('<p>Lockouts from £75.</p>', 'Lockouts £150.'), list)).toHaveLength(1);
    expect(pricesOffTheList('/leeds', page('<p>Lockouts from £75.</p><table><tr><td>£85</td></tr></table>', 'Lockouts £85.'), list)).toEqual([]);
  });

  it('descriptions: cut with an ellipsis or without a full stop', () => {
    expect(cutDescription(page('', 'Lockouts from £75. Call 0306 999…'))).toHaveLength(1);
    expect(cutDescription(page('', 'Lockouts from £75, lock changes'))).toHaveLength(1);
    expect(cutDescription(page('', 'Lockouts from £75. Call 0306 999 0321.'))).toEqual([]);
  });

  it('place qualifiers in brackets: a region or postcode in a title, heading, description or sentence', () => {
    const facts = { names: ['Bangor', 'Gwynedd', 'County Down', 'Leeds', 'London', 'EC'] };
    expect(bracketedQualifiers(page('<h1>Locksmith in Bangor (Gwynedd)</h1>'), facts)).toHaveLength(1);
    expect(bracketedQualifiers(page('<p>Bangor (County Down) is 2 miles away.</p>'), facts)).toHaveLength(1);
    expect(bracketedQualifiers(page('', 'A locksmith in Headingley, Leeds (LS6).'), facts)).toHaveLength(1);
    expect(bracketedQualifiers(page('<p>Call us in EC City of London (EC).</p>'), facts)).toHaveLength(1);
    expect(bracketedQualifiers(page('<h2>Stations</h2><li>Whitechapel (District, Hammersmith &amp; City)</li>'), facts)).toEqual([]);
    expect(bracketedQualifiers(page('<p>Around 15,060 people live in Bangor, Gwynedd (2021).</p>'), facts)).toEqual([]);
    expect(bracketedQualifiers(page('<p>The Information Commissioner (ICO) and Leeds (see below).</p>'), facts)).toEqual([]);
    const withScotland = { names: [...facts.names, 'Scotland'] };
    expect(bracketedQualifiers(page('<p>A flat in Glasgow (Scotland).</p>'), withScotland)).toHaveLength(1);
    expect(bracketedQualifiers(page('<p>Under the Tenements (Scotland) Act 2004 the owners share the stair.</p>'), withScotland)).toEqual([]);
  });

  it('cover lists: a place listed under a heading that says a team covers it, beyond the reach', () => {
    const miles = new Map([
      ['Reading', 36],
      ['Bolton', 11],
    ]);
    const section = (title: string, intro: string) =>
      page(
        `<section><h2>${title}</h2><p>${intro}</p><ul><li>Reading <span>Camden team, 36 miles</span></li><li><a href="/salford">Bolton</a></li></ul></section>`,
      );
    expect(coverListsBeyondReach(section('Towns we also cover', 'Each town links to its city.'), miles, 25)).toHaveLength(1);
    expect(coverListsBeyondReach(section('Other towns', 'Our teams cover these towns.'), miles, 25)).toHaveLength(1);
    expect(coverListsBeyondReach(section('Towns further from a team', 'We agree an arrival time when you call.'), miles, 25)).toEqual([]);
  });

  it('hours: round-the-clock cover claimed while the line keeps shorter hours', () => {
    const claims = page('<p>We answer 24 hours a day.</p><p>Locked out? Call us day or night.</p>', 'Emergency locksmiths, 24/7.');
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const shorter = { dayOfWeek: week, opens: '07:00', closes: '23:00' };
    expect(hoursClaimsBeyondLine(claims, shorter)).toHaveLength(3);
    expect(hoursClaimsBeyondLine(page('<p>We answer every day, from 07:00 to 23:00.</p>'), shorter)).toEqual([]);
    expect(hoursClaimsBeyondLine(claims, { dayOfWeek: week, opens: '00:00', closes: '23:59' })).toEqual([]);
    expect(hoursClaimsBeyondLine(claims, { dayOfWeek: week.slice(0, 5), opens: '00:00', closes: '23:59' })).toHaveLength(3);
  });

  it('work claims: who calls us, what they usually ask for, how often, what share of the work', () => {
    expect(workClaims(page('<p>Students call us for lockouts at all hours, especially in September.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Much of our work is for landlords and letting agents.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Homeowners here often ask us to fit window locks.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Lockouts from flats are among our most frequent call-outs.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Students keep landlords busy with lock changes.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Typical jobs include new nightlatches.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Most calls are lockouts.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>The hospitality trade calls us for shutters.</p>'))).not.toEqual([]);
    // One sentence may match more than one pattern; each match is listed, so a failure shows all of it.
    // What may be said: what the place needs and what we offer; a customer's own words in a review.
    expect(workClaims(page('<p>Shared student houses need thumb-turn bedroom locks, which we fit. Call us for a quote.</p>'))).toEqual([]);
    expect(workClaims(page('<p>Residents mostly ask for window locks.</p>'))).not.toEqual([]);
    expect(workClaims(page('<p>Insurers usually ask for the crime reference. One cylinder does most of the work of keeping it shut.</p>'))).toEqual(
      [],
    );
    expect(workClaims(page('<figure class="card review-card"><blockquote><p>Students call us all the time.</p></blockquote></figure>'))).toEqual([]);
  });

  it('sample reviews: cards on a real origin while the reviews are samples', () => {
    expect(sampleReviewsShown(page(review), { realOrigin: true, sample: true })).toHaveLength(1);
    expect(sampleReviewsShown(page(review), { realOrigin: false, sample: true })).toEqual([]);
  });
});

describe('every page of the site', async () => {
  const crawl = await siteSnapshot();
  const realOrigin = !new URL(site.origin).hostname.endsWith('.example');
  const report = claimsReport(crawl, { realOrigin });
  // The counts, for a closing note (scripts/claims-report.ts prints the same, with the pages).
  console.info(`claims: ${reportLines(report).join('; ')}`);
  const listed = (problems: Map<string, unknown>) => [...problems].slice(0, 10);

  it('checks every location page and every sitemap page', () => {
    expect(report.pages).toBeGreaterThan(700);
  });

  it('publishes no placeholder', () => {
    expect(listed(report.placeholder)).toEqual([]);
  });

  it('gives at most one arrival figure per page', () => {
    expect(listed(report.twoFigures)).toEqual([]);
  });

  it('gives one arrival figure per place, whatever the template', () => {
    expect(listed(report.disagreeing)).toEqual([]);
  });

  it('makes team claims only for places with a team, and cover claims only within the reach', () => {
    expect(listed(report.teamClaims)).toEqual([]);
  });

  it("quotes only prices on the place's list", () => {
    expect(listed(report.prices)).toEqual([]);
  });

  it('ends every description with a whole sentence', () => {
    expect(listed(report.cutDescriptions)).toEqual([]);
  });

  it('says a team covers a place only within the reach', () => {
    expect(listed(report.coverBeyondReach)).toEqual([]);
  });

  it('claims no hours the phone line does not keep (data/business.ts phoneLineHours)', () => {
    expect(listed(report.hours)).toEqual([]);
  });

  it('names no place with a bracketed qualifier in a title, heading, description or sentence', () => {
    expect(listed(report.qualifiers)).toEqual([]);
  });

  it("claims nothing about the business's own work that no fact holds: who calls, how often, what share (issue 33)", () => {
    expect(listed(report.workClaims)).toEqual([]);
  });

  // The crawl runs on the sample ('.example') origin, where sample reviews are shown, labelled; so
  // this holds trivially here. test/prices-reviews.test.ts renders pages under a real origin and
  // checks the gate there. Kept so the crawl checks it if the tests' origin changes.
  it('shows no sample review on a real origin', () => {
    expect(realOrigin && !sample ? [] : listed(report.sampleReviews)).toEqual([]);
  });
});
