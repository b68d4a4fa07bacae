import { screen, within } from '@testing-library/react';
import { db, touch } from '../../mocks/db';


/** Replaces every tag: each used by the first `uses` trails, created on the given day. */
export function setTags(tags: Array<{ id: number; name: string; uses: number; created: string }>) {
  db.tags.clear();
  const trails = [...db.trails.values()].sort((a, b) => a.id - b.id);
  for (const t of trails) t.tagIds = [];
  for (const tag of tags) {
    db.tags.set(tag.id, { id: tag.id, name: tag.name, createdAt: `${tag.created}T00:00:00.000Z` });
    for (const trail of trails.slice(0, tag.uses)) trail.tagIds = [...trail.tagIds, tag.id];
  }
}

export const SAMPLE = [
  { id: 1, name: 'Waterfall', uses: 8, created: '2025-03-01' },
  { id: 2, name: 'desert', uses: 0, created: '2025-01-15' },
  { id: 3, name: 'Canyon', uses: 3, created: '2025-06-10' },
  { id: 4, name: 'Family Friendly', uses: 5, created: '2024-12-01' },
];

/**
 * Waits for a tag's name in the tag table and answers its row. The wait reads text in the
 * table only: a whole-page 'cell' query named every cell of the page on each try, computed
 * styles and all (jsdom recomputes them after every change).
 */
export async function findTagRow(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Tags' });
  return (await within(table).findByText(name)).closest('tr') as HTMLElement;
}

/**
 * Leaves only the tags `ids` of the seed (it has 40, and /tags renders them all), taken off
 * every trail too. For tests about one tag's row or the tag counts, not about the list.
 */
export function onlyTags(ids: readonly number[]): void {
  const keep = new Set(ids);
  for (const id of [...db.tags.keys()]) if (!keep.has(id)) db.tags.delete(id);
  for (const trail of db.trails.values()) trail.tagIds = trail.tagIds.filter((id) => keep.has(id));
  touch(db);
}
