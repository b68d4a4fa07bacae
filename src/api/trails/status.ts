import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailWrites, type TrailStatusVars } from './cache';
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

export type ChangeTrailStatusVariables = TrailStatusVars;

/**
 * Optimistic: the row (and the cached details) show the new status at once; a failure puts
 * back only what this write changed; the server's trail then replaces the details, so an
 * editor opened next starts from it (src/api/trails/cache.ts).
 */
export function useChangeTrailStatusMutation() {
  return useMutation({
    mutationFn: ({ id, status }: TrailStatusVars) => changeTrailStatus(id, status),
    ...writeEffects(trailWrites.status),
  });
}
