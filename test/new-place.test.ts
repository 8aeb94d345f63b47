/**
 * `npm run new-place` (scripts/new-place.ts, docs/decisions/061): the entry it prints for a town,
 * and the exit code 2 with a message naming the option for each bad input.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { postcodeTowns } from '../data/postcode-towns.ts';

const script = path.join(import.meta.dirname, '..', 'scripts', 'new-place.ts');

/** Runs the command with `args`: its exit code and what it printed. */
async function newPlace(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// A post town the data has a position for, used under a made-up slug: the command checks, it never writes.
const [area, postTown] = Object.entries(postcodeTowns).find(([, town]) => !cities.some((c) => c.name === town.name))!;
const good = ['--name', postTown.name, '--region', 'Somewhere', '--nation', 'England', '--postcodes', `${area.toLowerCase()}1, ${area}2`];

describe('npm run new-place', () => {
  it("prints a town's entry, its position from the post town's checked point and the population lines marked to fill in", async () => {
    const { code, stdout } = await newPlace(good);
    expect(code).toBe(0);
    expect(stdout).toContain(`name: '${postTown.name}',`);
    expect(stdout).toContain("kind: 'town',");
    expect(stdout).toContain(`geo: { latitude: ${postTown.latitude}, longitude: ${postTown.longitude} },`);
    expect(stdout).toContain(`postcodeDistricts: ['${area}1', '${area}2'],`);
    expect(stdout).toContain('population: FILL_IN_POPULATION,');
    expect(stdout).not.toMatch(/TODO/);
  });

  it('takes a position and a population with its source when given', async () => {
    const args = [
      ...good,
      '--slug',
      'made-up-town',
      '--lat',
      '54.1',
      // A negative number needs '=': parseArgs takes '-1.5' alone for an option.
      '--lon=-1.5',
      '--population',
      '12,345',
      '--population-year',
      '2021',
      '--population-source',
      'a test',
    ];
    const { code, stdout } = await newPlace(args);
    expect(code).toBe(0);
    expect(stdout).toContain("slug: 'made-up-town',");
    expect(stdout).toContain('geo: { latitude: 54.1, longitude: -1.5 },');
    expect(stdout).toContain("population: '12,345',");
    expect(stdout).toContain('// Population: a test.');
  });

  it('exits 2 naming --slug for a slug a place already has', async () => {
    const { code, stdout, stderr } = await newPlace([...good, '--slug', cities[0]!.slug]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`--slug: '${cities[0]!.slug}' is taken by ${cities[0]!.name}`);
  });

  it('exits 2 naming --postcodes for a district that is no outward code, or in no postcode area', async () => {
    for (const bad of ['1HG', 'QQ1']) {
      const { code, stderr } = await newPlace([...good.slice(0, -1), bad]);
      expect(code, bad).toBe(2);
      expect(stderr, bad).toContain(`--postcodes: '${bad}'`);
    }
  });

  it('exits 2 naming --nation, --lat/--lon and the population options for bad values', async () => {
    const { code, stderr } = await newPlace([
      ...good.map((arg) => (arg === 'England' ? 'Yorkshire' : arg)),
      '--lat',
      '12',
      '--lon',
      '3',
      '--population',
      'many',
    ]);
    expect(code).toBe(2);
    for (const option of ['--nation:', '--lat/--lon:', '--population:', '--population-year:', '--population-source:'])
      expect(stderr).toContain(option);
  });

  it('exits 2 asking for --lat and --lon where the data has no position for the town', async () => {
    const { code, stderr } = await newPlace([...good.map((arg) => (arg === postTown.name ? 'Made-up Town' : arg))]);
    expect(code).toBe(2);
    expect(stderr).toContain('--lat and --lon: required');
  });
});
