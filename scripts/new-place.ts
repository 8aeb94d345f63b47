/**
 * `npm run new-place -- --name Harrogate --region 'North Yorkshire' --nation England --postcodes HG1,HG2,HG3`:
 * checks a new town's facts and prints the entry to paste into data/cities.ts (docs/decisions/061,
 * docs/content.md 'Adding a place'). It changes no file: the owner pastes the entry, fills in the
 * population and its source, and the build measures the new pages before they are indexed.
 *
 * Options: --name, --region, --nation and --postcodes (outward codes, comma-separated) are
 * required; --slug (default: the name, lower-case, hyphenated); --lat and --lon (required unless
 * the town is the post town of its postcode area, whose checked position data/postcode-towns.ts
 * holds; a negative longitude is written --lon=-1.5373, which parseArgs does not take for an option);
 * --population ('75,070'), --population-year and --population-source, which fill in the
 * population lines. Exits 0 with the entry, or 2 with every problem, each naming its option.
 */
import { parseArgs } from 'node:util';
import { cityAliases, townSlug } from '../data/place-aliases.ts';
import { postcodeAreas } from '../data/postcode-areas.ts';
import { postcodeTowns } from '../data/postcode-towns.ts';
import { cities } from '../data/cities.ts';
import { pageRoutes } from '../client/routes.tsx';
import { insideUkBounds, UK_BOUNDS } from '../shared/geo.ts';
import { OUTWARD } from '../shared/postcode-shape.ts';
import { type GeoPoint, NATIONS } from '../shared/types.ts';

const OPTIONS = {
  name: { type: 'string' },
  slug: { type: 'string' },
  region: { type: 'string' },
  nation: { type: 'string' },
  postcodes: { type: 'string' },
  lat: { type: 'string' },
  lon: { type: 'string' },
  population: { type: 'string' },
  'population-year': { type: 'string' },
  'population-source': { type: 'string' },
} as const;

type Options = { [K in keyof typeof OPTIONS]?: string };

/** A checked position and the words saying where it came from. */
interface Position {
  geo: GeoPoint;
  source: string;
}

/** The slugs a new place may not take: every place's, every alias's, every page's first segment. */
function takenSlugs(): Map<string, string> {
  const taken = new Map<string, string>();
  for (const route of pageRoutes) {
    const first = route.path?.split('/')[0];
    if (first && !first.startsWith(':')) taken.set(first, `the page /${first}`);
  }
  for (const [alias, slug] of cityAliases()) taken.set(alias, `another name for /${slug} (data/place-aliases.ts)`);
  for (const city of cities) taken.set(city.slug, `${city.name}, ${city.region} (data/cities.ts)`);
  return taken;
}

/** The outward codes, upper-case and each once, with a problem for each that is not one. */
function readDistricts(text: string | undefined, problems: string[]): string[] {
  if (!text?.trim()) {
    problems.push('--postcodes: required, the outward codes of the town, comma-separated (HG1,HG2,HG3)');
    return [];
  }
  const districts = [...new Set(text.split(',').map((code) => code.trim().toUpperCase()))];
  const areas = new Set(postcodeAreas.map((row) => row.area));
  for (const code of districts) {
    const area = OUTWARD.exec(code)?.[1];
    if (!area) problems.push(`--postcodes: '${code}' is not an outward code (letters then a number, as in HG1 or SW1A)`);
    else if (!areas.has(area)) problems.push(`--postcodes: '${code}' is in no UK postcode area the site covers (data/postcode-areas.ts)`);
  }
  return districts;
}

/** The position: --lat and --lon, else the post town's checked point where the town is its area's post town. */
function readPosition(options: Options, districts: readonly string[], problems: string[]): Position | null {
  if (options.lat !== undefined || options.lon !== undefined) {
    const geo = { latitude: Number(options.lat), longitude: Number(options.lon) };
    if (options.lat === undefined || !Number.isFinite(geo.latitude)) problems.push('--lat: required with --lon, a number such as 53.99078');
    if (options.lon === undefined || !Number.isFinite(geo.longitude)) problems.push('--lon: required with --lat, a number such as -1.5373');
    else if (Number.isFinite(geo.latitude) && !insideUkBounds(geo)) {
      problems.push(
        `--lat/--lon: ${geo.latitude}, ${geo.longitude} is outside the UK (latitude ${UK_BOUNDS.south} to ${UK_BOUNDS.north}, longitude ${UK_BOUNDS.west} to ${UK_BOUNDS.east})`,
      );
    }
    return { geo: { latitude: round5(geo.latitude), longitude: round5(geo.longitude) }, source: 'given with --lat and --lon' };
  }
  const area = districts.map((code) => OUTWARD.exec(code)?.[1]).find(Boolean);
  const postTown = area ? postcodeTowns[area] : undefined;
  if (postTown && postTown.name === options.name) {
    return {
      geo: { latitude: postTown.latitude, longitude: postTown.longitude },
      source: `GeoNames ${postTown.geonameId}, the post town of ${area} (data/postcode-towns.ts)`,
    };
  }
  problems.push(
    `--lat and --lon: required, as the data holds no position for ${options.name ?? 'the town'} (only for each postcode area's post town)`,
  );
  return null;
}

/** Five decimals, as the data's positions are given. */
function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** The population lines: the given figure with its year and source, or marked lines the typecheck refuses until filled in. */
function populationLines(options: Options, problems: string[]): string[] {
  const { population, 'population-year': year, 'population-source': source } = options;
  if (population === undefined && year === undefined && source === undefined) {
    return [
      '    // Fill in: the population, the year of the figure and, in this comment, its source (e.g. ONS Census 2021, built-up area).',
      '    population: FILL_IN_POPULATION,',
      '    populationYear: FILL_IN_YEAR,',
    ];
  }
  if (!population || !/^\d{1,3}(,\d{3})*$/.test(population)) problems.push("--population: a number with thousands separators, such as '75,070'");
  if (!year || !/^\d{4}$/.test(year) || Number(year) < 2011) problems.push('--population-year: the year of the figure, 2011 or later');
  if (!source?.trim()) problems.push('--population-source: required with --population, where the figure comes from');
  return [`    // Population: ${source ?? ''}.`, `    population: '${population ?? ''}',`, `    populationYear: ${year ?? ''},`];
}

/** A string as a single-quoted TypeScript literal. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Every problem with the options, and the entry to paste when there are none. */
function newPlace(options: Options): { problems: string[]; entry: string } {
  const problems: string[] = [];
  const name = options.name?.trim() ?? '';
  if (!name) problems.push('--name: required, the town as it is written (Harrogate)');
  const slug = options.slug ?? townSlug(name).replace(/^-+|-+$/g, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(`--slug: '${slug}' must be lower-case letters and digits joined by hyphens`);
  const taken = takenSlugs().get(slug);
  if (taken) problems.push(`--slug: '${slug}' is taken by ${taken}`);
  const region = options.region?.trim();
  if (!region) problems.push("--region: required, the ceremonial county or region ('North Yorkshire')");
  if (!NATIONS.includes(options.nation as (typeof NATIONS)[number])) problems.push(`--nation: one of ${NATIONS.join(', ')}`);
  const districts = readDistricts(options.postcodes, problems);
  const position = readPosition({ ...options, name }, districts, problems);
  const population = populationLines(options, problems);
  const entry = [
    '  {',
    `    name: ${quoted(name)},`,
    `    slug: ${quoted(slug)},`,
    `    region: ${quoted(region ?? '')},`,
    `    nation: ${quoted(options.nation ?? '')},`,
    "    kind: 'town',",
    ...population,
    `    // Position: ${position?.source ?? ''}.`,
    `    geo: { latitude: ${position?.geo.latitude}, longitude: ${position?.geo.longitude} },`,
    `    postcodeDistricts: [${districts.map(quoted).join(', ')}],`,
    '  },',
  ].join('\n');
  return { problems, entry };
}

function main(argv: string[]): number {
  let options: Options;
  try {
    options = parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
  } catch (error) {
    console.error(`new-place: ${(error as Error).message}`);
    return 2;
  }
  const { problems, entry } = newPlace(options);
  if (problems.length) {
    console.error(`new-place: the town was not checked, because:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return 2;
  }
  console.log('Paste this into the list in data/cities.ts, in alphabetical order:\n');
  console.log(entry);
  console.log(
    '\nThe town then gets its page and its six local service pages, the postcode finder sends its districts to it, and its team,\n' +
      'response time and prices come from data/business.ts and data/prices.ts. Its pages stay out of the index until\n' +
      '`npm run build` measures words of its own that pass the content guard: add a `description` and `more` (docs/content.md).',
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
