/**
 * Every location page, as the run's site crawl found it, must read as written by a person
 * (docs/decisions/029): no brackets inside brackets, no '1 miles', headings that name their place,
 * no title pipes in the <h1>, no 'prices' heading without a price, no name said twice in a row, no
 * missing 'the' before a name that takes one, and no link that answers anything but 200 (or a 301
 * to a 200).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { genericCityCopy } from '../data/location-copy/city-page.ts';
import { namesWithArticle } from '../data/location-copy/shared.ts';
import { districtName } from '../data/london-districts.ts';
import { statusPhrase } from '../server/views/city-view.ts';
import { cityPageData, findCity, matchArea } from '../server/views/place-lookup.ts';
import { allLocationPaths } from '../server/views/location-paths.ts';
import { servedCities } from '../server/views/served-places.ts';
import { cityServices } from '../data/city-services.ts';
import { placeName } from '../server/views/place-name.ts';
import { fillPlace } from '../shared/text.ts';
import { readable } from './helpers/html.ts';
import { internalLinks } from './helpers/links.ts';
import { type SiteSnapshot, siteSnapshot } from './helpers/site-snapshot.ts';
import {
  headingsOf,
  isPlacelessName,
  missingArticles,
  nestedBrackets,
  oneWithPlural,
  type PagePlace,
  pipesInH1,
  placelessHeadings,
  pricesWithoutPrices,
  repeatedNames,
  wordProblems,
} from './helpers/page-words.ts';

const paths = allLocationPaths();
const pages = new Map<string, string>();

/** The place a location path is about, looked up in the same data the loaders use. */
function placeOf(path: string): PagePlace {
  const [citySlug, segment] = path.slice(1).split('/');
  const city = findCity(citySlug)!;
  // A name two cities share carries its region: after a comma in sentences and headings ('Bangor, Gwynedd').
  const cityName = placeName(city);
  const match = segment ? matchArea(city.slug, segment) : undefined;
  if (!match || match.kind === 'service') return { place: cityName, city: cityName };
  if (match.kind === 'suburb') return { place: match.suburb.name, city: cityName };
  if (match.kind === 'district') return { place: districtName(match.district), city: cityName };
  return { place: match.area.name, city: cityName };
}

let crawl: SiteSnapshot;

beforeAll(async () => {
  crawl = await siteSnapshot();
  for (const path of paths) {
    expect(crawl.answer(path).status, path).toBe(200);
    pages.set(path, crawl.html(path));
  }
}, 180_000);

describe('the word checks', () => {
  // Each check must catch the mistake it is named after, or a passing suite proves nothing.
  it('finds brackets inside brackets', () => {
    expect(nestedBrackets('Coventry (City (1345)) is home to about 345,300 people (2021).')).toHaveLength(1);
    expect(nestedBrackets('Bangor ((Gwynedd))')).toHaveLength(1);
    expect(nestedBrackets('Coventry, a city since 1345, is home to about 345,300 people (2021).')).toEqual([]);
  });

  it('finds the number one before a plural unit', () => {
    expect(oneWithPlural('Salford (1 miles) and Bolton (11 miles)')).toEqual(['Salford (1 miles) and Bolton (11 miles)']);
    expect(oneWithPlural('in about 1 minutes')).toHaveLength(1);
    expect(oneWithPlural('Excellent | 1 reviews')).toHaveLength(1);
    expect(oneWithPlural('Salford (1 mile), Wigan (21 miles), 0.1 miles, £1 hours')).toEqual([]);
  });

  it('finds a name said twice in a row', () => {
    expect(repeatedNames('24/7 locksmith in City of London, City of London: lockouts')).toHaveLength(1);
    expect(repeatedNames('Emergency Lockout in Bangor (Gwynedd), Gwynedd: locked out?')).toHaveLength(1);
    expect(repeatedNames('Locksmith in Leeds, West Yorkshire. Leeds City Centre, Headingley')).toEqual([]);
    expect(repeatedNames('Finchley takes in Finchley, Finchley Central and Church End.')).toEqual([]);
  });

  it("finds a name that takes 'the' written without it", () => {
    const names = { 'City of London': 'the City of London' };
    expect(missingArticles('A locksmith in City of London, day or night.', names)).toHaveLength(1);
    expect(missingArticles('Our team also covers City of London, 2 miles away.', names)).toHaveLength(1);
    expect(missingArticles('Locksmith City of London. Locked out in the City of London? Our City of London locksmiths', names)).toEqual([]);
    // A landmark whose name begins with the place's is another name: 'around City of London Cemetery'.
    expect(missingArticles('Places we work around City of London Cemetery and Wanstead Flats', names)).toEqual([]);
  });

  it('finds headings that name no place', () => {
    const leedsCentre = { place: 'City Centre', city: 'Leeds' };
    expect(placelessHeadings(headingsOf('<h1>Locksmith in City Centre</h1>'), leedsCentre)).toHaveLength(1);
    expect(placelessHeadings(headingsOf('<h1>Leeds Locksmith</h1><h2>Emergency locksmith in City Centre</h2>'), leedsCentre)).toHaveLength(1);
    expect(placelessHeadings(headingsOf('<h1>Fast 24/7 Emergency Service</h1>'), { place: 'Headingley', city: 'Leeds' })).toHaveLength(1);
    expect(placelessHeadings(headingsOf('<h1>Locksmith in Leeds City Centre</h1><h2>Locksmiths near Headingley</h2>'), leedsCentre)).toEqual([]);
    expect(isPlacelessName('Old Town')).toBe(true);
    expect(isPlacelessName('Merchant City')).toBe(false);
  });

  it('finds title pipes in the h1', () => {
    expect(pipesInH1(headingsOf('<h1>Locksmith Glasgow | 24/7 Emergency Service | Brand</h1>'))).toHaveLength(1);
    expect(pipesInH1(headingsOf('<h1>Glasgow Locksmith</h1><p>Excellent | 38 Reviews</p>'))).toEqual([]);
  });

  it('finds a prices heading with no price in its section', () => {
    const hoursOnly = '<main><h2>Glasgow prices and hours</h2><table><caption>Opening hours</caption></table><h2>Reviews</h2><p>£75</p></main>';
    expect(pricesWithoutPrices(hoursOnly)).toHaveLength(1);
    const priced = '<main><h2>Leeds prices and hours</h2><h3>Prices</h3><p>Lockout from £75</p><h2>Reviews</h2></main>';
    expect(pricesWithoutPrices(priced)).toEqual([]);
  });

  it('reports every kind of problem on a broken page', () => {
    const broken =
      '<title>Locksmith | Brand</title><main><h1>Locksmith in City Centre | 24/7</h1><p>Coventry (City (1345)), 1 miles away, in Ely, Ely, near City of London.</p><h2>Our prices</h2><p>Call us.</p><p>Whether you are in Ely, Soham and Littleport, we come.</p><p>It lies mainly in Cambridgeshire.</p></main>';
    const kinds = wordProblems(broken, { place: 'City Centre', city: 'Leeds' }, { 'City of London': 'the City of London' }).map(
      (problem) => problem.split(':')[0],
    );
    expect(new Set(kinds)).toEqual(
      new Set([
        'nested brackets',
        'one with a plural',
        'name repeated',
        "no 'the'",
        'placeless heading',
        'pipe in h1',
        'prices heading',
        "'whether' without 'or'",
        'paragraph opens on a pronoun',
      ]),
    );
  });
});

describe('city status in a sentence', () => {
  /** A status as data/cities.ts would hold it, for the patterns the sample data does not use. */
  const status = (cityStatus: string) => statusPhrase({ cityStatus, region: 'Somerset' });

  it('turns every status in the data into words without brackets', () => {
    for (const city of cities) {
      const phrase = statusPhrase(city);
      expect(phrase, city.cityStatus).not.toMatch(/[()]/);
      expect(phrase, `${city.cityStatus} fell back to the generic words`).not.toBe(genericCityCopy.statusPhrases.other);
    }
    expect(status('City (1345)')).toBe('a city since 1345');
    expect(status('City (restored 1994)')).toBe('a city again since 1994');
    expect(status('City by ancient prescription (confirmed 1974)')).toBe('a city by ancient prescription, confirmed in 1974');
  });

  it('calls a town a town in its region, never a city (docs/decisions/061)', () => {
    const phrase = statusPhrase({ kind: 'town', region: 'North Yorkshire' });
    expect(phrase).toBe(fillPlace(genericCityCopy.statusPhrases.town, { region: 'North Yorkshire' }));
    expect(phrase).not.toMatch(/\bcit(y|ies)\b/i);
  });
});

describe('location pages', () => {
  it('renders every location page', () => {
    expect(pages.size).toBe(paths.length);
    // Every served place, and each of its local service pages, at least.
    expect(paths.length).toBeGreaterThanOrEqual(servedCities.length * (1 + cityServices.length));
  });

  it('reads as written by a person on every page', () => {
    const problems = [...pages].flatMap(([path, html]) =>
      wordProblems(html, placeOf(path), namesWithArticle).map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('rounds a population that follows about, around or roughly; the fact box alone gives the exact figure', () => {
    const exact: string[] = [];
    let rounded = 0;
    for (const [path, html] of pages) {
      for (const m of readable(html).matchAll(/\b(?:about|around|roughly) (\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)? million) people/gi)) {
        const figure = m[1]!;
        if (figure.endsWith('million') || /(?:,000|00)$/.test(figure)) rounded++;
        else exact.push(`${path}: ${m[0]}`);
      }
    }
    expect(exact).toEqual([]);
    // Every place without written copy of its own states its population in the generic intro.
    if (servedCities.some((city) => !cityPageData(city.slug))) expect(rounded).toBeGreaterThan(0);
  });

  it('says which area a population counts where it is larger than the place (data/cities.ts populationArea)', () => {
    const counted = servedCities.filter((city) => city.populationArea);
    for (const city of counted) {
      const text = readable(pages.get(`/${city.slug}`)!);
      expect(text, city.slug).toContain(`in ${city.populationArea}`);
      // Never the district's figure as the place's own.
      expect(text, city.slug).not.toMatch(new RegExp(`people live in ${city.name} \\(`));
    }
  });

  it('links only to pages that answer 200, or 301 to one', () => {
    const broken: string[] = [];
    for (const link of internalLinks(pages.values())) {
      if (pages.has(link)) continue;
      const res = crawl.answer(link);
      if (res.status === 200) continue;
      const target = res.status === 301 ? res.location : undefined;
      if (target && crawl.answer(target).status === 200) continue;
      broken.push(`${link} (${res.status}${target ? ` to ${target}` : ''})`);
    }
    expect(broken).toEqual([]);
  });
});
