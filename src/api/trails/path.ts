import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailResponseSchema, type PathPoint, type Trail } from './schemas';
import { trailWrites } from './cache';
import { apiPath } from '../path';

/** PUT /trails/trail-path/{id} with {trail_path: coordinates} (SPEC.md §7). */
export async function updateTrailPath(
  id: number,
  path: readonly PathPoint[],
  idempotencyKey?: string,
  signal?: AbortSignal,
): Promise<Trail> {
  const { trail } = await http.put(apiPath`/trails/trail-path/${id}`, trailResponseSchema, {
    json: { trail_path: path },
    idempotencyKey,
    signal,
  });
  return trail;
}

export function useUpdateTrailPathMutation() {
  return useMutation({
    mutationFn: ({
      id,
      path,
      idempotencyKey,
      signal,
    }: {
      id: number;
      path: readonly PathPoint[];
      idempotencyKey?: string;
      signal?: AbortSignal;
    }) => updateTrailPath(id, path, idempotencyKey, signal),
    ...writeEffects(trailWrites.path),
  });
}
