import { describe, expect, it } from 'vitest';
import type { Tag } from '@/api/tags/schemas';
import { tagStats } from '@/features/tags/tag-stats';

const tag = (id: number, name: string, trailCount: number): Tag => ({ id, name, trailCount });

describe('the Tags screen figures', () => {
  it.each([
    { case: 'no tags', tags: [], total: 0, usage: 0, average: 0, mostUsed: null },
    {
      case: 'tags none of which is used',
      tags: [tag(1, 'Coast', 0), tag(2, 'Desert', 0)],
      total: 2,
      usage: 0,
      average: 0,
      mostUsed: null,
    },
    {
      case: 'one used tag',
      tags: [tag(1, 'Coast', 4)],
      total: 1,
      usage: 4,
      average: 4,
      mostUsed: 'Coast',
    },
    {
      case: 'an average rounded to one decimal',
      tags: [tag(1, 'Coast', 1), tag(2, 'Desert', 1), tag(3, 'Forest', 0)],
      total: 3,
      usage: 2,
      average: 0.7,
      mostUsed: 'Coast',
    },
    {
      case: 'the tag on most trails',
      tags: [tag(1, 'Coast', 2), tag(2, 'Desert', 9), tag(3, 'Forest', 5)],
      total: 3,
      usage: 16,
      average: 5.3,
      mostUsed: 'Desert',
    },
    {
      case: 'a tie, won by the first name',
      tags: [tag(1, 'Wadi', 3), tag(2, 'Canyon', 3), tag(3, 'Forest', 1)],
      total: 3,
      usage: 7,
      average: 2.3,
      mostUsed: 'Canyon',
    },
  ])(
    '$case: $total tags, $usage uses, $average on average, most used $mostUsed',
    ({ tags, total, usage, average, mostUsed }) => {
      const stats = tagStats(tags);
      expect(stats).toEqual({
        totalTags: total,
        totalUsage: usage,
        averageUsage: average,
        mostUsed: mostUsed === null ? null : tags.find((t) => t.name === mostUsed),
      });
    },
  );
});
