import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { trailResponseSchema, type PathPoint, type Trail } from './schemas';
import { trailSaved } from './saved';

/** PUT /trails/trail-path/{id} with {trail_path: coordinates} (SPEC.md §7). */
export async function updateTrailPath(id: number, path: readonly PathPoint[]): Promise<Trail> {
  const { trail } = await http.put(`/trails/trail-path/${id}`, trailResponseSchema, {
    json: { trail_path: path },
  });
  return trail;
}

export function useUpdateTrailPathMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path }: { id: number; path: readonly PathPoint[] }) =>
      updateTrailPath(id, path),
    onSuccess: (trail) => trailSaved(queryClient, trail),
  });
}
