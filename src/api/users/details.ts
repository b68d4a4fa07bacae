import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import { userKeys } from './keys';
import { userResponseSchema, type User } from './schemas';
import { apiPath } from '../path';

/** GET /users/{id} → one user, for the details dialog. */
export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  const { user } = await http.get(apiPath`/users/${id}`, userResponseSchema, { signal });
  return user;
}

export function userDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    // The dialog shows the server's current record each time it opens, and opening it again
    // after a failure is a new attempt (no route loader fetches it: src/api/common/prefetch.ts).
    staleTime: 0,
    retryOnMount: true,
  });
}
