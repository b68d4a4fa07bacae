import { useMutation } from '@tanstack/react-query';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import type { UploadProgress } from '../xhr-fetch';
import {
  trailResponseSchema,
  type CarType,
  type Difficulty,
  type RouteType,
  type Trail,
} from './schemas';
import { trailWrites } from './cache';

/** Everything POST /trails carries (SPEC.md §7). */
export interface CreateTrailInput {
  name: string;
  difficulty: Difficulty;
  /** "{h} hours {m} minutes". */
  time: string;
  description: string;
  /** The .kml file as chosen. */
  trailPath: File;
  cityId: number;
  type: RouteType;
  carType: CarType;
  tagIds: number[];
  photos: File[];
  /** Told the fraction of the upload sent, for the progress bar. Not part of the body. */
  onUploadProgress?: UploadProgress;
  /** The same for the same values sent again (../common/idempotency.ts). */
  idempotencyKey?: string;
  /** Aborts the save (the processing dialog's Cancel). */
  signal?: AbortSignal;
}

/**
 * The multipart body of POST /trails: name, difficulty, time, description, trail_path (the
 * .kml file), cityId, type, carType, tagIds (a JSON list) and photos (files, repeated).
 */
export function createTrailFormData(input: CreateTrailInput): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('difficulty', input.difficulty);
  form.append('time', input.time);
  form.append('description', input.description);
  form.append('trail_path', input.trailPath, input.trailPath.name);
  form.append('cityId', String(input.cityId));
  form.append('type', input.type);
  form.append('carType', input.carType);
  form.append('tagIds', JSON.stringify(input.tagIds));
  for (const photo of input.photos) form.append('photos', photo, photo.name);
  return form;
}

/** POST /trails; with `onUploadProgress` the upload reports its progress (src/api/xhr-fetch.ts). */
export async function createTrail(input: CreateTrailInput): Promise<Trail> {
  const { trail } = await http.post('/trails', trailResponseSchema, {
    body: createTrailFormData(input),
    onUploadProgress: input.onUploadProgress,
    idempotencyKey: input.idempotencyKey,
    signal: input.signal,
  });
  return trail;
}

export function useCreateTrailMutation() {
  return useMutation({
    mutationFn: (input: CreateTrailInput) => createTrail(input),
    ...writeEffects(trailWrites.create),
  });
}
