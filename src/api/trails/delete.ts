import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { http } from '../http';
import { reviewKeys } from '../reviews/keys';
import { tagKeys } from '../tags/keys';
import { trailKeys } from './keys';
import { invalidateListsIfLast, removeListRow, trailListWriteKey } from './list-cache';

/** DELETE /trails/{id}: the server removes the trail with its photos, waypoints and reviews. */
export async function deleteTrail(id: number): Promise<void> {
  await http.delete(`/trails/${id}`, messageResponseSchema);
}

/**
 * Not optimistic (the administrator confirmed an irreversible action and waits for it):
 * on success the row leaves every cached page at once and the count drops by one, then
 * the lists are refetched when the last list write settles.
 *
 * The server took the trail's waypoints and reviews with it, so their caches go too; the
 * review tables (the pending queue lists reviews of every trail) and the tags (whose
 * trailCount counted it) are refetched.
 */
export function useDeleteTrailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...trailListWriteKey, 'delete'],
    mutationFn: (id: number) => deleteTrail(id),
    onSuccess: async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: trailKeys.lists() });
      removeListRow(queryClient, id);
      queryClient.removeQueries({ queryKey: trailKeys.detail(id) });
      queryClient.removeQueries({ queryKey: trailKeys.waypoints(id) });
      queryClient.removeQueries({ queryKey: reviewKeys.ofTrail(id) });
      // Not awaited: the success message need not wait for other screens' refetches.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
    onSettled: () => invalidateListsIfLast(queryClient),
  });
}
