import { describe, expect, it } from 'vitest';
import { validateTagName } from '@/features/tags/tag-name';
import { t } from '../text';
import { SAMPLE } from './helpers';

const CHARACTERS = 'Tag name can only contain letters, numbers, spaces, hyphens, and underscores.';

describe('tag name rules', () => {
  it.each([
    ['a', 'Tag name must be at least 2 characters long.'],
    ['  b  ', 'Tag name must be at least 2 characters long.'],
    ['x'.repeat(50), 'Tag name must be less than 50 characters.'],
    ['Rock & Roll', CHARACTERS],
    ['<b>bold</b>', CHARACTERS],
    ['waterfall', 'A tag with this name already exists.'],
    ['  FAMILY friendly ', 'A tag with this name already exists.'],
  ])('refuses "%s": %s', (name, message) => {
    const broken = validateTagName(name, SAMPLE);
    expect(broken).not.toBeNull();
    expect(t(broken!)).toBe(message);
  });

  it.each([
    ['49 characters of letters of any script, digits, a space, a hyphen and an underscore', `  وادي رم-2_${'z'.repeat(37)}  `],
    ['two characters', 'ab'],
  ])('accepts %s', (_what, name) => {
    expect(validateTagName(name, SAMPLE)).toBeNull();
  });
});
