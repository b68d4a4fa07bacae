import type { Tag } from '@/api/tags/schemas';
import { mostUsedTags } from '@/lib/tag-usage';

/** The figures of the Tags screen's cards (SPEC.md §2 "Tags"). */
export interface TagStats {
  totalTags: number;
  totalUsage: number;
  /** Usage per tag, one decimal; 0 with no tags. */
  averageUsage: number;
  /** The tag on most trails (the first by name on a tie), or null when no tag is used. */
  mostUsed: Tag | null;
}

export function tagStats(tags: readonly Tag[]): TagStats {
  const totalUsage = tags.reduce((sum, t) => sum + t.trailCount, 0);
  const averageUsage = tags.length === 0 ? 0 : Math.round((totalUsage / tags.length) * 10) / 10;
  return { totalTags: tags.length, totalUsage, averageUsage, mostUsed: mostUsedTags(tags, 1)[0] ?? null };
}
