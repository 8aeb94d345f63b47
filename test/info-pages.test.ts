import { officeOpeningHours, phoneLineHours, reputation } from '../data/business.ts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { aboutLeadWithoutStory, aboutStats, aboutValues } from '../data/about.ts';
import { managers as managementTeam, story, technicians } from '../data/business.ts';
import { reviewsByFile } from '../server/business/business-facts.ts';
import { placePageCount } from '../server/views/location-paths.ts';
import { offeredServices } from '../server/views/offered-services.ts';
import { servedAreaInFull } from '../server/views/served-places.ts';
import { cities } from '../data/cities.ts';
import { closuresShownDays, contactFaqs, contactPageCopy, howToReach, officeClosuresFrom, officeHours } from '../data/contact.ts';
import { hoursSlots, type OpeningHours, WEEK, type Weekday } from '../shared/hours.ts';
import { fillPlace } from '../shared/text.ts';
import { privacyPolicy } from '../data/legal/privacy-policy.ts';
import { termsConditions } from '../data/legal/terms-conditions.ts';
import { labourRates } from '../data/prices.ts';
import { services } from '../data/services.ts';
import { mainPages, regionGroups } from '../server/views/html-sitemap.ts';
import { sitemapEntries } from '../server/views/sitemap-urls.ts';
import { businessId } from '../shared/jsonld.ts';
import { byPopulation } from '../shared/population.ts';
import { absoluteUrl, telHref } from '../shared/site.ts';
import { makeApp, site, testApp } from './helpers/app.ts';
import { fixturePages, serves } from './helpers/fixture-pages.ts';
import { canonicalOf, count, descriptionOf, jsonLdBlocks, textOf, titleOf } from './helpers/html.ts';
import { brokenLinks, internalLinks } from './helpers/links.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const paths = ['/about', '/contact', '/sitemap', '/privacy-policy', '/terms-conditions'];
const html = new Map<string, string>();
const headers = new Map<string, Record<string, string>>();

beforeAll(async () => {
  for (const p of paths) {
    const res = await request(app).get(p);
    expect(res.status, p).toBe(200);
    html.set(p, res.text);
    headers.set(p, res.headers as Record<string, string>);
  }
}, 30_000);

/** A page's text as a reader sees it (textOf). */
const text = (p: string) => textOf(html.get(p)!);

function graphOf(p: string): Record<string, unknown>[] {
  return jsonLdBlocks(html.get(p)!).flatMap((block) => block['@graph'] as Record<string, unknown>[]);
}

describe('information pages', () => {
  it('each has its own title and description, its canonical URL and a BreadcrumbList', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const p of paths) {
      const page = html.get(p)!;
      const title = titleOf(page)!;
      const description = /<meta name="description" content="([^"]+)"/.exec(page)?.[1];
      expect(title, p).toMatch(new RegExp(`\\| ${site.name}$`));
      expect(title.length, p).toBeLessThanOrEqual(65);
      expect(description?.length, p).toBeGreaterThan(50);
      expect(description!.length, p).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description!);
      expect(canonicalOf(page)).toBe(absoluteUrl(site.origin, p));
      expect(count(page, /<h1\b/g), p).toBe(1);
      const crumbs = graphOf(p).find((node) => node['@type'] === 'BreadcrumbList');
      const items = crumbs?.itemListElement as { item: string }[] | undefined;
      expect(items?.at(-1)?.item, p).toBe(absoluteUrl(site.origin, p));
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  it('links only to pages that answer 200, and every page links to the policies in its footer', async () => {
    const { checked, broken } = await brokenLinks(app, internalLinks(html.values()), (await siteSnapshot()).statuses());
    expect(broken).toEqual([]);
    // At least every main page and every service the site offers: /sitemap links them all.
    const required = new Set([...mainPages.map((main) => main.path), ...offeredServices.map((service) => `/services/${service.slug}`)]);
    expect(checked).toBeGreaterThanOrEqual(required.size);
    const home = (await request(app).get('/')).text;
    for (const p of ['/privacy-policy', '/terms-conditions', '/sitemap']) expect(home).toContain(`href="${p}"`);
  });

  it('sets no cookies, as the privacy policy says', async () => {
    for (const p of paths) expect(headers.get(p)!['set-cookie'], p).toBeUndefined();
    for (const p of ['/', fixturePages.city, '/blog', '/services/emergency-locksmith', '/no-such-page']) {
      expect((await request(app).get(p)).headers['set-cookie'], p).toBeUndefined();
    }
    const posted = await request(app).post('/ask-the-expert').type('form').send({ name: 'A', email: 'a@b.test', question: 'Q' });
    expect(posted.headers['set-cookie']).toBeUndefined();
  });
});

describe('/about', () => {
  it('tells the story with the four figures where there is a story, the values, and the managers where there are any', () => {
    const page = text('/about');
    const about = html.get('/about')!;
    // The sample site states the business's figures, filled from data/business.ts (docs/decisions/049).
    const { yearsTrading, customersServed, locksmiths } = reputation;
    // The places figure is the city and local pages the sitemap lists, counted another way.
    const entries = sitemapEntries();
    const places = entries.cities.length + entries.areas.length;
    expect(places).toBe(placePageCount());
    const stats = aboutStats.map((s) => ({
      ...s,
      value: s.value
        .replace('{years}', String(yearsTrading.value))
        .replace('{customers}', customersServed.value)
        .replace('{locksmiths}', String(locksmiths.value))
        .replace('{places}', String(places)),
    }));
    expect(stats.map((s) => s.value)).toEqual([`${locksmiths.value}+`, String(places), `${customersServed.value}+`, String(yearsTrading.value)]);
    if (story) {
      // The story states the places figure, and the four figures stand beside it.
      expect(page).toContain(`${places} cities, towns, suburbs`);
      for (const stat of stats) expect(page).toContain(`${stat.value} ${stat.label}`);
    } else {
      // No story: the lead says how many places the business covers, and no figure box stands alone.
      expect(page).toContain(fillPlace(aboutLeadWithoutStory, { areaInFull: servedAreaInFull, places: String(places) }));
      expect(about).not.toContain('class="stat-band"');
      expect(about).not.toContain('class="about-story"');
    }
    expect(aboutValues.length).toBeGreaterThanOrEqual(3);
    for (const value of aboutValues) expect(page).toContain(value.title);
    for (const person of managementTeam) {
      expect(page).toContain(person.name);
      expect(page).toContain(person.role);
    }
    // One profile card per manager; none, and no team section, where the business names none.
    expect(count(about, /class="card profile-card"/g)).toBe(managementTeam.length);
    if (!managementTeam.length) expect(about).not.toMatch(/<section[^>]*id="team"|aria-labelledby="team/);
  });

  it('gives the managers names no technician or reviewer uses', () => {
    const others = new Set([...technicians.map((t) => t.name), ...reviewsByFile().flatMap(({ reviews }) => reviews.map((review) => review.author))]);
    for (const person of managementTeam) expect(others.has(person.name), person.name).toBe(false);
    expect(new Set(managementTeam.map((p) => p.name)).size).toBe(managementTeam.length);
  });
});

/** The days a row of /contact's table names: 'Monday to Friday' -> Monday, Tuesday, ... Friday. */
function daysOfRun(days: string): Weekday[] {
  const [from, to] = days.split(/ to | and /) as [Weekday, Weekday | undefined];
  return WEEK.slice(WEEK.indexOf(from), WEEK.indexOf(to ?? from) + 1);
}

describe('/contact', () => {
  it('shows the phone, e-mail, configured address, office hours and when the emergency line is answered', () => {
    const page = html.get('/contact')!;
    expect(page).toContain(`href="${telHref(site.phone)}"`);
    expect(page).toContain(`href="mailto:${site.email}"`);
    const words = text('/contact');
    for (const line of site.address) expect(words).toContain(line);
    for (const { days, hours } of officeHours) expect(words).toContain(`${days} ${hours}`);
    // The emergency line's hours, in the words the phone line's hours give (shared/hours.ts hoursSlots).
    expect(words).toContain(fillPlace(contactPageCopy.hours.emergencyHours, hoursSlots(phoneLineHours)));
  });

  it("lists every day of the week in the office's table, a closed day as closed", () => {
    const listed = officeHours.flatMap((row) => daysOfRun(row.days));
    expect(listed).toEqual([...WEEK]);
    // Days in a row with the same times share a line: no two neighbouring lines say the same.
    for (const [i, row] of officeHours.entries()) if (i > 0) expect(row.hours, row.days).not.toBe(officeHours[i - 1]!.hours);
    for (const day of WEEK) {
      const row = officeHours.find((r) => daysOfRun(r.days).includes(day))!;
      const open = officeOpeningHours.weekly.find((r) => r.days.includes(day));
      expect(row.hours, day).toBe(
        open ? `${open.opens.replace(/^0/, '')} to ${open.closes.replace(/^0/, '')}` : officeHours.find((r) => !r.open)?.hours,
      );
    }
  });

  it("states the office's open days and times in its prose and FAQ, as the table does", () => {
    const open = officeHours.filter((row) => row.open).map((row) => `${row.days}, ${row.hours}`);
    const visiting = howToReach.find((way) => way.question === 'Visiting our office')!.answer;
    for (const times of open) {
      expect(contactPageCopy.description).toContain(times);
      expect(visiting).toContain(times);
    }
  });

  it('lists the closures coming up from the day it is rendered, never one past (the day is passed in)', () => {
    const [first, second] = [...officeOpeningHours.closures].sort((a, b) => a.date.localeCompare(b.date));
    if (!first) {
      // An office that never closes on a set day lists no closure, whatever the day.
      for (const day of ['2026-01-01', '2026-12-20', new Date().toISOString().slice(0, 10)]) expect(officeClosuresFrom(day), day).toEqual([]);
      return;
    }
    expect(officeClosuresFrom(first.date).map((c) => c.date)).toContain(first.date);
    const dayAfter = new Date(Date.parse(`${first.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = officeClosuresFrom(dayAfter).map((c) => c.date);
    expect(later).not.toContain(first.date);
    if (second && second.date > dayAfter) expect(later[0]).toBe(second.date);
    // Beyond the window: nothing further ahead than closuresShownDays is listed.
    const farBefore = new Date(Date.parse(`${first.date}T00:00:00Z`) - (closuresShownDays + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(officeClosuresFrom(farBefore)).toEqual([]);
  });

  it("shows today's coming closures on the page, with their names and dates", () => {
    const coming = officeClosuresFrom(new Date().toISOString().slice(0, 10));
    const page = html.get('/contact')!;
    for (const closure of coming) {
      // React writes the attribute as dateTime; HTML reads attribute names in any case.
      expect(page).toContain(`<time dateTime="${closure.date}">${closure.when}</time>`);
      expect(text('/contact')).toContain(closure.name);
    }
    if (!coming.length) expect(page).not.toContain('office-closures');
  });

  it('shows whatever office address the operator configures', async () => {
    const custom = testApp({ site: { ...site, address: ['Unit 3', 'Quay Road', 'Kingston upon Hull'] } });
    const res = await request(custom).get('/contact');
    expect(res.text).toContain('Quay Road');
    expect(res.text).not.toContain(site.address[1]!);
  });

  it('has the FAQ and how-to-reach accordions, each a single-open group of native <details>', () => {
    const page = html.get('/contact')!;
    expect(count(page, /<details name="contact-faq"/g)).toBe(contactFaqs.length);
    expect(count(page, /<details name="contact-reach"/g)).toBe(howToReach.length);
    expect(count(page, /<details[^>]* open/g)).toBe(0);
    for (const item of [...contactFaqs, ...howToReach]) expect(text('/contact')).toContain(fillPlace(item.question, hoursSlots(phoneLineHours)));
  });

  it('describes the business as a Locksmith with an emergency and an office contact point', () => {
    const business = graphOf('/contact').find((node) => node['@type'] === 'Locksmith')!;
    expect(business['@id']).toBe(businessId(site));
    // The main line's two contact points come first; the cities' local numbers follow (test/jsonld.test.ts).
    const points = (business.contactPoint as Record<string, unknown>[]).slice(0, 2);
    expect(points.map((p) => p.contactType)).toEqual(['emergency', 'customer service']);
    for (const point of points) expect(point.telephone).toBe(site.phone);
    // The emergency line keeps the phone line's hours, customer service the office's.
    const week = (hours: OpeningHours) => hours.weekly.map((row) => ({ dayOfWeek: [...row.days], opens: row.opens, closes: row.closes }));
    const closed = (hours: OpeningHours) => hours.closures.map((c) => ({ opens: '00:00', closes: '00:00', validFrom: c.date, validThrough: c.date }));
    expect(points[0]!.hoursAvailable).toMatchObject([...week(phoneLineHours), ...closed(phoneLineHours)]);
    expect(points[1]!.hoursAvailable).toMatchObject([...week(officeOpeningHours), ...closed(officeOpeningHours)]);
    expect(points[1]!.email).toBe(site.email);
  });
});

describe('/sitemap', () => {
  const page = () => html.get('/sitemap')!;

  // The cities the business serves (a town is no city, docs/decisions/061).
  const servedCitiesOnly = cities.filter((city) => serves(city.slug));

  it('links the main pages and every service the site offers, and says how many', () => {
    for (const main of mainPages) expect(page(), main.path).toContain(`href="${main.path}"`);
    expect(offeredServices.length).toBeGreaterThan(0);
    for (const service of services) {
      const link = `href="/services/${service.slug}"`;
      if (offeredServices.includes(service)) expect(page(), service.slug).toContain(link);
      else expect(page(), service.slug).not.toContain(link);
    }
    // The description's count of services is the number the page links.
    const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
    const said = /all (\w+) locksmith services/.exec(descriptionOf(page()) ?? '')?.[1];
    if (said !== undefined) expect(said, 'the services /sitemap says it links').toBe(words[offeredServices.length]);
  });

  it('lists the fifteen most populous served cities in population order', () => {
    const section = page().slice(page().indexOf('id="sitemap-cities-title"'), page().indexOf('id="sitemap-regions-title"'));
    const linked = [...section.matchAll(/<a [^>]*href="\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(linked).toEqual(
      byPopulation(servedCitiesOnly)
        .slice(0, 15)
        .map((c) => c.slug),
    );
  });

  it('groups up to five cities under each of up to five regions, all from the data', () => {
    const groups = regionGroups(servedCitiesOnly);
    expect(groups).toHaveLength(Math.min(5, new Set(servedCitiesOnly.map((c) => c.region)).size));
    const section = page().slice(page().indexOf('id="sitemap-regions-title"'), page().indexOf('<footer'));
    expect(count(section, /<h3\b/g)).toBe(groups.length);
    for (const group of groups) {
      expect(group.cities.length).toBeGreaterThan(0);
      expect(group.cities.length).toBeLessThanOrEqual(5);
      expect(group.cities.every((c) => c.region === group.region)).toBe(true);
      expect(group.cities).toEqual(byPopulation(group.cities));
      expect(section).toContain(`>${group.region}</h3>`);
      for (const city of group.cities) expect(section).toContain(`href="/${city.slug}"`);
    }
  });
});

describe('regionGroups', () => {
  const city = (name: string, region: string, population: string) => ({
    name,
    slug: name.toLowerCase(),
    region,
    nation: 'England' as const,
    cityStatus: 'City',
    population,
    populationYear: 2021,
    geo: { latitude: 0, longitude: 0 },
  });

  it('orders regions by how many cities they hold, then by total population, and caps both lists', () => {
    const list = [
      city('A1', 'Alpha', '10'),
      city('A2', 'Alpha', '30'),
      city('A3', 'Alpha', '20'),
      city('B1', 'Beta', '500'),
      city('C1', 'Gamma', '900'),
      city('D1', 'Delta', '5'),
    ];
    const groups = regionGroups(list, 3, 2);
    expect(groups.map((g) => g.region)).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(groups[0]!.cities.map((c) => c.name)).toEqual(['A2', 'A3']);
  });
});

describe('/privacy-policy', () => {
  it('states the retention periods, UK GDPR rights, the ICO and the cookies truthfully', () => {
    const page = text('/privacy-policy');
    const effective = new Date(`${privacyPolicy.effective}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(page).toContain(`Effective from ${effective}`);
    expect(page).toContain('session storage');
    expect(page).toMatch(/job records and invoices[^.]*6 years/i);
    expect(page).toMatch(/12 months/);
    expect(page).toContain('UK GDPR');
    expect(page).toContain("Information Commissioner's Office");
    expect(page).toContain('0303 123 1113');
    expect(page).toMatch(/no cookies/i);
    for (const section of privacyPolicy.sections) expect(page).toContain(section.title);
    // The configured controller, not a name typed into the text.
    expect(page).toContain(site.name);
    expect(page).toContain(site.email);
  });
});

describe('/terms-conditions', () => {
  it('is effective from 1 April 2025 and charges what /pricing charges', async () => {
    expect(termsConditions.effective).toBe('2025-04-01');
    const page = text('/terms-conditions');
    expect(page).toContain('Effective from 1 April 2025');
    for (const rate of labourRates) {
      expect(page.toLowerCase()).toContain(`${rate.period} (${rate.hours}): ${rate.rate}`.toLowerCase());
    }
    expect(page).toMatch(/15-minute/);
    for (const section of termsConditions.sections) expect(page).toContain(section.title);
    for (const topic of [/quote/i, /cancel/i, /guarantee/i, /liab/i]) {
      expect(
        termsConditions.sections.some((s) => topic.test(s.title)),
        String(topic),
      ).toBe(true);
    }
  });
});
