import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { trailKeys } from './keys';
import { invalidateListsIfLast, trailListWriteKey, updateListRow } from './list-cache';
import { trailResponseSchema, type Trail, type TrailStatus } from './schemas';

/**
 * SPEC.md §4: choosing active calls PUT /trails/activate, choosing deleted calls
 * PUT /trails/deactivate, any other status the generic PUT /trails/{id}/status.
 */
export async function changeTrailStatus(id: number, status: TrailStatus): Promise<Trail> {
  const response =
    status === 'active'
      ? await http.put('/trails/activate', trailResponseSchema, { json: { id } })
      : status === 'deleted'
        ? await http.put('/trails/deactivate', trailResponseSchema, { json: { id } })
        : await http.put(`/trails/${id}/status`, trailResponseSchema, { json: { status } });
  return response.trail;
}

export interface ChangeTrailStatusVariables {
  id: number;
  status: TrailStatus;
  /** The status the row shows now: a failure puts it back. */
  previous: TrailStatus;
}

/**
 * Optimistic: the row shows the new status at once; a failure puts back only this row's old
 * status (not a snapshot of whole pages, which would undo a concurrent change of another
 * row); the lists are refetched when the last list write settles.
 */
export function useChangeTrailStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...trailListWriteKey, 'status'],
    mutationFn: ({ id, status }: ChangeTrailStatusVariables) => changeTrailStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: trailKeys.lists() });
      updateListRow(queryClient, id, (row) => ({ ...row, status }));
    },
    onError: (_error, { id, previous }) => {
      updateListRow(queryClient, id, (row) => ({ ...row, status: previous }));
    },
    onSuccess: (trail) => {
      updateListRow(queryClient, trail.id, (row) => ({ ...row, status: trail.status }));
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: trailKeys.detail(id) });
      return invalidateListsIfLast(queryClient);
    },
  });
}
