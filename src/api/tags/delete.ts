import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { http } from '../http';
import { trailKeys } from '../trails/keys';
import { tagKeys } from './keys';
import type { Tag } from './schemas';

/** DELETE /trails/tags/{id} (SPEC.md §7). */
export async function deleteTag(id: number): Promise<void> {
  await http.delete(`/trails/tags/${id}`, messageResponseSchema);
}

/** Removes the tag from the cache once the server confirms; trails lose it too. */
export function useDeleteTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Tag) => deleteTag(tag.id),
    onSuccess: (_data, tag) => {
      queryClient.setQueryData<Tag[]>(tagKeys.list(), (old) => old?.filter((t) => t.id !== tag.id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tagKeys.all }),
        queryClient.invalidateQueries({ queryKey: trailKeys.all }),
      ]);
    },
  });
}
