import { http } from '../http';
import { checkDeletionResponseSchema, type CheckDeletionResponse, type LocationType } from './schemas';

/**
 * GET /trails/locations/check-deletion?type&id: may this country or city be deleted?
 * Asked right before each delete, so it is a plain call, never a cached query.
 */
export function checkDeletion(type: LocationType, id: number): Promise<CheckDeletionResponse> {
  return http.get('/trails/locations/check-deletion', checkDeletionResponseSchema, {
    searchParams: { type, id },
  });
}
