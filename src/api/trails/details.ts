import { queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { apiPath } from '../path';
import { trailKeys } from './keys';
import { trailDetailsResponseSchema, type Trail } from './schemas';

/** GET /trails/details/{id} (SPEC.md §7): the response is read as `trail`. */
export async function fetchTrail(id: number, signal?: AbortSignal, onUnreadable?: CallOptions['onUnreadable']): Promise<Trail> {
  const { trail } = await http.get(apiPath`/trails/details/${id}`, trailDetailsResponseSchema, { signal, onUnreadable });
  return trail;
}

export function trailDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: trailKeys.detail(id),
    queryFn: ({ signal, queryKey }) => fetchTrail(id, signal, noteUnreadable(queryKey)),
  });
}
