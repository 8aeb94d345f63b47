/** One spelling per resource (docs/decisions/010): other spellings of a page, an asset or /healthz answer 301 to the one. */
import { describe, expect, it } from 'vitest';
import { readAssets } from '../server/http/assets.ts';
import { clientDir } from './helpers/app.ts';
import { rawGet } from './helpers/raw-http.ts';
import { appForFile } from './helpers/recording-app.ts';

/** 500 spellings of /locksmith-near-me: each a different set of its letters percent-encoded. */
function spellingsOf(page: string, count: number): string[] {
  const word = page.slice(1);
  const out: string[] = [];
  for (let mask = 1; out.length < count; mask++) {
    let p = '/';
    for (let i = 0; i < word.length; i++) {
      const hex = word.charCodeAt(i).toString(16);
      p += mask & (1 << i) ? `%${mask & 1 ? hex.toUpperCase() : hex}` : word[i];
    }
    out.push(p);
  }
  return out;
}

describe('one spelling per resource', () => {
  const s = appForFile();

  it('answers 500 encoded spellings of /locksmith-near-me with a 301 to it, and adds no cache entry', { timeout: 60_000 }, async () => {
    expect((await rawGet(s.port, Buffer.from('/locksmith-near-me'))).status).toBe(200);
    await s.cache.upgraded();
    const before = s.cache.paths();
    const wrong: string[] = [];
    for (const spelling of spellingsOf('/locksmith-near-me', 500)) {
      const res = await rawGet(s.port, Buffer.from(`${spelling}?utm_source=x`));
      if (res.status !== 301 || res.headers.location !== '/locksmith-near-me?utm_source=x')
        wrong.push(`${spelling} → ${res.status} ${res.headers.location}`);
    }
    expect(wrong).toEqual([]);
    await s.cache.upgraded();
    expect(s.cache.paths()).toEqual(before);
  });

  it.each([
    ['/%62ath', '/bath'],
    ['/l%6Fcksmith-near-me', '/locksmith-near-me'],
    ['/B%61TH/', '/bath'],
    ['/london/e1%2Dwhitechapel', '/london/e1-whitechapel'],
    ['/%7Ezq-nothing', '/~zq-nothing'],
    ['/healthz/', '/healthz'],
    ['/HEALTHZ', '/healthz'],
    ['/h%65althz', '/healthz'],
    ['/images//favicon.svg', '/images/favicon.svg'],
    ['/IMAGES/favicon.svg', '/images/favicon.svg'],
    ['/images/favicon%2Esvg', '/images/favicon.svg'],
    ['/robots.txt/', '/robots.txt'],
  ])('redirects %s to %s', async (target, location) => {
    const res = await rawGet(s.port, Buffer.from(target));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('keeps escapes that mean something, and the case of hashed asset names', async () => {
    // An escaped slash is not a slash, and no page has one in a segment.
    expect((await rawGet(s.port, Buffer.from('/london%2Fe1-whitechapel'))).status).toBe(404);
    const { js } = readAssets(clientDir);
    expect(js).toMatch(/[A-Z]/);
    expect((await rawGet(s.port, Buffer.from(js))).status).toBe(200);
    expect((await rawGet(s.port, Buffer.from(js.replace('/assets/', '/ASSETS/')))).headers.location).toBe(js);
    // Folders do not answer with a redirect to a trailing slash (that spelling is not canonical).
    for (const folder of ['/assets', '/images']) expect((await rawGet(s.port, Buffer.from(folder))).status).toBe(404);
  });
});
