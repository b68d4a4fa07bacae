import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { tagWrites } from './cache';
import { createTagResponseSchema, type Tag } from './schemas';

/** POST /trails/tags {name}; the new id is read from `tag.identifiers[0].id` (SPEC.md §7). */
export async function createTag(name: string): Promise<Tag> {
  const { tag } = await http.post('/trails/tags', createTagResponseSchema, { json: { name } });
  // The schema requires at least one identifier, so [0] exists.
  const id = (tag.identifiers[0] as { id: number }).id;
  return { id, name: tag.name, trailCount: 0, createdAt: new Date().toISOString() };
}

/** Adds the new tag to the cached list at once (the answer has all we show), then refetches. */
export function useCreateTagMutation() {
  return useMutation({
    mutationFn: (name: string) => createTag(name),
    ...writeEffects(tagWrites.create),
  });
}
