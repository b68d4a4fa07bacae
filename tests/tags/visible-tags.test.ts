import { describe, expect, it } from 'vitest';
import type { Tag } from '@/api/tags/schemas';
import { visibleTags, type SortDirection, type TagSortField } from '@/features/tags/visible-tags';

const TAGS: Tag[] = [
  { id: 1, name: 'coast', trailCount: 3, createdAt: '2026-03-01T00:00:00.000Z' },
  { id: 2, name: 'Desert', trailCount: 0, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 3, name: 'Canyon', trailCount: 3 },
  { id: 4, name: 'forest walk', trailCount: 7, createdAt: '2026-02-01T00:00:00.000Z' },
  { id: 5, name: 'Coastal', trailCount: 1, createdAt: '2026-01-01T00:00:00.000Z' },
];

const ids = (tags: Tag[]) => tags.map((t) => t.id);

describe('the tags the Tags screen lists', () => {
  it.each<[TagSortField, SortDirection, number[]]>([
    ['name', 'asc', [3, 1, 5, 2, 4]],
    ['name', 'desc', [4, 2, 5, 1, 3]],
    ['usage', 'asc', [2, 5, 1, 3, 4]],
    ['usage', 'desc', [4, 1, 3, 5, 2]],
    ['created', 'asc', [3, 2, 5, 4, 1]],
    ['created', 'desc', [1, 4, 2, 5, 3]],
  ])(
    'sorted by %s %s: ties in id order, a tag without a date the oldest',
    (field, direction, expected) => {
      expect(ids(visibleTags(TAGS, '', field, direction))).toEqual(expected);
    },
  );

  it.each([
    ['coast', [1, 5]],
    ['COAST', [1, 5]],
    ['  coast  ', [1, 5]],
    ['st w', [4]],
    ['e', [2, 4]],
    ['   ', [3, 1, 5, 2, 4]],
    ['glacier', []],
  ])('the search %j finds %j, whatever the case and surrounding spaces', (search, expected) => {
    expect(ids(visibleTags(TAGS, search, 'name', 'asc'))).toEqual(expected);
  });

  it('leaves the list it is given in its order', () => {
    const before = ids(TAGS);
    visibleTags(TAGS, '', 'usage', 'desc');
    expect(ids(TAGS)).toEqual(before);
  });
});
