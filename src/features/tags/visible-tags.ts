import type { Tag } from '@/api/tags/schemas';

export type TagSortField = 'name' | 'usage' | 'created';
export type SortDirection = 'asc' | 'desc';

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
