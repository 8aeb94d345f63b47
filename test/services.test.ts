import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { iconSources } from '../shared/icons.ts';
import { cities } from '../data/cities.ts';
import { sectors } from '../data/sectors.ts';
import { loadServicePage } from '../data/service-pages/index.ts';
import {
  chargingModel,
  grillePrices,
  keySafePrice,
  labourRates,
  maintenancePlans,
  nationalPrices,
  pricingPageJobs,
  residentialPrices,
  safePrices,
  servicesTeaser,
  smartLockPrices,
} from '../data/prices.ts';
import { featuredServiceSlugs, services, servicesTeaserPages } from '../data/services.ts';
import { accreditations, phoneLineHours, promises, reputation, slowestTeamMinutes } from '../data/business.ts';
import { isOffered, offeredServices } from '../server/views/offered-services.ts';
import { hoursSlots, isRoundTheClock } from '../shared/hours.ts';
import { fillCopy } from '../shared/text.ts';
import { serviceTemplateCopy } from '../data/service-template.ts';
import { keepPromises } from '../server/business/promises.ts';
import { businessId } from '../shared/jsonld.ts';
import { byPopulation } from '../shared/population.ts';
import { telHref } from '../shared/site.ts';
import type { ServicePage } from '../shared/types.ts';
import { makeApp, root, site } from './helpers/app.ts';
import { fixturePages, servedByPopulation, serves } from './helpers/fixture-pages.ts';
import { canonicalOf, count, jsonLdBlocks, readable, titleOf } from './helpers/html.ts';
import { brokenLinks, internalLinks } from './helpers/links.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
// The services the business offers: a 24-hour service only where the phones are answered round the clock.
const servicePaths = offeredServices.map((s) => `/services/${s.slug}`);
const allPaths = ['/services', '/sectors', '/pricing', ...servicePaths];
const html = new Map<string, string>();

beforeAll(async () => {
  for (const p of allPaths) {
    const res = await request(app).get(p);
    expect(res.status, p).toBe(200);
    html.set(p, res.text);
  }
}, 60_000);

function page(p: string): string {
  const text = html.get(p);
  if (text === undefined) throw new Error(`not fetched: ${p}`);
  return readable(text);
}

/** Whole-pound amounts in a price text, in order: 'From £35-£45' gives [35, 45]. */
function amounts(text: string): number[] {
  return [...text.matchAll(/£(\d+)/g)].map((m) => Number(m[1]));
}

/** The amounts in each price table's rows, table by table. */
function priceTables(body: string): number[][] {
  return [...body.matchAll(/<table class="price-table">([\s\S]*?)<\/table>/g)].map((table) =>
    [...table[1]!.matchAll(/<tr><th scope="row">[\s\S]*?<\/th><td>([\s\S]*?)<\/td><\/tr>/g)].flatMap((row) => amounts(row[1]!)),
  );
}

/** The amounts shown on priced cards (safes, grilles, plans, smart locks, residential), in order. */
function pricedCards(body: string): { title: string; amount: number; popular: boolean }[] {
  return [
    ...body.matchAll(
      /<li class="card priced-card( priced-card-popular)?">(?:<p class="priced-flag">Most popular<\/p>)?<h3>([^<]*)<\/h3><p class="priced-amount">([\s\S]*?)<\/p>/g,
    ),
  ].map((m) => ({
    title: m[2]!,
    amount: amounts(m[3]!)[0]!,
    popular: Boolean(m[1]),
  }));
}

/** Titles of the steps of the page's numbered process. */
function stepTitles(body: string): string[] {
  const list = /<ol class="steps">([\s\S]*?)<\/ol>/.exec(body)?.[1] ?? '';
  return [...list.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]!);
}

async function servicePage(slug: string): Promise<ServicePage> {
  const data = await loadServicePage(slug);
  if (!data) throw new Error(`no data for ${slug}`);
  return data;
}

describe('service pages', () => {
  it('gives each page one title, a unique title and description, and its own canonical link', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const p of allPaths) {
      const body = html.get(p)!;
      expect(count(body, /<title>/g), p).toBe(1);
      expect(count(body, /<h1[ >]/g), p).toBe(1);
      expect(canonicalOf(body), p).toBe(`${site.origin}${p}`);
      const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
      expect(description?.length, p).toBeGreaterThan(80);
      titles.add(titleOf(body)!);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(allPaths.length);
    expect(descriptions.size).toBe(allPaths.length);
  });

  it('describes every service page as a Service from the business, with breadcrumbs', () => {
    for (const p of servicePaths) {
      const nodes = jsonLdBlocks(html.get(p)!).flatMap((block) => (block['@graph'] as Record<string, unknown>[]) ?? [block]);
      const service = nodes.find((n) => n['@type'] === 'Service');
      expect(service, p).toBeDefined();
      expect(service!.provider, p).toEqual({ '@id': businessId(site) });
      expect(
        nodes.some((n) => n['@type'] === 'Locksmith' && n['@id'] === businessId(site)),
        p,
      ).toBe(true);
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
      expect(
        crumbs.map((c) => c.item),
        p,
      ).toEqual([`${site.origin}/`, `${site.origin}/services`, `${site.origin}${p}`]);
    }
  });

  it('uses the shared template: badge, rating, the three claims, a call link and the closing band', () => {
    for (const p of servicePaths) {
      const body = page(p);
      // The template's words, as the sample site keeps them (a promise the business does not make goes, server/business/promises.ts).
      const template = fillCopy(keepPromises({ service: serviceTemplateCopy }, true).service, hoursSlots(phoneLineHours));
      for (const text of [template.badge, ...template.claims, template.ctaTitle, String(reputation.rating.score)]) {
        expect(body.includes(text), `${p}: ${text}`).toBe(true);
      }
      expect(body.includes(`href="${telHref(site.phone)}"`), p).toBe(true);
    }
  });

  it('answers 410 for the services the business does not offer', async () => {
    const unoffered = services.filter((service) => !offeredServices.includes(service));
    expect(unoffered.length).toBe(isRoundTheClock(phoneLineHours) ? 0 : 1);
    for (const { slug } of unoffered) expect((await request(app).get(`/services/${slug}`)).status, slug).toBe(410);
  });

  it('answers 404 for unknown service slugs', async () => {
    for (const p of ['/services/atlantis', '/services/emergency-locksmith/extra', '/services/constructor', '/services/__proto__']) {
      const res = await request(app).get(p);
      expect(res.status, p).toBe(404);
    }
  });

  it("says the emergency service arrives within the slowest team's minutes", () => {
    expect(page('/services/emergency-locksmith')).toContain(`within ${slowestTeamMinutes} minutes`);
    // The hero's badge no longer promises a faster time than the text (docs/decisions/027).
    expect(page('/services/emergency-locksmith')).not.toMatch(/15-20 minute/i);
  });

  it('has the sections of each service page: industries, master-key benefits, door types and the steps of each process', () => {
    const commercial = page('/services/commercial-locksmith');
    expect(commercial).toContain('Industries We Serve');
    for (const industry of ['Office', 'Retail', 'Hospitality', 'Healthcare', 'Education', 'Government']) expect(commercial).toContain(industry);
    const masterKey = /Master Key System Benefits[\s\S]*?<\/section>/.exec(commercial)?.[0] ?? '';
    expect(count(masterKey, /<div class="list-block">/g)).toBe(2);

    const property = page('/services/property-security');
    expect(stepTitles(property)).toEqual(['Evaluation', 'Recommendation', 'Implementation', 'Maintenance']);
    expect(property).toContain('Residential properties');
    expect(property).toContain('Commercial properties');

    const door = page('/services/door-fitting-installation');
    for (const type of ['External doors', 'Internal doors', 'Specialised doors']) expect(door).toContain(`<h3>${type}</h3>`);
    expect(count(door, /<ol class="steps">/g)).toBe(1);
    expect(stepTitles(door)).toHaveLength(6);

    const stepCount = (p: string) => stepTitles(page(p)).length;
    expect(stepCount('/services/safe-installation')).toBe(5);
    expect(stepCount('/services/urgent-lock-repair')).toBe(4);
    expect(stepCount('/services/smart-lock-installation')).toBe(3);
    const repair = page('/services/urgent-lock-repair');
    expect(repair).toMatch(/Mechanical/i);
    expect(repair).toMatch(/Security concerns/i);
  });
});

describe('published prices (docs/product.md §9; the figures themselves are pinned in test/sample-data.test.ts)', () => {
  /** The first amount of a price text: 'From £85' gives 85. */
  const amountOf = (price: string) => amounts(price)[0];

  // One price per job on every page of a list (docs/decisions/046): the residential smart lock is the national list's.
  it('shows the residential starting prices: deadbolt, knob lock and the national smart lock price', () => {
    expect(pricedCards(html.get('/services/residential-locksmith')!).map((c) => c.amount)).toEqual(
      [residentialPrices.deadbolt, residentialPrices.knobLock, residentialPrices.smartLock].map(amountOf),
    );
  });

  it('shows six safe types: biometric, digital, fire-resistant, cash, key and floor', () => {
    const cards = pricedCards(html.get('/services/safe-installation')!);
    expect(cards.map((c) => c.amount)).toEqual(
      [safePrices.biometric, safePrices.digital, safePrices.fireResistant, safePrices.cash, keySafePrice, safePrices.floor].map(amountOf),
    );
    expect(cards.map((c) => c.title.toLowerCase())).toEqual([
      expect.stringContaining('biometric'),
      expect.stringContaining('digital'),
      expect.stringContaining('fire'),
      expect.stringContaining('cash'),
      expect.stringContaining('key'),
      expect.stringContaining('floor'),
    ]);
  });

  it('shows grille prices per window: fixed, retractable, removable', () => {
    const body = page('/services/security-grille-installation');
    expect(pricedCards(html.get('/services/security-grille-installation')!).map((c) => [c.title.split(' ')[0], c.amount])).toEqual([
      ['Fixed', amountOf(grillePrices.fixed)],
      ['Retractable', amountOf(grillePrices.retractable)],
      ['Removable', amountOf(grillePrices.removable)],
    ]);
    expect(count(body, /per window/g)).toBeGreaterThanOrEqual(3);
  });

  it('shows the maintenance plans, the popular one marked', () => {
    const cards = pricedCards(html.get('/services/lock-maintenance')!);
    expect(cards).toEqual(
      Object.values(maintenancePlans).map((plan) => ({ title: plan.name, amount: amountOf(plan.price), popular: 'popular' in plan && plan.popular })),
    );
    const body = page('/services/lock-maintenance');
    for (const line of Object.values(maintenancePlans).flatMap((plan) => plan.points)) expect(body, line).toContain(line);
  });

  it('shows three smart lock systems, smartphone-controlled marked popular', () => {
    const cards = pricedCards(html.get('/services/smart-lock-installation')!);
    expect(cards.map((c) => c.amount)).toEqual([smartLockPrices.codeAccess, smartLockPrices.smartphone, smartLockPrices.biometric].map(amountOf));
    expect(cards.filter((c) => c.popular).map((c) => c.title)).toEqual([expect.stringMatching(/smartphone/i)]);
  });

  it('shows the teaser prices on /services in three columns, from the national list', () => {
    // The residential lockout and key cutting are the national list's, as on every city page
    // without its own list (docs/decisions/027).
    const columns = servicesTeaser
      .map((column) => column.jobs.flatMap((job) => amounts(nationalPrices.find((row) => row.job === job)?.price ?? '')))
      .filter((column) => column.length > 0);
    expect(priceTables(html.get('/services')!)).toEqual(columns);
  });

  it('shows the car locksmith prices from the Automotive teaser column, and links the page from /services', () => {
    const body = html.get('/services/car-locksmith')!;
    // The Automotive jobs the national list prices; none priced, no table.
    const automotive = servicesTeaser
      .find((column) => column.title === 'Automotive')!
      .jobs.flatMap((job) => nationalPrices.find((row) => row.job === job) ?? []);
    expect(priceTables(body)).toEqual(automotive.length ? [automotive.flatMap((row) => amounts(row.price))] : []);
    for (const row of automotive) expect(body).toContain(row.service);
    const teaser = /aria-labelledby="prices-title"[\s\S]*?<\/section>/.exec(html.get('/services')!)?.[0] ?? '';
    // Each column the national list prices a job of links its service's page (data/services.ts servicesTeaserPages).
    const priced = servicesTeaser.filter((column) => column.jobs.some((job) => nationalPrices.some((row) => row.job === job)));
    expect(priced.map((column) => servicesTeaserPages[column.title])).toEqual(expect.arrayContaining(automotive.length ? ['car-locksmith'] : []));
    expect([...teaser.matchAll(/<p class="teaser-link"><a href="([^"]+)"/g)].map((m) => m[1])).toEqual(
      priced.map((column) => `/services/${servicesTeaserPages[column.title]}`),
    );
  });

  it('shows the fixed job prices and, apart and labelled, the hourly labour rates on /pricing', () => {
    const body = html.get('/pricing')!;
    // The national list's fixed prices, in the order data/prices.ts gives them: the lockout is its
    // fixed price, not the weekday hourly rate it used to show.
    const listed = pricingPageJobs.flatMap((job) => nationalPrices.find((row) => row.job === job)?.price ?? []);
    // A call-out fee, where the business charges one, is a row of the list.
    const callOut = chargingModel.callOutFee ? [chargingModel.callOutFee.amount] : [];
    expect(priceTables(body)).toEqual([[...listed, ...callOut].flatMap(amounts)]);
    expect(page('/pricing')).toContain('Hourly labour rates');
    expect(page('/pricing')).toContain('labour included');
    const rates = /<table class="rate-table">([\s\S]*?)<\/table>/.exec(body)?.[1] ?? '';
    expect(amounts(rates)).toEqual(labourRates.flatMap((row) => amounts(row.rate)));
    const text = page('/pricing');
    for (const phrase of ['15-minute increments', 'VAT', 'No hidden fees', 'No surge pricing', 'Free quote by phone']) {
      expect(text, phrase).toContain(phrase);
    }
    // The price-match guarantee where the business makes it (on the sample site, a sample promise too), else nowhere.
    if (promises.priceMatch.held) expect(text).toContain('Price-match guarantee');
    else expect(text).not.toMatch(/price[- ]match/i);
  });
});

describe('/services and /sectors', () => {
  it('links the featured services offered in their order (data/services.ts) and the six most populous served cities', () => {
    const body = html.get('/services')!;
    const cardLinks = [...body.matchAll(/<a class="card-link" href="\/services\/([^"]+)"/g)].map((m) => m[1]);
    expect(cardLinks).toEqual(featuredServiceSlugs.filter(isOffered));
    const cityBlock = /aria-labelledby="cities-title"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    const cityLinks = [...cityBlock.matchAll(/<li><a href="\/([a-z-]+)"/g)].map((m) => m[1]);
    expect(cityLinks).toEqual(
      byPopulation(cities.filter((city) => serves(city.slug)))
        .slice(0, 6)
        .map((c) => c.slug),
    );
    expect(body).toContain('href="/locksmith-near-me"');
    // The accreditations band where the business holds any (the sample's examples on the sample site).
    if (accreditations.length) expect(body).toMatch(/class="[^"]*accreditation-list/);
    else expect(body).not.toMatch(/class="[^"]*accreditation-list/);
  });

  it('shows nine sector cards, the eight kinds of building among them, and a link to /contact', () => {
    const body = page('/sectors');
    const titles = [...body.matchAll(/class="card service-card sector-card">[\s\S]*?<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(9);
    expect(titles).toEqual(
      expect.arrayContaining(['Healthcare', 'Offices', 'Industrial', 'Public Buildings', 'Heritage', 'Retail', 'Hospitality', 'Education']),
    );
    expect(body).toContain('href="/contact"');
    expect(sectors).toHaveLength(9);
  });
});

describe('links', () => {
  it('links only to pages that answer 200', async () => {
    const { checked, broken } = await brokenLinks(app, internalLinks(html.values()), (await siteSnapshot()).statuses());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(offeredServices.length);
  }, 60_000);
});

describe('service content data', () => {
  it('keeps every service page within the template limits, with known icons', async () => {
    const iconNames = new Set(Object.keys(iconSources));
    for (const { slug } of services) {
      const data = await servicePage(slug);
      expect(data.slug, slug).toBe(slug);
      expect(data.features.length, slug).toBeGreaterThanOrEqual(4);
      expect(data.features.length, slug).toBeLessThanOrEqual(6);
      expect(data.benefits.length, slug).toBeGreaterThanOrEqual(4);
      expect(data.sections.at(-1)?.kind, slug).toBe('faq');
      expect(new Set(data.sections.map((s) => s.id)).size, slug).toBe(data.sections.length);
      const used = [...data.features.map((f) => f.icon), ...data.sections.flatMap((s) => (s.kind === 'cards' ? s.cards.map((c) => c.icon) : []))];
      for (const icon of used) expect(iconNames.has(icon), `${slug}: icon ${icon}`).toBe(true);
    }
    for (const sector of sectors) expect(iconNames.has(sector.icon), sector.slug).toBe(true);
    for (const service of services) expect(iconNames.has(service.icon), service.slug).toBe(true);
  });

  it('types no price into content: every amount comes from data/prices.ts', () => {
    const dir = path.join(root, 'data', 'service-pages');
    for (const file of readdirSync(dir)) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/£\s?\d/);
    }
  });

  it('builds the local emergency page on the national one: its features, the place from data', async () => {
    const national = await servicePage('emergency-locksmith');
    // A served place without a team of its own, else the home team's.
    const place = fixturePages.withoutTeam ?? servedByPopulation.find((c) => c.slug === fixturePages.citySlug)!;
    const res = await request(app).get(`/${place.slug}/emergency-lockout`);
    expect(res.status).toBe(200);
    const body = res.text.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
    // Every feature but one quoting minutes: the place's own arrival time is the page's one figure (docs/decisions/045).
    // The national page's features as the sample site keeps them: a promise the business does not make goes (server/business/promises.ts).
    for (const feature of keepPromises({ service: national }, true).service.features) {
      const quotesMinutes = /\d+[- ]minutes?\b/.test(`${feature.title} ${feature.description}`);
      if (quotesMinutes) expect(body, feature.title).not.toContain(feature.description);
      else expect(body, feature.title).toContain(feature.title);
    }
    expect(body).toContain('href="/services/emergency-locksmith"');
    expect(body).toContain(`How our ${place.name} locksmiths work`);
  });
});
