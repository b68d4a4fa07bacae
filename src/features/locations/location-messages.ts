import type { LocationType } from '@/api/locations/schemas';
import { errorMessage } from '@/api/errors';

/** SPEC.md §8 (Locations), word for word. */
export const COUNTRIES_ERROR = 'Failed to load countries';
export const CITIES_ERROR = 'Failed to load cities';

export type LocationVerb = 'create' | 'update' | 'delete';

/** The server's message, or "Failed to {create|update|delete} {country|city}" (SPEC.md §8). */
export function locationFailure(error: unknown, verb: LocationVerb, type: LocationType): string {
  return errorMessage(error, `Failed to ${verb} ${type}`, true);
}

/** SPEC.md §5: the refusal shown after the server's reason. */
export const associatedFirst = (associationType: string) =>
  `You need to remove the associated ${associationType} first.`;

/** Success texts: SPEC.md leaves them to us. */
export function locationSuccess(verb: LocationVerb, type: LocationType, name: string): { title: string; message: string } {
  const noun = type === 'country' ? 'Country' : 'City';
  const past = verb === 'create' ? 'created' : verb === 'update' ? 'updated' : 'deleted';
  return { title: `${noun} ${past}`, message: `"${name}" was ${past}.` };
}
