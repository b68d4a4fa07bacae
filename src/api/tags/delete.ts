import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { tagWrites } from './cache';
import type { Tag } from './schemas';
import { apiPath } from '../path';

/** DELETE /trails/tags/{id} (SPEC.md §7). */
export async function deleteTag(id: number): Promise<void> {
  await http.delete(apiPath`/trails/tags/${id}`, messageResponseSchema);
}

/** Removes the tag from the cache once the server confirms; trails lose it too (./cache.ts). */
export function useDeleteTagMutation() {
  return useMutation({
    mutationFn: (tag: Tag) => deleteTag(tag.id),
    ...writeEffects(tagWrites.delete),
  });
}
