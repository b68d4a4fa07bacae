import type { Tag } from '@/api/tags/schemas';

/**
 * The most used tags: those on at least one trail, most trails first, then by name. One rule
 * for the tag screen's "Most Used" figure and the dashboard's Tags card.
 */
export function mostUsedTags(tags: readonly Tag[], n: number): Tag[] {
  return tags
    .filter((tag) => tag.trailCount > 0)
    .sort((a, b) => b.trailCount - a.trailCount || a.name.localeCompare(b.name))
    .slice(0, n);
}
