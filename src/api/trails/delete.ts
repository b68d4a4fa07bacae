import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailWrites } from './cache';
import { apiPath } from '../path';

/** DELETE /trails/{id}: the server removes the trail with its photos, waypoints and reviews. */
export async function deleteTrail(id: number): Promise<void> {
  await http.delete(apiPath`/trails/${id}`, messageResponseSchema);
}

/**
 * Not optimistic (the administrator confirmed an irreversible action and waits for it): on
 * success the row leaves every cached page at once, and what showed the trail elsewhere is
 * dropped or refetched (src/api/trails/cache.ts).
 */
export function useDeleteTrailMutation() {
  return useMutation({
    mutationFn: (id: number) => deleteTrail(id),
    ...writeEffects(trailWrites.delete),
  });
}
