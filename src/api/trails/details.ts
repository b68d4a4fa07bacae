import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { trailKeys } from './keys';
import { trailResponseSchema, type Trail } from './schemas';
import { apiPath } from '../path';

/** GET /trails/details/{id} (SPEC.md §7): the response is read as `trail`. */
export async function fetchTrail(id: number, signal?: AbortSignal): Promise<Trail> {
  const { trail } = await http.get(apiPath`/trails/details/${id}`, trailResponseSchema, { signal });
  return trail;
}

export function trailDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: trailKeys.detail(id),
    queryFn: ({ signal }) => fetchTrail(id, signal),
  });
}
