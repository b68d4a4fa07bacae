import { describe, expect, it } from 'vitest';
import { textDir } from '@/lib/text-dir';

describe('the direction of a field a person types in', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['\n\t', undefined],
    ['Wadi Rum.', 'auto'],
    ['وادي رم', 'auto'],
    [' x ', 'auto'],
  ])('%j gives dir %s', (value, expected) => {
    expect(textDir(value)).toBe(expected);
  });
});
