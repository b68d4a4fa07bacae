import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import type { UploadProgress } from '../xhr-fetch';
import { trailResponseSchema, type Trail, type UpdateTrailJsonBody } from './schemas';
import { trailWrites } from './cache';
import { apiPath } from '../path';

export interface UpdateTrailInput {
  id: number;
  /** Only the changed fields (SPEC.md §7): cityId a number, tagIds a list. */
  changes: UpdateTrailJsonBody;
  /** New photos to add. */
  photos?: File[];
  /** A new .kml file. */
  trailPath?: File | null;
  /** Told the fraction of a multipart upload sent, for the progress bar. */
  onUploadProgress?: UploadProgress;
  /** The same for the same values sent again (../common/idempotency.ts). */
  idempotencyKey?: string;
  /** Aborts the save (the processing dialog's Cancel). */
  signal?: AbortSignal;
}

/** Multipart form of PUT /trails/{id}: the changed fields, then the files. */
export function updateTrailFormData({
  changes,
  photos = [],
  trailPath,
}: UpdateTrailInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    form.append(key, key === 'tagIds' ? JSON.stringify(value) : String(value));
  }
  if (trailPath) form.append('trail_path', trailPath, trailPath.name);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/**
 * PUT /trails/{id}: JSON with only the changed fields, or multipart when new photos or a
 * new .kml go with them (docs/api.md).
 */
export async function updateTrail(input: UpdateTrailInput): Promise<Trail> {
  const multipart = (input.photos?.length ?? 0) > 0 || Boolean(input.trailPath);
  const { trail } = multipart
    ? await http.put(apiPath`/trails/${input.id}`, trailResponseSchema, {
        body: updateTrailFormData(input),
        onUploadProgress: input.onUploadProgress,
        idempotencyKey: input.idempotencyKey,
        signal: input.signal,
      })
    : await http.put(apiPath`/trails/${input.id}`, trailResponseSchema, {
        json: input.changes,
        idempotencyKey: input.idempotencyKey,
        signal: input.signal,
      });
  return trail;
}

export function useUpdateTrailMutation() {
  return useMutation({
    mutationFn: (input: UpdateTrailInput) => updateTrail(input),
    ...writeEffects(trailWrites.update),
  });
}
