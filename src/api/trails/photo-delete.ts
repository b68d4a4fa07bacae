import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailResponseSchema, type Trail } from './schemas';
import { trailWrites } from './cache';

/** A photo's id is its file name: the last segment of its URL (docs/api.md). */
export function photoIdFromUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** DELETE /trails/{id}/photo/{photoId} (SPEC.md §7). */
export async function deleteTrailPhoto(trailId: number, photoUrl: string): Promise<Trail> {
  const photoId = encodeURIComponent(photoIdFromUrl(photoUrl));
  const { trail } = await http.delete(`/trails/${trailId}/photo/${photoId}`, trailResponseSchema);
  return trail;
}

export function useDeleteTrailPhotoMutation() {
  return useMutation({
    mutationFn: ({ trailId, photoUrl }: { trailId: number; photoUrl: string }) =>
      deleteTrailPhoto(trailId, photoUrl),
    ...writeEffects(trailWrites.photoDelete),
  });
}
