import { queryOptions } from '@tanstack/react-query';
import { noteUnreadable } from '../common/unreadable-rows';
import { http, type CallOptions } from '../http';
import { userKeys } from './keys';
import { userDetailsResponseSchema, type User } from './schemas';

/** GET /users/{id} → one user, for the details dialog. */
export async function fetchUser(id: number, signal?: AbortSignal, onUnreadable?: CallOptions['onUnreadable']): Promise<User> {
  const { user } = await http.get(`/users/${id}`, userDetailsResponseSchema, { signal, onUnreadable });
  return user;
}

export function userDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal, queryKey }) => fetchUser(id, signal, noteUnreadable(queryKey)),
    // The dialog shows the server's current record each time it opens, and opening it again
    // after a failure is a new attempt (no route loader fetches it: src/api/common/prefetch.ts).
    staleTime: 0,
    retryOnMount: true,
  });
}
