import { describe, expect, it } from 'vitest';
import { fillCopy, fillPlace } from '../shared/text.ts';

describe('content templates', () => {
  it('fills named placeholders and leaves unknown ones for a later step', () => {
    expect(
      fillPlace('Locksmith in {place}, {city}: about {minutes} minutes. Call {phone}.', { place: 'Headingley', city: 'Leeds', minutes: 25 }),
    ).toBe('Locksmith in Headingley, Leeds: about 25 minutes. Call {phone}.');
  });

  it("fills '{city}' when given a plain place name", () => {
    expect(fillPlace('Emergency lockouts in {city}', 'York')).toBe('Emergency lockouts in York');
  });

  it('fills every string of a copy object and keeps its shape', () => {
    const copy = { title: 'Near {place}', claims: ['{minutes} minutes'], faqs: [{ question: 'In {place}?', answer: 'Yes.' }] };
    expect(fillCopy(copy, { place: 'Didsbury', minutes: 30 })).toEqual({
      title: 'Near Didsbury',
      claims: ['30 minutes'],
      faqs: [{ question: 'In Didsbury?', answer: 'Yes.' }],
    });
  });
});
