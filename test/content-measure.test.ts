import { describe, expect, it } from 'vitest';
import { GUARD, isIndexable, maskedWords, measurePages } from '../server/views/content-measure.ts';

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

  it('fails two pages that differ only by the place name', () => {
    const [a, b] = measurePages(
      [
        { path: '/a', template: 'area', text: template('Ashford') },
        { path: '/b', template: 'area', text: template('Bexley') },
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
        { path: '/a', template: 'area', text: `${template('Ashford')} ${own('alpha')}` },
        { path: '/b', template: 'area', text: `${template('Bexley')} ${own('beta')}` },
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
        { path: '/a', template: 'area', text: template('Ashford') },
        { path: '/b', template: 'city', text: template('Bexley') },
      ],
      ['Ashford', 'Bexley'],
    );
    expect(a!.similarity).toBe(0);
    expect(a!.nearest).toBeNull();
    // The text is still shared with the other page, so none of it is the page's own.
    expect(a!.ownWords).toBe(0);
  });
});
