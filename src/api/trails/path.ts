import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailResponseSchema, type PathPoint, type Trail } from './schemas';
import { trailWrites } from './cache';

/** PUT /trails/trail-path/{id} with {trail_path: coordinates} (SPEC.md §7). */
export async function updateTrailPath(id: number, path: readonly PathPoint[]): Promise<Trail> {
  const { trail } = await http.put(`/trails/trail-path/${id}`, trailResponseSchema, {
    json: { trail_path: path },
  });
  return trail;
}

export function useUpdateTrailPathMutation() {
  return useMutation({
    mutationFn: ({ id, path }: { id: number; path: readonly PathPoint[] }) =>
      updateTrailPath(id, path),
    ...writeEffects(trailWrites.path),
  });
}
