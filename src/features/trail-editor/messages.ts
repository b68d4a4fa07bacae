import { ApiError } from '@/api/errors';

/** SPEC.md §8, Trails: the editor's messages. */
export const MSG = {
  loadFailed: 'Error loading trail data.',
  createFailed: 'Error creating trail.',
  updateUncertain: 'Trail update may not have been completed successfully...',
  photoDeleteFailed: 'Failed to delete photo.',
  citiesFailed: 'Failed to fetch cities for selected country.',
  countriesFailed: 'Failed to fetch location data.',
  noChanges: 'No changes detected',
  created: 'Trail Created',
  updated: 'Trail Updated',
  pathUpdated: 'Path Updated',
  photosUpdated: 'Photos Updated',
  photoDeleted: 'Photo Deleted',
  maxTagsTitle: 'Maximum Tags Exceeded',
  maxTagsText: 'You can select up to 10 tags only.',
  deletePhotoTitle: 'Delete Photo?',
  deletePhotoText: 'Are you sure you want to delete this photo?',
  notAnImageTitle: 'Invalid File',
} as const;

/**
 * "Failed to update trail: {server message}"; a 2xx answer the panel could not read means
 * the server may or may not have saved: "Trail update may not have been completed
 * successfully...".
 */
export function updateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 200 && error.status < 300)
    return MSG.updateUncertain;
  const detail =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Unexpected error.';
  return `Failed to update trail: ${detail}`;
}

export function notAnImageText(files: File[]): string {
  const names = files.map((f) => f.name).join(', ');
  return `${names} ${files.length === 1 ? 'is not an image' : 'are not images'}. Please choose PNG, JPEG, GIF, WebP or AVIF photos.`;
}
