import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUNCATE, displayRating, truncate } from '@/lib/format';

describe('names cut to fit a table', () => {
  it.each([
    ['a text shorter than the limit', 'Wadi Rum', 10, 'Wadi Rum'],
    ['a text exactly at the limit', 'abcdefghij', 10, 'abcdefghij'],
    ['a text one past the limit', 'abcdefghijk', 10, 'abcdefghij...'],
    ['an empty text', '', 10, ''],
    ['Arabic, cut by its characters', 'مسار وادي رم الطويل', 9, 'مسار وادي...'],
    ['emoji, each counted as one character and never split', '🥾🥾🥾🥾', 3, '🥾🥾🥾...'],
  ])('%s', (_case, text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it(`cuts at ${DEFAULT_TRUNCATE} characters unless told otherwise`, () => {
    const long = 'x'.repeat(DEFAULT_TRUNCATE + 1);
    expect(DEFAULT_TRUNCATE).toBe(50);
    expect(truncate('x'.repeat(DEFAULT_TRUNCATE))).toBe('x'.repeat(DEFAULT_TRUNCATE));
    expect(truncate(long)).toBe(`${'x'.repeat(DEFAULT_TRUNCATE)}...`);
  });
});

describe('a rating on the five-star scale', () => {
  it.each([
    [4.25, 4.3],
    [4.24, 4.2],
    [3, 3],
    [5, 5],
    [7.8, 5],
    [0.04, 0],
    [0.05, 0.1],
  ])('%s is shown as %s', (rating, expected) => {
    expect(displayRating(rating)).toBe(expected);
  });

  it.each([null, undefined, 0, -1, NaN, Infinity, -Infinity])('%s is no rating', (rating) => {
    expect(displayRating(rating)).toBeNull();
  });
});
