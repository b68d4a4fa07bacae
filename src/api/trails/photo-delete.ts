import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { trailResponseSchema, type Trail } from './schemas';
import { trailWrites } from './cache';
import { apiPath } from '../path';

/** A photo's id is its file name: the last segment of its URL (docs/api.md). */
export function photoIdFromUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** DELETE /trails/{id}/photo/{photoId} (SPEC.md §7); a photo id that is not a plain file name is refused unsent. */
export async function deleteTrailPhoto(trailId: number, photoUrl: string): Promise<Trail> {
  // apiPath refuses an id that is not one plain segment (`..` would delete the trail).
  const { trail } = await http.delete(apiPath`/trails/${trailId}/photo/${photoIdFromUrl(photoUrl)}`, trailResponseSchema);
  return trail;
}

export function useDeleteTrailPhotoMutation() {
  return useMutation({
    mutationFn: ({ trailId, photoUrl }: { trailId: number; photoUrl: string }) =>
      deleteTrailPhoto(trailId, photoUrl),
    ...writeEffects(trailWrites.photoDelete),
  });
}
