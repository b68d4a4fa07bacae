import type { Tag } from '@/api/tags/schemas';
import { mostUsedTags } from '@/lib/tag-usage';

export type TagSortField = 'name' | 'usage' | 'created';
export type SortDirection = 'asc' | 'desc';

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

const compare: Record<TagSortField, (a: Tag, b: Tag) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  usage: (a, b) => a.trailCount - b.trailCount,
  // A tag without createdAt sorts as the oldest.
  created: (a, b) => (a.createdAt ? Date.parse(a.createdAt) : 0) - (b.createdAt ? Date.parse(b.createdAt) : 0),
};

/** Search (case-insensitive, on the name) then sort; ties keep id order. */
export function visibleTags(tags: readonly Tag[], search: string, field: TagSortField, direction: SortDirection): Tag[] {
  const q = search.trim().toLocaleLowerCase();
  const found = q ? tags.filter((t) => t.name.toLocaleLowerCase().includes(q)) : tags.slice();
  const sign = direction === 'asc' ? 1 : -1;
  return found.sort((a, b) => sign * compare[field](a, b) || a.id - b.id);
}

/** SPEC.md §2: green above 5 trails, grey at 0, blue otherwise. */
export function usageColor(trailCount: number): 'green' | 'gray' | 'blue' {
  if (trailCount > 5) return 'green';
  if (trailCount === 0) return 'gray';
  return 'blue';
}
