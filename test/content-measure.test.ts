import { describe, expect, it } from 'vitest';
import { CLOSE_CALL, GUARD, isCloseCall, isIndexable, maskedWords, measurePages } from '../server/views/content-measure.ts';

const template = (place: string) =>
  `Our locksmiths in ${place} open locked doors without damage, replace snapped cylinders with anti-snap ones, repair uPVC mechanisms that no longer lock, and cut spare keys while you wait. Call us at any hour and a locksmith will be on the way to ${place} within minutes, with a price agreed before any work starts.`;

const own = (seed: string) =>
  Array.from({ length: 40 }, (_, i) => `${seed}${i} word${i} about ${seed} streets number${i} and doors${i} with locks${i}`).join('. ');

describe('the doorway measure', () => {
  it('masks place names, longest first, so swapping names changes nothing', () => {
    expect(maskedWords('Locksmith in Newcastle upon Tyne and Newcastle', ['Newcastle', 'Newcastle upon Tyne'])).toEqual([
      'locksmith',
      'in',
      'placename',
      'and',
      'placename',
    ]);
  });

  it("masks postcodes, prices and numbers, so swapping one place's figures for another's changes nothing", () => {
    const leeds = maskedWords('Covering LS1, LS6 2AB and LS11: lockouts from £75, about 25 minutes, call 0113 496 0000.', []);
    const bath = maskedWords('Covering BA1, BA2 6QR and BA15: lockouts from £1,250, about 40 minutes, call 01225 000 111.', []);
    expect(leeds).toEqual(bath);
    expect(leeds).not.toContain('ls1');
    expect(leeds.filter((w) => w === 'postcode')).toHaveLength(3);
    // Ordinary words with digits in them are not mistaken for postcodes when they are not one.
    expect(maskedWords('a BS 3621 lock', [])).toEqual(['a', 'bs', 'number', 'lock']);
  });

  it('fails two pages that differ only by the place name', () => {
    const [a, b] = measurePages(
      [
        { path: '/a', template: 'area', place: 'a', text: template('Ashford') },
        { path: '/b', template: 'area', place: 'b', text: template('Bexley') },
      ],
      ['Ashford', 'Bexley'],
    );
    expect(a!.similarity).toBe(1);
    expect(a!.nearest).toBe('/b');
    expect(a!.ownWords).toBe(0);
    expect(isIndexable(a!)).toBe(false);
    expect(isIndexable(b!)).toBe(false);
  });

  it('passes two pages with enough text of their own', () => {
    const [a, b] = measurePages(
      [
        { path: '/a', template: 'area', place: 'a', text: `${template('Ashford')} ${own('alpha')}` },
        { path: '/b', template: 'area', place: 'b', text: `${template('Bexley')} ${own('beta')}` },
      ],
      ['Ashford', 'Bexley'],
    );
    expect(a!.similarity).toBeLessThanOrEqual(GUARD.maxSimilarity);
    expect(a!.ownWords).toBeGreaterThanOrEqual(GUARD.minOwnWords);
    expect(isIndexable(a!)).toBe(true);
    expect(isIndexable(b!)).toBe(true);
  });

  it('compares a page only with its own template', () => {
    const [a] = measurePages(
      [
        { path: '/a', template: 'area', place: 'a', text: template('Ashford') },
        { path: '/b', template: 'city', place: 'b', text: template('Bexley') },
      ],
      ['Ashford', 'Bexley'],
    );
    expect(a!.similarity).toBe(0);
    expect(a!.nearest).toBeNull();
    // The text is still shared with the other page, so none of it is the page's own.
    expect(a!.ownWords).toBe(0);
    expect(a!.ownShare).toBe(0);
  });

  it('compares pages about the same place across templates', () => {
    const [city, service] = measurePages(
      [
        { path: '/ashford', template: 'city', place: 'ashford', text: `${template('Ashford')} ${own('alpha')}` },
        { path: '/ashford/lockout', template: 'city service: lockout', place: 'ashford', text: `${template('Ashford')} ${own('alpha')}` },
        { path: '/bexley', template: 'city', place: 'bexley', text: `${template('Bexley')} ${own('beta')}` },
      ],
      ['Ashford', 'Bexley'],
    );
    expect(city!.nearest).toBe('/ashford/lockout');
    expect(city!.similarity).toBe(1);
    expect(isIndexable(city!)).toBe(false);
    expect(isIndexable(service!)).toBe(false);
  });

  it('fails a page whose own words are too small a share of it', () => {
    const measure = { similarity: 0.1, ownWords: GUARD.minOwnWords, ownShare: GUARD.minOwnShare - 0.01 };
    expect(isIndexable(measure)).toBe(false);
    expect(isIndexable({ ...measure, ownShare: GUARD.minOwnShare })).toBe(true);
  });

  it('counts a page within CLOSE_CALL of the similarity limit, either side, as a close call', () => {
    const limit = GUARD.maxSimilarity;
    expect(isCloseCall({ similarity: limit })).toBe(true);
    expect(isCloseCall({ similarity: limit - CLOSE_CALL + 0.001 })).toBe(true);
    expect(isCloseCall({ similarity: limit + CLOSE_CALL - 0.001 })).toBe(true);
    expect(isCloseCall({ similarity: limit - CLOSE_CALL - 0.001 })).toBe(false);
    expect(isCloseCall({ similarity: limit + CLOSE_CALL + 0.001 })).toBe(false);
  });
});
