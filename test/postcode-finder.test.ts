import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cities } from '../data/cities.ts';
import { postcodeAreas } from '../data/postcode-areas.ts';
import { findPageForPostcode } from '../server/views/postcode-finder.ts';
import { makeApp } from './helpers/app.ts';

const app = makeApp();

describe('the postcode finder', () => {
  it.each([
    ['E1', '/london/e1-whitechapel'],
    ['e1 6an', '/london/e1-whitechapel'],
    ['E16AN', '/london/e1-whitechapel'],
    ['SW1A 1AA', '/london/sw1a-westminster'],
    ['LS6 2AB', '/leeds'],
    ['G1 1AA', '/glasgow'],
    ['CF10 1AA', '/cardiff'],
    ['BT1 1AA', '/belfast'],
    ['  ls6   2ab ', '/leeds'],
  ])('sends %s to %s', (input, path) => {
    expect(findPageForPostcode(input)).toEqual({ kind: 'page', path });
  });

  it.each(['ZZ99', '', '1AA', 'LS', 'A'.repeat(500), '<script>alert(1)</script>', 'E1 6A', 'LS6 2AB 3'])('calls %j invalid', (input) => {
    expect(findPageForPostcode(input)).toEqual({ kind: 'invalid' });
  });

  it('says a well-formed code in an area the site does not cover is not covered', () => {
    expect(findPageForPostcode('JE2 3AB')).toEqual({ kind: 'uncovered', outward: 'JE2' });
    expect(findPageForPostcode('GY1')).toEqual({ kind: 'uncovered', outward: 'GY1' });
  });

  it('maps every postcode area to a city that has a page, once each', () => {
    const slugs = new Set(cities.map((c) => c.slug));
    expect(postcodeAreas.filter((a) => !slugs.has(a.city))).toEqual([]);
    expect(new Set(postcodeAreas.map((a) => a.area)).size).toBe(postcodeAreas.length);
    expect(postcodeAreas.length).toBe(121);
  });

  it('answers the form with a 303 to the page, without JavaScript', async () => {
    const res = await request(app).get('/locksmith-near-me?postcode=ls6+2ab').expect(303);
    expect(res.headers.location).toBe('/leeds');
    const london = await request(app).get('/locksmith-near-me?postcode=E1%206AN').expect(303);
    expect(london.headers.location).toBe('/london/e1-whitechapel');
  });

  it('answers an invalid or uncovered postcode on the directory, with the message and the number', async () => {
    const invalid = await request(app).get('/locksmith-near-me?postcode=%3Cscript%3Ealert(1)%3C%2Fscript%3E').expect(200);
    expect(invalid.text).toContain('That does not look like a UK postcode');
    expect(invalid.text).not.toContain('<script>alert(1)');
    const uncovered = await request(app).get('/locksmith-near-me?postcode=JE2+3AB').expect(200);
    expect(uncovered.text).toContain('JE2');
    expect(uncovered.text).toMatch(/do not have a page for/);
  });

  it.each([
    ['the home page', '/', 200],
    ['the directory', '/locksmith-near-me', 200],
    ['the 404 page', '/no-such-place-here', 404],
  ])('is on %s, as a GET form to the directory with a labelled postcode field', async (_name, path, status) => {
    const res = await request(app).get(path).expect(status);
    const form = /<form(?=[^>]*class="postcode-finder")[^>]*>[\s\S]*?<\/form>/.exec(res.text)?.[0] ?? '';
    expect(form).toMatch(/^<form[^>]*method="get"/);
    expect(form).toMatch(/^<form[^>]*action="\/locksmith-near-me"/);
    expect(form).toContain('Do you cover my area?');
    const id = /<input(?=[^>]*name="postcode")[^>]*id="([^"]+)"/.exec(form)?.[1];
    expect(id).toBeTruthy();
    expect(form).toContain(`<label for="${id}">`);
  });

  it('hands the redirect to client-side navigation as data', async () => {
    const res = await request(app).get('/locksmith-near-me.data?postcode=G1+1AA').expect(202);
    expect(res.body).toEqual({ redirect: '/glasgow', status: 303 });
  });
});

describe('postcodes stay private', () => {
  it('never writes a postcode to the access log', async () => {
    const { redactUrl } = await import('../server/redact.ts');
    expect(redactUrl('/locksmith-near-me?postcode=LS6+2AB')).toBe('/locksmith-near-me?postcode=%5Bredacted%5D');
    expect(redactUrl('/locksmith-near-me?a=1&postcode=E1')).not.toContain('E1');
    expect(redactUrl('/bath?x=1')).toBe('/bath?x=%5Bredacted%5D');
  });
});
